import { ArrowRight, Check } from "lucide-react";
import { x402 } from "../../content/home.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { PaymentExchange } from "../x402/PaymentExchange.tsx";

/** Section 4: the x402 payment protocol, beside the sandbox's real exchange (the x402 pages' wire format). */
export function X402Section() {
  return (
    <section aria-labelledby="x402-title" data-home-section="x402" className="py-12 sm:py-24">
      <Container className="grid grid-cols-1 items-start gap-12 lg:grid-cols-2">
        {/* The sandbox runs taller than the text: from lg the text starts level with the panel's top (centred,
            it left ~170 px empty over the eyebrow) and stays in view beside it while the exchange scrolls by. */}
        <div className="space-y-8 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
          <SectionHeading id="x402-title" eyebrow={x402.eyebrow} title={x402.heading} lead={x402.text} />
          <ul className="space-y-3">
            {x402.points.map((p) => (
              <li key={p} className="flex gap-3 text-pretty text-fg">
                <Check className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
          <ButtonLink href={x402.cta.href} variant="secondary">
            {x402.cta.label}
            <span className="sr-only"> {x402.cta.context}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
        {/* The sandbox's real exchange, drawn as on the x402 pages. */}
        <PaymentExchange className="lg:self-stretch" />
      </Container>
    </section>
  );
}
