/**
 * For a migration that adds a form: creates its lead table with the columns every lead table has,
 * so the migration lists only the form's own columns. What it creates, as the lead tables of
 * migrations 001, 002, 004, 007 and 013 have it:
 * - id (text primary key), created_at (timestamptz / ISO 8601 text, not null), idempotency_key
 *   (text unique), the form's columns, idempotency_fingerprint, status (text not null default
 *   'new'), the attribution columns (utm_*, referrer_host, landing_path);
 * - the indexes <table>_created_at_idx and <table>_status_idx;
 * - the inbox triggers (insert, status update, delete keep inbox_index; migration 007);
 * - the insights' roll-up triggers (insert, status update, delete keep the daily lead counts;
 *   migration 013).
 * A migration that used it keeps its effect: change this helper only by adding options. (No
 * migration had used it when the roll-up triggers were added to it.)
 */
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from "kysely";
import { inboxTriggerSql, type Summary } from "./007_operator_inbox.ts";
import { dropRollupTriggerSql, rollupTriggerSql } from "./013_insights_rollups.ts";

/** A form column: text (optional), text not null, boolean not null default false, or integer not null. */
export type LeadColumn = [name: string, kind: "text" | "text_required" | "boolean" | "integer"];

/** The attribution columns (src/forms/attribution.ts ATTRIBUTION_FIELDS, copied: a migration reads no runtime code). */
export const LEAD_ATTRIBUTION_COLUMNS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer_host",
  "landing_path",
] as const;

export type LeadTableSpec = {
  table: string;
  /** The form's own columns, in field order. */
  columns: readonly LeadColumn[];
  /** The inbox's view of a lead: its form slug, summary columns and searched columns. */
  inbox: Summary;
};

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function createLeadTable(db: Kysely<any>, spec: LeadTableSpec): Promise<void> {
  const pg = isPostgres(db);
  const { table } = spec;
  let builder: CreateTableBuilder<string, string> = db.schema
    .createTable(table)
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", pg ? "timestamptz" : "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.unique());
  for (const [name, kind] of spec.columns) {
    if (kind === "text") builder = builder.addColumn(name, "text");
    else if (kind === "text_required") builder = builder.addColumn(name, "text", (c) => c.notNull());
    else if (kind === "integer") builder = builder.addColumn(name, "integer", (c) => c.notNull());
    else builder = builder.addColumn(name, "boolean", (c) => c.notNull().defaultTo(sql`false`));
  }
  builder = builder.addColumn("idempotency_fingerprint", "text").addColumn("status", "text", (c) => c.notNull().defaultTo(sql`'new'`));
  for (const column of LEAD_ATTRIBUTION_COLUMNS) builder = builder.addColumn(column, "text");
  await builder.execute();
  await db.schema.createIndex(`${table}_created_at_idx`).on(table).column("created_at").execute();
  await db.schema.createIndex(`${table}_status_idx`).on(table).column("status").execute();
  for (const statement of inboxTriggerSql(table, spec.inbox, pg)) await sql.raw(statement).execute(db);
  for (const statement of rollupTriggerSql(table, spec.inbox.form, pg)) await sql.raw(statement).execute(db);
}

/** The reverse of createLeadTable (a migration's `down`): the triggers, then the table with its indexes. */
export async function dropLeadTable(db: Kysely<any>, table: string): Promise<void> {
  for (const statement of dropRollupTriggerSql(table, isPostgres(db))) await sql.raw(statement).execute(db);
  if (isPostgres(db)) {
    await sql.raw(`drop trigger if exists ${table}_inbox on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${table}_inbox()`).execute(db);
  } else for (const t of ["ai", "au", "ad"]) await sql.raw(`drop trigger if exists ${table}_inbox_${t}`).execute(db);
  await db.schema.dropTable(table).ifExists().execute();
}
