import { ArrowRight } from "lucide-react";
import { about } from "../../content/about.ts";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { VisionStages } from "./VisionStages.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";
import { ProofSection } from "../ui/ProofSection.tsx";

/**
 * /about, static text on vision and team: the claim beside its idea drawn in three stages (idle GPUs,
 * one network, agents paying), the vision (heading and its one-line claim beside its text), the principles as an unnumbered list in a band,
 * and the team in words (a full-width band) with the way to /careers.
 */
export function AboutPage() {
  const { vision, values, team, proof } = about;
  return (
    <>
      <section aria-labelledby="page-title" className="relative isolate overflow-hidden border-b border-border/60">
        <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
        <Container className="grid grid-cols-1 items-center gap-12 py-16 sm:py-24 lg:grid-cols-2 lg:gap-16">
          <div className="min-w-0 space-y-6">
            <Eyebrow>{about.eyebrow}</Eyebrow>
            <PageTitle className="text-balance">{about.heading}</PageTitle>
            <p className="max-w-2xl text-lg leading-relaxed text-balance text-muted">{about.lead}</p>
          </div>
          <div className="min-w-0">
            <VisionStages />
          </div>
        </Container>
      </section>
      <section aria-labelledby="vision-title" className="py-16 sm:py-24">
        <Container className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_1.4fr] lg:gap-12">
          {/* The heading over the vision's one-line claim, set large: the left column carries a statement, not a gap. */}
          <div className="space-y-6 sm:space-y-8">
            <SectionHeading id="vision-title" eyebrow={vision.eyebrow} title={vision.heading} />
            <p className="max-w-md border-l-2 border-accent pl-5 font-display text-2xl leading-snug font-semibold text-balance text-fg sm:text-3xl">
              {vision.statement}
            </p>
          </div>
          <div className="space-y-5 text-lg leading-relaxed text-pretty text-muted">
            {vision.paragraphs.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed paragraphs of static text, never reordered
              <p key={i}>{p}</p>
            ))}
          </div>
        </Container>
      </section>
      <section aria-labelledby="values-title" className="border-y border-border/60 bg-surface/40 py-16 sm:py-24">
        <Container className="space-y-10">
          <SectionHeading id="values-title" eyebrow={values.eyebrow} title={values.heading} />
          {/* The principles: six ideas of equal weight, not a sequence, so no numbers; each under a hairline with a short accent tick. */}
          <ul className="grid grid-cols-1 gap-x-16 md:grid-cols-2" data-principles>
            {values.items.map((v) => (
              <li key={v.title} className="relative space-y-1.5 border-t border-border py-6">
                <span aria-hidden="true" className="absolute -top-px left-0 h-px w-10 bg-accent" />
                <h3 className="font-display text-lg font-semibold text-fg sm:text-xl">{v.title}</h3>
                {/* Balanced where two columns stand (md): each principle is a line or two, so its lines share the
                    words evenly and none ends on a stray word or two ("you / can compute."), which pretty alone let
                    through; on a phone, pretty (balanced lines left a third of the width empty). */}
                <p className="max-w-xl text-sm leading-relaxed text-pretty text-muted sm:text-base md:text-balance">{v.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      {/* What the page claims, each with the thing a visitor can check it against. */}
      <ProofSection proof={proof} />
      {/*
        The team in words, as a full-width band (not the vision's split, which left half the width empty
        here): the heading with the way to /careers and /contact beside it, then the two paragraphs side
        by side from lg. /careers shows the roles; no second team picture here.
      */}
      <section aria-labelledby="team-title" className="border-t border-border/60 py-16 sm:py-24" data-about-team="">
        {/*
          Text first, then its two links (the reading order, and the order on a phone); from lg the
          links sit beside the heading, on its baseline, and the paragraphs run under both.
        */}
        <Container className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end lg:gap-x-12">
          <SectionHeading id="team-title" eyebrow={team.eyebrow} title={team.heading} />
          <div className="grid grid-cols-1 gap-6 border-t border-border pt-8 lg:col-span-2 lg:row-start-2 lg:grid-cols-2 lg:gap-12">
            {team.paragraphs.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed paragraphs of static text, never reordered
              <p key={i} className="text-lg leading-relaxed text-pretty text-muted">
                {p}
              </p>
            ))}
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row lg:col-start-2 lg:row-start-1" data-about-team-links="">
            <ButtonLink href={team.cta.href}>
              {team.cta.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={team.contact.href} variant="secondary">
              {team.contact.label}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
