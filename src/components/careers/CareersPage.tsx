import { ArrowDown } from "lucide-react";
import type { ReactNode } from "react";
import { careersHero, careersPage } from "../../content/careers.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";
import { Steps } from "../ui/Steps.tsx";

/**
 * /careers hero (review round 12): the h1, its lead and the page's one primary action (down to the
 * roles), with how the teams work on hairlines under them; beside it (under it on a phone) its picture,
 * how applying works, as the site's one timeline (`Steps`, column) on a solid surface. It names no role,
 * department or count: the table below lists them once. The grid motif stays behind the title only,
 * never behind the panel.
 */
export function CareersHero() {
  const { howWeWork, process, heroAction } = careersHero;
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="bg-grid absolute top-0 left-0 -z-10 h-72 w-full lg:w-1/2 lg:[mask-image:radial-gradient(ellipse_at_30%_40%,black_20%,transparent_70%)]"
      />
      <Container className="grid grid-cols-1 gap-10 pt-12 pb-4 sm:pt-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center lg:gap-16 lg:pt-20">
        <div className="min-w-0 space-y-6">
          <Eyebrow>{careersPage.eyebrow}</Eyebrow>
          <PageTitle size="display">{careersPage.title}</PageTitle>
          <p className="max-w-xl text-lg leading-relaxed text-pretty text-muted">{careersHero.lead}</p>
          <ButtonLink href={heroAction.href} variant="solid" size="lg" className="w-full sm:w-auto" data-hero-action>
            {heroAction.label}
            <ArrowDown aria-hidden="true" className="size-4" />
          </ButtonLink>
          <div className="pt-4">
            <h2 className="sr-only">{howWeWork.label}</h2>
            <dl className="grid max-w-xl grid-cols-1 border-t border-border sm:grid-cols-2 sm:gap-8" data-how-we-work>
              {howWeWork.items.map((item) => (
                <div key={item.term} className="space-y-1 border-b border-border py-4 sm:border-b-0">
                  <dt className="font-mono text-xs tracking-[0.16em] text-fg uppercase">{item.term}</dt>
                  <dd className="text-sm leading-relaxed text-pretty text-muted">{item.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <div className="min-w-0 rounded-card border border-border bg-surface p-6 sm:p-8" data-apply-process>
          <h2 className="border-b border-border pb-4 font-mono text-xs tracking-[0.16em] text-fg uppercase">{process.label}</h2>
          <Steps layout="column" items={process.steps} className="mt-6" />
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

/**
 * Under the role in the form view (review round 13: the column ended half way down the form), passed to
 * the careers island as static HTML (its slot), so it adds no JavaScript: what happens once the form
 * is sent, the last two steps of the hero's "How applying works", each its title, when and line.
 */
export function AfterApply() {
  return (
    <div className="border-t border-border pt-5" data-after-apply>
      <p className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{careersHero.afterApplyLabel}</p>
      <ol className="mt-4 space-y-4">
        {careersHero.process.steps.slice(2).map((s) => (
          <li key={s.title} className="space-y-1 text-sm">
            <p className="font-medium text-fg">
              {s.title}{" "}
              <span className="ml-1 font-mono text-xs font-normal whitespace-nowrap text-muted">{"when" in s ? s.when : null}</span>
            </p>
            <p className="leading-relaxed text-pretty text-muted">{s.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
