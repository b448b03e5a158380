import type { ReactNode } from "react";
import { careersPage } from "../../content/careers.ts";
import { Container, PageHero } from "../ui/Section.tsx";
import { CareersWhereVisual } from "../art/HeroVisuals.tsx";

/** /careers hero: the page's h1 'Join Our Team' and what working here is like. */
export function CareersHero() {
  return (
    <PageHero eyebrow={careersPage.eyebrow} title={careersPage.title} lead={careersPage.lead} aside={<CareersWhereVisual />}>
      <ul className="grid max-w-4xl grid-cols-1 gap-4 pt-4 sm:grid-cols-3">
        {careersPage.values.map((v) => (
          <li key={v.title} className="border-l-2 border-accent/60 pl-4">
            <p className="font-display font-semibold text-fg">{v.title}</p>
            <p className="text-sm text-muted">{v.text}</p>
          </li>
        ))}
      </ul>
    </PageHero>
  );
}

/**
 * The application area (#apply): holds the list view on the static page, and the careers
 * island (list view and form view), which the route passes as children.
 */
export function ApplicationArea({ children }: { children?: ReactNode }) {
  return (
    <section id={careersPage.apply.id} aria-label={careersPage.apply.label} className="py-16 sm:py-24">
      <Container>{children}</Container>
    </section>
  );
}
