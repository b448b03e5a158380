/** Compute provider request, the Cloud Host Application (/provide-compute → provide_compute_requests). */
import { site } from "../../content/site.ts";
import { buttonLabels, requestToasts } from "../messages.ts";
import { gpuSetupOptions, valuesInProse } from "../options.ts";
import type { FieldDef, FieldGroup, FormViewShape as FormView, Toast } from "../shapes.ts";

/** Upper bound of gpu_count: anything above is not a real fleet. */
const GPU_COUNT_MAX = 1_000_000;

const provideGroups = [{ id: "more_info", legend: "How would you like more information *" }] as const satisfies readonly FieldGroup[];

export const provideFields = [
  {
    name: "first_name",
    label: "First Name *",
    type: "text",
    required: true,
    maxLength: 100,
    placeholder: "First name",
    autoComplete: "given-name",
    description: "Applicant's first name.",
  },
  {
    name: "last_name",
    label: "Last Name *",
    type: "text",
    required: true,
    maxLength: 100,
    placeholder: "Last name",
    autoComplete: "family-name",
    description: "Applicant's last name.",
  },
  {
    name: "company_email",
    label: "Company Email *",
    type: "email",
    required: true,
    maxLength: 254,
    placeholder: "you@company.com",
    autoComplete: "email",
    description: "Applicant's company e-mail address; personal (free-mail) addresses such as gmail.com are rejected.",
  },
  {
    name: "company_name",
    label: "Company Name *",
    type: "text",
    required: true,
    maxLength: 150,
    placeholder: "Company name",
    autoComplete: "organization",
    description: "Company that owns the GPUs.",
  },
  {
    name: "role",
    label: "Role *",
    type: "text",
    required: true,
    maxLength: 100,
    placeholder: "e.g. Head of Infrastructure",
    autoComplete: "organization-title",
    description: "Applicant's role or job title.",
  },
  {
    name: "gpu_location",
    label: "Location of GPUs *",
    type: "text",
    required: true,
    maxLength: 200,
    placeholder: "e.g. Frankfurt, Germany",
    autoComplete: "off",
    description: "Where the GPUs are hosted (city, country or region).",
  },
  {
    name: "gpu_type",
    label: "Type of GPUs *",
    type: "text",
    required: true,
    maxLength: 200,
    placeholder: "e.g. NVIDIA H100 SXM",
    autoComplete: "off",
    description: "GPU model(s) offered, free text.",
  },
  {
    name: "gpu_count",
    label: "Number of GPUs *",
    type: "number",
    required: true,
    min: 1,
    max: GPU_COUNT_MAX,
    placeholder: "e.g. 64",
    autoComplete: "off",
    description: `Number of GPUs offered: a whole number from 1 to ${GPU_COUNT_MAX}, parsed base 10.`,
  },
  {
    name: "gpu_setup",
    label: "GPU Setup",
    type: "select",
    required: false,
    options: gpuSetupOptions,
    placeholder: "Select your setup",
    description: `How the GPUs are hosted: ${valuesInProse(gpuSetupOptions)}; optional.`,
  },
  {
    name: "request_demo",
    label: "Request a demo",
    type: "checkbox",
    required: false,
    group: "more_info",
    description: "Wants a product demo (true/false).",
  },
  {
    name: "schedule_call",
    label: "Schedule a call",
    type: "checkbox",
    required: false,
    group: "more_info",
    description: "Wants a call with the team (true/false).",
  },
  {
    name: "receive_info",
    label: "Receive written information",
    type: "checkbox",
    required: false,
    group: "more_info",
    description: "Wants information in writing (true/false).",
  },
  {
    name: "contributing_capital",
    label: "I'm interested in contributing capital",
    type: "checkbox",
    required: false,
    group: "more_info",
    description: "Interested in contributing capital (true/false).",
  },
  {
    name: "consent_emails",
    label: `I agree to receive emails from ${site.name} *`,
    type: "checkbox",
    required: true,
    description: "Consent to receive e-mails; must be true.",
  },
] as const satisfies readonly FieldDef[];

/** The form as the page renders it (no schema: the browser bundles never load zod). */
export const provideFormView = {
  slug: "provide-compute",
  table: "provide_compute_requests",
  pagePath: "/provide-compute",
  title: "Cloud Host Application",
  description: "Apply to provide (host) GPU compute on the network; a company e-mail is required.",
  toolName: "apply_to_provide_compute",
  fields: provideFields as readonly FieldDef[],
  groups: provideGroups as readonly FieldGroup[],
  submitLabel: buttonLabels.submit,
  submittingLabel: buttonLabels.sending,
  successToast: requestToasts.success as Toast,
  failureToast: requestToasts.failure as Toast,
  notification: { what: "compute provider application", name: ["first_name", "last_name"], org: "company_name" },
} as const satisfies FormView;
