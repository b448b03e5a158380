import { ArrowUpToLine, Send } from "lucide-react";
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
        <div className="w-full lg:has-[:target]:w-[40rem] lg:has-[[data-fund-form].block]:w-[40rem] lg:has-[[data-outcome]>.flex]:w-[40rem]">
          {children}
        </div>
      }
    >
      <ApplySummary />
    </CallToAction>
  );
}

/**
 * While the form is open (from lg), the pitch column says what happens once the form beside it is sent:
 * the four steps of How to apply, each its short name and line, on one numbered rail (review round 13: it
 * listed the form's own field names, which the form shows, and repeated "Stated in US dollars, paid in
 * PING", which the ranges say). The column is sticky (CallToAction's `tallActions`), so it stays beside
 * the long form. Closed, nothing: the sections above say it all.
 */
function ApplySummary() {
  const { applySummary: summary, howToApply } = fundPage;
  const open =
    "lg:[[data-call-to-action]:has(:target)_&]:block lg:[[data-call-to-action]:has([data-fund-form].block)_&]:block lg:[[data-call-to-action]:has([data-outcome]>.flex)_&]:block";
  return (
    <div className={cn("hidden pt-6", open)} data-fund-apply-summary="">
      <p className="font-mono text-xs tracking-[0.14em] text-muted uppercase">{summary.heading}</p>
      <ol className="mt-4 divide-y divide-border border-y border-border">
        {howToApply.steps.map((step, i) => (
          <li key={step.title} className="grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-3 py-4">
            <span className="pt-0.5 font-mono text-xs text-muted">{String(i + 1).padStart(2, "0")}</span>
            <span className="space-y-1">
              <span className="block text-sm font-medium text-fg">{step.title}</span>
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
        <Button variant="solid" size="lg" onClick={onApply} data-fund-apply="">
          {applyContent}
        </Button>
      ) : (
        <ButtonLink variant="solid" size="lg" href={`#${fundApply.formId}`}>
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

/** The place the application form is revealed in (#apply-form); the form island passes the form as children. */
export function FundFormArea({ children }: { children: ReactNode }) {
  // With the form island inside, the gap above only while something in it shows (the form, or an
  // outcome notice; with or without JavaScript): a closed form added 40 px under Learn More (review round 9).
  const gap = "target:mt-10 has-[:target]:mt-10 has-[[data-fund-form].block]:mt-10 has-[[data-outcome]>.flex]:mt-10";
  return (
    <div id={fundApply.formId} className={cn("max-w-3xl scroll-mt-[calc(var(--header-height)+1rem)]", gap)}>
      {children}
    </div>
  );
}
