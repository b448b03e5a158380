/** Compute access request (/access-compute → access_compute_requests). */
import { buttonLabels, requestToasts } from "../messages.ts";
import type { FieldDef, FormViewShape as FormView, Toast } from "../shapes.ts";

export const accessFields = [
  { name: "first_name", label: "First Name *", type: "text", required: true, maxLength: 100, placeholder: "First name", autoComplete: "given-name", description: "Requester's first name." },
  { name: "last_name", label: "Last Name *", type: "text", required: true, maxLength: 100, placeholder: "Last name", autoComplete: "family-name", description: "Requester's last name." },
  { name: "company_email", label: "Company Email *", type: "email", required: true, maxLength: 254, placeholder: "you@company.com", autoComplete: "email", description: "Requester's work e-mail address." },
  { name: "company_name", label: "Company Name *", type: "text", required: true, maxLength: 150, placeholder: "Company name", autoComplete: "organization", description: "Requester's company." },
  { name: "role", label: "Role *", type: "text", required: true, maxLength: 100, placeholder: "e.g. ML Engineer, CTO", autoComplete: "organization-title", description: "Requester's role or job title." },
  { name: "use_case", label: "Use Case *", type: "textarea", required: true, rows: 4, maxLength: 3000, placeholder: "Tell us about your workload: training, inference, rendering, cloud gaming…", description: "What the compute is for, free text." },
  { name: "gpu_required", label: "GPU Type", type: "text", required: false, maxLength: 200, placeholder: "e.g. NVIDIA H100, A100", autoComplete: "off", description: "GPU model(s) needed, free text, optional." },
  { name: "vram_required", label: "VRAM Required", type: "text", required: false, maxLength: 100, placeholder: "e.g. 80 GB", autoComplete: "off", description: "GPU memory needed, free text, optional." },
  { name: "duration", label: "Duration", type: "text", required: false, maxLength: 100, placeholder: "e.g. 3 months", autoComplete: "off", description: "For how long the compute is needed, free text, optional." },
  { name: "additional_info", label: "Additional Information", type: "textarea", required: false, rows: 3, maxLength: 2000, placeholder: "Anything else we should know", description: "Any other information, free text, optional." },
  { name: "agreed_to_terms", label: "I agree to receive other communications", type: "checkbox", required: false, description: "Consent to receive other communications (true/false, optional, default false)." },
] as const satisfies readonly FieldDef[];

/** The form as the page renders it (no schema: the browser bundles never load zod). */
export const accessFormView = {
  slug: "access-compute",
  table: "access_compute_requests",
  pagePath: "/access-compute",
  title: "Compute access request",
  description: "Request access to GPU compute for AI training, inference, rendering or gaming.",
  toolName: "request_gpu_compute",
  fields: accessFields as readonly FieldDef[],
  groups: [],
  submitLabel: buttonLabels.submit,
  submittingLabel: buttonLabels.sending,
  successToast: requestToasts.success as Toast,
  failureToast: requestToasts.failure as Toast,
} as const satisfies FormView;

