import { BookOpen } from "lucide-react";
import { x402Page } from "../../content/x402.ts";
import { ActionPair } from "../ui/ActionPair.tsx";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";
import { Steps } from "../ui/Steps.tsx";
import { SandboxCommand } from "./SandboxCommand.tsx";
import { X402Challenge } from "./X402Challenge.tsx";

/**
 * /x402-integration hero: h1, lead and actions, then the spec's three steps (connect wallet, select
 * resources, instant access) under them, the shared Steps as every product page shows them (its default row:
 * across the column from md, down on a phone), beside the page's own visual: the sandbox's
 * real 402 answer opened up (X402Challenge) with the command that gets it. The steps fill the column
 * beside the tall answer (the text alone ended far above it at 1440). On a phone the answer follows
 * the actions and the steps come after it, as their own section did.
 */
export function X402Hero() {
  const { title, actions, steps } = x402Page;
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden border-b border-border/60">
      <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
      <Container className="grid grid-cols-1 gap-12 py-16 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-14">
        <div className="space-y-6">
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
        <div className="min-w-0 self-start lg:col-start-2 lg:row-span-2 lg:row-start-1" data-hero-visual="">
          <X402Challenge command={<SandboxCommand />} />
        </div>
        <section id={steps.id} aria-labelledby="steps-title" className="space-y-6 border-t border-border pt-8 lg:pt-10">
          <div className="space-y-2">
            <Eyebrow>{steps.eyebrow}</Eyebrow>
            <h2 id="steps-title" className="font-display text-2xl font-semibold text-balance text-fg">
              {steps.heading}
            </h2>
          </div>
          <Steps items={steps.items} />
        </section>
      </Container>
    </section>
  );
}
