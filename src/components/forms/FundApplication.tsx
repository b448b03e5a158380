/**
 * Island of /ecosystem-fund: the Apply for Funding and Learn More buttons and the application
 * form, hidden by default. Apply for Funding shows it (focus moves to its first field), Cancel
 * hides it (and drops the input), a stored submission clears and hides it. Learn More is a link to the page's top.
 *
 * Without JavaScript (and before hydration) Apply for Funding is a link to #apply-form and the
 * form shows by CSS `:target`; a failed no-JS post (#ecosystem-fund-error) shows it too.
 */
import { useEffect, useRef, useState } from "react";
import { fundApply } from "../../content/fund.ts";
import { fundFormView as fundForm } from "../../forms/ecosystem-fund/form.ts";
import { FundApplyActions, FundFormArea } from "../fund/FundApply.tsx";
import { Button } from "../ui/Button.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { cardClass } from "../ui/card.ts";
import { cn } from "../ui/cn.ts";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { formCopy } from "./copy.ts";
import { LeadForm } from "./LeadForm.tsx";
import { OutcomeNotices } from "./OutcomeNotices.tsx";
import { useLeadForm } from "./useLeadForm.ts";

const HEADING_ID = "fund-form-title";

export function FundApplication() {
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);

  // The buttons are hidden while the form is open, so they take the focus back once it closes.
  const focusApplyOnClose = useRef(false);
  const focusApplyButton = () => {
    focusApplyOnClose.current = true;
  };
  const state = useLeadForm(fundForm, {
    onSuccess: () => {
      setOpen(false);
      focusApplyButton();
    },
    onOutcome: (outcome) => setOpen(outcome.status === "error"),
  });
  const { hydrated } = state;

  // Arriving with #apply-form (or clicking the link before hydration) keeps the form open.
  useEffect(() => {
    if (window.location.hash === `#${fundApply.formId}`) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open && focusApplyOnClose.current) {
      focusApplyOnClose.current = false;
      actionsRef.current?.querySelector("button")?.focus();
    }
    if (!open || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    const first = formRef.current?.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), textarea, select");
    first?.focus({ preventScroll: true });
    // The box with the form's title, not the <form> under it: the title must show below the header.
    formRef.current?.closest("[data-fund-form]")?.scrollIntoView({ block: "start" });
  }, [open]);

  const apply = () => {
    focusOnOpen.current = true;
    setOpen(true);
  };
  const cancel = () => {
    setOpen(false);
    focusApplyButton();
  };

  // Before hydration: visible only when #apply-form (or the no-JS error notice) is the target.
  // Literal ids, because Tailwind reads class names from the source: fundApply.formId, outcomeAnchors("ecosystem-fund").error.
  const visibility = hydrated
    ? open
      ? "block"
      : "hidden"
    : "hidden [#apply-form:target_&]:block group-has-[#ecosystem-fund-error:target]:block";
  // Once hydrated, a closed form leaves the page (Cancel discards the input), so no empty area remains.
  const showArea = !hydrated || open || state.outcome !== null;

  return (
    // The open form takes the card's place: its two buttons are hidden while it shows (Cancel brings
    // them back), so the form is not nested under buttons that no longer apply. Without JavaScript,
    // the same by CSS while #apply-form is the target.
    <div className="group/fund">
      <div ref={actionsRef} className={cn(hydrated ? open && "hidden" : "group-has-[#apply-form:target]/fund:hidden")}>
        <FundApplyActions onApply={hydrated ? apply : undefined} />
      </div>
      {showArea && (
        <FundFormArea>
          <div className="group" data-fund-application>
            <OutcomeNotices state={state} />
            {/* On the surface every form of the site stands on (the contact and careers cards), not bare on the band. */}
            <div className={cn(cardClass(), "p-6 text-left sm:p-8", visibility)} data-fund-form>
              {/* Review round 26: at 375 the open form showed only its title and fields, its Cancel ~1,200 px down beside
                  Submit. Its head says where the visitor is (the fund's eyebrow over the form's title) and Cancel stands
                  at the head's right, the one Cancel, in view as the form opens. */}
              <div className="mb-5 flex items-center justify-between gap-4" data-fund-form-head="">
                <div className="min-w-0 space-y-2">
                  <Eyebrow>{fundApply.formEyebrow}</Eyebrow>
                  <h3 id={HEADING_ID} className="font-display text-xl font-semibold text-fg sm:text-2xl">
                    {formCopy.fundFormHeading}
                  </h3>
                </div>
                {hydrated ? (
                  <Button variant="secondary" onClick={cancel} className="shrink-0 px-5" data-fund-cancel="">
                    {formCopy.cancel}
                  </Button>
                ) : (
                  // Without JavaScript: moving the target away from #apply-form hides the form.
                  <ButtonLink variant="secondary" href={`#${fundApply.id}`} className="shrink-0 px-5" data-fund-cancel="">
                    {formCopy.cancel}
                  </ButtonLink>
                )}
              </div>
              <LeadForm state={state} formRef={formRef} labelledBy={HEADING_ID} />
            </div>
          </div>
        </FundFormArea>
      )}
    </div>
  );
}
