// The insights' daily roll-ups (migration 013) on SQLite and PostgreSQL: after every kind of write
// (a lead stored over HTTP, its status changed by an operator, an erasure by address, page views
// flushed by the counter) each roll-up equals what the raw rows sum to, computed here from the lead
// tables, the audit log and page_views; an erased lead leaves no row behind. And a database
// that holds leads, audit entries and page views from before the migration is back-filled by it.
import { beforeAll, describe, expect, test } from "vitest";
import type { Insertable } from "kysely";
import { sleep } from "../../scripts/lib/helpers.ts";
import { forms, formSlugs } from "../../src/forms/forms.ts";
import type { FormSlug } from "../../src/forms/types.ts";
import { connectDatabase } from "../../src/server/db/connection.ts";
import { uuidv7 } from "../../src/server/db/ids.ts";
import { migrateToLatest, migrations } from "../../src/server/db/migrations.ts";
import type { LeadTables } from "../../src/server/db/schema.ts";
import { insights } from "../../src/server/insights/insights.ts";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { createOperator, request } from "./admin-support.ts";
import { fixtures } from "./leads-fixtures.ts";
import { createTestDb, engines, postLead, useInProcessLeadServer, type Row, type TestDb } from "./leads-support.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await sleep(25);
  }
}

/** Rows as sorted comparable text, counts as numbers. */
const normal = (rows: Row[]) =>
  rows
    .map((r) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [k, typeof v === "bigint" || /^(leads|views|entries|ms)$/.test(k) ? Number(v) : v]),
        ),
      ),
    )
    .sort();

type Rollups = Record<
  "leads_daily" | "lead_sources_daily" | "lead_pages_daily" | "page_views_daily" | "page_sources_daily" | "first_status",
  string[]
>;

/** What each roll-up holds. */
async function stored(db: TestDb): Promise<Rollups> {
  const q = (sql: string) => db.query(sql).then(normal);
  return {
    leads_daily: await q("select day, form, status, leads from leads_daily"),
    lead_sources_daily: await q("select day, form, utm_source, utm_medium, referrer_host, leads from lead_sources_daily"),
    lead_pages_daily: await q("select day, form, landing_path, leads from lead_pages_daily"),
    page_views_daily: await q("select day, path, views, entries from page_views_daily"),
    page_sources_daily: await q("select day, source, entries from page_sources_daily"),
    first_status: await q("select lead_id, first_status_after_ms as ms from inbox_index where first_status_after_ms is not null"),
  };
}

/** What each roll-up should hold, summed here from the raw rows. */
async function summed(db: TestDb): Promise<Rollups> {
  const pg = db.engine === "postgres";
  const day = (c: string) => (pg ? `to_char(${c} at time zone 'UTC', 'YYYY-MM-DD')` : `substr(${c}, 1, 10)`);
  const leads = formSlugs
    .map(
      (
        slug,
      ) => `select id, created_at, '${slug}' as form, status, coalesce(utm_source, '') as utm_source, coalesce(utm_medium, '') as utm_medium,
      coalesce(referrer_host, '') as referrer_host, coalesce(landing_path, '') as landing_path from ${forms[slug].table}`,
    )
    .join(" union all ");
  const q = (sql: string) => db.query(sql).then(normal);
  const firsts = await db.query(
    `select l.id as lead_id, l.created_at, min(a.at) as first from (${leads}) l join audit_log a on a.lead_id = l.id and a.action = 'status' group by l.id, l.created_at`,
  );
  const time = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));
  return {
    leads_daily: await q(`select ${day("created_at")} as day, form, status, count(*) as leads from (${leads}) l group by 1, 2, 3`),
    lead_sources_daily: await q(
      `select ${day("created_at")} as day, form, utm_source, utm_medium, referrer_host, count(*) as leads from (${leads}) l where status <> 'spam' group by 1, 2, 3, 4, 5`,
    ),
    lead_pages_daily: await q(
      `select ${day("created_at")} as day, form, landing_path, count(*) as leads from (${leads}) l where status <> 'spam' group by 1, 2, 3`,
    ),
    page_views_daily: await q(
      `select day, path, sum(views) as views, sum(case when referrer_host <> '(internal)' then views else 0 end) as entries from page_views group by day, path`,
    ),
    page_sources_daily: await q(
      `select day, coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), '(direct)') as source, sum(views) as entries from page_views where referrer_host <> '(internal)' group by 1, 2`,
    ),
    first_status: normal(firsts.map((r) => ({ lead_id: r.lead_id, ms: time(r.first) - time(r.created_at) }))),
  };
}

