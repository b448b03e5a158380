// The inbox's insights on SQLite and PostgreSQL: every query against answers computed by hand
// from a small seeded set (leads of three forms on known days with known attribution and
// statuses, their audit entries, page-view rows), the range and form filters, and the route
// over real HTTP (validation, the answer's shape; authentication is covered for every admin
// route by admin-api.test.ts).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Insertable } from "kysely";
import { forms } from "../../src/forms/forms.ts";
import type { FormSlug } from "../../src/forms/types.ts";
import { connectDatabase, type LeadsDb } from "../../src/server/db/connection.ts";
import { uuidv7 } from "../../src/server/db/ids.ts";
import { migrateToLatest } from "../../src/server/db/migrations.ts";
import type { LeadTables } from "../../src/server/db/schema.ts";
import {
  conversion,
  leadsBySource,
  leadsOverTime,
  percentile,
  responseTimes,
  statusFunnel,
  viewTotals,
  weekOf,
} from "../../src/server/insights/insights.ts";
import { storePageViews, type PageViewRow } from "../../src/server/insights/page-views.ts";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { createOperator, request } from "./admin-support.ts";
import { createTestDb, engines, useInProcessLeadServer, type TestDb } from "./leads-support.ts";

type Seed = {
  form: FormSlug;
  at: string;
  status: string;
  utm_source?: string;
  utm_medium?: string;
  referrer_host?: string;
  landing_path?: string;
  /** Seconds after arrival of each status change (audit entries). */
  changes?: number[];
};

const LEADS: Seed[] = [
  { form: "contact", at: "2026-03-02T10:00:00.000Z", status: "new", utm_source: "newsletter", utm_medium: "email", landing_path: "/about" },
  { form: "contact", at: "2026-03-02T23:59:59.000Z", status: "contacted", landing_path: "/contact", changes: [3600, 18000] },
  {
    form: "contact",
    at: "2026-03-09T00:00:00.000Z",
    status: "in review",
    referrer_host: "news.ycombinator.com",
    landing_path: "/about",
    changes: [120],
  },
  {
    form: "careers",
    at: "2026-03-03T12:00:00.000Z",
    status: "archived",
    utm_source: "newsletter",
    utm_medium: "social",
    landing_path: "/careers",
    changes: [86400],
  },
  { form: "careers", at: "2026-03-10T08:00:00.000Z", status: "spam", utm_source: "spammy", landing_path: "/careers", changes: [60] },
  { form: "ecosystem-fund", at: "2026-03-16T00:00:00.000Z", status: "new", utm_source: "newsletter", changes: [5] }, // after the range
  { form: "access-compute", at: "2026-03-01T23:59:59.999Z", status: "new", changes: [5] }, // before it
  { form: "contact", at: "2026-03-15T23:59:59.999Z", status: "new", referrer_host: "google.com", landing_path: "/about" },
];

const VIEWS: Omit<PageViewRow, "utm_campaign">[] = [
  { day: "2026-03-02", path: "/about", referrer_host: "", utm_source: "newsletter", utm_medium: "email", device: "desktop", views: 40 },
  {
    day: "2026-03-05",
    path: "/about",
    referrer_host: "news.ycombinator.com",
    utm_source: "",
    utm_medium: "",
    device: "desktop",
    views: 20,
  },
  { day: "2026-03-05", path: "/about", referrer_host: "(internal)", utm_source: "", utm_medium: "", device: "mobile", views: 100 },
  { day: "2026-03-06", path: "/contact", referrer_host: "", utm_source: "", utm_medium: "", device: "mobile", views: 10 },
  { day: "2026-03-07", path: "/careers", referrer_host: "", utm_source: "newsletter", utm_medium: "social", device: "tablet", views: 5 },
  { day: "2026-03-16", path: "/about", referrer_host: "", utm_source: "newsletter", utm_medium: "", device: "desktop", views: 1000 },
  { day: "2026-03-14", path: "/blog", referrer_host: "google.com", utm_source: "", utm_medium: "", device: "desktop", views: 30 },
];

const RANGE = { from: "2026-03-02", to: "2026-03-15" };
const ALL = Object.keys(forms) as FormSlug[];

