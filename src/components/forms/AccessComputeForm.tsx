import { useEffect, useRef } from "react";
import { accessFormView as accessForm } from "../../forms/access-compute/form.ts";
import { GpuPicks, type GpuPicksData } from "./GpuPicks.tsx";
import { LeadForm } from "./LeadForm.tsx";
import { OutcomeNotices } from "./OutcomeNotices.tsx";
import { useLeadForm } from "./useLeadForm.ts";

/** Fields a link may fill in with a query parameter of the same name (Earth's GPU chips and "Reserve cluster"). */
const PREFILLED = ["gpu_required"] as const;

/**
 * No short field alone on a row: on a six-column grid, names pair up, and from xl the contact
 * fields (e-mail, company, role) and the compute fields (GPU, VRAM, duration) run three across;
 * below xl, role and duration take their row. The spec's order is kept.
 */
const third = "sm:col-span-3 xl:col-span-2";
const ownRowUntilXl = "sm:col-span-6 xl:col-span-2";
const layout = {
  grid: "sm:grid-cols-6",
  spans: {
    first_name: "sm:col-span-3",
    last_name: "sm:col-span-3",
    company_email: third,
    company_name: third,
    role: ownRowUntilXl,
    use_case: "sm:col-span-6",
    // GPU Type is one question with its picks (a box of its own across the form); VRAM and duration pair up under it.
    gpu_required: "sm:col-span-6 rounded-xl border border-border bg-bg/40 p-4 sm:p-5",
    vram_required: "sm:col-span-3",
    duration: "sm:col-span-3",
    additional_info: "sm:col-span-6",
    agreed_to_terms: "sm:col-span-6",
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
