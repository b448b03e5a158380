/** Ecosystem fund application (/ecosystem-fund → ecosystem_fund_applications). */
import { applicationToasts, buttonLabels } from "../messages.ts";
import { categoryOptions, fundingAmountOptions, valuesInProse } from "../options.ts";
import type { FieldDef, FormViewShape as FormView, Toast } from "../shapes.ts";
import { claims } from "../../content/stats.ts";

export const fundFields = [
  { name: "project_name", label: "Project Name *", type: "text", required: true, maxLength: 200, placeholder: "Your project's name", autoComplete: "off", description: "Name of the project applying for funding." },
  { name: "founder_name", label: "Founder Name *", type: "text", required: true, maxLength: 100, placeholder: "Full name of the founder", autoComplete: "name", description: "Full name of the founder or lead applicant." },
  { name: "email", label: "Email *", type: "email", required: true, maxLength: 254, placeholder: "founder@project.com", autoComplete: "email", description: "Contact e-mail address of the applicant." },
  { name: "company_website", label: "Company Website", type: "url", required: false, maxLength: 2048, placeholder: "https://yourproject.com", autoComplete: "url", description: "Project or company website, an http(s) URL." },
  { name: "project_description", label: "Project Description *", type: "textarea", required: true, rows: 4, maxLength: 4000, placeholder: "Describe your project, the problem it solves and how it uses GPU compute", description: "What the project does and why it needs funding." },
  { name: "category", label: "Category *", type: "select", required: true, options: categoryOptions, placeholder: "Select a category", description: `Project category: ${valuesInProse(categoryOptions)}.` },
  { name: "funding_amount", label: "Funding Amount *", type: "select", required: true, options: fundingAmountOptions, placeholder: "Select a funding range", description: `Requested funding range: ${valuesInProse(fundingAmountOptions)}.` },
  { name: "team_size", label: "Team Size", type: "text", required: false, maxLength: 50, placeholder: "e.g. 5", autoComplete: "off", description: "Number of people on the team, free text." },
  { name: "telegram_handle", label: "Telegram Handle", type: "text", required: false, maxLength: 64, placeholder: "@yourhandle", autoComplete: "off", description: "Telegram handle for quick contact, free text." },
  { name: "pitch_deck_url", label: "Pitch Deck URL", type: "url", required: false, maxLength: 2048, placeholder: "https://", autoComplete: "off", description: "Link to the pitch deck, an http(s) URL." },
  { name: "github_url", label: "GitHub URL", type: "url", required: false, maxLength: 2048, placeholder: "https://github.com/your-org", autoComplete: "off", description: "Link to the project's GitHub organisation or repository, an http(s) URL." },
  { name: "additional_info", label: "Additional Information", type: "textarea", required: false, rows: 3, maxLength: 2000, placeholder: "Anything else we should know", description: "Any other information, free text." },
] as const satisfies readonly FieldDef[];

/** The form as the page renders it (no schema: the browser bundles never load zod). */
export const fundFormView = {
  slug: "ecosystem-fund",
  table: "ecosystem_fund_applications",
  pagePath: "/ecosystem-fund",
  title: "Ecosystem fund application",
  description: `Apply to the ${claims.fund} for an AI, gaming or infrastructure project.`,
  toolName: "apply_for_ecosystem_fund",
  fields: fundFields as readonly FieldDef[],
  groups: [],
  submitLabel: buttonLabels.submit,
  submittingLabel: buttonLabels.submitting,
  successToast: applicationToasts.success as Toast,
  failureToast: applicationToasts.failure as Toast,
} as const satisfies FormView;

