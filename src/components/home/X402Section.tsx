import { ArrowRight, Check } from "lucide-react";
import { x402 } from "../../content/home.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { PaymentExchange } from "../x402/PaymentExchange.tsx";

/** Section 4: the x402 payment protocol, beside the sandbox's real exchange (the x402 pages' wire format). */
export function X402Section() {
  return (
    <section id="payment-protocol" aria-labelledby="x402-title" data-home-section="x402" className="py-12 sm:py-24">
      <Container className="grid grid-cols-1 items-start gap-12 lg:grid-cols-2">
        {/* The sandbox runs taller than the text: from lg the text starts level with the panel's top (centred, it left
            ~170 px empty over the eyebrow). Review round 26: it then ended ~200 px above the panel's end, an empty block
            beside the exchange. From lg the column is as tall as the panel: the lead one step larger, the points ruled rows
            (the site's facts on hairlines), and the link on the panel's bottom line, so both columns share top and end. */}
        <div className="space-y-8 lg:flex lg:flex-col lg:space-y-0 lg:self-stretch" data-x402-text="">
          <div className="space-y-4">
            <SectionHeading id="x402-title" eyebrow={x402.eyebrow} title={x402.heading} />
            {/* The section's lead, one step larger from lg (20 px), where the column is as tall as the exchange. */}
            <p className="max-w-3xl text-base leading-relaxed text-pretty text-muted sm:text-lg lg:text-xl">{x402.text}</p>
          </div>
          <ul
            className="space-y-3 lg:mt-12 lg:space-y-0 lg:divide-y lg:divide-border/70 lg:border-y lg:border-border/70"
            data-x402-points=""
          >
            {x402.points.map((p) => (
              <li key={p} className="flex gap-3 text-pretty text-fg lg:py-6">
                <Check className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
          <div className="lg:mt-auto lg:pt-8">
            <ButtonLink href={x402.cta.href} variant="secondary">
              {x402.cta.label}
              <span className="sr-only"> {x402.cta.context}</span>
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          </div>
        </div>
        {/* The sandbox's real exchange, drawn as on the x402 pages. */}
        <PaymentExchange className="lg:self-stretch" />
      </Container>
    </section>
  );
}
