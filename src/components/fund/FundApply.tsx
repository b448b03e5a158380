import { ArrowUp, Check, Send } from "lucide-react";
import type { ReactNode } from "react";
import { fundPage } from "../../content/fund.ts";
import { Container } from "../ui/Section.tsx";
import { Button, ButtonLink } from "../ui/Button.tsx";

const { apply } = fundPage;

/** The closing call to action of /ecosystem-fund; `children` are its buttons and form (the slot). */
export function FundApply({ children }: { children?: ReactNode }) {
  return (
    <section id={apply.id} aria-labelledby="apply-title" className="pb-16 sm:pb-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-card border border-border bg-surface p-6 sm:p-12">
          <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10 opacity-60" />
          <div
            aria-hidden="true"
            className="absolute -top-32 left-1/2 -z-10 h-64 w-[40rem] -translate-x-1/2 rounded-full bg-accent/15 blur-3xl"
          />
          <div className="mx-auto max-w-2xl space-y-3 text-center">
            <h2 id="apply-title" className="font-display text-3xl font-semibold text-fg sm:text-4xl">
              {apply.heading}
            </h2>
            <p className="text-lg text-muted">{apply.text}</p>
          </div>
          <div className="mt-8">{children}</div>
        </div>
      </Container>
    </section>
  );
}

/**
 * Apply for Funding and Learn More. With `onApply` (the form island) Apply for Funding is a
 * button that reveals the form; without it, a link to the form's place (#apply-form).
 * Learn More always scrolls back to the top of the page.
 */
export function FundApplyActions({ onApply }: { onApply?: () => void }) {
  const applyContent = (
    <>
      <Send className="size-4" aria-hidden="true" />
      {apply.applyLabel}
    </>
  );
  return (
    <div className="flex flex-col justify-center gap-3 sm:flex-row">
      {onApply ? (
        <Button size="lg" onClick={onApply}>
          {applyContent}
        </Button>
      ) : (
        <ButtonLink size="lg" href={`#${apply.formId}`}>
          {applyContent}
        </ButtonLink>
      )}
      <ButtonLink size="lg" variant="secondary" href={`#${fundPage.topId}`}>
        <ArrowUp className="size-4" aria-hidden="true" />
        {apply.learnMoreLabel}
      </ButtonLink>
    </div>
  );
}

/**
 * The place the application form is revealed in (#apply-form). Without children it lists what an
 * application covers; the form island passes the form as children.
 */
export function FundFormArea({ children }: { children?: ReactNode }) {
  return (
    <div id={apply.formId} className="mx-auto mt-10 max-w-3xl scroll-mt-[calc(var(--header-height)+1rem)]">
      {children ?? <ApplicationOutline />}
    </div>
  );
}

function ApplicationOutline() {
  const { prepare } = apply;
  const groups = [
    { label: prepare.requiredLabel, items: prepare.required },
    { label: prepare.optionalLabel, items: prepare.optional },
  ];
  return (
    <div className="rounded-card border border-border bg-bg/70 p-6 sm:p-8">
      <h3 className="font-display text-lg font-semibold text-fg">{prepare.heading}</h3>
      <div className="mt-5 grid grid-cols-1 gap-6 sm:grid-cols-2">
        {groups.map((g) => (
          <div key={g.label} className="space-y-3">
            <p className="font-mono text-xs tracking-[0.18em] text-muted uppercase">{g.label}</p>
            <ul className="space-y-2">
              {g.items.map((item) => (
                <li key={item} className="flex items-center gap-2 text-sm text-fg/90">
                  <Check className="size-4 shrink-0 text-accent" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
