import { ArrowRight } from "lucide-react";
import { docsTeasers } from "../../content/home.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";

/**
 * Section 9: two documentation teasers, both to /blog (two of its posts): the heading over the two
 * side by side on a rule (a split with the heading alone in a column left that column empty).
 * Each teaser is one link with one control, "Read on the blog →".
 */
export function DocsTeasers() {
  return (
    <section aria-labelledby="docs-title" data-home-section="docs" className="py-12 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="docs-title" eyebrow={docsTeasers.eyebrow} title={docsTeasers.heading} />
        <ul className="grid grid-cols-1 border-t border-border md:grid-cols-2 md:gap-x-12 max-md:divide-y max-md:divide-border">
          {docsTeasers.items.map((d) => (
            <li key={d.title}>
              <a href={d.href} className="group flex h-full flex-col gap-3 py-6 sm:py-8">
                <span className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{d.tag}</span>
                <h3 className="font-display text-xl font-semibold text-pretty text-fg sm:text-2xl">{d.title}</h3>
                <p className="max-w-xl text-pretty text-muted">{d.text}</p>
                <span className="mt-auto inline-flex min-h-11 items-center gap-2 text-sm font-medium text-fg underline decoration-fg/40 underline-offset-4 group-hover:decoration-fg">
                  {docsTeasers.cta}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
