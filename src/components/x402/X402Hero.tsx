import { BookOpen } from "lucide-react";
import { x402Page } from "../../content/x402.ts";
import { ActionPair } from "../ui/ActionPair.tsx";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { Steps } from "../ui/Steps.tsx";
import { SandboxCommand } from "./SandboxCommand.tsx";
import { X402Challenge } from "./X402Challenge.tsx";

/**
 * /x402-integration hero: h1, lead and actions beside the page's own visual: the sandbox's real 402 answer opened up
 * (X402Challenge) with the command that gets it. On a phone the answer follows the actions.
 * Review round 16: the spec's three steps (connect wallet, select resources, instant access) had a small 20 px
 * heading inline beside their eyebrow inside the hero (a style used nowhere else) and stretched the text column far
 * past the answer; they are now a band of their own under the hero (X402Steps), with the site's section heading.
 * Review round 19: at 1440 the text column floated centred beside the taller terminal, so neither edge was shared:
 * both columns start on one top edge (the eyebrow on the terminal's window bar), read from there down.
 * Review round 20: top-aligned, the text ended ~340 px above the answer's bottom, an empty block at lower left. The
 * answer is shorter (the picked option's fields fold under its row, X402Challenge) and the text column is centred on
 * it: a band of about equal height over and under the text, none at the end of either column.
 */
export function X402Hero() {
  const { title, actions } = x402Page;
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden border-b border-border/60">
      <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
      <Container className="grid grid-cols-1 gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_32rem] lg:items-center lg:gap-14 lg:py-16">
        <div className="space-y-6" data-hero-text="">
          <Eyebrow>{x402Page.eyebrow}</Eyebrow>
          <PageTitle>
            {title.lead} <span className="block text-muted">{title.accent}</span>
          </PageTitle>
          <p className="max-w-2xl text-lg leading-relaxed text-muted">{x402Page.lead}</p>
          <ActionPair
            primary={actions.primary}
            secondary={actions.secondary}
            secondaryIcon={<BookOpen className="size-4" aria-hidden="true" />}
          />
        </div>
        {/* A real terminal (the one kind of content the window frame is kept for): the command at the prompt, then what it prints. */}
        <div className="min-w-0" data-hero-visual="">
          <X402Challenge command={<SandboxCommand />} />
        </div>
      </Container>
    </section>
  );
}

/** The spec's three steps: a band under the hero, the site's section heading over the shared Steps' row (three across from md). */
export function X402Steps() {
  const { steps } = x402Page;
  return (
    <section id={steps.id} aria-labelledby="steps-title" className="py-16 sm:py-24">
      {/* Review round 26: the three steps were a row of three columns across the page, read as the generic three-card
          row: now the heading beside a compact vertical timeline from lg (the site's Steps, column layout, the row's
          20/16 px type), one below the other on smaller screens. */}
      <Container className="grid grid-cols-1 gap-10 lg:grid-cols-2 lg:items-start lg:gap-x-16">
        <SectionHeading id="steps-title" eyebrow={steps.eyebrow} title={steps.heading} />
        <Steps items={steps.items} layout="column" type="row" className="lg:pt-2" />
      </Container>
    </section>
  );
}
