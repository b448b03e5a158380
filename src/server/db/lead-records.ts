/** Reading stored leads back for the operator: one shape for SQLite and PostgreSQL. */
import { columnsOf, type LeadForm } from "../../forms/forms.ts";
import { ATTRIBUTION_FIELDS } from "../../forms/attribution.ts";
import type { Db } from "./schema.ts";

/**
 * What an export shows: id, created_at (ISO 8601 UTC), status (`new`, `spam`), the spec's columns
 * in form order, then the visit's attribution (UTM parameters, referrer host, landing path).
 */
export function recordColumns(form: LeadForm): string[] {
  return ["id", "created_at", "status", ...columnsOf(form), ...ATTRIBUTION_FIELDS];
}

/** Stored row → record: booleans as true/false (SQLite stores 0/1), created_at as ISO text. */
export function normalizeRecord(form: LeadForm, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const checkboxes = new Set<string>(form.fields.filter((f) => f.type === "checkbox").map((f) => f.name));
  for (const column of recordColumns(form)) {
    const value = row[column];
    if (column === "created_at") out[column] = value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
    else if (checkboxes.has(column)) out[column] = value === true || value === 1;
    else out[column] = value ?? null;
  }
  return out;
}

/** All records of a form's table, oldest first; `since` keeps those created at or after it, `status` those with it. */
export async function readRecords(db: Db, form: LeadForm, since?: Date, status?: string): Promise<Record<string, unknown>[]> {
  let query = db.selectFrom(form.table).selectAll().orderBy("created_at").orderBy("id");
  if (status) query = query.where("status", "=", status);
  // SQLite keeps created_at as ISO text, which compares in time order; PostgreSQL takes the Date.
  if (since) query = query.where("created_at", ">=", since);
  const rows = (await query.execute()) as Record<string, unknown>[];
  return rows.map((row) => normalizeRecord(form, row));
}
