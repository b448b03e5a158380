/** Contact message (/contact → contact_messages). */
import { buttonLabels, contactToasts } from "../messages.ts";
import type { FieldDef, FormViewShape as FormView, Toast } from "../shapes.ts";

export const contactFields = [
  {
    name: "name",
    label: "Name *",
    type: "text",
    required: true,
    maxLength: 100,
    placeholder: "Your name",
    autoComplete: "name",
    description: "Full name of the person writing.",
  },
  {
    name: "email",
    label: "Email *",
    type: "email",
    required: true,
    maxLength: 254,
    placeholder: "you@company.com",
    autoComplete: "email",
    description: "E-mail address to reply to.",
  },
  {
    name: "company",
    label: "Company",
    type: "text",
    required: false,
    maxLength: 150,
    placeholder: "Your company (optional)",
    autoComplete: "organization",
    description: "Company name, optional; stored exactly as typed, an empty string when left empty.",
  },
  {
    name: "message",
    label: "Message *",
    type: "textarea",
    required: true,
    rows: 5,
    maxLength: 4000,
    placeholder: "How can we help?",
    description: "The message, free text.",
  },
] as const satisfies readonly FieldDef[];

/** The form as the page renders it (no schema: the browser bundles never load zod). */
export const contactFormView = {
  slug: "contact",
  table: "contact_messages",
  pagePath: "/contact",
  title: "Contact message",
  description: "Send a message to the sales and support team.",
  toolName: "contact_team",
  fields: contactFields as readonly FieldDef[],
  groups: [],
  submitLabel: buttonLabels.sendMessage,
  submittingLabel: buttonLabels.sending,
  successToast: contactToasts.success as Toast,
  failureToast: contactToasts.failure as Toast,
  notification: { what: "contact message", name: ["name"], org: "company" },
} as const satisfies FormView;
