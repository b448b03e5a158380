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
 * and the team in words beside who is hiring (the careers roles' facts) with the way to /careers.
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
          {/* The principles: six ideas of equal weight, not a sequence, so no numbers; each under a neutral
              hairline (the accent is kept for what is live, not for decoration). */}
          <ul className="grid grid-cols-1 gap-x-16 md:grid-cols-2" data-principles>
            {values.items.map((v) => (
              <li key={v.title} className="space-y-1.5 border-t border-border py-6">
                <h3 className="font-display text-lg font-semibold text-fg sm:text-xl">{v.title}</h3>
                {/* One measure for all six (42ch: a two-line text wraps at the same width in every cell, whatever
                    its column's width), wrapped pretty: no stray last word, and neighbours break alike. */}
                <p className="max-w-[42ch] text-sm leading-relaxed text-pretty text-muted sm:text-base" data-principle-text="">
                  {v.text}
                </p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      {/* What the page claims, each with the thing a visitor can check it against. */}
      <ProofSection proof={proof} />
      {/*
        The team: its words beside who is hiring (a split, top-aligned). Left, the heading over the two
        paragraphs, one measure; right, the careers facts as a small ruled list (read from careers.ts:
        the count, the teams, where and how), then the way to /careers and /contact. On a phone: heading,
        words, facts, then the two links.
      */}
      <section aria-labelledby="team-title" className="border-t border-border/60 py-16 sm:py-24" data-about-team="">
        <Container className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-x-20">
          <div className="space-y-8">
            <SectionHeading id="team-title" eyebrow={team.eyebrow} title={team.heading} />
            <div className="max-w-prose space-y-5">
              {team.paragraphs.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed paragraphs of static text, never reordered
                <p key={i} className="text-lg leading-relaxed text-pretty text-muted">
                  {p}
                </p>
              ))}
            </div>
          </div>
          <div className="space-y-8" data-about-hiring="">
            <div>
              <h3 className="pb-3 font-mono text-xs tracking-[0.16em] text-muted uppercase">{team.hiring.label}</h3>
              <dl className="divide-y divide-border border-y border-border">
                {team.hiring.facts.map((f) => (
                  <div
                    key={f.term}
                    className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-baseline gap-x-6 py-3.5 sm:grid-cols-[8rem_minmax(0,1fr)]"
                  >
                    <dt className="font-mono text-xs tracking-[0.14em] text-muted uppercase">{f.term}</dt>
                    <dd className="leading-relaxed text-pretty text-fg">{f.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row" data-about-team-links="">
              <ButtonLink href={team.cta.href}>
                {team.cta.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
              <ButtonLink href={team.contact.href} variant="secondary">
                {team.contact.label}
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
