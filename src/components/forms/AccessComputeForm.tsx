import { useEffect, useRef } from "react";
import { accessFormView as accessForm } from "../../forms/access-compute/form.ts";
import { GpuPicks, type GpuPicksData } from "./GpuPicks.tsx";
import { LeadForm } from "./LeadForm.tsx";
import { OutcomeNotices } from "./OutcomeNotices.tsx";
import { useLeadForm } from "./useLeadForm.ts";

/** Fields a link may fill in with a query parameter of the same name (Earth's GPU chips and "Reserve cluster"). */
const PREFILLED = ["gpu_required"] as const;

/**
 * Two columns from sm; from xl a grid of ten (round 19: role, a one-line input beside the four-row use case, left its row
 * a ragged bottom edge). From xl the five short fields sit five across, two tenths each, level (names, e-mail, company
 * and role), and the use case takes a row of its own; between sm and xl the short fields sit in pairs and role and the
 * use case each take a row. VRAM and duration share a row, half each, and the additional information has a row of its
 * own (round 18). GPU Type is one question with its picks, across the form, with no box of its own inside the form's
 * card. The spec's order is kept.
 */
const short = "xl:col-span-2";
const across = "sm:col-span-2 xl:col-span-10";
const layout = {
  grid: "sm:grid-cols-2 xl:grid-cols-10",
  spans: {
    first_name: short,
    last_name: short,
    company_email: short,
    company_name: short,
    role: `sm:col-span-2 ${short}`,
    use_case: across,
    gpu_required: across,
    vram_required: "xl:col-span-5",
    duration: "xl:col-span-5",
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
