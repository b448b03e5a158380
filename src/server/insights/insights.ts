/**
 * The inbox's insights: where leads come from and how fast the team answers them, over a range of
 * days (UTC, both ends included) and the forms an operator may see (`forms`: every query takes the
 * list, so roles scoped by form pass theirs). One query each, the same SQL on both engines but for
 * the day of a time:
 * - leads per day and form (inbox_index), and per ISO week (Monday) summed from the days;
 * - leads per source (utm_source, utm_medium, referrer host) and per landing page (the lead tables'
 *   attribution, one UNION ALL over the forms' tables);
 * - conversion per landing page and per source: entries (page views that did not come from
 *   another page of this site) → leads whose visit began there / came from there;
 * - the status funnel: leads per current status;
 * - time to the first status change per form (audit_log): median and 90th percentile (nearest rank).
 * Spam is left out of every count but the funnel's and the response times'.
 */
import { sql, type RawBuilder } from "kysely";
import { forms as formRegistry } from "../../forms/forms.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../forms/statuses.ts";
import type { FormSlug } from "../../forms/types.ts";
import type { InsightsAnswer } from "../admin-api-schema.ts";
import { engineOf } from "../db/index.ts";
import type { Db } from "../db/index.ts";
import { INTERNAL_REFERRER } from "./page-views.ts";

export type InsightsRange = { from: string; to: string };
/** At most this many rows per source or page list (the largest first). */
export const INSIGHTS_TOP = 50;
export const DIRECT = "(direct)";

const DAY_MS = 86_400_000;
const start = (day: string) => new Date(`${day}T00:00:00.000Z`);
const after = (day: string) => new Date(start(day).getTime() + DAY_MS);
const num = (v: unknown) => Number(v ?? 0);
const str = (v: unknown) => (v == null ? "" : String(v));

