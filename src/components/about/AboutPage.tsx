import { about } from "../../content/about.ts";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { ActionPair } from "../ui/ActionPair.tsx";
import { CallToAction } from "../ui/CallToAction.tsx";
import { NetworkFigure, StageArt } from "./VisionStages.tsx";
import { TeamConsole } from "../home/TeamConsole.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";
import { ProofSection } from "../ui/ProofSection.tsx";
import { factTerm } from "../ui/Facts.tsx";
import { keepHyphenated } from "../ui/keep-hyphenated.tsx";

/**
 * /about, static text on vision and team: the claim beside one large drawing of the network (review round 16),
 * the vision (heading beside its one-line claim, its three paragraphs under them, each headed by its drawing:
 * idle GPUs, one network, agents paying), the principles as a ruled grid in a band, the checks, and the team in
 * words beside Home's team desks and one line to the open roles, then the closing call to action (/careers, /contact).
 */
export function AboutPage() {
  const { vision, values, team, proof, close } = about;
  return (
    <>
      <section aria-labelledby="page-title" className="relative isolate overflow-hidden border-b border-border/60">
        <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
        <Container className="grid grid-cols-1 items-center gap-10 pt-12 pb-14 sm:gap-12 sm:py-24 lg:grid-cols-[minmax(0,0.82fr)_minmax(0,1.18fr)] lg:gap-14">
          <div className="min-w-0 space-y-6">
            <Eyebrow>{about.eyebrow}</Eyebrow>
            <PageTitle className="text-balance">{about.heading}</PageTitle>
            <p className="max-w-2xl text-lg leading-relaxed text-balance text-muted">{about.lead}</p>
          </div>
          {/* Review round 16: one drawing of the network, not three panels that the vision's columns said again. */}
          <div className="min-w-0" data-about-hero-figure="">
            <NetworkFigure />
          </div>
        </Container>
      </section>
      {/*
        The vision (review round 15: the pull-quote stood in a column of its own with a hole under it at 1440): the
        heading beside its one-line claim, set large across the rest of the row, then the three paragraphs side by
        side from sm (idle GPUs, one network, agents paying), each headed by its drawing and title (review round 16).
      */}
      <section aria-labelledby="vision-title" className="py-12 sm:py-24">
        <Container className="space-y-8 sm:space-y-14">
          {/* Review round 24: the vision's columns' own three tracks (it was 1fr 2fr, whose second track started 16 px right of
              the second column under it at 1440): the claim's teal rule stands on the second column's edge. */}
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-3 lg:items-end lg:gap-12">
            <SectionHeading id="vision-title" eyebrow={vision.eyebrow} title={vision.heading} />
            <p
              className="border-l-2 border-accent pl-5 font-display text-2xl lg:col-span-2 leading-snug font-semibold text-balance text-fg sm:text-4xl sm:leading-tight lg:pl-8"
              data-vision-statement=""
            >
              {vision.statement}
            </p>
          </div>
          {/* Review round 16: each paragraph headed by its drawing (they were the hero's three panels) and its title.
              Review round 20: three equal columns again (round 19 sized them by their paragraphs' lengths, which read as a
              broken grid); the paragraphs are balanced in the copy instead (about.ts: within ~30 characters of each
              other, so they end within a line), and from sm to lg the text is 16 px in a 24 px gap, so a 768 px column
              keeps 5-6 words a line. */}
          <ol className="grid grid-cols-1 gap-8 sm:grid-cols-3 sm:gap-6 lg:gap-12" data-vision-text="">
            {vision.paragraphs.map((p, i) => {
              const stage = about.stages.items[i]!;
              return (
                // Review round 17: on a phone each drawing is full width above its number, title and paragraph (it was a
                // 90 px thumbnail beside the title), as in the columns from sm.
                <li key={stage.key} className="grid grid-cols-1 content-start gap-y-4 sm:gap-y-5" data-vision-column="">
                  <StageArt stage={stage.key} />
                  <h3 className="flex items-baseline gap-3 border-t border-border pt-4 font-display text-lg font-semibold text-fg sm:pt-5">
                    <span className="font-mono text-xs font-normal text-muted">{String(i + 1).padStart(2, "0")}</span>
                    {stage.title}
                  </h3>
                  <p className="max-w-prose text-lg leading-relaxed text-pretty text-muted sm:max-lg:text-base" data-vision-paragraph="">
                    {p}
                  </p>
                </li>
              );
            })}
          </ol>
        </Container>
      </section>
      <section aria-labelledby="values-title" className="border-y border-border/60 bg-surface/40 py-12 sm:py-24">
        <Container className="space-y-8 sm:space-y-10">
          <SectionHeading id="values-title" eyebrow={values.eyebrow} title={values.heading} />
          {/* The principles (review round 15: they read generic): six ideas of equal weight, not a sequence, so no
              numbers, set as a ruled grid of six cells (hairlines between rows and columns, no boxes). What each
              one means in practice leads, in the display face; its name is the cell's small mono label. No accent:
              it is kept for what is live. */}
          <ul className="grid grid-cols-1 border-t border-border sm:grid-cols-2 lg:grid-cols-3" data-principles>
            {values.items.map((v) => (
              <li
                key={v.title}
                className="flex flex-col gap-2.5 border-b border-border py-5 sm:gap-3 sm:py-8 sm:pr-8 sm:max-lg:even:border-l sm:max-lg:even:pl-8 lg:[&:not(:nth-child(3n+1))]:border-l lg:[&:not(:nth-child(3n+1))]:pl-8"
              >
                <h3 className={factTerm}>{v.title}</h3>
                {/* One measure for all six. Review round 21: balanced, not pretty (pretty only reworks the last lines, so a
                    cell read "Bare metal where it / matters, edge GPUs where / latency matters.", a ragged first line):
                    each text's lines are of one length, so the six read as six even blocks. */}
                <p
                  className="max-w-[30ch] font-display text-xl leading-snug font-medium text-balance text-fg sm:text-[1.375rem]"
                  data-principle-text=""
                >
                  {keepHyphenated(v.text)}
                </p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      {/* What the page claims, each with the thing a visitor can check it against. Review round 19: every value (the
          command, the URLs, the address) in one treatment, wrapping at its separators, the address shortened in its
          middle; nothing scrolls or fades (round 16's scrolling values were cut on a phone and faded at 1440). */}
      <ProofSection proof={proof} className="py-12" />
      {/*
        The team (review round 15: its facts restated /careers'): the heading over its words, beside the team's desks
        (review round 16: Home's drawing). Review round 26: the desks one frame (no inset box in the panel), the open roles
        one line and link under them (six "1 open role" badges before), and the page closes on the shared call to action
        (it ended on a thin ruled line of text and two buttons): /careers the primary, /contact the secondary.
      */}
      <section aria-labelledby="team-title" className="border-t border-border/60 py-12 sm:py-24" data-about-team="">
        <Container className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-center lg:gap-x-16">
          <div className="space-y-6 sm:space-y-8">
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
          <TeamConsole className="shadow-none" />
        </Container>
      </section>
      <CallToAction
        closing
        titleId="about-close-title"
        title={close.heading}
        text={close.text}
        actions={<ActionPair primary={close.primary} secondary={close.secondary} />}
        sectionProps={{ "data-about-close": "" } as Record<string, string>}
      />
    </>
  );
}
