import { ArrowRight } from "lucide-react";
import { resources } from "../../content/home.ts";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/Container.tsx";
import { linkClass } from "../ui/link.ts";
import { SectionHeading } from "../ui/SectionHeading.tsx";

/**
 * Section 11: Ecosystem Fund, Ecosystem and Docs as a ruled link list beside the heading (no cards:
 * the page already has its product and partnership cards). Each row is one link: the title, its line,
 * then where it goes with an arrow; from md the three parts stand in columns on one hairline. Review round 20: the
 * heading has a lead (what the three rows hold), so from lg its column is not an empty block beside the rows.
 */
export function Resources() {
  return (
    <section aria-labelledby="resources-title" data-home-section="resources" className="py-12 sm:py-24">
      <Container className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
        <SectionHeading id="resources-title" eyebrow={resources.eyebrow} title={resources.heading} lead={resources.lead} />
        <ul className="divide-y divide-border border-y border-border lg:mt-1">
          {resources.items.map(({ title, text, href, cta }) => (
            <li key={title}>
              <a
                href={href}
                className="group grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-6 gap-y-1 py-5 transition-colors hover:bg-surface/60 sm:py-6 md:grid-cols-[13rem_minmax(0,1fr)_auto] md:px-2"
              >
                <h3 className="font-display text-xl font-semibold text-fg sm:text-2xl md:whitespace-nowrap">{title}</h3>
                <span className="text-sm text-pretty text-muted max-md:col-span-2 max-md:row-start-2 md:text-base">{text}</span>
                <span
                  className={cn(
                    "inline-flex items-center gap-2 text-sm whitespace-nowrap max-md:col-start-2 max-md:row-start-1",
                    linkClass("row"),
                  )}
                  data-text-link=""
                >
                  <span className="max-sm:sr-only">{cta}</span>
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
