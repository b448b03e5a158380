import { ArrowRight } from "lucide-react";
import { docsTeasers } from "../../content/home.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";

/**
 * Section 9: two documentation teasers, both to /blog (two of its posts), as a
 * reading list beside the heading (split text and list, on rules) rather than another pair of cards.
 */
export function DocsTeasers() {
  return (
    <section aria-labelledby="docs-title" data-home-section="docs" className="py-12 sm:py-24">
      <Container className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-16">
        <SectionHeading id="docs-title" eyebrow={docsTeasers.eyebrow} title={docsTeasers.heading} />
        <ul className="divide-y divide-border border-y border-border">
          {docsTeasers.items.map((d) => (
            <li key={d.title}>
              <a
                href={d.href}
                className="group grid grid-cols-1 gap-2 py-6 transition-colors sm:grid-cols-[6.5rem_minmax(0,1fr)_auto] sm:gap-x-6 sm:py-8"
              >
                <span className="font-mono text-xs tracking-[0.16em] text-muted uppercase sm:pt-2">{d.tag}</span>
                <div className="space-y-2">
                  <h3 className="font-display text-xl font-semibold text-pretty text-fg sm:text-2xl">{d.title}</h3>
                  <p className="text-pretty text-muted">{d.text}</p>
                  <p className="pt-1 text-sm font-medium text-fg underline decoration-fg/40 underline-offset-4 group-hover:decoration-fg">
                    {docsTeasers.cta}
                  </p>
                </div>
                <ArrowRight
                  className="hidden size-5 text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-fg sm:mt-2 sm:block"
                  aria-hidden="true"
                />
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
