import { ArrowDown } from "lucide-react";
import type { ReactNode } from "react";
import { careersHero, careersPage, teamFacts } from "../../content/careers.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { Facts } from "../ui/Facts.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { Steps } from "../ui/Steps.tsx";
import { keepHyphenated } from "../ui/keep-hyphenated.tsx";
import { WorkingHours } from "./WorkingHours.tsx";

/**
 * /careers hero: the h1, its lead and the page's one primary action (down to the roles), with the team's facts in one
 * strip under it; beside it (under it on a phone) the page's own picture (review round 17: Home's team desks, also on
 * /about, repeated the roles the table lists): the team's working hours across time zones, drawn at build time
 * (`WorkingHours`), under the sentence it draws. How applying works follows the roles' table (`ApplyProcess`). The
 * team's facts (open roles, location, type: the site's one place for them, review round 15; Home and /about link here)
 * stand under the action, so both views show them and no role or form repeats them. Review round 19: they are the one
 * block of metadata there ("How we work" went into the lead and over the picture). The grid motif stays behind the
 * title only, never behind the picture.
 */
export function CareersHero() {
  const { heroAction } = careersHero;
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
          <p className="max-w-xl text-lg leading-relaxed text-pretty text-muted" data-careers-lead="">
            {careersHero.lead}
          </p>
          <ButtonLink href={heroAction.href} size="lg" className="w-full sm:w-auto" data-hero-action>
            {heroAction.label}
            <ArrowDown aria-hidden="true" className="size-4" />
          </ButtonLink>
          {/* Review round 19: one strip of facts under the action (it was the team's facts, then "How we work" in two ruled
              items: two blocks of metadata); how the teams work is in the lead and over the picture. */}
          <div className="pt-4" data-team-facts="">
            <h2 className="sr-only">{teamFacts.label}</h2>
            <Facts layout="cells" items={[teamFacts.openRoles, teamFacts.location, teamFacts.type]} />
          </div>
        </div>
        <div className="min-w-0" data-careers-hero-figure="">
          <WorkingHours className="shadow-none" />
        </div>
      </Container>
    </section>
  );
}

/**
 * How applying works (review round 16: it was the hero's picture), after the roles' table and its open-application
 * prompt, where a visitor who has read the roles asks what happens next: the site's one timeline (`Steps`, a row
 * across from lg), static HTML outside the careers island, shown once on the page in both views.
 */
export function ApplyProcess() {
  const { process } = careersHero;
  return (
    <section aria-labelledby="apply-process-title" className="border-t border-border/60 py-16 sm:py-24" data-apply-process="">
      <Container className="space-y-10">
        <SectionHeading id="apply-process-title" eyebrow={process.eyebrow} title={process.label} />
        {/* Review round 17: "e-mail" broke at its hyphen at 375 px; hyphenated words stay whole. */}
        <Steps items={process.steps.map((s) => ({ ...s, text: keepHyphenated(s.text) }))} />
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
