import { contactFormView as contactForm } from "../../forms/contact/form.ts";
import { LeadForm } from "./LeadForm.tsx";
import { OutcomeNotices } from "./OutcomeNotices.tsx";
import { useLeadForm } from "./useLeadForm.ts";

/**
 * From lg the form fills the height its box gives it, and the message box takes what its rows leave (/contact's card
 * runs to who answers' last rule: review round 18). The form owns this (review round 19: the page styled its inner
 * markup through `[&_form>.grid>…]` selectors), through LeadForm's existing `className` and `layout`: its box and the
 * form are flex columns, the fields' grid grows and its last row (the message) is 1fr; the message's cell is a grid, so
 * its field fills it, and the field a grid whose second row (the textarea) is 1fr: the textarea takes the height, never
 * under its own rows (a grid, not flex: the same layout in fewer bytes, /contact's JS budget is nearly spent). In a box
 * of its content's height (no flex parent) nothing changes.
 */
const fill = "lg:flex lg:flex-1 lg:flex-col";

/**
 * Rows that are always complete: name and e-mail pair up, the optional company takes its own row
 * (it stood alone at half width), the message the full row.
 */
const layout = {
  grid: "sm:grid-cols-2 lg:flex-1 lg:grid-rows-[auto_auto_1fr]",
  spans: { company: "sm:col-span-2", message: "sm:col-span-2 lg:grid lg:*:grid lg:*:grid-rows-[auto_1fr]" },
};

/** Island: the contact form (/contact). */
export function ContactForm() {
  const state = useLeadForm(contactForm);
  return (
    <div className={fill}>
      <OutcomeNotices state={state} />
      <LeadForm state={state} layout={layout} className={fill} />
    </div>
  );
}
