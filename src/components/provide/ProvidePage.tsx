import { ArrowDown, Building2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { providePage } from "../../content/provide.ts";
import { Container } from "../ui/Container.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { cardClass } from "../ui/card.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { cn } from "../ui/cn.ts";
import { EarningsEstimate } from "./EarningsEstimate.tsx";
import { iconTileClass } from "../ui/IconTile.tsx";
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
        {/* On a phone: what a GPU earns and what qualifies, then the form, then what happens next. From lg the form
            is the left column (both rows) and the right column carries the guide over the path after submitting, so
            neither column is left empty beside the other. */}
        <Container className="grid grid-cols-1 items-start gap-x-12 gap-y-12 lg:grid-cols-[1.5fr_1fr] lg:grid-rows-[auto_1fr]">
          <HostGuide />
          <div id={providePage.formId} className={cn(cardClass(), "p-6 sm:p-8 lg:col-start-1 lg:row-span-2 lg:row-start-1")}>
            <h2 className="font-display text-2xl font-semibold text-fg">{providePage.formHeading}</h2>
            <div role="note" className="mt-5 flex gap-3 rounded-xl border border-accent-2/40 bg-accent-2/10 p-4" data-email-note>
              <Building2 className="mt-0.5 size-5 shrink-0 text-accent-2" aria-hidden="true" />
              <p className="text-sm text-fg">
                <strong className="font-semibold">{emailNote.title}.</strong> {emailNote.text}
              </p>
            </div>
            <div className="mt-6 empty:min-h-[32rem] empty:rounded-xl empty:border empty:border-border/70 empty:bg-bg/50">{children}</div>
          </div>
          {/* What follows the form: after it on a phone, under the guide beside it from lg. */}
          <div className="space-y-5 lg:col-start-2 lg:row-start-2 lg:border-t lg:border-border/70 lg:pt-10" data-host-steps="">
            <h2 className="font-display text-2xl font-semibold text-fg">{providePage.stepsHeading}</h2>
            <Steps layout="column" items={providePage.steps} />
          </div>
        </Container>
      </section>
    </>
  );
}

/** Before the form on a phone, beside it from lg: how a GPU earns, then what qualifies (src/content/provide.ts). */
function HostGuide() {
  const { hardware, earnings } = providePage;
  return (
    <div className="space-y-10 lg:col-start-2 lg:row-start-1" data-host-guide="">
      <div className="space-y-5">
        <h2 className="font-display text-2xl font-semibold text-fg">{earnings.heading}</h2>
        <IconList items={earnings.items} />
      </div>
      <div className="space-y-4">
        <h2 className="font-display text-2xl font-semibold text-fg">{hardware.heading}</h2>
        <p className="text-sm leading-relaxed text-muted">{hardware.text}</p>
        <div className={cn(cardClass(), "overflow-hidden")}>
          <p className="border-b border-border bg-surface-2/60 px-4 py-3 font-mono text-xs text-muted">{hardware.gpusLabel}</p>
          <ul className="flex flex-wrap gap-2 p-4" aria-label={hardware.gpusLabel}>
            {hardware.gpus.map((g) => (
              <li key={g} className="rounded-md border border-border bg-surface-2 px-2 py-0.5 font-mono text-xs text-fg">
                {g}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

function IconList({ items, className }: { items: readonly { icon: LucideIcon; title: string; text: string }[]; className?: string }) {
  return (
    <ul className={cn("space-y-4", className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4">
          <span aria-hidden="true" className={iconTileClass("sm")}>
            <Icon className="size-5" />
          </span>
          <div>
            <h3 className="font-display font-semibold text-fg">{title}</h3>
            <p className="text-sm leading-relaxed text-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
