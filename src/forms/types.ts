/**
 * Shapes shared by the five lead forms: what a field is (for the UI, the schema and agent
 * tooling) and what a form is (slug, table, page, labels, toasts, schema). FormSlug and LeadTable
 * are derived from the list of forms (list.ts).
 */
import type { z } from "zod";
import type { formDefinitions } from "./list.ts";
import type { FormDefinitionShape } from "./shapes.ts";

export type { FieldDef, FieldGroup, FieldOption, Toast } from "./shapes.ts";

/** URL slug of a form: POST /api/forms/<slug>, page /<slug>; one per form of the list. */
export type FormSlug = (typeof formDefinitions)[number]["slug"];

/** The spec's table names, one per form of the list. */
export type LeadTable = (typeof formDefinitions)[number]["table"];

/** A form of the list: its shape (shapes.ts) with the slug, table and page path narrowed to the list's own. */
export type FormDefinition<S extends z.ZodType = z.ZodType> = Omit<FormDefinitionShape<S>, "slug" | "table" | "pagePath"> & {
  readonly slug: FormSlug;
  readonly table: LeadTable;
  /** Path of the page that shows the form; a no-JavaScript post is redirected back here. */
  readonly pagePath: `/${FormSlug}`;
};

/** A form without its schema: what the form components render (the browser never loads zod). */
export type FormView = Omit<FormDefinition, "inboxName" | "schema" | "example">;
