import { ArrowRight } from "lucide-react";
import { resources } from "../../content/home.ts";
import { cn } from "../ui/cn.ts";
import { Container, SectionHeading, cardClass } from "../ui/Section.tsx";

/** Section 11: Ecosystem Fund, Ecosystem and Docs cards. */
export function Resources() {
  return (
    <section aria-labelledby="resources-title" data-home-section="resources" className="py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="resources-title" eyebrow={resources.eyebrow} title={resources.heading} />
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {resources.items.map(({ title, text, href, cta, icon: Icon }) => (
            <li key={title}>
              <a href={href} className={cn(cardClass(true), "flex h-full flex-col gap-4 p-6 sm:p-8")}>
                <Icon className="size-8 text-accent" aria-hidden="true" />
                <h3 className="font-display text-2xl font-semibold text-fg">{title}</h3>
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
