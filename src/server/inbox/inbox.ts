/**
 * The inbox's list: leads of all five forms from one indexed table (`inbox_index`, migration 007,
 * kept by triggers), filtered by form, status and a full-text search, newest first, in pages
 * keyed by (created_at, id) so a page never repeats or skips a lead when new ones arrive; and the
 * faceted counts (per form with the status and search filters, per status with the form and
 * search filters, the total with all three).
 */
import { sql, type Expression, type SqlBool } from "kysely";
import { formSlugs } from "../../forms/forms.ts";
import type { FormSlug } from "../../forms/types.ts";
import type { Cursor } from "../admin-api-schema.ts";
import { LEAD_STATUSES, type InboxLead, type LeadStatus } from "../../forms/statuses.ts";
import { engineOf, type Db } from "../db/index.ts";
import { scopeCondition, type Scope } from "./scope.ts";

export const INBOX_PAGE_SIZE = 50;

export { LEAD_STATUSES, type InboxLead, type LeadStatus } from "../../forms/statuses.ts";
export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);

export { MAX_QUERY_LENGTH } from "../admin-api-schema.ts";
/** Words of a search beyond this many are ignored (each is one more index look-up). */
const MAX_TERMS = 16;

export type InboxCounts = { total: number; byForm: Record<FormSlug, number>; byStatus: Record<LeadStatus, number> };
export type InboxPage = { leads: InboxLead[]; next: string | null; counts: InboxCounts };
/** `scope`: the operator's forms (./scope.ts); every query of the index is limited to them. */
export type InboxFilter = {
  scope: Scope;
  form?: FormSlug;
  status?: LeadStatus;
  q?: string;
  /** Arrived at or after `since`, before `until`. */
  since?: Date;
  until?: Date;
  /** Only these leads (a selection). */
  ids?: readonly string[];
  /** Only the leads of this address (normalized: trimmed, lower case). */
  email?: string;
};

/** The cursor of a lead: `<created_at ISO 8601>_<id>` (what `next` holds and `?before=` takes). */
export const cursorOf = (lead: Pick<InboxLead, "created_at" | "id">) => `${lead.created_at}_${lead.id}`;

/** The words of a search: lower case, split on anything but letters, digits and marks (as the index splits). */
export function searchTerms(q: string): string[] {
  return [
    ...new Set(
      q
        .normalize("NFC")
        .toLowerCase()
        .split(/[^\p{L}\p{N}\p{M}]+/u)
        .filter(Boolean),
    ),
  ].slice(0, MAX_TERMS);
}

/** A column of inbox_index, qualified when the query joins it (`alias`). */
const col = (name: string, alias?: string) => sql.ref(alias ? `${alias}.${name}` : name);

/** inbox_index rows matching every word of `q` as a word prefix ("acm" finds "Acme"). */
function matches(db: Db, terms: string[], alias?: string): Expression<SqlBool> {
  if (engineOf(db) === "postgres")
    return sql<SqlBool>`${col("search", alias)} @@ to_tsquery('simple', ${terms.map((t) => `${t}:*`).join(" & ")})`;
  return sql<SqlBool>`${col("seq", alias)} in (select rowid from inbox_search where inbox_search match ${terms.map((t) => `"${t}"*`).join(" ")})`;
}

/**
 * The conditions of a filter on inbox_index (`skip` leaves one facet out, for the counts;
 * `alias` qualifies the columns when inbox_index is joined).
 */
export function filterConditions(
  db: Db,
  filter: InboxFilter,
  skip: "form" | "status" | null = null,
  alias?: string,
): Expression<SqlBool>[] {
  // The role filter first: no query of the index goes without it.
  const where: Expression<SqlBool>[] = [scopeCondition(filter.scope, alias)];
  if (filter.form && skip !== "form") where.push(sql<SqlBool>`${col("form", alias)} = ${filter.form}`);
  if (filter.status && skip !== "status") where.push(sql<SqlBool>`${col("status", alias)} = ${filter.status}`);
  if (filter.since) where.push(sql<SqlBool>`${col("created_at", alias)} >= ${filter.since}`);
  if (filter.until) where.push(sql<SqlBool>`${col("created_at", alias)} < ${filter.until}`);
  if (filter.ids) where.push(filter.ids.length ? sql<SqlBool>`${col("lead_id", alias)} in (${sql.join(filter.ids)})` : sql<SqlBool>`1 = 0`);
  if (filter.email) {
    // The search index finds the candidates (the address's words), the exact comparison keeps its own.
    const words = searchTerms(filter.email);
    if (words.length) where.push(matches(db, words, alias));
    where.push(sql<SqlBool>`lower(trim(${col("email", alias)})) = ${filter.email}`);
  }
  const terms = filter.q ? searchTerms(filter.q) : [];
  if (terms.length) where.push(matches(db, terms, alias));
  return where;
}

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

