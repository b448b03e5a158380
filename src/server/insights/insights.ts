/**
 * The inbox's insights: where leads come from and how fast the team answers them, over a range of
 * days (UTC, both ends included) and the forms an operator may see (`forms`: every query takes the
 * list, so roles scoped by form pass theirs). Each reads the daily roll-ups of migration 013 (a
 * year is at most a few thousand rows each), not the leads or the page views themselves:
 * - leads per day and form (leads_daily), and per ISO week (Monday) summed from the days;
 * - leads per source (utm_source, utm_medium, referrer host: lead_sources_daily) and per landing
 *   page (lead_pages_daily);
 * - conversion per landing page and per source: entries (page views that did not come from
 *   another page of this site: page_views_daily, page_sources_daily) → leads whose visit began
 *   there / came from there;
 * - the status funnel: leads per current status (leads_daily);
 * - time to the first status change per form: median and 90th percentile (nearest rank), from
 *   each lead's `first_status_at` on its inbox row (the one query that reads a row per lead: the
 *   changed leads of the range, through a partial index holding just those columns).
 * Spam is left out of every count but the funnel's and the response times'.
 */
import { sql } from "kysely";
import { LEAD_STATUSES, type LeadStatus } from "../../forms/statuses.ts";
import type { FormSlug } from "../../forms/types.ts";
import type { InsightsAnswer } from "../admin-api-schema.ts";
import { engineOf, type Db } from "../db/index.ts";
import { sourceOf } from "./page-views.ts";

export type InsightsRange = { from: string; to: string };
/** At most this many rows per source or page list (the largest first). */
export const INSIGHTS_TOP = 50;

const DAY_MS = 86_400_000;
const start = (day: string) => new Date(`${day}T00:00:00.000Z`);
const after = (day: string) => new Date(start(day).getTime() + DAY_MS);
const num = (v: unknown) => Number(v ?? 0);
const str = (v: unknown) => (v == null ? "" : String(v));

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

const inForms = (forms: readonly FormSlug[]): FormSlug[] => (forms.length ? [...forms] : ["-" as FormSlug]);

