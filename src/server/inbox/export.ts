/**
 * The one export of leads, for the inbox (GET /api/admin/export) and the CLI (`npm run leads --
 * export`): every lead of a filter (form, status, search, since), form by form, each oldest first, as CSV
 * (formula-safe, csv.ts) or a JSON array. Columns: form, id, created_at, status, the
 * union of the selected forms' fields (in form order), then the attribution. Written in batches
 * of 1,000 leads with back-pressure: 100,000 leads never become one string.
 */
import { once } from "node:events";
import type { Writable } from "node:stream";
import { sql, type SqlBool } from "kysely";
import { formSlugs, forms } from "../../forms/forms.ts";
import { filterConditions, type InboxFilter } from "./inbox.ts";
import { csvLine } from "../../lib/csv.ts";
import { ATTRIBUTION_FIELDS } from "../../forms/attribution.ts";
import { normalizeRecord, engineOf, type Db } from "../db/index.ts";
import type { EXPORT_FORMATS } from "../admin-api-schema.ts";

/** The export's formats, as the admin API's schema declares them. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const BATCH = 1000;

/** The forms an export reads: the filter's form, else every form of the operator's scope. */
const exportedForms = (filter: Pick<InboxFilter, "form" | "scope">) => (filter.form ? [filter.form] : filter.scope.forms);

export function exportColumns(filter: Pick<InboxFilter, "form" | "scope">): string[] {
  const slugs = exportedForms(filter);
  const fields = [...new Set(slugs.flatMap((s) => forms[s].fields.map((f) => f.name)))];
  return ["form", "id", "created_at", "status", ...fields, ...ATTRIBUTION_FIELDS];
}

/**
 * The export's records, batch by batch, form after form, each oldest first:
 * {form, id, created_at, status, its form's fields, attribution}. A batch is one query: the
 * filtered index (keyset on created_at, id) joined with the form's table.
 */
export async function* exportBatches(db: Db, filter: InboxFilter): AsyncGenerator<Record<string, unknown>[]> {
  const pg = engineOf(db) === "postgres";
  for (const slug of exportedForms(filter)) {
    const form = forms[slug];
    let cursor: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const where = filterConditions(db, { ...filter, form: slug }, null, "i");
      if (cursor) where.push(sql<SqlBool>`(i.created_at, i.lead_id) > (${cursor.createdAt}, ${cursor.id})`);
      const rows = (await db
        .selectFrom("inbox_index as i")
        // PostgreSQL: inbox_index.lead_id is collated "C" (fast keyset compares); compared in the
        // lead table's collation, the join can use that table's primary key (a nested loop, not a hash of the table).
        // The form's table, chosen at run time: joined as a raw table reference (its row type is the record's).
        .innerJoin(sql<Record<string, unknown>>`${sql.table(form.table)}`.as("t"), (join) =>
          join.on(pg ? sql<SqlBool>`t.id = i.lead_id collate "default"` : sql<SqlBool>`t.id = i.lead_id`),
        )
        .selectAll("t")
        .where((eb) => eb.and(where))
        .orderBy("i.created_at")
        .orderBy("i.lead_id")
        .limit(BATCH)
        .execute()) as Record<string, unknown>[];
      if (rows.length === 0) break;
      const records: Record<string, unknown>[] = rows.map((row) => ({ form: slug, ...normalizeRecord(form, row) }));
      yield records;
      const last = records[records.length - 1]!;
      cursor = { createdAt: new Date(String(last.created_at)), id: String(last.id) };
      if (rows.length < BATCH) break;
    }
  }
}

/** Writes a chunk; when the output's buffer is full, waits for it to drain (or close: then throws). */
async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) {
    const done = new AbortController(); // removes the losing listener: thousands of waits add none
    try {
      await Promise.race([once(out, "drain", { signal: done.signal }), once(out, "close", { signal: done.signal })]);
    } finally {
      done.abort();
    }
  }
  if (out.destroyed) throw new Error("export: the output closed");
}

/** Writes the export of `filter` to `out` (not ended); returns how many leads it wrote. */
export async function writeExport(db: Db, filter: InboxFilter, format: ExportFormat, out: Writable): Promise<number> {
  const columns = exportColumns(filter);
  let count = 0;
  await write(out, format === "csv" ? csvLine(columns) : "[");
  for await (const batch of exportBatches(db, filter)) {
    const text =
      format === "csv"
        ? batch.map((r) => csvLine(columns, r)).join("")
        : batch.map((r, i) => `${count + i === 0 ? "\n" : ",\n"}${JSON.stringify(r)}`).join("");
    count += batch.length;
    await write(out, text);
  }
  if (format === "json") await write(out, count ? "\n]\n" : "]\n");
  return count;
}

/** `leads-2026-11-23.csv`, or with the form: `leads-contact-2026-11-23.json`. */
export function exportFilename(filter: Pick<InboxFilter, "form">, format: ExportFormat, now = new Date()): string {
  return `leads-${filter.form ? `${filter.form}-` : ""}${now.toISOString().slice(0, 10)}.${format}`;
}
