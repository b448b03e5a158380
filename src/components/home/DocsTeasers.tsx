import { ArrowRight } from "lucide-react";
import { docsTeasers } from "../../content/home.ts";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/Container.tsx";
import { linkClass } from "../ui/link.ts";
import { SectionHeading } from "../ui/SectionHeading.tsx";

/**
 * Section 9: two documentation teasers, both to /blog (two of its posts), as a reading list on
 * hairlines under the heading, not a second pair of cards: each row is one link, the post's tag, its
 * title in the display face, and "Read on the blog →" at the row's end (under the title on a phone). The rows
 * sit flush on the heading's edge and the rule's end (review round 18: they were inset 8 px).
 */
export function DocsTeasers() {
  return (
    <section aria-labelledby="docs-title" data-home-section="docs" className="py-12 sm:py-24">
      <Container className="space-y-8 sm:space-y-10">
        <SectionHeading id="docs-title" eyebrow={docsTeasers.eyebrow} title={docsTeasers.heading} />
        <ul className="divide-y divide-border border-y border-border">
          {docsTeasers.items.map((d) => (
            <li key={d.title}>
              <a
                href={d.href}
                className="group grid grid-cols-1 gap-y-2 py-5 transition-colors hover:bg-surface/60 sm:py-7 md:grid-cols-[10rem_minmax(0,1fr)_auto] md:items-baseline md:gap-x-8"
              >
                <span className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{d.tag}</span>
                <h3 className="font-display text-xl font-semibold text-balance text-fg sm:text-3xl">{d.title}</h3>
                <span
                  className={cn("inline-flex min-h-11 items-center gap-2 text-sm whitespace-nowrap md:min-h-0", linkClass("row"))}
                  data-text-link=""
                >
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
