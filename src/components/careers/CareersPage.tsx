import type { ReactNode } from "react";
import { careersPage } from "../../content/careers.ts";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";
import { ApplyPath } from "./ApplyPath.tsx";

/**
 * /careers hero: the page's h1 'Join Our Team', its lead and how we work on hairlines, beside how
 * applying works (ApplyPath: choose a role, send the form, the reply), so the first screen shows
 * the way in and the roles' table follows it (the roles are listed once, there).
 */
export function CareersHero() {
  const { howWeWork } = careersPage;
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="bg-grid absolute inset-x-0 top-0 -z-10 h-80" />
      <Container className="grid grid-cols-1 gap-10 pt-12 pb-4 sm:pt-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-center lg:gap-16 lg:pt-20">
        <div className="min-w-0 space-y-6">
          <Eyebrow>{careersPage.eyebrow}</Eyebrow>
          <PageTitle size="display">{careersPage.title}</PageTitle>
          <p className="max-w-xl text-lg leading-relaxed text-pretty text-muted">{careersPage.lead}</p>
          <div>
            <h2 className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{howWeWork.label}</h2>
            <dl className="mt-3 divide-y divide-border border-y border-border" data-how-we-work>
              {howWeWork.items.map((item) => (
                <div key={item.term} className="grid grid-cols-[5rem_minmax(0,1fr)] gap-4 py-3">
                  <dt className="pt-0.5 font-mono text-xs tracking-[0.16em] text-fg uppercase">{item.term}</dt>
                  <dd className="text-sm leading-relaxed text-pretty text-muted">{item.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <div className="min-w-0">
          <ApplyPath />
        </div>
      </Container>
    </section>
  );
}

/**
 * The application area (#apply): holds the list view on the static page, and the careers
 * island (list view and form view), which the route passes as children.
 */
export function ApplicationArea({ children }: { children?: ReactNode }) {
  return (
    <section id={careersPage.apply.id} aria-label={careersPage.apply.label} className="pt-12 pb-16 sm:pt-16 sm:pb-24">
      <Container>{children}</Container>
    </section>
  );
}
