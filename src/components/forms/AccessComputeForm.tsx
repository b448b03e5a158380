import { useEffect, useRef } from "react";
import { accessFormView as accessForm } from "../../forms/access-compute/form.ts";
import { LeadForm } from "./LeadForm.tsx";
import { OutcomeNotices } from "./OutcomeNotices.tsx";
import { useLeadForm } from "./useLeadForm.ts";

/** Fields a link may fill in with a query parameter of the same name (Earth's GPU chips and "Reserve cluster"). */
const PREFILLED = ["gpu_required"] as const;

/** Island: the request-access form (/access-compute). */
export function AccessComputeForm() {
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
      <LeadForm state={state} formRef={formRef} />
    </div>
  );
}