/** The UTC day of a time column, as YYYY-MM-DD. */
function dayOf(db: Db, column: string): RawBuilder<string> {
  return engineOf(db) === "postgres"
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

/** The Monday of the ISO week of a day. */
export function weekOf(day: string): string {
  const d = start(day);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const inForms = (forms: readonly FormSlug[]) => (forms.length ? forms : ["-"]);

/** Leads per day and form, and per week and form (not spam). */
export async function leadsOverTime(db: Db, range: InsightsRange, forms: readonly FormSlug[]) {
  const day = dayOf(db, "created_at");
  const rows = await db
    .selectFrom("inbox_index")
    .select([day.as("day"), "form", (eb) => eb.fn.countAll().as("leads")])
    .where("form", "in", inForms(forms) as FormSlug[])
    .where("created_at", ">=", start(range.from))
    .where("created_at", "<", after(range.to))
    .where("status", "<>", "spam")
    .groupBy([day, "form"])
    .orderBy("day")
    .orderBy("form")
    .execute();
  const byDay = rows.map((r) => ({ day: str(r.day), form: r.form as FormSlug, leads: num(r.leads) }));
  const weeks = new Map<string, number>();
  for (const r of byDay) {
    const key = `${weekOf(r.day)}|${r.form}`;
    weeks.set(key, (weeks.get(key) ?? 0) + r.leads);
  }
  const byWeek = [...weeks]
    .map(([key, leads]) => {
      const [week, form] = key.split("|") as [string, FormSlug];
      return { week, form, leads };
    })
    .sort((a, b) => a.week.localeCompare(b.week) || a.form.localeCompare(b.form));
  return { byDay, byWeek };
}

/** The forms' lead tables as one relation: form, created_at, status and the attribution (in range). */
function leadRows(db: Db, range: InsightsRange, forms: readonly FormSlug[]): RawBuilder<unknown> {
  const parts = inForms(forms)
    .filter((slug): slug is FormSlug => slug in formRegistry)
    .map(
      (slug) =>
        sql`select ${slug} as form, status, coalesce(utm_source, '') as utm_source, coalesce(utm_medium, '') as utm_medium,
          coalesce(referrer_host, '') as referrer_host, coalesce(landing_path, '') as landing_path
          from ${sql.table(formRegistry[slug].table)}
          where created_at >= ${start(range.from)} and created_at < ${after(range.to)} and status <> 'spam'`,
    );
  if (parts.length === 0)
    return sql`select '' as form, '' as status, '' as utm_source, '' as utm_medium, '' as referrer_host, '' as landing_path where 1 = 0`;
  return sql.join(parts, sql` union all `);
}

/** The source of a lead or an entry: utm_source, else the referrer host, else "(direct)". */
const SOURCE = sql.raw(`coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), '${DIRECT}')`);

/** Leads per (utm_source, utm_medium, referrer host) and per landing page, the largest first. */
export async function leadsBySource(db: Db, range: InsightsRange, forms: readonly FormSlug[]) {
  const leads = leadRows(db, range, forms);
  const [sources, pages] = await Promise.all([
    sql<{ utm_source: string; utm_medium: string; referrer_host: string; leads: unknown }>`
      select utm_source, utm_medium, referrer_host, count(*) as leads from (${leads}) l
      group by utm_source, utm_medium, referrer_host order by leads desc, utm_source, utm_medium, referrer_host limit ${INSIGHTS_TOP}`.execute(
      db,
    ),
    sql<{ landing_path: string; leads: unknown }>`
      select landing_path, count(*) as leads from (${leads}) l
      group by landing_path order by leads desc, landing_path limit ${INSIGHTS_TOP}`.execute(db),
  ]);
  return {
    bySource: sources.rows.map((r) => ({
      utm_source: str(r.utm_source),
      utm_medium: str(r.utm_medium),
      referrer_host: str(r.referrer_host),
      leads: num(r.leads),
    })),
    byLandingPage: pages.rows.map((r) => ({ landing_path: str(r.landing_path), leads: num(r.leads) })),
  };
}

/** Entries → leads per landing page and per source (rate: leads / entries, null without entries). */
export async function conversion(db: Db, range: InsightsRange, forms: readonly FormSlug[]) {
  const leads = leadRows(db, range, forms);
  const entries = sql`select path, utm_source, referrer_host, views from page_views
    where day >= ${range.from} and day <= ${range.to} and referrer_host <> ${INTERNAL_REFERRER}`;
  const [pageViews, pageLeads, sourceViews, sourceLeads] = await Promise.all([
    sql<{ key: string; n: unknown }>`select path as key, sum(views) as n from (${entries}) v group by path`.execute(db),
    sql<{ key: string; n: unknown }>`select landing_path as key, count(*) as n from (${leads}) l group by landing_path`.execute(db),
    sql<{ key: string; n: unknown }>`select ${SOURCE} as key, sum(views) as n from (${entries}) v group by ${SOURCE}`.execute(db),
    sql<{ key: string; n: unknown }>`select ${SOURCE} as key, count(*) as n from (${leads}) l group by ${SOURCE}`.execute(db),
  ]);
  const merge = (views: { key: string; n: unknown }[], led: { key: string; n: unknown }[], skipEmpty: boolean) => {
    const m = new Map<string, { entries: number; leads: number }>();
    for (const r of views) m.set(str(r.key), { entries: num(r.n), leads: 0 });
    for (const r of led) {
      if (skipEmpty && !r.key) continue;
      const e = m.get(str(r.key)) ?? { entries: 0, leads: 0 };
      e.leads = num(r.n);
      m.set(str(r.key), e);
    }
    return [...m]
      .map(([key, v]) => ({ key, ...v, rate: v.entries > 0 ? v.leads / v.entries : null }))
      .sort((a, b) => b.entries - a.entries || b.leads - a.leads || a.key.localeCompare(b.key))
      .slice(0, INSIGHTS_TOP);
  };
  return {
    byLandingPage: merge(pageViews.rows, pageLeads.rows, true).map(({ key, ...v }) => ({ path: key, ...v })),
    bySource: merge(sourceViews.rows, sourceLeads.rows, false).map(({ key, ...v }) => ({ source: key, ...v })),
  };
}

/** Leads per current status, in the inbox's order (spam included). */
export async function statusFunnel(db: Db, range: InsightsRange, forms: readonly FormSlug[]) {
  const rows = await db
    .selectFrom("inbox_index")
    .select(["status", (eb) => eb.fn.countAll().as("leads")])
    .where("form", "in", inForms(forms) as FormSlug[])
    .where("created_at", ">=", start(range.from))
    .where("created_at", "<", after(range.to))
    .groupBy("status")
    .execute();
  const by = new Map(rows.map((r) => [r.status, num(r.leads)]));
  return LEAD_STATUSES.map((status: LeadStatus) => ({ status, leads: by.get(status) ?? 0 }));
}

const asMs = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

/**
 * Per form: the leads received in the range, how many of them have had their status changed, and
 * the time from arrival to the first change (seconds): median and 90th percentile.
 */
export async function responseTimes(db: Db, range: InsightsRange, forms: readonly FormSlug[]) {
  const [changed, received] = await Promise.all([
    db
      .selectFrom("audit_log as a")
      .innerJoin("inbox_index as i", "i.lead_id", "a.lead_id")
      .select(["i.form as form", "i.created_at as created_at", (eb) => eb.fn.min("a.at").as("first")])
      .where("a.action", "=", "status")
      .where("i.form", "in", inForms(forms) as FormSlug[])
      .where("i.created_at", ">=", start(range.from))
      .where("i.created_at", "<", after(range.to))
      .groupBy(["a.lead_id", "i.form", "i.created_at"])
      .execute(),
    db
      .selectFrom("inbox_index")
      .select(["form", (eb) => eb.fn.countAll().as("leads")])
      .where("form", "in", inForms(forms) as FormSlug[])
      .where("created_at", ">=", start(range.from))
      .where("created_at", "<", after(range.to))
      .groupBy("form")
      .execute(),
  ]);
  const seconds = new Map<string, number[]>();
  for (const r of changed) {
    const list = seconds.get(r.form) ?? [];
    list.push(Math.max(0, (asMs(r.first) - asMs(r.created_at)) / 1000));
    seconds.set(r.form, list);
  }
  const counts = new Map(received.map((r) => [r.form as string, num(r.leads)]));
  return inForms(forms)
    .filter((f) => counts.has(f) || seconds.has(f))
    .map((form) => {
      const list = (seconds.get(form) ?? []).sort((a, b) => a - b);
      return {
        form: form as FormSlug,
        leads: counts.get(form) ?? 0,
        changed: list.length,
        median_seconds: percentile(list, 50),
        p90_seconds: percentile(list, 90),
      };
    });
}

/** Page views in the range: all of them, and entries (not from another page of this site). */
export async function viewTotals(db: Db, range: InsightsRange) {
  const row = await db
    .selectFrom("page_views")
    .select([
      (eb) => eb.fn.sum<number>("views").as("views"),
      sql<number>`sum(case when referrer_host <> ${INTERNAL_REFERRER} then views else 0 end)`.as("entries"),
    ])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .executeTakeFirst();
  return { views: num(row?.views), entries: num(row?.entries) };
}

/** Every insight of the range and forms, as GET /api/admin/insights answers. */
export async function insights(db: Db, range: InsightsRange, forms: readonly FormSlug[]): Promise<InsightsAnswer> {
  const [time, sources, conv, funnel, response, views] = await Promise.all([
    leadsOverTime(db, range, forms),
    leadsBySource(db, range, forms),
    conversion(db, range, forms),
    statusFunnel(db, range, forms),
    responseTimes(db, range, forms),
    viewTotals(db, range),
  ]);
  return {
    range,
    forms: [...forms],
    leadsByDay: time.byDay,
    leadsByWeek: time.byWeek,
    leadsBySource: sources.bySource,
    leadsByLandingPage: sources.byLandingPage,
    conversionByLandingPage: conv.byLandingPage,
    conversionBySource: conv.bySource,
    funnel,
    responseTimes: response,
    views,
  };
}
