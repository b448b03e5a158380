import { ArrowDown, Building2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { providePage } from "../../content/provide.ts";
import { Container, PageHero, cardClass } from "../ui/Section.tsx";
import { ButtonLink } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";
import { ProvideEarningsVisual } from "../art/HeroVisuals.tsx";
import { iconTileClass } from "../ui/IconTile.tsx";

/** /provide-compute: the Cloud Host Application page; `children` is the application form (the slot). */
export function ProvidePage({ children }: { children?: ReactNode }) {
  const { emailNote } = providePage;
  return (
    <>
      <PageHero eyebrow={providePage.eyebrow} title={providePage.title} lead={providePage.lead} aside={<ProvideEarningsVisual />}>
        <ButtonLink href={`#${providePage.formId}`} size="lg" className="w-full sm:w-auto">
          {providePage.startLabel}
          <ArrowDown className="size-4" aria-hidden="true" />
        </ButtonLink>
        <div className="max-w-3xl space-y-4 border-t border-border/70 pt-8">
          <h2 className="font-display text-xl font-semibold text-fg">{providePage.benefitsHeading}</h2>
          <IconList items={providePage.benefits} className="grid gap-6 space-y-0 sm:grid-cols-2" />
        </div>
      </PageHero>
      <section aria-label={providePage.applicationLabel} className="py-16 sm:py-24">
        <Container className="grid grid-cols-1 items-start gap-10 lg:grid-cols-[1fr_1.6fr]">
          <HostGuide />
          <div id={providePage.formId} className={cn(cardClass(), "p-6 sm:p-8")}>
            <h2 className="font-display text-2xl font-semibold text-fg">{providePage.formHeading}</h2>
            <div role="note" className="mt-5 flex gap-3 rounded-xl border border-accent-2/40 bg-accent-2/10 p-4" data-email-note>
              <Building2 className="mt-0.5 size-5 shrink-0 text-accent-2" aria-hidden="true" />
              <p className="text-sm text-fg">
                <strong className="font-semibold">{emailNote.title}.</strong> {emailNote.text}
              </p>
            </div>
            <div className="mt-6 empty:min-h-[32rem] empty:rounded-xl empty:border empty:border-border/70 empty:bg-bg/50">{children}</div>
          </div>
        </Container>
      </section>
    </>
  );
}

/** Beside the form: what a GPU owner wants to know before applying (src/content/provide.ts). */
function HostGuide() {
  const { hardware, earnings, steps } = providePage;
  return (
    <div className="space-y-10" data-host-guide="">
      <div className="space-y-4">
        <h2 className="font-display text-2xl font-semibold text-fg">{hardware.heading}</h2>
        <p className="text-sm leading-relaxed text-muted">{hardware.text}</p>
        <div className={cn(cardClass(), "overflow-hidden")}>
          <p className="border-b border-border bg-surface-2/60 px-4 py-3 font-mono text-xs text-muted">{hardware.gpusLabel}</p>
          <ul className="flex flex-wrap gap-2 px-4 pt-4" aria-label={hardware.gpusLabel}>
            {hardware.gpus.map((g) => (
              <li key={g} className="rounded-md border border-accent/40 bg-accent/10 px-2 py-0.5 font-mono text-xs text-accent">
                {g}
              </li>
            ))}
          </ul>
          <dl className="divide-y divide-border/70 px-4 pt-2 pb-1 text-sm">
            {hardware.requirements.map((r) => (
              <div key={r.label} className="flex justify-between gap-4 py-2.5">
                <dt className="text-muted">{r.label}</dt>
                <dd className="text-right text-fg">{r.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="space-y-5">
        <h2 className="font-display text-2xl font-semibold text-fg">{earnings.heading}</h2>
        <IconList items={earnings.items} />
      </div>
      <div className="space-y-4">
        <h2 className="font-display text-2xl font-semibold text-fg">{providePage.stepsHeading}</h2>
        <ol className="relative space-y-5 border-l border-border pl-6">
          {steps.map((s, i) => (
            <li key={s.title} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[1.85rem] bg-accent grid size-3.5 place-items-center rounded-full ring-4 ring-bg"
              />
              <p className="flex flex-wrap items-baseline gap-x-3 font-display font-semibold text-fg">
                <span className="font-mono text-sm text-accent">{String(i + 1).padStart(2, "0")}</span>
                {s.title}
                <span className="font-mono text-xs font-normal text-muted">{s.when}</span>
              </p>
              <p className="mt-1 text-sm leading-relaxed text-muted">{s.text}</p>
            </li>
          ))}
        </ol>
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
