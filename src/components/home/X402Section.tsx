import { ArrowRight, Check } from "lucide-react";
import { x402 } from "../../content/home.ts";
import { ButtonLink } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";
import { Container, SectionHeading } from "../ui/Section.tsx";

const TONE = { fg: "text-fg", accent: "text-accent", "accent-2": "text-accent-2" } as const;

/** Section 4: the x402 payment protocol, with a sample HTTP exchange. */
export function X402Section() {
  return (
    <section aria-labelledby="x402-title" data-home-section="x402" className="py-16 sm:py-24">
      <Container className="grid grid-cols-1 items-start gap-12 lg:grid-cols-2">
        <div className="space-y-8">
          <SectionHeading id="x402-title" eyebrow={x402.eyebrow} title={x402.heading} lead={x402.text} />
          <ul className="space-y-3">
            {x402.points.map((p) => (
              <li key={p} className="flex gap-3 text-fg">
                <Check className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
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
        <figure className="overflow-hidden rounded-card border border-border bg-surface lg:mt-12">
          <figcaption className="flex items-center justify-between border-b border-border px-5 py-3 font-mono text-xs text-muted">
            <span>{x402.exchangeCaption.left}</span>
            <span>{x402.exchangeCaption.right}</span>
          </figcaption>
          <ol className="space-y-3 p-5 font-mono text-xs leading-relaxed sm:text-sm">
            {x402.exchange.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a fixed exchange, never reordered
              <li key={i} className="flex gap-3 [overflow-wrap:anywhere]">
                <span aria-hidden="true" className="text-muted">
                  {line.dir}
                </span>
                <span className={cn(TONE[line.tone])}>{line.text}</span>
              </li>
            ))}
          </ol>
        </figure>
      </Container>
    </section>
  );
}
