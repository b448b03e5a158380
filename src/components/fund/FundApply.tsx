import { Send } from "lucide-react";
import type { ReactNode } from "react";
import { fundApply, fundPage } from "../../content/fund.ts";
import { CallToAction } from "../ui/CallToAction.tsx";
import { Button } from "../ui/Button.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { cn } from "../ui/cn.ts";
import { privacyPage as privacy } from "../../content/privacy.ts";

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
      <FormAside />
    </CallToAction>
  );
}

/**
 * While the form is open (from lg), the pitch column says what becomes of what you send: what it is used for, who reads it,
 * how long it is kept and how it is deleted, as ruled rows (the form's own note, under it, links to the notice). Review round 15: it showed
 * How to apply's four steps again (round 14), which the page shows one section above; nothing here is said elsewhere on
 * the page. The column is sticky (CallToAction's `tallActions`), so it stays beside the long form. Closed, nothing: the
 * sections above say it all.
 */
function FormAside() {
  const { formAside: aside } = fundPage;
  const rows = [{ label: aside.usedFor, text: privacy.forms.purposes["ecosystem-fund"] }, ...aside.rows];
  const open =
    "lg:[[data-call-to-action]:has(:target)_&]:block lg:[[data-call-to-action]:has([data-fund-form].block)_&]:block lg:[[data-call-to-action]:has([data-outcome]>.flex)_&]:block";
  return (
    <div className={cn("hidden pt-6", open)} data-fund-form-aside="">
      <p className="border-b border-border pb-4 font-mono text-xs tracking-[0.14em] text-muted uppercase">{aside.heading}</p>
      <dl className="divide-y divide-border border-b border-border">
        {rows.map(({ label, text }) => (
          <div key={label} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-6 py-4">
            <dt className="font-medium text-fg">{label}</dt>
            <dd className="text-sm leading-relaxed text-pretty text-muted">{text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Apply for Funding and Learn More. With `onApply` (the form island) Apply for Funding is a
 * button that reveals the form; without it, a link to the form's place (#apply-form).
 * Learn More always scrolls back to the top of the page (the spec's behaviour), where the fund's overview is. Review
 * round 20: it was a text link with a to-the-top glyph (an arrow under a bar), which read as a back-to-top link, and a
 * 20 px line at 375. Now it is the pair's second button, the secondary look and Apply for Funding's size (48 px; full
 * width on a phone, as Apply for Funding), with a plain up arrow, the hero's "How to apply" (a down arrow) mirrored: it
 * leads up the page, and its name says where to ("Learn More: the fund's overview, at the top of this page").
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
      <ButtonLink href={`#${fundApply.topId}`} variant="secondary" size="lg" aria-label={fundApply.learnMoreName} data-fund-learn-more="">
        {fundApply.learnMoreLabel}
      </ButtonLink>
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
