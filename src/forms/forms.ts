/**
 * The five lead forms by URL slug, each with its zod schema: the registry the API, the CLI, the
 * tests and agent tooling share. Server side only: the form components import the schema-free
 * <form>/form.ts views instead, so the browser never loads zod.
 */
import { accessForm } from "./access-compute/schema.ts";
import { careersForm } from "./careers/schema.ts";
import { contactForm } from "./contact/schema.ts";
import { fundForm } from "./ecosystem-fund/schema.ts";
import { provideForm } from "./provide-compute/schema.ts";
import { formViews } from "./list.ts";
import type { FormSlug, LeadTable } from "./types.ts";

const definitions = [fundForm, contactForm, accessForm, provideForm, careersForm] as const;
type Definition = (typeof definitions)[number];

/** Does not typecheck while a form of the list has no definition here (the type names the slug). */
type WithoutDefinition = Exclude<FormSlug, Definition["slug"]>;
const everyFormDefined: [WithoutDefinition] extends [never] ? true : WithoutDefinition = true;

function definitionOf(slug: FormSlug): Definition {
  const definition = definitions.find((d) => d.slug === slug);
  if (!definition || !everyFormDefined) throw new Error(`form ${slug} has no definition in src/forms/forms.ts`);
  return definition;
}

/** Each form's definition by slug, in the list's order (list.ts). */
export const forms = Object.fromEntries(formViews.map(({ slug }) => [slug, definitionOf(slug)])) as {
  readonly [S in FormSlug]: Extract<Definition, { slug: S }>;
};

export type LeadForm = (typeof forms)[FormSlug];

export const formSlugs: FormSlug[] = formViews.map((f) => f.slug);

export const leadTables: LeadTable[] = formViews.map((f) => f.table);

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
