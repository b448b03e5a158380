import { ArrowDown, ArrowRight, Building2, Coins, Cpu, Gauge, Receipt, Server } from "lucide-react";
import type { ReactNode } from "react";
import { providePage } from "../../content/provide.ts";
import { Container } from "../ui/Container.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { cardClass } from "../ui/card.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { cn } from "../ui/cn.ts";
import { iconTileClass } from "../ui/IconTile.tsx";
import { EarningsEstimate } from "./EarningsEstimate.tsx";
import { Steps } from "../ui/Steps.tsx";

/** /provide-compute: the Cloud Host Application page; `children` is the application form (the slot). */
export function ProvidePage({ children }: { children?: ReactNode }) {
  const { emailNote } = providePage;
  return (
    <>
      <PageHero eyebrow={providePage.eyebrow} title={providePage.title} lead={providePage.lead} aside={<EarningsEstimate />}>
        <ButtonLink href={`#${providePage.formId}`} size="lg" variant="solid" className="w-full sm:w-auto">
          {providePage.startLabel}
          <ArrowDown className="size-4" aria-hidden="true" />
        </ButtonLink>
      </PageHero>
      <PayoutFlow />
      <section aria-label={providePage.applicationLabel} className="py-16 sm:py-24">
        {/* The form, then beside it from lg (under it on a phone) what qualifies and what happens next: two
            columns of about the same height, so neither ends long before the other. */}
        <Container className="grid grid-cols-1 items-start gap-x-12 gap-y-12 lg:grid-cols-[1.5fr_1fr]">
          <div id={providePage.formId} className={cn(cardClass(), "p-6 sm:p-8")}>
            <h2 className="font-display text-2xl font-semibold text-fg">{providePage.formHeading}</h2>
            {/* Neutral, like the page's other notes: the accent stays on the page's one action. */}
            <div role="note" className="mt-5 flex gap-3 rounded-xl border border-border bg-surface-2/60 p-4" data-email-note>
              <Building2 className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
              <p className="text-sm text-fg">
                <strong className="font-semibold">{emailNote.title}.</strong> {emailNote.text}
              </p>
            </div>
            <div className="mt-6 empty:min-h-[32rem] empty:rounded-xl empty:border empty:border-border/70 empty:bg-bg/50">{children}</div>
          </div>
          <div className="flex flex-col gap-12 lg:gap-10 lg:self-stretch" data-host-guide="">
            <Hardware />
            {/* The one numbered path of the page, what follows the form: a card that runs to the form's last line
                from lg, its steps spread along the rail (as /access-compute's "After you submit"). */}
            <div className={cn(cardClass(), "flex flex-col p-6 sm:p-8 lg:flex-1 lg:p-6")} data-host-steps="">
              <h2 className="font-display text-2xl font-semibold text-fg">{providePage.stepsHeading}</h2>
              <Steps
                layout="column"
                items={providePage.steps}
                className="mt-6 lg:flex lg:flex-1 lg:flex-col [&>li]:lg:flex-1 [&>li:last-child]:lg:flex-none"
              />
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}

/**
 * What qualifies: the facility and the GPUs we onboard, as a spec sheet (a bordered table of tiles,
 * each GPU's name in the display face on a drawn chip), from src/content/provide.ts.
 */
function Hardware() {
  const { hardware } = providePage;
  return (
    <div className="space-y-5">
      <h2 className="font-display text-2xl font-semibold text-fg">{hardware.heading}</h2>
      <div className={cn(cardClass(), "overflow-hidden")}>
        <div className="flex gap-3 border-b border-border p-4 sm:p-5">
          <Server className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
          <p className="text-sm leading-relaxed text-pretty text-fg">{hardware.text}</p>
        </div>
        <p className="px-4 pt-4 font-mono text-xs text-muted sm:px-5" id="host-gpus-label">
          {hardware.gpusLabel}
        </p>
        <ul aria-labelledby="host-gpus-label" className="grid grid-cols-2 gap-2 p-4 sm:grid-cols-3 sm:p-5 lg:grid-cols-2" data-host-gpus="">
          {hardware.gpus.map((g) => {
            // "RTX 4090 (gaming edge)": the name on the tile, its note under it in mono.
            const m = /^(.*?)\s*\((.+)\)$/.exec(g);
            const name = m ? m[1] : g;
            return (
              // On a phone the chip sits over the name (each name whole on its line); beside it from sm.
              <li
                key={g}
                className="flex min-h-16 flex-col items-start gap-2 rounded-xl border border-border bg-bg/50 px-3 py-3 sm:flex-row sm:items-center sm:gap-3 sm:py-2.5"
              >
                <Cpu className="size-5 shrink-0 text-muted" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block font-display text-base font-semibold text-fg">{name}</span>
                  {m && <span className="block font-mono text-xs text-muted">({m[2]})</span>}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

const STAGE_ICONS = [Cpu, Gauge, Coins, Receipt] as const;

/**
 * How a payout comes about, as a band of its own: the four stages (GPU-hour served, metered, PING payout,
 * Sui transaction) joined by arrows, a flow rather than a numbered list (the page's one numbered path is
 * "What happens next"), from src/content/provide.ts.
 */
function PayoutFlow() {
  const { earnings } = providePage;
  return (
    <section aria-labelledby="earnings-title" className="border-b border-border/60 bg-surface/40 py-14 sm:py-20">
      <Container className="space-y-8 sm:space-y-10">
        <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-2">
          <h2 id="earnings-title" className="font-display text-2xl font-semibold text-fg sm:text-3xl">
            {earnings.heading}
          </h2>
          <p className="font-mono text-xs text-muted">{earnings.caption}</p>
        </div>
        <ol className="grid grid-cols-1 gap-3 lg:grid-cols-4 lg:gap-4" data-payout-flow="">
          {earnings.flow.map((f, i) => {
            const Icon = STAGE_ICONS[i] ?? Cpu;
            const last = i === earnings.flow.length - 1;
            return (
              <li key={f.label} className="relative">
                <div className={cn(cardClass(), "flex h-full gap-4 p-5 lg:flex-col")}>
                  <span className={iconTileClass("md")} aria-hidden="true">
                    <Icon className="size-5" />
                  </span>
                  <div className="space-y-1.5">
                    <h3 className="font-display text-lg font-semibold text-fg">{f.label}</h3>
                    <p className="text-sm leading-relaxed text-pretty text-muted">{f.text}</p>
                  </div>
                </div>
                {!last && (
                  // The arrow to the next stage: down on a phone, across from lg (in the gap between the cards).
                  <span
                    aria-hidden="true"
                    className="absolute -bottom-1.5 left-[2.625rem] z-10 grid size-6 -translate-x-1/2 translate-y-1/2 place-items-center rounded-full border border-border bg-bg text-muted lg:top-1/2 lg:-right-2 lg:bottom-auto lg:left-auto lg:translate-x-1/2 lg:-translate-y-1/2"
                  >
                    <ArrowDown className="size-3.5 lg:hidden" />
                    <ArrowRight className="hidden size-3.5 lg:block" />
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </Container>
    </section>
  );
}