async function seed(leadsDb: LeadsDb): Promise<void> {
  const db = leadsDb.db;
  for (const s of LEADS) {
    const form = forms[s.form];
    const id = uuidv7(Date.parse(s.at));
    const data = form.schema.parse(form.example) as Record<string, unknown>;
    const row = {
      ...data,
      id,
      created_at: new Date(s.at),
      status: s.status,
      utm_source: s.utm_source ?? null,
      utm_medium: s.utm_medium ?? null,
      referrer_host: s.referrer_host ?? null,
      landing_path: s.landing_path ?? null,
    };
    await db
      .insertInto(form.table)
      .values(row as Insertable<LeadTables[typeof form.table]>)
      .execute();
    const entry = (at: number, action: string) => ({
      id: uuidv7(),
      at: new Date(Date.parse(s.at) + at * 1000),
      operator_id: null,
      operator_email: null,
      action,
      lead_table: form.table,
      lead_id: id,
      detail: null,
    });
    await db.insertInto("audit_log").values(entry(1, "note")).execute(); // a note is no status change
    for (const after of s.changes ?? []) await db.insertInto("audit_log").values(entry(after, "status")).execute();
  }
  await storePageViews(
    db,
    VIEWS.map((v) => ({ ...v, utm_campaign: "" })),
  );
  // A status change of a lead that no longer exists (erased): not counted.
  await db
    .insertInto("audit_log")
    .values({ id: uuidv7(), at: new Date("2026-03-05T00:00:00Z"), action: "status", lead_table: "contact_messages", lead_id: uuidv7() })
    .execute();
}

test("weeks start on Monday; percentiles by nearest rank", () => {
  expect(["2026-03-02", "2026-03-08", "2026-03-09", "2026-03-15", "2026-01-01"].map(weekOf)).toEqual([
    "2026-03-02",
    "2026-03-02",
    "2026-03-09",
    "2026-03-09",
    "2025-12-29",
  ]);
  expect(percentile([], 50)).toBeNull();
  expect(percentile([7], 90)).toBe(7);
  expect(percentile([1, 2, 3, 4], 50)).toBe(2);
  expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
  expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 90)).toBe(10);
});

