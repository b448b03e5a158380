/**
 * The visible outcome of a no-JavaScript post (src/forms/outcome.ts): two notices with the
 * outcome anchors' ids. Pre-rendered hidden and shown by CSS `:target` when the server's 303
 * lands on their fragment; once hydrated, shown from the outcome useLeadForm read instead.
 */
import { CircleAlert, CircleCheck } from "lucide-react";
import { outcomeAnchors } from "../../forms/outcome.ts";
import { cn } from "../ui/cn.ts";
import { formCopy } from "./copy.ts";
import type { LeadFormState } from "./useLeadForm.ts";

const box = "mb-6 flex gap-3 rounded-xl border p-4 text-sm text-fg";

export function OutcomeNotices({ state, className }: { state: LeadFormState; className?: string }) {
  const { form, hydrated, outcome } = state;
  const anchors = outcomeAnchors(form.slug);
  const visibility = (status: "submitted" | "error") =>
    hydrated ? (outcome?.status === status ? "flex" : "hidden") : "hidden target:flex";
  const rejected =
    outcome?.status === "error" ? form.fields.filter((f) => outcome.fields.includes(f.name)).map((f) => f.label.replace(/ \*$/, "")) : [];
  const { successToast: ok, failureToast: failed } = form;
  return (
    <div className={className} data-outcome={form.slug}>
      <div id={anchors.submitted} role="status" className={cn(box, "border-success/50 bg-success/10", visibility("submitted"))}>
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div className="space-y-1">
          <p className="font-semibold">{ok.title}</p>
          {ok.description && <p className="text-muted">{ok.description}</p>}
        </div>
      </div>
      <div id={anchors.error} role="alert" className={cn(box, "border-danger/50 bg-danger/10", visibility("error"))}>
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="space-y-1">
          <p className="font-semibold">{failed.title}</p>
          {failed.description && <p className="text-muted">{failed.description}</p>}
          {rejected.length > 0 && (
            <p>
              {formCopy.checkFields} {rejected.join(", ")}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
