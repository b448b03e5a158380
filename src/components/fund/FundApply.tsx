import { ArrowUpToLine, Check, Send } from "lucide-react";
import type { ReactNode } from "react";
import { fundApply, fundPage } from "../../content/fund.ts";
import { CallToAction } from "../ui/CallToAction.tsx";
import { Button } from "../ui/Button.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";

/**
 * The closing call to action of /ecosystem-fund, split and left-aligned (not centred): the pitch on
 * the left, its buttons on the right; `children` are the buttons and the form (the slot). Once the
 * form shows (opened, or the #apply-form target without JavaScript), its column widens to the form's
 * measure, so the pitch and the form read as one block, side by side from lg (CallToAction's
 * `tallActions`: both columns start at the top and the pitch stays in view beside the form).
 */
export function FundApply({ children }: { children?: ReactNode }) {
  return (
    <CallToAction
      closing
      tallActions
      titleId="apply-title"
      title={fundApply.heading}
      text={fundApply.text}
      sectionProps={{ id: fundApply.id }}
      actions={
        // The form's own top rule is dropped here: beside the pitch it lined up with nothing (review round 11).
        <div className="w-full lg:has-[:target]:w-[40rem] lg:has-[[data-fund-form].block]:w-[40rem] lg:has-[[data-outcome]>.flex]:w-[40rem] lg:[&_[data-fund-form]]:border-t-0 lg:[&_[data-fund-form]]:pt-0">
          {children}
        </div>
      }
    >
      <ApplySummary />
    </CallToAction>
  );
}

/**
 * While the form is open (from lg), the pitch column carries the path it starts: the four steps of
 * How to apply, compact, under the text (sticky with it). Closed, the section above shows them in full.
 */
function ApplySummary() {
  const { howToApply } = fundPage;
  const open =
    "lg:[[data-call-to-action]:has(:target)_&]:block lg:[[data-call-to-action]:has([data-fund-form].block)_&]:block lg:[[data-call-to-action]:has([data-outcome]>.flex)_&]:block";
  return (
    <div className={cn("hidden pt-6", open)} data-fund-apply-summary="">
      <p className="font-mono text-xs tracking-[0.14em] text-muted uppercase">{howToApply.heading}</p>
      <ol className="mt-4 divide-y divide-border border-y border-border">
        {howToApply.steps.map((step, i) => (
          <li key={step.title} className="grid grid-cols-[2rem_minmax(0,1fr)] gap-x-3 py-4">
            <span className="font-mono text-sm text-accent">{String(i + 1).padStart(2, "0")}</span>
            <span className="space-y-1">
              <span className="block font-medium text-fg">{step.title}</span>
              <span className="block text-sm leading-relaxed text-pretty text-muted">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Apply for Funding and Learn More. With `onApply` (the form island) Apply for Funding is a
 * button that reveals the form; without it, a link to the form's place (#apply-form).
 * Learn More always scrolls back to the top of the page (the spec's behaviour), so it is set as a
 * text link, quieter than the action it stands beside.
 */
export function FundApplyActions({ onApply }: { onApply?: () => void }) {
  const applyContent = (
    <>
      <Send className="size-4" aria-hidden="true" />
      {fundApply.applyLabel}
    </>
  );
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      {onApply ? (
        <Button size="lg" onClick={onApply} data-fund-apply="">
          {applyContent}
        </Button>
      ) : (
        <ButtonLink size="lg" href={`#${fundApply.formId}`}>
          {applyContent}
        </ButtonLink>
      )}
      {/* Learn More only scrolls back to the top: a quiet text link beside the one action, not a second button. */}
      <a href={`#${fundApply.topId}`} className={cn(linkClass(), "inline-flex min-h-12 items-center gap-2 self-start sm:px-4")}>
        {fundApply.learnMoreLabel}
        <ArrowUpToLine className="size-4" aria-hidden="true" />
      </a>
    </div>
  );
}

/**
 * The place the application form is revealed in (#apply-form). Without children it lists what an
 * application covers; the form island passes the form as children.
 */
export function FundFormArea({ children }: { children?: ReactNode }) {
  // With the form island inside, the gap above only while something in it shows (the form, or an
  // outcome notice; with or without JavaScript): a closed form added 40 px under Learn More (review round 9).
  const gap = children ? "target:mt-10 has-[:target]:mt-10 has-[[data-fund-form].block]:mt-10 has-[[data-outcome]>.flex]:mt-10" : "mt-10";
  return (
    <div id={fundApply.formId} className={cn("max-w-3xl scroll-mt-[calc(var(--header-height)+1rem)]", gap)}>
      {children ?? <ApplicationOutline />}
    </div>
  );
}

function ApplicationOutline() {
  const { prepare } = fundApply;
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
