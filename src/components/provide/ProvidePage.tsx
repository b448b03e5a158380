import { ArrowDown, Building2 } from "lucide-react";
import type { ReactNode } from "react";
import { providePage } from "../../content/provide.ts";
import { Container } from "../ui/Container.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { cardClass } from "../ui/card.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { cn } from "../ui/cn.ts";
import { EarningsEstimate } from "./EarningsEstimate.tsx";
import { ArtPanel } from "../art/Art.tsx";
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
      <section aria-label={providePage.applicationLabel} className="py-16 sm:py-24">
        {/* On a phone the form comes first (where "Start your application" lands), then how earnings are paid and
            what qualifies, then what happens next. From lg the form is the left column (both rows) and the right
            column carries the guide over the path after submitting, so neither column is left empty beside the other. */}
        <Container className="grid grid-cols-1 items-start gap-x-12 gap-y-12 lg:gap-y-8 lg:grid-cols-[1.5fr_1fr] lg:grid-rows-[auto_1fr]">
          <div id={providePage.formId} className={cn(cardClass(), "p-6 sm:p-8 lg:col-start-1 lg:row-span-2 lg:row-start-1")}>
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
          <HostGuide />
          {/* What follows the form: after the guide on a phone, under it beside the form from lg. */}
          <div className="space-y-5 lg:col-start-2 lg:row-start-2 lg:border-t lg:border-border/70 lg:pt-8" data-host-steps="">
            <h2 className="font-display text-2xl font-semibold text-fg">{providePage.stepsHeading}</h2>
            <Steps layout="column" items={providePage.steps} />
          </div>
        </Container>
      </section>
    </>
  );
}

/** After the form on a phone, beside it from lg: how a GPU earns, then what qualifies (src/content/provide.ts). */
function HostGuide() {
  const { hardware, earnings } = providePage;
  return (
    <div className="space-y-10 lg:col-start-2 lg:row-start-1 lg:space-y-8" data-host-guide="">
      <div className="space-y-5">
        <h2 className="font-display text-2xl font-semibold text-fg">{earnings.heading}</h2>
        <PayoutFlow />
      </div>
      <div className="space-y-4">
        <h2 className="font-display text-2xl font-semibold text-fg">{hardware.heading}</h2>
        <p className="text-sm leading-relaxed text-muted">{hardware.text}</p>
        {/* A plain ruled list, one name a row at every width (no bordered chips that read as inputs). */}
        <div className={cn(cardClass(), "overflow-hidden")}>
          <p className="border-b border-border bg-surface-2/60 px-4 py-3 font-mono text-xs text-muted">{hardware.gpusLabel}</p>
          <ul className="divide-y divide-border/70 px-4" aria-label={hardware.gpusLabel} data-host-gpus="">
            {hardware.gpus.map((g) => (
              <li key={g} className="py-2.5 text-sm text-fg">
                {g}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/**
 * How a payout comes about, in the site's console style: one panel, the four stages (GPU-hour served,
 * metered, PING payout, Sui transaction) in the shared Steps, the same numbered rail as "What happens
 * next", from src/content/provide.ts.
 */
function PayoutFlow() {
  const { earnings } = providePage;
  return (
    <ArtPanel caption={earnings.caption}>
      <div className="p-5" data-payout-flow="">
        <Steps layout="column" items={earnings.flow.map((f) => ({ title: f.label, text: f.text }))} />
      </div>
    </ArtPanel>
  );
}