export function summaryOf(row: Record<string, unknown>): InboxLead {
  return {
    form: row.form as FormSlug,
    id: String(row.lead_id),
    created_at: iso(row.created_at),
    name: String(row.name ?? ""),
    email: String(row.email ?? ""),
    company: (row.company as string | null) ?? null,
    status: String(row.status) as LeadStatus,
    source: (row.source as string | null) || null,
  };
}

export const SUMMARY_COLUMNS = ["lead_id", "form", "created_at", "name", "email", "company", "status", "source"] as const;

/** One page of the filter, newest first (or oldest first: `order: "asc"`, `after` the cursor). */
export async function pageOfIndex(db: Db, filter: InboxFilter, cursor: Cursor | null, size: number, order: "desc" | "asc" = "desc") {
  const where = filterConditions(db, filter);
  if (cursor)
    where.push(
      order === "desc"
        ? sql<SqlBool>`(created_at, lead_id) < (${cursor.createdAt}, ${cursor.id})`
        : sql<SqlBool>`(created_at, lead_id) > (${cursor.createdAt}, ${cursor.id})`,
    );
  const rows = await db
    .selectFrom("inbox_index")
    .select([...SUMMARY_COLUMNS])
    .where((eb) => eb.and(where))
    .orderBy("created_at", order)
    .orderBy("lead_id", order)
    .limit(size)
    .execute();
  return (rows as Record<string, unknown>[]).map(summaryOf);
}

export async function countLeads(db: Db, filter: InboxFilter): Promise<InboxCounts> {
  const rows = (await db
    .selectFrom("inbox_index")
    .select(["form", "status", (eb) => eb.fn.countAll().as("n")])
    .where((eb) => eb.and(filterConditions(db, { q: filter.q, since: filter.since, until: filter.until, scope: filter.scope })))
    .groupBy(["form", "status"])
    .execute()) as Array<{ form: FormSlug; status: string; n: number | string }>;
  const counts: InboxCounts = {
    total: 0,
    byForm: Object.fromEntries(formSlugs.map((f) => [f, 0])) as InboxCounts["byForm"],
    byStatus: Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as InboxCounts["byStatus"],
  };
  for (const { form, status, n } of rows) {
    const formOk = !filter.form || filter.form === form;
    const statusOk = !filter.status || filter.status === status;
    if (statusOk && form in counts.byForm) counts.byForm[form] += Number(n);
    if (formOk && isLeadStatus(status)) counts.byStatus[status] += Number(n);
    if (formOk && statusOk) counts.total += Number(n);
  }
  return counts;
}

export async function listLeads(
  db: Db,
  filter: InboxFilter,
  before: Cursor | null,
  size = INBOX_PAGE_SIZE,
  order: "desc" | "asc" = "desc",
): Promise<InboxPage> {
  const [rows, counts] = await Promise.all([pageOfIndex(db, filter, before, size + 1, order), countLeads(db, filter)]);
  const leads = rows.slice(0, size);
  return { leads, next: rows.length > size ? cursorOf(leads[leads.length - 1]!) : null, counts };
}

/** How many leads of the filter arrived after the cursor (the newest lead the inbox shows). */
export async function countNewer(db: Db, filter: InboxFilter, after: Cursor): Promise<number> {
  const where = filterConditions(db, filter);
  where.push(sql<SqlBool>`(created_at, lead_id) > (${after.createdAt}, ${after.id})`);
  const row = await db
    .selectFrom("inbox_index")
    .select((eb) => eb.fn.countAll().as("n"))
    .where((eb) => eb.and(where))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The most leads a person view lists. */
export const PERSON_MAX_LEADS = 500;

/** Every lead of one e-mail address (normalized) in the operator's forms, oldest first. */
export async function personLeads(db: Db, email: string, scope: Scope): Promise<InboxLead[]> {
  return pageOfIndex(db, { email, scope }, null, PERSON_MAX_LEADS, "asc");
}
