/**
 * The five lead forms by URL slug, each with its zod schema: the registry the API, the CLI, the
 * tests and agent tooling share. Server side only: the form components import the schema-free
 * <x>-form.ts views instead, so the browser never loads zod.
 */
import { accessForm } from "./schemas/access.ts";
import { careersForm } from "./schemas/careers.ts";
import { contactForm } from "./schemas/contact.ts";
import { fundForm } from "./schemas/fund.ts";
import { provideForm } from "./schemas/provide.ts";
import type { FormSlug, LeadTable } from "./types.ts";

export const forms = {
  "ecosystem-fund": fundForm,
  contact: contactForm,
  "access-compute": accessForm,
  "provide-compute": provideForm,
  careers: careersForm,
} as const;

export type LeadForm = (typeof forms)[FormSlug];

export const formSlugs = Object.keys(forms) as FormSlug[];

export const leadTables = formSlugs.map((slug) => forms[slug].table) as LeadTable[];

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
