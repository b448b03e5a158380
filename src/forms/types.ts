/**
 * Shapes shared by the five lead forms: what a field is (for the UI, the schema and agent
 * tooling) and what a form is (slug, table, page, labels, toasts, schema). FormSlug and LeadTable
 * are derived from the list of forms (list.ts).
 */
import type { z } from "zod";
import type { formDefinitions } from "./list.ts";
import type { FieldDef, FieldGroup, Toast } from "./shapes.ts";

export type { FieldDef, FieldGroup, FieldOption, Toast } from "./shapes.ts";

/** URL slug of a form: POST /api/forms/<slug>, page /<slug>; one per form of the list. */
export type FormSlug = (typeof formDefinitions)[number]["slug"];

/** The spec's table names, one per form of the list. */
export type LeadTable = (typeof formDefinitions)[number]["table"];

export type FormDefinition<S extends z.ZodType = z.ZodType> = {
  readonly slug: FormSlug;
  readonly table: LeadTable;
  /** Path of the page that shows the form; a no-JavaScript post is redirected back here. */
  readonly pagePath: `/${FormSlug}`;
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
  /** The one schema the browser and the server validate with. Output = the stored columns. */
  readonly schema: S;
  /** One valid submission, every field filled (JSON shape): the OpenAPI and agent examples, the tests' sample. */
  readonly example: Readonly<Record<string, unknown>>;
};

/** A form without its schema: what the form components render (the browser never loads zod). */
export type FormView = Omit<FormDefinition, "schema" | "example">;
