/**
 * The shapes of a form's parts that do not depend on the list of forms: a field, a group, a toast,
 * and a form's view with its slug and table as plain strings. The views (src/forms/<form>/form.ts)
 * are checked against these; types.ts narrows them to the forms of the list (list.ts).
 */
import type { z } from "zod";

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

/** A form's view (what the page renders), before FormSlug and LeadTable exist: see FormView in types.ts. */
export type FormViewShape = {
  readonly slug: string;
  readonly table: string;
  /** Path of the page that shows the form; a no-JavaScript post is redirected back here. */
  readonly pagePath: `/${string}`;
  /** Short human name (logs, CLI, agent tooling). */
  readonly title: string;
  readonly description: string;
  /** Its tool name for agents (snake_case): the WebMCP form annotation and the MCP server's tool. */
  readonly toolName: string;
  /** In render order. */
  readonly fields: readonly FieldDef[];
  readonly groups: readonly FieldGroup[];
  readonly submitLabel: string;
  readonly submittingLabel: string;
  readonly successToast: Toast;
  readonly failureToast: Toast;
  /** How a notification e-mail names a lead: "New <what> from <name>, <org>"; name joins these fields' values with a space, org is this field's value. */
  readonly notification: { readonly what: string; readonly name: readonly string[]; readonly org: string };
};

/** What a form's schema.ts declares (its slug and table still plain strings: the list derives FormSlug and LeadTable from it); forms.ts checks each against FormDefinition. */
export type FormDefinitionShape<S extends z.ZodType = z.ZodType> = FormViewShape & {
  /** How the operators' inbox names the form (its filter, its list, a lead's page). */
  readonly inboxName: string;
  /** The one schema the browser and the server validate with. Output = the stored columns. */
  readonly schema: S;
  /** One valid submission, every field filled (JSON shape): the OpenAPI and agent examples, the tests' sample. */
  readonly example: Readonly<Record<string, unknown>>;
};
