import { BookOpen } from "lucide-react";
import { x402Page } from "../../content/x402.ts";
import { SplitHero } from "../ui/SplitHero.tsx";
import { PaymentExchange } from "./PaymentExchange.tsx";

/** /x402-integration hero: h1, actions and one payment, the sandbox's real exchange (the same drawing as Home's and the documentation's). */
export function X402Hero() {
  const { title, actions } = x402Page;
  return (
    <SplitHero
      eyebrow={x402Page.eyebrow}
      title={title}
      lead={x402Page.lead}
      primary={actions.primary}
      secondary={actions.secondary}
      secondaryIcon={<BookOpen className="size-4" aria-hidden="true" />}
      columnsClass="lg:grid-cols-[1.15fr_1fr]"
      glowClass="-top-40 left-1/3 h-[28rem] w-[48rem] bg-accent/10"
    >
      <PaymentExchange elevated />
    </SplitHero>
  );
}
