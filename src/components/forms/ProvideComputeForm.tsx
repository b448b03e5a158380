import { provideFormView as provideForm } from "../../forms/provide-compute/form.ts";
import { LeadForm } from "./LeadForm.tsx";
import { OutcomeNotices } from "./OutcomeNotices.tsx";
import { useLeadForm } from "./useLeadForm.ts";

/**
 * Rows that are always complete: the eight short fields pair up, the optional GPU setup (the ninth,
 * which stood alone at half width) takes its own row, as does the consent. The checkbox group has no box of its own:
 * the form already stands on a card.
 */
const layout = {
  grid: "sm:grid-cols-2",
  spans: { gpu_setup: "sm:col-span-2", consent_emails: "sm:col-span-2" },
};

/** Island: the Cloud Host Application form (/provide-compute). */
export function ProvideComputeForm() {
  const state = useLeadForm(provideForm);
  return (
    <div>
      <OutcomeNotices state={state} />
      <LeadForm state={state} layout={layout} groupFrame="plain" />
    </div>
  );
}
