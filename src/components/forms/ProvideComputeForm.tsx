import { provideFormView as provideForm } from "../../forms/provide-compute/form.ts";
import { LeadForm } from "./LeadForm.tsx";
import { OutcomeNotices } from "./OutcomeNotices.tsx";
import { useLeadForm } from "./useLeadForm.ts";

/** Island: the Cloud Host Application form (/provide-compute). */
export function ProvideComputeForm() {
  const state = useLeadForm(provideForm);
  return (
    <div>
      <OutcomeNotices state={state} />
      <LeadForm state={state} />
    </div>
  );
}
