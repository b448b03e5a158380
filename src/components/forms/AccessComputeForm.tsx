import { accessFormView as accessForm } from "../../forms/access-compute/form.ts";
import { LeadForm } from "./LeadForm.tsx";
import { OutcomeNotices } from "./OutcomeNotices.tsx";
import { useLeadForm } from "./useLeadForm.ts";

/** Island: the request-access form (/access-compute). */
export function AccessComputeForm() {
  const state = useLeadForm(accessForm);
  return (
    <div>
      <OutcomeNotices state={state} />
      <LeadForm state={state} />
    </div>
  );
}
