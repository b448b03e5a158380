import { useEffect, useRef } from "react";
import { accessFormView as accessForm } from "../../forms/access-compute/form.ts";
import { GpuPicks, type GpuPicksData } from "./GpuPicks.tsx";
import { LeadForm } from "./LeadForm.tsx";
import { OutcomeNotices } from "./OutcomeNotices.tsx";
import { useLeadForm } from "./useLeadForm.ts";

/** Fields a link may fill in with a query parameter of the same name (Earth's GPU chips and "Reserve cluster"). */
const PREFILLED = ["gpu_required"] as const;

/**
 * Two columns from sm, four from xl; the spec's order kept. Review round 20: round 19's five short fields across (~215 px
 * each at 1440) cut an e-mail. Now the names pair up and the e-mail takes a row's other half (xl) or a row of its own
 * (sm to xl); company and role pair up under them, role completing that row and lining up with the e-mail. The use
 * case takes a row of its own (round 19: role beside the four-row textarea left a ragged bottom edge). VRAM and duration
 * share a row, half each, and the additional information has a row of its own (round 18). GPU Type is one question with
 * its picks, across the form, with no box of its own inside the form's card.
 */
const half = "xl:col-span-2";
const across = "sm:col-span-2 xl:col-span-4";
const layout = {
  grid: "sm:grid-cols-2 xl:grid-cols-4",
  spans: {
    first_name: "min-w-0",
    last_name: "min-w-0",
    company_email: "sm:col-span-2",
    company_name: half,
    role: half,
    use_case: across,
    gpu_required: across,
    vram_required: half,
    duration: half,
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
