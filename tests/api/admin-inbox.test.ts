// The operators' inbox: its list, search, faceted counts, pagination, a lead's page and the export,
// over real HTTP on SQLite and PostgreSQL, signed in as an operator the CLI created.
import { beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { ATTRIBUTION_FIELDS } from "../../src/forms/attribution.ts";
import { HONEYPOT_FIELD } from "../../src/forms/validate.ts";
import { formSlugs, forms } from "../../src/forms/forms.ts";
import { fixtures } from "./leads-fixtures.ts";
import { listLeads } from "../../src/server/inbox/inbox.ts";
import { FULL_SCOPE } from "../../src/server/inbox/scope.ts";
import { connectDatabase } from "../../src/server/db/connection.ts";
import { migrateToLatest, migrations } from "../../src/server/db/migrations.ts";
import { createTestDb, engines, postLead, useInProcessLeadServer } from "./leads-support.ts";
import { createOperator, request } from "./admin-support.ts";
import { parseCsv } from "./csv-parse.ts";

/** Every form of the list without a lead: the inbox counts each form, its own leads or none. */
const noLeads = Object.fromEntries(formSlugs.map((slug) => [slug, 0]));

type Lead = {
  form: string;
  id: string;
  created_at: string;
  name: string;
  email: string;
  company: string | null;
  status: string;
  source: string | null;
};

describe.each(engines())("the inbox API on %s", (engine) => {
  const ctx = useInProcessLeadServer(engine, { TRUST_PROXY: "1" });
  let cookie = "";
  const ids: Record<string, string> = {};
  const get = async (path: string) => {
    const res = await request(ctx.url(), "GET", `${ADMIN_API_PREFIX}${path}`, { cookie });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  const list = async (query: string) => {
    const res = await get(`leads?${query}`);
    expect(res.status, res.text).toBe(200);
    return JSON.parse(res.text) as {
      leads: Lead[];
      next: string | null;
      counts: { total: number; byForm: Record<string, number>; byStatus: Record<string, number> };
    };
  };
  const post = async (slug: string, body: Record<string, unknown>) => {
    const res = await postLead(ctx.url(), slug, body);
    expect(res.status, res.text).toBe(201);
    return res.json.id as string;
  };

  beforeAll(async () => {
    cookie = (await createOperator(ctx.url(), ctx.db.env)).cookie;
    ids.ada = await post("contact", {
      name: "Hedy Lamarr",
      email: "Hedy@Frequency.example",
      company: "Frequency Hopping",
      message: "We need 64 H100s for weather modelling.",
      utm_source: "newsletter",
      referrer_host: "mail.example",
    });
    ids.grace = await post("access-compute", {
      ...fixtures["access-compute"].full,
      first_name: "Katherine",
      last_name: "Johnson",
      company_email: "katherine@orbit.example",
      company_name: "ZORBIT Systems",
      use_case: "We calculate trajectories.",
      referrer_host: "news.example",
    });
    ids.alan = await post("careers", {
      ...fixtures.careers.full,
      full_name: "Claude Shannon",
      email: "claude@entropy.example",
      cover_letter: "I measure information in bits.",
    });
    ids.fund = await post("ecosystem-fund", fixtures["ecosystem-fund"].full);
    ids.provide = await post("provide-compute", fixtures["provide-compute"].full);
    // A filled honeypot: stored as spam.
    ids.spam = await post("contact", {
      name: "Spam Bot",
      email: "bot@spam.example",
      company: '=HYPERLINK("http://evil")',
      message: "Buy now",
      [HONEYPOT_FIELD]: "x",
    });
    const res = await request(ctx.url(), "PATCH", `${ADMIN_API_PREFIX}leads/access-compute/${ids.grace}`, {
      cookie,
      body: { status: "in review" },
    });
    expect(res.status).toBe(200);
  });

  test("every lead, newest first, with status and source; counts per form and status", async () => {
    const page = await list("");
    expect(page.leads.map((l) => l.id)).toEqual([ids.spam, ids.provide, ids.fund, ids.alan, ids.grace, ids.ada]);
    expect(page.next).toBeNull();
    const ada = page.leads.find((l) => l.id === ids.ada)!;
    expect(ada).toEqual({
      form: "contact",
      id: ids.ada,
      created_at: expect.stringMatching(/Z$/),
      name: "Hedy Lamarr",
      email: "Hedy@Frequency.example",
      company: "Frequency Hopping",
      status: "new",
      source: "newsletter",
    });
    expect(page.leads.find((l) => l.id === ids.grace)).toMatchObject({
      name: "Katherine Johnson",
      status: "in review",
      source: "news.example",
    }); // no utm_source: the referrer
    expect(page.leads.find((l) => l.id === ids.alan)).toMatchObject({ company: null, source: null });
    expect(page.counts).toEqual({
      total: 6,
      byForm: { ...noLeads, "ecosystem-fund": 1, contact: 2, "access-compute": 1, "provide-compute": 1, careers: 1 },
      byStatus: { new: 4, "in review": 1, contacted: 0, archived: 0, spam: 1 },
    });
  });

  test("filters by form and status; each facet's counts honour the other filters", async () => {
    const contact = await list("form=contact");
    expect(contact.leads.map((l) => l.id)).toEqual([ids.spam, ids.ada]);
    expect(contact.counts.total).toBe(2);
    expect(contact.counts.byForm.careers).toBe(1); // byForm ignores the form filter
    expect(contact.counts.byStatus).toEqual({ new: 1, "in review": 0, contacted: 0, archived: 0, spam: 1 }); // byStatus honours it

    const spam = await list("status=spam");
    expect(spam.leads.map((l) => l.id)).toEqual([ids.spam]);
    expect(spam.counts.byForm).toEqual({ ...noLeads, contact: 1 });
    expect(spam.counts.byStatus.new).toBe(4);

    const both = await list("form=access-compute&status=in%20review");
    expect(both.leads.map((l) => l.id)).toEqual([ids.grace]);
    expect((await list("form=careers&status=spam")).leads).toEqual([]);
  });

  test("search: names, e-mails, companies and messages, any case, word prefixes, all words", async () => {
    const found = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).leads.map((l) => l.id);
    expect(await found("lamarr")).toEqual([ids.ada]);
    expect(await found("HEDY@frequency.EXAMPLE")).toEqual([ids.ada]);
    expect(await found("weather")).toEqual([ids.ada]); // the message
    expect(await found("zorbit")).toEqual([ids.grace]); // the company
    expect(await found("trajector")).toEqual([ids.grace]); // a word's beginning
    expect(await found("information")).toEqual([ids.alan]); // the cover letter
    expect(await found("katherine johnson")).toEqual([ids.grace]);
    expect(await found("katherine shannon")).toEqual([]); // every word must match
    expect(await found("nobody")).toEqual([]);
    const q = await list("q=example&form=contact");
    expect(q.leads.map((l) => l.id)).toEqual([ids.spam, ids.ada]);
    expect(q.counts.total).toBe(2);
    expect((await list("q=johnson")).counts).toMatchObject({
      total: 1,
      byForm: { "access-compute": 1, contact: 0 },
      byStatus: { "in review": 1, new: 0 },
    });
  });

  test("bad filters are a 400 naming the problem", async () => {
    const cases: Array<[string, RegExp]> = [
      ["form=newsletter", /Unknown form "newsletter"/],
      ["status=closed", /Unknown status "closed".*new, in review, contacted, archived, spam/],
      [`q=${"a".repeat(201)}`, /at most 200 characters/],
      ["before=yesterday", /before must be/],
    ];
    for (const [query, message] of cases) {
      const res = await get(`leads?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.parse(res.text).error).toMatch(message);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    expect((await get(`leads?q=${"a".repeat(200)}`)).status).toBe(200);
  });

  test("pages of 50 without repeats or gaps, also while new leads arrive", async () => {
    const posted: string[] = [];
    for (let i = 0; i < 120; i++)
      posted.push(await post("contact", { ...fixtures.contact.full, name: `Paged Person ${i}`, message: `pagetest ${i}` }));
    const seen: Lead[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const page = await list(`q=pagetest${next ? `&before=${encodeURIComponent(next)}` : ""}`);
      expect(page.leads.length).toBeLessThanOrEqual(50);
      expect(page.counts.total).toBe(pages === 0 ? 120 : 121); // counts are of now: with the lead that arrived
      seen.push(...page.leads);
      next = page.next;
      if (pages++ === 0) await post("contact", { ...fixtures.contact.full, message: "pagetest arriving meanwhile" }); // newer: not on later pages
    } while (next);
    expect(pages).toBe(3);
    expect(seen.map((l) => l.id)).toEqual([...posted].reverse());
    const keys = seen.map((l) => `${l.created_at}_${l.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  test("a lead's page: every field with its label, attribution, status, empty notes, deliveries and history", async () => {
    const res = await get(`leads/access-compute/${ids.grace}`);
    expect(res.status).toBe(200);
    const body = JSON.parse(res.text);
    const form = forms["access-compute"];
    expect(body.lead).toMatchObject({
      form: "access-compute",
      id: ids.grace,
      status: "in review",
      created_at: expect.stringMatching(/Z$/),
    });
    expect(body.lead.fields.map((f: { name: string }) => f.name)).toEqual(form.fields.map((f) => f.name));
    expect(body.lead.fields.find((f: { name: string }) => f.name === "first_name")).toEqual({
      name: "first_name",
      label: "First Name",
      value: "Katherine",
    });
    expect(body.lead.fields.find((f: { name: string }) => f.name === "agreed_to_terms").value).toBe(true);
    expect(Object.keys(body.lead.attribution)).toEqual([...ATTRIBUTION_FIELDS]);
    expect(body.lead.attribution.referrer_host).toBe("news.example");
    expect(body.notes).toEqual([]);
    expect(body.deliveries).toEqual([]);
    expect(body.history).toEqual([
      {
        id: expect.any(String),
        at: expect.stringMatching(/Z$/),
        operator: { id: expect.any(String), email: expect.stringContaining("@example.com") },
        action: "status",
        detail: "new → in review",
      },
    ]);
    for (const path of [
      `leads/contact/${ids.grace}`,
      `leads/nope/${ids.grace}`,
      "leads/contact/not-an-id",
      "leads/contact/0190a8b2-7c3d-7e4f-8a5b-6c7d8e9f0a1b",
    ]) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(JSON.parse(missing.text).error, path).toBe("No such lead.");
    }
  });

  test("export: the whole filter as a dated CSV attachment (formula-safe) or JSON, one column set for all forms", async () => {
    const csv = await get("export?format=csv&status=spam");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.headers.get("cache-control")).toBe("no-store");
    const [header, ...rows] = parseCsv(csv.text);
    const fieldUnion = [...new Set(Object.values(forms).flatMap((f) => f.fields.map((x) => x.name)))];
    expect(header).toEqual(["form", "id", "created_at", "status", ...fieldUnion, ...ATTRIBUTION_FIELDS]);
    expect(rows).toHaveLength(1);
    const spam = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(spam).toMatchObject({
      form: "contact",
      id: ids.spam,
      status: "spam",
      name: "Spam Bot",
      company: '\'=HYPERLINK("http://evil")',
      full_name: "",
    });

    const all = await get("export?format=csv");
    const allRows = parseCsv(all.text).slice(1);
    expect(allRows.length).toBeGreaterThanOrEqual(127); // more than two pages: the whole filter, not a page
    for (const row of allRows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const json = await get("export?format=json&form=careers");
    expect(json.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-careers-\d{4}-\d{2}-\d{2}\.json"$/);
    const records = JSON.parse(json.text);
    expect(records).toEqual([
      {
        form: "careers",
        id: ids.alan,
        created_at: expect.stringMatching(/Z$/),
        status: "new",
        ...fixtures.careers.fullRow,
        full_name: "Claude Shannon",
        email: "claude@entropy.example",
        cover_letter: "I measure information in bits.",
        ...Object.fromEntries(ATTRIBUTION_FIELDS.map((c) => [c, null])),
      },
    ]);
    expect(JSON.parse((await get("export?format=json&q=lamarr")).text).map((r: { id: string }) => r.id)).toEqual([ids.ada]);
    expect(JSON.parse((await get("export?format=json&q=nobody")).text)).toEqual([]);

    for (const query of ["", "format=xml", "format=csv&form=x"]) {
      const bad = await get(`export?${query}`);
      expect(bad.status, query).toBe(400);
    }
  });
});

describe.each(engines())("migration 007 on %s", (engine) => {
  test("backfills the index and the search from the leads stored before it", async () => {
    const testDb = await createTestDb(engine);
    const leadsDb = await connectDatabase(
      engine === "sqlite" ? { engine, path: testDb.env.LEADS_DB_PATH! } : { engine, url: testDb.env.DATABASE_URL! },
    );
    try {
      const { "007_operator_inbox": inbox, ...others } = migrations;
      // Every migration but 007 and those that build on its tables (012 indexes audit_log, 013 adds to inbox_index).
      const { "012_page_views": _later, "013_insights_rollups": _rollups, ...before } = others;
      await migrateToLatest(leadsDb.db, before);
      const id = "0190a8b2-7c3d-7e4f-8a5b-6c7d8e9f0a1b";
      await leadsDb.db
        .insertInto("contact_messages")
        .values({
          id,
          created_at: new Date("2026-01-02T03:04:05.678Z"),
          name: "Early Bird",
          email: "early@bird.example",
          company: "Worm Co",
          message: "Before the inbox",
          status: "spam",
          utm_source: "",
          referrer_host: "ref.example",
        })
        .execute();
      expect(await migrateToLatest(leadsDb.db, { ...before, "007_operator_inbox": inbox! })).toEqual(["007_operator_inbox"]);
      const page = await listLeads(leadsDb.db, { scope: FULL_SCOPE, q: "worm" }, null);
      expect(page.leads).toEqual([
        {
          form: "contact",
          id,
          created_at: "2026-01-02T03:04:05.678Z",
          name: "Early Bird",
          email: "early@bird.example",
          company: "Worm Co",
          status: "spam",
          source: "ref.example",
        },
      ]);
      expect(page.counts.byStatus.spam).toBe(1);
    } finally {
      await leadsDb.close();
      await testDb.close();
    }
  });
});