/** Leads per day and form, and per week and form (not spam). */
export async function leadsOverTime(db: Db, range: InsightsRange, forms: readonly FormSlug[]) {
  const rows = await db
    .selectFrom("leads_daily")
    .select(["day", "form", (eb) => eb.fn.sum("leads").as("leads")])
    .where("form", "in", inForms(forms))
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where("status", "<>", "spam")
    .groupBy(["day", "form"])
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

/** Leads (not spam) of a range and forms: every source group and every landing page, the largest first. */
export type LeadAttribution = {
  sources: { utm_source: string; utm_medium: string; referrer_host: string; leads: number }[];
  pages: { landing_path: string; leads: number }[];
};

/** The leads' attribution groups, from the daily roll-ups (read once for both lists and the conversion). */
export async function leadAttribution(db: Db, range: InsightsRange, forms: readonly FormSlug[]): Promise<LeadAttribution> {
  const leads = sql.ref("leads");
  const [sources, pages] = await Promise.all([
    db
      .selectFrom("lead_sources_daily")
      .select(["utm_source", "utm_medium", "referrer_host", (eb) => eb.fn.sum("leads").as("leads")])
      .where("form", "in", inForms(forms))
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .groupBy(["utm_source", "utm_medium", "referrer_host"])
      .orderBy(leads, "desc")
      .orderBy("utm_source")
      .orderBy("utm_medium")
      .orderBy("referrer_host")
      .execute(),
    db
      .selectFrom("lead_pages_daily")
      .select(["landing_path", (eb) => eb.fn.sum("leads").as("leads")])
      .where("form", "in", inForms(forms))
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .groupBy("landing_path")
      .orderBy(leads, "desc")
      .orderBy("landing_path")
      .execute(),
  ]);
  return {
    sources: sources.map((r) => ({
      utm_source: str(r.utm_source),
      utm_medium: str(r.utm_medium),
      referrer_host: str(r.referrer_host),
      leads: num(r.leads),
    })),
    pages: pages.map((r) => ({ landing_path: str(r.landing_path), leads: num(r.leads) })),
  };
}

/** Leads per (utm_source, utm_medium, referrer host) and per landing page, the largest first. */
export async function leadsBySource(db: Db, range: InsightsRange, forms: readonly FormSlug[], attribution?: LeadAttribution) {
  const { sources, pages } = attribution ?? (await leadAttribution(db, range, forms));
  return { bySource: sources.slice(0, INSIGHTS_TOP), byLandingPage: pages.slice(0, INSIGHTS_TOP) };
}

/** Entries → leads per landing page and per source (rate: leads / entries, null without entries). */
export async function conversion(db: Db, range: InsightsRange, forms: readonly FormSlug[], attribution?: LeadAttribution) {
  const [pageViews, sourceViews, led] = await Promise.all([
    db
      .selectFrom("page_views_daily")
      .select(["path as key", (eb) => eb.fn.sum("entries").as("n")])
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .groupBy("path")
      .having((eb) => eb.fn.sum("entries"), ">", 0)
      .execute(),
    db
      .selectFrom("page_sources_daily")
      .select(["source as key", (eb) => eb.fn.sum("entries").as("n")])
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .groupBy("source")
      .execute(),
    attribution ?? leadAttribution(db, range, forms),
  ]);
  // A lead's source as an entry's: its UTM source, else its referrer host, else "(direct)".
  const bySource = new Map<string, number>();
  for (const r of led.sources) {
    const source = sourceOf(r.utm_source, r.referrer_host);
    bySource.set(source, (bySource.get(source) ?? 0) + r.leads);
  }
  const sourceLeads = [...bySource].map(([key, n]) => ({ key, n }));
  const pageLeads = led.pages.map((r) => ({ key: r.landing_path, n: r.leads }));
  const merge = (views: { key: unknown; n: unknown }[], led: { key: unknown; n: unknown }[], skipEmpty: boolean) => {
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
    byLandingPage: merge(pageViews, pageLeads, true).map(({ key, ...v }) => ({ path: key, ...v })),
    bySource: merge(sourceViews, sourceLeads, false).map(({ key, ...v }) => ({ source: key, ...v })),
  };
}

/** Leads per form and current status in the range (spam included), from the daily roll-up. */
const leadsByStatus = (db: Db, range: InsightsRange, forms: readonly FormSlug[]) =>
  db.selectFrom("leads_daily").where("form", "in", inForms(forms)).where("day", ">=", range.from).where("day", "<=", range.to);

/** Leads per current status, in the inbox's order (spam included). */
export async function statusFunnel(db: Db, range: InsightsRange, forms: readonly FormSlug[]) {
  const rows = await leadsByStatus(db, range, forms)
    .select(["status", (eb) => eb.fn.sum("leads").as("leads")])
    .groupBy("status")
    .execute();
  const by = new Map(rows.map((r) => [r.status, num(r.leads)]));
  return LEAD_STATUSES.map((status: LeadStatus) => ({ status, leads: by.get(status) ?? 0 }));
}

/**
 * Per form: the leads received in the range, how many of them have had their status changed, and
 * the time from arrival to the first change (seconds): median and 90th percentile. The time is
 * kept on the lead's inbox row (`first_status_after_ms`, set from the audit log by a trigger) and
 * indexed per form in its order, so each percentile is one read of the k-th changed lead of the
 * range (k by nearest rank, as percentile() counts it), not a row per lead.
 */
export async function responseTimes(db: Db, range: InsightsRange, forms: readonly FormSlug[]) {
  // SQLite plans without statistics (no ANALYZE is run): it is told which of the two partial indexes
  // of migration 013 to read (PostgreSQL chooses by its own statistics).
  const using = (index: string) => (engineOf(db) === "sqlite" ? sql.raw(` indexed by ${index}`) : sql``);
  const inRange = sql`first_status_after_ms is not null and created_at >= ${start(range.from)} and created_at < ${after(range.to)}`;
  const [changed, received] = await Promise.all([
    sql<{ form: FormSlug; n: unknown }>`select form, count(*) as n from inbox_index${using("inbox_index_first_status_idx")}
      where form in (${sql.join(inForms(forms))}) and ${inRange} group by form`.execute(db),
    leadsByStatus(db, range, forms)
      .select(["form", (eb) => eb.fn.sum("leads").as("leads")])
      .groupBy("form")
      .execute(),
  ]);
  /** The k-th (0-based) time to the first change of a form's changed leads in the range, in seconds. */
  const kth = async (form: FormSlug, k: number) => {
    const { rows } = await sql<{
      ms: unknown;
    }>`select first_status_after_ms as ms from inbox_index${using("inbox_index_first_status_order_idx")}
      where form = ${form} and ${inRange} order by first_status_after_ms limit 1 offset ${k}`.execute(db);
    return rows[0] ? Math.max(0, num(rows[0].ms) / 1000) : null; // a change before arrival (clock skew) counts as 0
  };
  const rank = (n: number, p: number) => Math.max(0, Math.ceil((p / 100) * n) - 1);
  const times = new Map(
    await Promise.all(
      changed.rows.map(async (r) => {
        const n = num(r.n);
        const [median, p90] = await Promise.all([kth(r.form, rank(n, 50)), kth(r.form, rank(n, 90))]);
        return [r.form as string, { n, median, p90 }] as const;
      }),
    ),
  );
  const counts = new Map(received.map((r) => [r.form, num(r.leads)]));
  return inForms(forms)
    .filter((f) => counts.has(f) || times.has(f))
    .map((form) => {
      const t = times.get(form);
      return {
        form: form as FormSlug,
        leads: counts.get(form) ?? 0,
        changed: t?.n ?? 0,
        median_seconds: t?.median ?? null,
        p90_seconds: t?.p90 ?? null,
      };
    });
}

/** Page views in the range: all of them, and entries (not from another page of this site). */
export async function viewTotals(db: Db, range: InsightsRange) {
  const row = await db
    .selectFrom("page_views_daily")
    .select([(eb) => eb.fn.sum("views").as("views"), (eb) => eb.fn.sum("entries").as("entries")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .executeTakeFirst();
  return { views: num(row?.views), entries: num(row?.entries) };
}

/** Every insight of the range and forms, as GET /api/admin/insights answers. */
export async function insights(db: Db, range: InsightsRange, forms: readonly FormSlug[]): Promise<InsightsAnswer> {
  const attribution = leadAttribution(db, range, forms);
  const [time, sources, conv, funnel, response, views] = await Promise.all([
    leadsOverTime(db, range, forms),
    attribution.then((a) => leadsBySource(db, range, forms, a)),
    attribution.then((a) => conversion(db, range, forms, a)),
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
