import { ArrowDown, Building2 } from "lucide-react";
import type { ReactNode } from "react";
import { providePage } from "../../content/provide.ts";
import { Container, PageHero, cardClass } from "../ui/Section.tsx";
import { ButtonLink } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";

/** /provide-compute: the Cloud Host Application page; `children` is the application form (the slot). */
export function ProvidePage({ children }: { children?: ReactNode }) {
  const { emailNote } = providePage;
  return (
    <>
      <PageHero eyebrow={providePage.eyebrow} title={providePage.title} lead={providePage.lead}>
        <ButtonLink href={`#${providePage.formId}`} size="lg" className="w-full sm:w-auto">
          {providePage.startLabel}
          <ArrowDown className="size-4" aria-hidden="true" />
        </ButtonLink>
      </PageHero>
      <section aria-label={providePage.applicationLabel} className="py-16 sm:py-24">
        <Container className="grid grid-cols-1 items-start gap-10 lg:grid-cols-[1fr_1.6fr]">
          <div className="space-y-10 lg:sticky lg:top-24">
            <div className="space-y-5">
              <h2 className="font-display text-2xl font-semibold text-fg">{providePage.benefitsHeading}</h2>
              <ul className="space-y-4">
                {providePage.benefits.map(({ icon: Icon, ...b }) => {
                  return (
                    <li key={b.title} className="flex gap-4">
                      <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-xl border border-border bg-surface-2 text-accent">
                        <Icon className="size-5" />
                      </span>
                      <div>
                        <h3 className="font-display font-semibold text-fg">{b.title}</h3>
                        <p className="text-sm leading-relaxed text-muted">{b.text}</p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
            <div className="space-y-4">
              <h2 className="font-display text-2xl font-semibold text-fg">{providePage.stepsHeading}</h2>
              <ol className="space-y-3">
                {providePage.steps.map((s, i) => (
                  <li key={s} className="flex items-start gap-3 text-muted">
                    <span className="text-gradient w-6 shrink-0 font-mono text-sm font-semibold leading-6">{String(i + 1).padStart(2, "0")}</span>
                    {s}
                  </li>
                ))}
              </ol>
            </div>
          </div>
          <div id={providePage.formId} className={cn(cardClass(), "p-6 sm:p-8")}>
            <h2 className="font-display text-2xl font-semibold text-fg">{providePage.formHeading}</h2>
            <div role="note" className="mt-5 flex gap-3 rounded-xl border border-accent-2/40 bg-accent-2/10 p-4" data-email-note>
              <Building2 className="mt-0.5 size-5 shrink-0 text-accent-2" aria-hidden="true" />
              <p className="text-sm text-fg">
                <strong className="font-semibold">{emailNote.title}.</strong> {emailNote.text}
              </p>
            </div>
            <div className="mt-6 empty:min-h-[32rem] empty:rounded-xl empty:border empty:border-border/70 empty:bg-bg/50">
              {children}
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}

