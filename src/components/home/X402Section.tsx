import { ArrowRight, Check } from "lucide-react";
import { x402 } from "../../content/home.ts";
import { paymentSequence } from "../../content/x402-sequence.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";

const TONE = { fg: "text-fg", accent: "text-accent", "accent-2": "text-accent-2" } as const;
const ARROW = { request: "→", response: "←", self: "·" } as const;

/** Section 4: the x402 payment protocol, beside the sandbox's real exchange (the x402 pages' wire format). */
export function X402Section() {
  return (
    <section aria-labelledby="x402-title" data-home-section="x402" className="py-12 sm:py-24">
      <Container className="grid grid-cols-1 items-start gap-12 lg:grid-cols-2">
        <div className="space-y-8">
          <SectionHeading id="x402-title" eyebrow={x402.eyebrow} title={x402.heading} lead={x402.text} />
          <ul className="space-y-3">
            {x402.points.map((p) => (
              <li key={p} className="flex gap-3 text-fg">
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
        {/* The sandbox's real exchange, the x402 pages' own lines: a request to the right, an answer to the
            left, a step inside the agent marked "·"; stretched to the text column's height from lg. */}
        <figure
          className="flex flex-col overflow-hidden rounded-card border border-border bg-surface lg:self-stretch"
          data-x402-exchange=""
        >
          <figcaption className="flex items-center justify-between gap-3 border-b border-border px-5 py-3 font-mono text-xs text-muted">
            <span>{x402.exchangeCaption.left}</span>
            <span>{x402.exchangeCaption.right}</span>
          </figcaption>
          <ol className="flex flex-1 flex-col justify-between gap-4 p-5 font-mono text-xs leading-relaxed sm:p-6 sm:text-sm">
            {paymentSequence.messages.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps of a fixed exchange, never reordered
              <li key={i} className="grid grid-cols-[1rem_minmax(0,1fr)] gap-x-3">
                <span aria-hidden="true" className="text-muted">
                  {ARROW[m.dir]}
                </span>
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className={cn("block font-semibold", TONE[m.tone])}>{m.head}</span>
                  {m.lines.map((line) => (
                    <span key={line} className="block text-xs text-muted">
                      {line}
                    </span>
                  ))}
                </span>
              </li>
            ))}
          </ol>
          <p className="border-t border-border px-5 py-3 text-xs leading-relaxed text-muted sm:px-6">{paymentSequence.caption}</p>
        </figure>
      </Container>
    </section>
  );
}
