import { ArrowDown, ArrowRight } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { careersHero, careersPage, teamFacts } from "../../content/careers.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { CallToAction } from "../ui/CallToAction.tsx";
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
 * How applying works (review round 16: it was the hero's picture): the site's one timeline (`Steps`, a row across from
 * lg), static HTML outside the careers island, shown once on the page in both views. Review round 26: between the hero
 * and the roles' table (it followed the table): the roles and their open-application prompt, the spec's list and the
 * prompt below it, now end the page, the prompt as its closing band.
 */
export function ApplyProcess() {
  const { process } = careersHero;
  return (
    <section aria-labelledby="apply-process-title" className="pt-16 pb-4 sm:pt-24 sm:pb-8" data-apply-process="">
      <Container className="space-y-10">
        <SectionHeading id="apply-process-title" eyebrow={process.eyebrow} title={process.label} />
        {/* Review round 17: "e-mail" broke at its hyphen at 375 px; hyphenated words stay whole. */}
        <Steps items={process.steps.map((s) => ({ ...s, text: keepHyphenated(s.text) }))} />
      </Container>
    </section>
  );
}

/**
 * The application area (#apply): holds the careers island (list view and form view), which the route passes as
 * children. Review round 26: no container and no bottom padding of its own: the island's list view ends in the page's
 * full-bleed closing band (the open application), flush with the footer.
 */
export function ApplicationArea({ children }: { children?: ReactNode }) {
  return (
    <section id={careersPage.apply.id} aria-label={careersPage.apply.label} className="pt-12 sm:pt-16">
      {children}
    </section>
  );
}

/**
 * Review round 26: the prompt under the roles ("Don't see a position that fits?", the spec's prompt below the list) is
 * the page's closing band, the site's one call to action (`CallToAction`, closing: the footer's rule under it), so the
 * page ends on its own next step, with the band's one solid button (the hero's See open positions is screens away).
 * Static HTML: the route passes it to the careers island as its children, which shows it under the table in the list
 * view (hidden with the table while the form shows). Its Send Open Application is a link to the application area
 * (#apply: the form with its position select, without JavaScript); once the island has hydrated, it catches the click
 * and opens the form for an open application (CareersBoard), so the band's markup ships no script of its own.
 */
export function OpenApplication() {
  const { openApplication, apply } = careersPage;
  return (
    <CallToAction
      closing
      titleId="open-application-title"
      eyebrow={openApplication.eyebrow}
      title={openApplication.heading}
      text={openApplication.text}
      sectionProps={{ "data-open-application": "" } as ComponentProps<"section">}
      actions={
        <ButtonLink href={`#${apply.id}`} size="lg" className="w-full sm:w-auto" data-open-application-action="">
          {openApplication.buttonLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      }
    />
  );
}
