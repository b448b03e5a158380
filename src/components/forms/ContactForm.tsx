import { contactFormView as contactForm } from "../../forms/contact/form.ts";
import { LeadForm } from "./LeadForm.tsx";
import { OutcomeNotices } from "./OutcomeNotices.tsx";
import { useLeadForm } from "./useLeadForm.ts";

/** Island: the contact form (/contact). */
export function ContactForm() {
  const state = useLeadForm(contactForm);
  return (
    <div>
      <OutcomeNotices state={state} />
      <LeadForm state={state} />
    </div>
  );
}
