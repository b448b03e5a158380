import { useEffect, useRef } from "react";
import { accessFormView as accessForm } from "../../forms/access-compute/form.ts";
import { GpuPicks, type GpuPicksData } from "./GpuPicks.tsx";
import { LeadForm } from "./LeadForm.tsx";
import { OutcomeNotices } from "./OutcomeNotices.tsx";
import { useLeadForm } from "./useLeadForm.ts";

/** Fields a link may fill in with a query parameter of the same name (Earth's GPU chips and "Reserve cluster"). */
const PREFILLED = ["gpu_required"] as const;

/**
 * Two columns from sm; the spec's order kept. Review round 23: the form takes 7 of the section's 12 columns from lg (its
 * fields ran ~1,050 px wide), so round 20's four columns from xl went: the names pair up, the e-mail takes a row, company
 * and role pair up, the use case a row (round 19: role beside the four-row textarea left a ragged bottom edge), VRAM and
 * duration pair up, the additional information a row (round 18). GPU Type is one question with its picks, across the
 * form, with no box of its own inside the form's card.
 */
const across = "sm:col-span-2";
const layout = {
  grid: "sm:grid-cols-2",
  spans: {
    first_name: "min-w-0",
    last_name: "min-w-0",
    company_email: across,
    use_case: across,
    gpu_required: across,
    additional_info: across,
    agreed_to_terms: across,
  },
} as const;

/** Island: the request-access form (/access-compute); `gpus`, when given, are the GPU picks inside GPU Type (between its label and its input). */
export function AccessComputeForm({ gpus }: { gpus?: GpuPicksData }) {
  const state = useLeadForm(accessForm);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    for (const name of PREFILLED) {
      const value = params.get(name);
      const field = formRef.current?.elements.namedItem(name);
      if (value && field instanceof HTMLInputElement && !field.value)
        field.value = value.slice(0, field.maxLength > 0 ? field.maxLength : 200);
    }
  }, []);
  return (
    <div>
      <OutcomeNotices state={state} />
      <LeadForm
        state={state}
        formRef={formRef}
        layout={layout}
        fieldAddons={gpus && { gpu_required: <GpuPicks gpus={gpus} field="gpu_required" onPick={state.clearError} /> }}
      />
    </div>
  );
}
