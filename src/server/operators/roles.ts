/**
 * Operator roles: `admin` sees every form and manages operators and erasure; a team role sees
 * the leads of the forms configuration gives it (OPERATOR_ROLE_FORMS, parsed with its defaults by
 * ../config.ts, which imports no feature: the team roles, their default forms and the parser live
 * there and are re-exported here).
 */
import { formSlugs } from "../../forms/forms.ts";
import type { FormSlug } from "../../forms/types.ts";
import { ROLE_NAMES } from "../admin-api-schema.ts";
import { DEFAULT_ROLE_FORMS, type RoleForms } from "../config.ts";

export { DEFAULT_ROLE_FORMS, parseRoleForms, TEAM_ROLES, type RoleForms, type TeamRole } from "../config.ts";

/** The roles (named once, with the admin API's schemas, which the browser shares). */
export const ROLES = ROLE_NAMES;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** The forms `role` may see, in the forms' order. */
export function formsOfRole(role: Role, roleForms: RoleForms = DEFAULT_ROLE_FORMS): FormSlug[] {
  if (role === "admin") return [...formSlugs];
  const own = new Set(roleForms[role]);
  return formSlugs.filter((slug) => own.has(slug));
}

/** What a signed-in operator may see: their role and its forms (`ctx.scope` of every session route). */
export type Scope = { readonly role: Role; readonly forms: readonly FormSlug[] };

export const scopeOf = (role: Role, roleForms: RoleForms = DEFAULT_ROLE_FORMS): Scope => ({ role, forms: formsOfRole(role, roleForms) });

/** Every form: the CLI's scope (whoever runs it has the database anyway) and an admin's. */
export const FULL_SCOPE: Scope = { role: "admin", forms: formSlugs };
