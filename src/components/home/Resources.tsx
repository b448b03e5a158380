import { ArrowRight } from "lucide-react";
import { resources } from "../../content/home.ts";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { cardClass } from "../ui/card.ts";

/** Section 11: Ecosystem Fund, Ecosystem and Docs cards: three across from lg, one per row below (three ~150 px columns broke their titles). */
export function Resources() {
  return (
    <section aria-labelledby="resources-title" data-home-section="resources" className="py-12 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="resources-title" eyebrow={resources.eyebrow} title={resources.heading} />
        <ul className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3">
          {resources.items.map(({ title, text, href, cta, icon: Icon }) => (
            <li key={title}>
              <a href={href} className={cn(cardClass(true), "flex h-full flex-col gap-3 p-5 sm:gap-4 sm:p-8")}>
                <h3 className="flex items-center gap-3 font-display text-xl font-semibold text-fg sm:text-2xl lg:flex-col lg:items-start lg:gap-4">
                  <Icon className="size-6 text-muted sm:size-8" aria-hidden="true" />
                  {title}
                </h3>
                <p className="text-muted">{text}</p>
                <span className="mt-auto inline-flex items-center gap-2 pt-2 text-sm font-medium text-fg group-hover:text-accent">
                  {cta}
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
