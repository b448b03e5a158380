/**
 * The role filter: the one place every inbox query goes through. An operator's `Scope` (their role
 * and its forms, operators/roles.ts, set by the session policy as `ctx.scope`) limits
 *  - every query of `inbox_index` (list, counts, search, export, and any new one): `scopeCondition`,
 *    which `filterConditions` (inbox.ts) always adds, since an `InboxFilter` cannot be made without
 *    its `scope`;
 *  - every look-up of one lead by its form and id (page, status, notes): `formInScope`;
 *  - every look-up by a lead table (a delivery's lead, resend): `tableInScope`.
 * Outside the scope a lead answers exactly as one that does not exist (the same 404 and sentence),
 * and it is absent from counts, searches and exports. `requireAdmin` guards the admin-only calls
 * (erasure by address, operator management, the audit log).
 */
import { sql, type Expression, type SqlBool } from "kysely";
import { formByTable, isFormSlug } from "../../forms/forms.ts";
import type { FormSlug } from "../../forms/types.ts";
import type { Scope } from "../operators/index.ts";
import { Forbidden, NotFound } from "../domain-errors.ts";

export type { Scope } from "../operators/index.ts";
export { FULL_SCOPE, scopeOf } from "../operators/index.ts";

export const ADMIN_ONLY = "Only an administrator can do this.";

/** `inbox_index.form` among the scope's forms (`alias`: the index's alias when it is joined). */
export function scopeCondition(scope: Scope, alias?: string): Expression<SqlBool> {
  const column = sql.ref(alias ? `${alias}.form` : "form");
  if (scope.forms.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${column} in (${sql.join(scope.forms)})`;
}

export const inScope = (scope: Scope, form: string): form is FormSlug => isFormSlug(form) && scope.forms.includes(form);

/** The form of a path (`:form`) if the operator may see it; else the same 404 as a lead that does not exist. */
export function formInScope(scope: Scope, form: string, notFound: string): FormSlug {
  if (!inScope(scope, form)) throw new NotFound(notFound);
  return form;
}

/** A lead table's form if the operator may see it; else 404 with `notFound`. */
export function tableInScope(scope: Scope, table: string, notFound: string): FormSlug {
  const form = formByTable(table);
  if (!form || !inScope(scope, form.slug)) throw new NotFound(notFound);
  return form.slug;
}

/** Forbidden (403) unless the operator is an admin. */
export function requireAdmin(scope: Scope): void {
  if (scope.role !== "admin") throw new Forbidden(ADMIN_ONLY);
}
