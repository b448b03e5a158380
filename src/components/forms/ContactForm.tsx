import { contactFormView as contactForm } from "../../forms/contact/form.ts";
import { LeadForm } from "./LeadForm.tsx";
import { OutcomeNotices } from "./OutcomeNotices.tsx";
import { useLeadForm } from "./useLeadForm.ts";

/**
 * Rows that are always complete: name and e-mail pair up, the optional company takes its own row
 * (it stood alone at half width), the message the full row.
 */
const layout = {
  grid: "sm:grid-cols-2",
  spans: { name: "", email: "", company: "sm:col-span-2", message: "sm:col-span-2" },
};

/** Island: the contact form (/contact). */
export function ContactForm() {
  const state = useLeadForm(contactForm);
  return (
    <div>
      <OutcomeNotices state={state} />
      <LeadForm state={state} layout={layout} />
    </div>
  );
}
