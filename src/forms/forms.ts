/**
 * The lead forms by URL slug (list.ts), each with its zod schema: the registry the API, the CLI, the
 * tests and agent tooling share. Server side only: the form components import the schema-free
 * <form>/form.ts views instead, so the browser never loads zod.
 */
import { formDefinitions } from "./list.ts";
import type { FormDefinition, FormSlug, LeadTable } from "./types.ts";

type Definition = (typeof formDefinitions)[number];

/** Does not typecheck while a form's slug, table or page path does not fit the full definition's type. */
const everyDefinitionFits: readonly FormDefinition[] = formDefinitions;

/** Each form's definition by slug, in the list's order (list.ts). */
export const forms = Object.fromEntries(everyDefinitionFits.map((d) => [d.slug, d])) as {
  readonly [S in FormSlug]: Extract<Definition, { slug: S }>;
};

export type LeadForm = (typeof forms)[FormSlug];

export const formSlugs: FormSlug[] = formDefinitions.map((f) => f.slug);

export const leadTables: LeadTable[] = formDefinitions.map((f) => f.table);

/** How the operators' inbox names each form, in the list's order: admin.astro gives it to the inbox at build time. */
export const inboxNames = Object.fromEntries(formDefinitions.map((f) => [f.slug, f.inboxName])) as Record<FormSlug, string>;

export function isFormSlug(value: string): value is FormSlug {
  return Object.hasOwn(forms, value);
}

export function formByTable(table: string): LeadForm | undefined {
  return Object.values(forms).find((form) => form.table === table);
}

/** The stored columns of a form, in field order (position_title first for careers). */
export function columnsOf(form: LeadForm): string[] {
  return form.fields.map((f) => f.name);
}
