/** Job application (/careers → job_applications). */
import { OPEN_APPLICATION_TITLE, positions, type PositionTitle } from "../../content/careers.ts";
import { applicationToasts, buttonLabels } from "../messages.ts";
import type { FieldDef, FieldOption, FormViewShape as FormView, Toast } from "../shapes.ts";

/** position_title when the visitor chose Send Open Application instead of a listed role. */
export const OPEN_APPLICATION = OPEN_APPLICATION_TITLE;

type ApplicationPosition = PositionTitle | typeof OPEN_APPLICATION;

function nonEmpty<T>(list: readonly T[]): readonly [T, ...T[]] {
  if (list.length === 0) throw new Error("empty list");
  return list as unknown as readonly [T, ...T[]];
}

/** The titles position_title accepts: the six positions (src/content/careers.ts), then OPEN_APPLICATION. */
export const positionTitles = nonEmpty<ApplicationPosition>([...positions.map((p) => p.title), OPEN_APPLICATION]);

const positionOptions: readonly FieldOption[] = positionTitles.map((title) => ({ value: title, label: title }));

export const careersFields = [
  {
    name: "position_title",
    label: "Position",
    type: "hidden",
    required: true,
    options: positionOptions,
    description: `The role applied for: one of the listed positions' titles, or '${OPEN_APPLICATION}'. Set by the page (the form is headed with it), not typed by the visitor.`,
  },
  {
    name: "full_name",
    label: "Full Name *",
    type: "text",
    required: true,
    maxLength: 100,
    placeholder: "Jane Doe",
    autoComplete: "name",
    description: "Applicant's full name.",
  },
  {
    name: "email",
    label: "Email *",
    type: "email",
    required: true,
    maxLength: 254,
    placeholder: "jane@example.com",
    autoComplete: "email",
    description: "Applicant's e-mail address.",
  },
  {
    name: "phone",
    label: "Phone",
    type: "tel",
    required: false,
    maxLength: 40,
    placeholder: "+1 555 123 4567",
    autoComplete: "tel",
    description: "Applicant's phone number, free text, optional.",
  },
  {
    name: "resume_url",
    label: "Resume URL (Google Drive, Dropbox, etc.)",
    type: "url",
    required: false,
    maxLength: 2048,
    placeholder: "https://drive.google.com/…",
    autoComplete: "off",
    description: "Link to the resume, an http(s) URL, optional.",
  },
  {
    name: "cover_letter",
    label: "Cover Letter",
    type: "textarea",
    required: false,
    rows: 6,
    maxLength: 4000,
    placeholder: "Tell us why you're a great fit for this position...",
    description: "Why the applicant fits the role, free text, optional.",
  },
  {
    name: "linkedin_url",
    label: "LinkedIn URL",
    type: "url",
    required: false,
    maxLength: 2048,
    placeholder: "https://linkedin.com/in/…",
    autoComplete: "off",
    description: "LinkedIn profile, an http(s) URL, optional.",
  },
  {
    name: "portfolio_url",
    label: "Portfolio URL",
    type: "url",
    required: false,
    maxLength: 2048,
    placeholder: "https://",
    autoComplete: "url",
    description: "Portfolio or personal site, an http(s) URL, optional.",
  },
  {
    name: "years_experience",
    label: "Years of Experience",
    type: "text",
    required: false,
    maxLength: 50,
    placeholder: "e.g. 5",
    autoComplete: "off",
    description: "Years of relevant experience, free text, optional.",
  },
  {
    name: "additional_info",
    label: "Additional Information",
    type: "textarea",
    required: false,
    rows: 3,
    maxLength: 2000,
    placeholder: "Anything else we should know",
    description: "Any other information, free text, optional.",
  },
] as const satisfies readonly FieldDef[];

/** The form as the page renders it (no schema: the browser bundles never load zod). */
export const careersFormView = {
  slug: "careers",
  table: "job_applications",
  pagePath: "/careers",
  title: "Job application",
  description: "Apply for one of the open positions, or send an open application.",
  toolName: "apply_for_job",
  fields: careersFields as readonly FieldDef[],
  groups: [],
  submitLabel: buttonLabels.submit,
  submittingLabel: buttonLabels.submitting,
  successToast: applicationToasts.success as Toast,
  failureToast: applicationToasts.failure as Toast,
  notification: { what: "job application", name: ["full_name"], org: "position_title" },
} as const satisfies FormView;
