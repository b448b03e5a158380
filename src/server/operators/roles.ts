/**
 * Operator roles: `admin` sees every form and manages operators and erasure; a team role sees
 * the leads of the forms configuration gives it (OPERATOR_ROLE_FORMS, read by config.ts; the
 * defaults below). Imports src/forms and the admin API's schemas only (config.ts takes it).
 */
import { formSlugs, isFormSlug } from "../../forms/forms.ts";
import type { FormSlug } from "../../forms/types.ts";
import { ROLE_NAMES } from "../admin-api-schema.ts";

/** The roles (named once, with the admin API's schemas, which the browser shares). */
export const ROLES = ROLE_NAMES;
export type Role = (typeof ROLES)[number];
export type TeamRole = Exclude<Role, "admin">;
export const TEAM_ROLES = ROLES.filter((r): r is TeamRole => r !== "admin");

export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** The forms of each team role (admin: every form, always). */
export type RoleForms = Readonly<Record<TeamRole, readonly FormSlug[]>>;

export const DEFAULT_ROLE_FORMS: RoleForms = {
  sales: ["access-compute", "provide-compute", "contact"],
  ecosystem: ["ecosystem-fund"],
  hiring: ["careers"],
};

/** The forms `role` may see, in the forms' order. */
export function formsOfRole(role: Role, roleForms: RoleForms = DEFAULT_ROLE_FORMS): FormSlug[] {
  if (role === "admin") return [...formSlugs];
  const own = new Set(roleForms[role]);
  return formSlugs.filter((slug) => own.has(slug));
}

/**
 * OPERATOR_ROLE_FORMS: `role=form,form;role=form…` (e.g. `sales=contact,access-compute;hiring=careers`).
 * A team role it does not name keeps its default; admin cannot be named (it sees everything).
 * Throws an Error whose message says what is wrong.
 */
export function parseRoleForms(value: string | undefined): RoleForms {
  const result: Record<TeamRole, readonly FormSlug[]> = { ...DEFAULT_ROLE_FORMS };
  for (const part of (value ?? "")
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = part.indexOf("=");
    const role = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (!(TEAM_ROLES as readonly string[]).includes(role)) throw new Error(`unknown team role "${role}" (roles: ${TEAM_ROLES.join(", ")})`);
    const slugs = (eq < 0 ? "" : part.slice(eq + 1))
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = slugs.find((s) => !isFormSlug(s));
    if (unknown !== undefined) throw new Error(`unknown form "${unknown}" for ${role} (forms: ${formSlugs.join(", ")})`);
    result[role as TeamRole] = slugs as FormSlug[];
  }
  return result;
}

/** What a signed-in operator may see: their role and its forms (`ctx.scope` of every session route). */
export type Scope = { readonly role: Role; readonly forms: readonly FormSlug[] };

export const scopeOf = (role: Role, roleForms: RoleForms = DEFAULT_ROLE_FORMS): Scope => ({ role, forms: formsOfRole(role, roleForms) });

/** Every form: the CLI's scope (whoever runs it has the database anyway) and an admin's. */
export const FULL_SCOPE: Scope = { role: "admin", forms: formSlugs };
