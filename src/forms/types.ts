/**
 * Shapes shared by the five lead forms: what a field is (for the UI, the schema and agent
 * tooling) and what a form is (slug, table, page, labels, toasts, schema).
 */
import type { z } from "zod";

/** URL slug of a form: POST /api/forms/<slug>, page /<slug>. */
export type FormSlug = "ecosystem-fund" | "contact" | "access-compute" | "provide-compute" | "careers";

/** The spec's table names. */
export type LeadTable =
  | "ecosystem_fund_applications"
  | "contact_messages"
  | "access_compute_requests"
  | "provide_compute_requests"
  | "job_applications";

/**
 * The native input to render. "hidden" is a value the page sets, not the visitor
 * (careers: position_title, the chosen role).
 */
type InputType = "text" | "email" | "url" | "tel" | "number" | "textarea" | "select" | "checkbox" | "hidden";

export type FieldOption = { readonly value: string; readonly label: string };

export type FieldDef = {
  /** The spec's column name; also the HTML `name` and the JSON key. */
  readonly name: string;
  /** Visible label, exactly as rendered; required fields end with " *" (the spec's required mark). */
  readonly label: string;
  readonly type: InputType;
  /** Native `required`: the browser checks it, and the schema rejects a missing/empty value. */
  readonly required: boolean;
  readonly placeholder?: string;
  /** Native `maxLength` of text inputs and textareas; the schema enforces the same limit. */
  readonly maxLength?: number;
  /** Textarea rows. */
  readonly rows?: number;
  /** Select options (render a first, empty option with `placeholder` as its text). */
  readonly options?: readonly FieldOption[];
  /** Native min/max of number inputs (step is always 1). */
  readonly min?: number;
  readonly max?: number;
  /** Native `autocomplete` token. */
  readonly autoComplete?: string;
  /** Id of the checkbox group this field belongs to (see FormDefinition.groups). */
  readonly group?: string;
  /** What the field means, in one sentence (documentation and agent tooling). */
  readonly description: string;
};

/** A labelled group of checkboxes rendered as a <fieldset> with a <legend>. */
export type FieldGroup = { readonly id: string; readonly legend: string };

export type Toast = { readonly title: string; readonly description?: string; readonly variant: "success" | "error" };

export type FormDefinition<S extends z.ZodType = z.ZodType> = {
  readonly slug: FormSlug;
  readonly table: LeadTable;
  /** Path of the page that shows the form; a no-JavaScript post is redirected back here. */
  readonly pagePath: `/${FormSlug}`;
  /** Short human name (logs, CLI, agent tooling). */
  readonly title: string;
  readonly description: string;
  /** In render order. */
  readonly fields: readonly FieldDef[];
  readonly groups: readonly FieldGroup[];
  readonly submitLabel: string;
  readonly submittingLabel: string;
  readonly successToast: Toast;
  readonly failureToast: Toast;
  /** The one schema the browser and the server validate with. Output = the stored columns. */
  readonly schema: S;
};

/** A form without its schema: what the form components render (the browser never loads zod). */
export type FormView = Omit<FormDefinition, "schema">;

