import { useEffect, useRef } from "react";
import { accessFormView as accessForm } from "../../forms/access-compute/form.ts";
import { GpuPicks, type GpuPicksData } from "./GpuPicks.tsx";
import { LeadForm } from "./LeadForm.tsx";
import { OutcomeNotices } from "./OutcomeNotices.tsx";
import { useLeadForm } from "./useLeadForm.ts";

/** Fields a link may fill in with a query parameter of the same name (Earth's GPU chips and "Reserve cluster"). */
const PREFILLED = ["gpu_required"] as const;

/**
 * Two columns from sm, four from lg (round 15: the form runs across the page under the wallet's band, so its short
 * fields sit four across: names, e-mail and company on one row; role beside the use case). VRAM and duration share a
 * row, half each, and the additional information has a row of its own (round 18: the two inputs beside the taller
 * textarea left the row a ragged bottom edge). GPU Type is one question with its picks, across the form, with no box
 * of its own inside the form's card. The spec's order is kept.
 */
const layout = {
  grid: "sm:grid-cols-2 lg:grid-cols-4",
  spans: {
    role: "sm:col-span-2 lg:col-span-1",
    use_case: "sm:col-span-2 lg:col-span-3",
    gpu_required: "sm:col-span-2 lg:col-span-4",
    vram_required: "lg:col-span-2",
    duration: "lg:col-span-2",
    additional_info: "sm:col-span-2 lg:col-span-4",
    agreed_to_terms: "sm:col-span-2 lg:col-span-4",
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
