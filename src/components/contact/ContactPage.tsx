import type { ReactNode } from "react";
import { contactPage } from "../../content/contact.ts";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { cardClass } from "../ui/card.ts";
import { cn } from "../ui/cn.ts";
import { PageTitle } from "../ui/PageTitle.tsx";
import { ContactAnswers } from "./ContactAnswers.tsx";
import { ContactRoute } from "./ContactRoute.tsx";

/**
 * From lg the card runs to who answers' last rule (review round 18: it ended ~70 px above it, the band under both
 * columns then started ~110 px under the form and 40 px under who answers) and the message box takes the height, so the
 * card still fits its content (round 17: no empty space under its last line). The slot's box is a flex column that
 * takes the card's spare height; the form fills it from there itself (ContactForm, review round 19: this page no longer
 * reaches into the island's markup). CSS only, no JS.
 */
const messageFills = "lg:flex lg:flex-1 lg:flex-col";

/**
 * /contact, composed for its job, who answers and how fast (review round 15: steps beside a form and a band of
 * three link columns under it read as a template): the h1 and its lead, then who answers (the two teams, what
 * each answers and its address, the community: ContactAnswers) beside the contact form, the form's card stretched to
 * the teams' last rule (review round 16: the two columns ended 60 px apart; round 18: its message box takes the
 * height); under both, what happens after you send and when, told once (ContactRoute: one titled window panel, its
 * drawing under who answers' column and its steps, the drawing's legend, under the form's; review round 16: as bare
 * text across the page it floated, so it is framed).
 * `children` is the form (the slot).
 */
export function ContactPage({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="bg-grid absolute inset-x-0 top-0 -z-10 h-96" />
      {/*
        The source order is the phone's reading order: heading, the form (the page's job, on the first screen: review
        round 12), who answers, then what happens once a message is sent. From lg two columns: the heading and, under
        it, who answers on the left, the form on the right across both rows (the first screen: who reads what you send,
        beside the form); then the route's panel across both. No CSS order: a first paint taken before the form is parsed
        would show a block where the form then lands, and move it (a layout shift of 0.23 on a phone, first-paint.test.ts).
      */}
      <Container className="grid grid-cols-1 gap-10 pt-12 pb-16 sm:pt-16 sm:pb-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start lg:gap-x-16 lg:pt-20">
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <Eyebrow>{contactPage.eyebrow}</Eyebrow>
          <PageTitle>{contactPage.title}</PageTitle>
          <p className="text-lg leading-relaxed text-pretty text-muted">{contactPage.lead}</p>
        </div>
        <div
          id={contactPage.formId}
          className={cn(cardClass(), "p-6 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:flex lg:flex-col lg:self-stretch")}
        >
          <h2 className="font-display text-2xl font-semibold text-fg">{contactPage.formHeading}</h2>
          <div className={cn("mt-6 empty:min-h-96 empty:rounded-xl empty:border empty:border-border/70 empty:bg-bg/50", messageFills)}>
            {children}
          </div>
        </div>
        <ContactAnswers className="lg:col-start-1 lg:row-start-2" />
        {/* After you send: one titled panel across both columns, its drawing under who answers and its steps under the
            form (review round 18: the picture beside the steps told their story again). */}
        {/* Review round 24: it started 40 px (the grid's gap) under the form's card at 1440 and read as part of the form's
            block: it stands a section's distance away, 64 px on a phone and 96 from sm (the site's py-16 sm:py-24). */}
        <ContactRoute className="mt-6 sm:mt-14 lg:col-span-2 lg:row-start-3" />
      </Container>
    </section>
  );
}