/** No roll-up keeps a row whose count is down to 0 (an erased lead leaves nothing). */
async function emptyRows(db: TestDb): Promise<number> {
  let n = 0;
  for (const [table, column] of [
    ["leads_daily", "leads"],
    ["lead_sources_daily", "leads"],
    ["lead_pages_daily", "leads"],
  ])
    n += (await db.query(`select 1 from ${table} where ${column} <= 0`)).length;
  return n;
}

describe.each(engines())("the insights' roll-ups on %s", (engine) => {
  const ctx = useInProcessLeadServer(engine, { PAGE_VIEWS_FLUSH_MS: "50" });
  let cookie = "";
  beforeAll(async () => {
    cookie = (await createOperator(ctx.url(), ctx.db.env)).cookie;
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await request(ctx.url(), method, `${ADMIN_API_PREFIX}${path}`, { cookie, body });
    expect(res.status, `${method} ${path}`).toBe(200);
    return res.json() as Promise<Record<string, any>>;
  };
  const post = async (slug: FormSlug, body: Record<string, unknown>) => {
    const res = await postLead(ctx.url(), slug, { ...fixtures[slug].full, ...body });
    expect(res.status, res.text).toBe(201);
    return res.json.id as string;
  };
  const today = () => new Date().toISOString().slice(0, 10);
  const agree = async () => {
    const [now, want] = [await stored(ctx.db), await summed(ctx.db)];
    expect(now).toEqual(want);
    return now;
  };

  test("a lead stored, its status changed (into spam and out of it), and erased: the roll-ups follow at once", async () => {
    const ada = await post("contact", {
      email: "ada@rollup.example",
      utm_source: "rollupnews",
      utm_medium: "email",
      landing_path: "/about",
    });
    const bob = await post("careers", { email: "bob@rollup.example", referrer_host: "rollup.example", landing_path: "/careers" });
    await post("contact", { email: "cy@rollup.example" });
    let now = await agree();
    expect(now.leads_daily).toContain(JSON.stringify({ day: today(), form: "contact", status: "new", leads: 2 }));
    expect(now.lead_sources_daily).toContain(
      JSON.stringify({ day: today(), form: "contact", utm_source: "rollupnews", utm_medium: "email", referrer_host: "", leads: 1 }),
    );
    expect(now.first_status).toEqual([]);

    await call("PATCH", `leads/contact/${ada}`, { status: "contacted" });
    await call("PATCH", `leads/careers/${bob}`, { status: "spam" });
    now = await agree();
    expect(now.leads_daily).toContain(JSON.stringify({ day: today(), form: "contact", status: "contacted", leads: 1 }));
    expect(now.leads_daily).toContain(JSON.stringify({ day: today(), form: "careers", status: "spam", leads: 1 }));
    expect(now.lead_pages_daily.filter((r) => r.includes("/careers"))).toEqual([]); // spam is left out
    expect(now.first_status.map((r) => JSON.parse(r).lead_id).sort()).toEqual([ada, bob].sort());
    const firstOf = (rows: string[], id: string) => rows.find((r) => r.includes(id));
    const adaFirst = firstOf(now.first_status, ada);

    await call("PATCH", `leads/contact/${ada}`, { status: "archived" }); // a later change: the first one stays
    await call("PATCH", `leads/careers/${bob}`, { status: "new" }); // not spam after all: counted again
    now = await agree();
    expect(firstOf(now.first_status, ada)).toBe(adaFirst);
    expect(now.lead_pages_daily).toContain(JSON.stringify({ day: today(), form: "careers", landing_path: "/careers", leads: 1 }));

    const before = await call("GET", `insights?from=${today()}&to=${today()}`);
    expect(before.leadsBySource.map((r: { utm_source: string }) => r.utm_source)).toContain("rollupnews");
    expect((await call("POST", "erase", { email: "ada@rollup.example" })).removed.leads).toBe(1);
    now = await agree();
    // Erased means gone: nothing of the lead in any roll-up, not even a row counted down to 0.
    expect(JSON.stringify(now)).not.toContain("rollupnews");
    expect(JSON.stringify(now)).not.toContain(ada);
    expect(now.leads_daily.filter((r) => r.includes('"contact"'))).toEqual([
      JSON.stringify({ day: today(), form: "contact", status: "new", leads: 1 }),
    ]);
    expect(await emptyRows(ctx.db)).toBe(0);
    const after = await call("GET", `insights?from=${today()}&to=${today()}`);
    expect(after.leadsBySource.map((r: { utm_source: string }) => r.utm_source)).not.toContain("rollupnews");
    expect(after.funnel.find((r: { status: string }) => r.status === "archived").leads).toBe(0);
  });

  test("page views flushed by the counter: their daily paths and sources with them, added to on the next flush", async () => {
    const visit = (path: string, headers: Record<string, string> = {}) =>
      fetch(ctx.url(path), { headers: { "user-agent": CHROME, ...headers } }).then((r) => r.text());
    const viewsOf = async (path: string) =>
      (await ctx.db.query(`select views from page_views_daily where path = '${path}'`)).reduce((n, r) => n + Number(r.views), 0);
    await visit("/about?utm_source=rollupads&utm_medium=cpc");
    await visit("/about", { referer: "https://search.rollup.example/q" });
    await visit("/about", { referer: ctx.url("/") }); // from this site: a view, no entry
    await eventually(
      () => viewsOf("/about"),
      (n) => n >= 3,
    );
    let now = await agree();
    expect(now.page_views_daily).toContain(JSON.stringify({ day: today(), path: "/about", views: 3, entries: 2 }));
    expect(now.page_sources_daily).toEqual(
      expect.arrayContaining([
        JSON.stringify({ day: today(), source: "rollupads", entries: 1 }),
        JSON.stringify({ day: today(), source: "search.rollup.example", entries: 1 }),
      ]),
    );
    await visit("/about?utm_source=rollupads&utm_medium=cpc");
    await eventually(
      () => viewsOf("/about"),
      (n) => n >= 4,
    );
    now = await agree();
    expect(now.page_sources_daily).toContain(JSON.stringify({ day: today(), source: "rollupads", entries: 2 }));
  });
});

describe.each(engines())("migration 013 on %s", (engine) => {
  test("back-fills the roll-ups and the first status changes from the rows stored before it; its triggers keep them after; down undoes it", async () => {
    const testDb = await createTestDb(engine);
    const leadsDb = await connectDatabase(
      engine === "sqlite" ? { engine, path: testDb.env.LEADS_DB_PATH! } : { engine, url: testDb.env.DATABASE_URL! },
    );
    try {
      const { "013_insights_rollups": rollups, ...before } = migrations;
      await migrateToLatest(leadsDb.db, before);
      const db = leadsDb.db;
      const lead = async (slug: FormSlug, at: string, status: string, extra: Record<string, unknown> = {}) => {
        const form = forms[slug];
        const id = uuidv7(Date.parse(at));
        const data = form.schema.parse(form.example) as Record<string, unknown>;
        await db
          .insertInto(form.table)
          .values({ ...data, id, created_at: new Date(at), status, ...extra } as Insertable<LeadTables[typeof form.table]>)
          .execute();
        return id;
      };
      const a = await lead("contact", "2026-02-01T10:00:00.000Z", "contacted", {
        utm_source: "old",
        utm_medium: "email",
        landing_path: "/a",
      });
      const b = await lead("contact", "2026-02-01T23:59:59.999Z", "spam", { referrer_host: "spam.example", landing_path: "/b" });
      const c = await lead("careers", "2026-02-02T00:00:00.000Z", "new", { landing_path: "/careers" });
      const status = (id: string, at: string) => ({
        id: uuidv7(),
        at: new Date(at),
        action: "status",
        lead_table: "contact_messages",
        lead_id: id,
        detail: "x",
      });
      await db
        .insertInto("audit_log")
        .values([status(a, "2026-02-01T12:00:00.000Z"), status(a, "2026-02-01T11:00:00.500Z"), status(b, "2026-02-03T00:00:00.000Z")])
        .execute();
      await db
        .insertInto("page_views")
        .values([
          {
            day: "2026-02-01",
            path: "/a",
            referrer_host: "",
            utm_source: "old",
            utm_medium: "",
            utm_campaign: "",
            device: "mobile",
            views: 7,
          },
          {
            day: "2026-02-01",
            path: "/a",
            referrer_host: "(internal)",
            utm_source: "",
            utm_medium: "",
            utm_campaign: "",
            device: "desktop",
            views: 3,
          },
          {
            day: "2026-02-02",
            path: "/b",
            referrer_host: "",
            utm_source: "",
            utm_medium: "",
            utm_campaign: "",
            device: "desktop",
            views: 5,
          },
        ])
        .execute();
      const range = { from: "2026-02-01", to: "2026-02-02" };

      expect(await migrateToLatest(db, { ...before, "013_insights_rollups": rollups! })).toEqual(["013_insights_rollups"]);
      const now = await stored(testDb);
      expect(now).toEqual(await summed(testDb));
      expect(now.leads_daily).toEqual(
        normal([
          { day: "2026-02-01", form: "contact", status: "contacted", leads: 1 },
          { day: "2026-02-01", form: "contact", status: "spam", leads: 1 },
          { day: "2026-02-02", form: "careers", status: "new", leads: 1 },
        ]),
      );
      expect(now.first_status).toEqual(
        normal([
          { lead_id: a, ms: 3_600_500 },
          { lead_id: b, ms: 86_400_001 },
        ]),
      );
      expect(now.page_views_daily).toEqual(
        normal([
          { day: "2026-02-01", path: "/a", views: 10, entries: 7 },
          { day: "2026-02-02", path: "/b", views: 5, entries: 5 },
        ]),
      );
      const answer = await insights(db, range, ["contact", "careers"]);
      expect(answer.responseTimes).toEqual([
        { form: "contact", leads: 2, changed: 2, median_seconds: 3600.5, p90_seconds: 86400.001 },
        { form: "careers", leads: 1, changed: 0, median_seconds: null, p90_seconds: null },
      ]);
      expect(answer.conversionByLandingPage).toEqual([
        { path: "/a", entries: 7, leads: 1, rate: 1 / 7 },
        { path: "/b", entries: 5, leads: 0, rate: 0 },
        { path: "/careers", entries: 0, leads: 1, rate: null },
      ]);

      // The triggers it made keep them from now on.
      await db.updateTable("job_applications").set({ status: "spam" }).where("id", "=", c).execute();
      await db.deleteFrom("contact_messages").where("id", "=", a).execute();
      expect(await stored(testDb)).toEqual(await summed(testDb));
      expect(await emptyRows(testDb)).toBe(0);

      // Its down removes what it made; up again back-fills the same.
      const summedNow = await summed(testDb);
      await rollups!.down!(db);
      await expect(testDb.query("select * from leads_daily")).rejects.toThrow();
      await db.deleteFrom("job_applications").where("id", "=", c).execute(); // no trigger of it left to fail
      await rollups!.up(db);
      expect(await stored(testDb)).toEqual(await summed(testDb));
      expect((await stored(testDb)).leads_daily).not.toEqual(summedNow.leads_daily);
    } finally {
      await leadsDb.close();
      await testDb.close();
    }
  });
});
