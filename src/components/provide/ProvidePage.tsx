import { ArrowDown, Building2, Coins, Cpu, Gauge, Receipt, Server } from "lucide-react";
import type { ReactNode } from "react";
import { providePage } from "../../content/provide.ts";
import { Container } from "../ui/Container.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { cardClass } from "../ui/card.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { cn } from "../ui/cn.ts";
import { SectionHeading } from "../ui/SectionHeading.tsx";
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
          <div className="flex flex-col gap-12 lg:gap-10" data-host-guide="">
            <Hardware />
            {/* The one numbered path of the page, what follows the form: a card at its natural height, top-aligned
                in the column (never stretched to the form's end with empty rails). */}
            <div className={cn(cardClass(), "p-6 sm:p-8 lg:p-6")} data-host-steps="">
              <h2 className="font-display text-2xl font-semibold text-fg">{providePage.stepsHeading}</h2>
              <Steps layout="column" items={providePage.steps} className="mt-6" />
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}

/**
 * What qualifies: the facility, then the GPUs we onboard as a plain list (model, and its note in mono: "gaming edge"),
 * hairlines between rows, no tiles and no repeated icon (nothing here is a control), from src/content/provide.ts.
 */
function Hardware() {
  const { hardware } = providePage;
  return (
    <div className="space-y-5">
      <h2 className="font-display text-2xl font-semibold text-fg">{hardware.heading}</h2>
      <div className="flex gap-3">
        <Server className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
        <p className="text-sm leading-relaxed text-pretty text-fg">{hardware.text}</p>
      </div>
      <div>
        <p className="font-mono text-xs text-muted" id="host-gpus-label">
          {hardware.gpusLabel}
        </p>
        <ul
          aria-labelledby="host-gpus-label"
          className="mt-2 grid grid-cols-1 border-t border-border/70 sm:grid-cols-2 sm:gap-x-8"
          data-host-gpus=""
        >
          {hardware.gpus.map((g) => {
            // "RTX 4090 (gaming edge)": the model, its note after it in mono.
            const m = /^(.*?)\s*\((.+)\)$/.exec(g);
            const name = m ? m[1] : g;
            return (
              <li key={g} className="flex items-baseline justify-between gap-3 border-b border-border/70 py-2 sm:py-2.5">
                <span className="font-display text-base font-semibold text-fg">{name}</span>
                {m && <span className="font-mono text-xs text-muted">{m[2]}</span>}
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
 * How a payout comes about, as a band of its own under the site's usual section heading (eyebrow, h2): the four
 * stages (GPU-hour served, metered, PING payout, Sui transaction) on one rail, each marked by a bare line icon,
 * not a numeral (the page's one numbered path is "What happens next"): the row timeline of Steps, with icons.
 */
function PayoutFlow() {
  const { earnings } = providePage;
  return (
    <section aria-labelledby="earnings-title" className="border-b border-border/60 bg-surface/40 py-16 sm:py-24">
      <Container className="space-y-10 sm:space-y-12">
        {/* No view caption beside the heading: it floated at the band's right edge, attached to nothing, and only
            restated the flow's two ends (GPU-hour served, Sui transaction). */}
        <SectionHeading id="earnings-title" eyebrow={earnings.eyebrow} title={earnings.heading} />
        <ol className="grid grid-cols-1 lg:grid-cols-4 lg:gap-x-8" data-payout-flow="">
          {earnings.flow.map((f, i) => {
            const Icon = STAGE_ICONS[i] ?? Cpu;
            return (
              <li
                key={f.label}
                className="relative grid grid-cols-[2rem_1fr] content-start gap-x-4 pb-8 last:pb-0 before:absolute before:top-10 before:bottom-2 before:left-4 before:w-px before:bg-border last:before:hidden lg:grid-cols-1 lg:gap-y-5 lg:pb-0 lg:before:top-4 lg:before:right-[-1.5rem] lg:before:bottom-auto lg:before:left-11 lg:before:h-px lg:before:w-auto"
              >
                <span aria-hidden="true" className="grid size-8 place-items-center text-muted">
                  <Icon className="size-6" strokeWidth={1.5} />
                </span>
                <div className="space-y-1.5 pt-1">
                  <h3 className="font-display text-xl font-semibold text-fg">{f.label}</h3>
                  <p className="max-w-sm text-pretty leading-relaxed text-muted">{f.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </Container>
    </section>
  );
}