describe.each(engines())("insights queries on %s", (engine) => {
  let test_: TestDb;
  let leadsDb: LeadsDb;
  beforeAll(async () => {
    test_ = await createTestDb(engine);
    leadsDb = await connectDatabase(
      engine === "sqlite" ? { engine, path: test_.env.LEADS_DB_PATH! } : { engine, url: test_.env.DATABASE_URL! },
    );
    await migrateToLatest(leadsDb.db);
    await seed(leadsDb);
  });
  afterAll(async () => {
    await leadsDb?.close();
    await test_?.close();
  });

  test("leads per day and per week, by form, spam left out", async () => {
    expect(await leadsOverTime(leadsDb.db, RANGE, ALL)).toEqual({
      byDay: [
        { day: "2026-03-02", form: "contact", leads: 2 },
        { day: "2026-03-03", form: "careers", leads: 1 },
        { day: "2026-03-09", form: "contact", leads: 1 },
        { day: "2026-03-15", form: "contact", leads: 1 },
      ],
      byWeek: [
        { week: "2026-03-02", form: "careers", leads: 1 },
        { week: "2026-03-02", form: "contact", leads: 2 },
        { week: "2026-03-09", form: "contact", leads: 2 },
      ],
    });
    expect((await leadsOverTime(leadsDb.db, RANGE, ["careers"])).byDay).toEqual([{ day: "2026-03-03", form: "careers", leads: 1 }]);
    expect(await leadsOverTime(leadsDb.db, RANGE, [])).toEqual({ byDay: [], byWeek: [] });
    // One day: both of its ends are included.
    expect((await leadsOverTime(leadsDb.db, { from: "2026-03-01", to: "2026-03-01" }, ALL)).byDay).toEqual([
      { day: "2026-03-01", form: "access-compute", leads: 1 },
    ]);
  });

  test("leads per source and per landing page", async () => {
    expect(await leadsBySource(leadsDb.db, RANGE, ALL)).toEqual({
      bySource: [
        { utm_source: "", utm_medium: "", referrer_host: "", leads: 1 },
        { utm_source: "", utm_medium: "", referrer_host: "google.com", leads: 1 },
        { utm_source: "", utm_medium: "", referrer_host: "news.ycombinator.com", leads: 1 },
        { utm_source: "newsletter", utm_medium: "email", referrer_host: "", leads: 1 },
        { utm_source: "newsletter", utm_medium: "social", referrer_host: "", leads: 1 },
      ],
      byLandingPage: [
        { landing_path: "/about", leads: 3 },
        { landing_path: "/careers", leads: 1 },
        { landing_path: "/contact", leads: 1 },
      ],
    });
    expect((await leadsBySource(leadsDb.db, RANGE, ["careers"])).byLandingPage).toEqual([{ landing_path: "/careers", leads: 1 }]);
  });

  test("conversion: entries (views not from this site) → leads, per landing page and per source", async () => {
    expect(await conversion(leadsDb.db, RANGE, ALL)).toEqual({
      byLandingPage: [
        { path: "/about", entries: 60, leads: 3, rate: 3 / 60 },
        { path: "/blog", entries: 30, leads: 0, rate: 0 },
        { path: "/contact", entries: 10, leads: 1, rate: 0.1 },
        { path: "/careers", entries: 5, leads: 1, rate: 0.2 },
      ],
      bySource: [
        { source: "newsletter", entries: 45, leads: 2, rate: 2 / 45 },
        { source: "google.com", entries: 30, leads: 1, rate: 1 / 30 },
        { source: "news.ycombinator.com", entries: 20, leads: 1, rate: 0.05 },
        { source: "(direct)", entries: 10, leads: 1, rate: 0.1 },
      ],
    });
    const contact = await conversion(leadsDb.db, RANGE, ["contact"]);
    expect(contact.bySource.find((r) => r.source === "newsletter")).toEqual({ source: "newsletter", entries: 45, leads: 1, rate: 1 / 45 });
  });

  test("the status funnel counts current statuses, spam included", async () => {
    expect(await statusFunnel(leadsDb.db, RANGE, ALL)).toEqual([
      { status: "new", leads: 2 },
      { status: "in review", leads: 1 },
      { status: "contacted", leads: 1 },
      { status: "archived", leads: 1 },
      { status: "spam", leads: 1 },
    ]);
    expect(await statusFunnel(leadsDb.db, RANGE, ["contact"])).toEqual([
      { status: "new", leads: 2 },
      { status: "in review", leads: 1 },
      { status: "contacted", leads: 1 },
      { status: "archived", leads: 0 },
      { status: "spam", leads: 0 },
    ]);
  });

  test("time to the first status change per form: median and 90th percentile", async () => {
    const times = await responseTimes(leadsDb.db, RANGE, ALL);
    expect(times).toEqual([
      { form: "contact", leads: 4, changed: 2, median_seconds: 120, p90_seconds: 3600 },
      { form: "careers", leads: 2, changed: 2, median_seconds: 60, p90_seconds: 86400 },
    ]);
  });

  test("page views and entries in the range", async () => {
    expect(await viewTotals(leadsDb.db, RANGE)).toEqual({ views: 205, entries: 105 });
    expect(await viewTotals(leadsDb.db, { from: "2027-01-01", to: "2027-01-31" })).toEqual({ views: 0, entries: 0 });
  });
});

describe.each(engines())("GET /api/admin/insights on %s", (engine) => {
  const ctx = useInProcessLeadServer(engine, { TRUST_PROXY: "1" });
  let cookie = "";
  beforeAll(async () => {
    cookie = (await createOperator(ctx.url(), ctx.db.env)).cookie;
  });
  const get = async (query: string) => {
    const res = await request(ctx.url(), "GET", `${ADMIN_API_PREFIX}insights${query}`, { cookie });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };

  test("answers every insight of the range; the last 30 days by default", async () => {
    const { status, body } = await get("?from=2026-03-02&to=2026-03-15&form=contact");
    expect(status).toBe(200);
    expect(body.range).toEqual(RANGE);
    expect(body.forms).toEqual(["contact"]);
    expect(Object.keys(body).sort()).toEqual(
      [
        "range",
        "forms",
        "leadsByDay",
        "leadsByWeek",
        "leadsBySource",
        "leadsByLandingPage",
        "conversionByLandingPage",
        "conversionBySource",
        "funnel",
        "responseTimes",
        "views",
      ].sort(),
    );
    const today = new Date().toISOString().slice(0, 10);
    const thirty = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    expect((await get("")).body.range).toEqual({ from: thirty, to: today });
    expect((await get("")).body.forms).toEqual(ALL);
  });

  test("a bad day, a reversed or too long range, an unknown form: 400 with the field", async () => {
    for (const [query, field] of [
      ["?from=2026-02-30", "from"],
      ["?to=yesterday", "to"],
      ["?from=2026-03-10&to=2026-03-01", "from"],
      ["?from=2020-01-01&to=2026-01-01", "from"],
      ["?form=nope", "form"],
    ] as const) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(Object.keys(body.fields), query).toEqual([field]);
    }
  });
});
