// `npm run bench:inbox [-- --leads 100000 --runs 50 --only sqlite|postgres]`: the operator inbox at scale. Seeds the leads
// (spread over the five forms and the five statuses, a year of arrival times, a third with a UTM
// source) into a fresh SQLite file and, with BENCH_DATABASE_URL, into a schema of its own in that
// PostgreSQL database (dropped after), then starts the real server on each and times over real
// HTTP, signed in: the first page, a filtered page, searches, a deep page (each with its counts),
// the insights over 30 and 365 days, then one full CSV export and one erasure. Prints p50/p95 per
// call, then each insights query called in process and the sizes of the daily roll-ups they read.
// The leads, their audit entries and the page views are written as the application writes them
// (triggers, the counter's writer), so the roll-ups are filled as in production.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql, type Insertable } from "kysely";
import { forms, formSlugs } from "../src/forms/forms.ts";
import type { FieldDef, LeadTable } from "../src/forms/types.ts";
import { addOperator, createSession } from "../src/server/operators/accounts.ts";
import { connectDatabase, type LeadsDb } from "../src/server/db/connection.ts";
import { uuidv7 } from "../src/server/db/ids.ts";
import { benchConfig } from "../src/server/config.ts";
import { migrateToLatest } from "../src/server/db/migrations.ts";
import type { Database, LeadTables } from "../src/server/db/schema.ts";
import { conversion, leadsBySource, leadsOverTime, responseTimes, statusFunnel, viewTotals } from "../src/server/insights/insights.ts";
import { DEVICES, storePageViews, type PageViewRow } from "../src/server/insights/page-views.ts";
import { startServer } from "./lib/server.ts";

const { values: args } = parseArgs({
  options: { leads: { type: "string", default: "100000" }, runs: { type: "string", default: "50" }, only: { type: "string" } },
});
const TOTAL = Number(args.leads);
const RUNS = Number(args.runs);

// A deterministic generator (the same data every run).
let seed = 42;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const FIRST =
  "Ada Alan Barbara Claude Dennis Edsger Frances Grace Hedy Ivan John Katherine Ken Linus Margaret Niklaus Radia Shafi Tim Vint Whitfield Yukihiro Adele Bjarne Donald Guido James Leslie Lynn Mary".split(
    " ",
  );
const LAST =
  "Lovelace Turing Liskov Shannon Ritchie Dijkstra Allen Hopper Lamarr Sutherland Backus Johnson Thompson Torvalds Hamilton Wirth Perlman Goldwasser Berners Cerf Diffie Matsumoto Goldberg Stroustrup Knuth Rossum Gosling Lamport Conway Keller".split(
    " ",
  );
const COMPANY =
  "Render Mesh Bletchley Quantum Orbit Tensor Forge Lattice Vector Nimbus Helix Photon Cobalt Aurora Zenith Delta Pixel Atlas Nova Cascade Summit".split(
    " ",
  );
const WORDS =
  "we need gpu compute for training inference large language models vision research rendering weather climate genomics protein folding batch jobs nightly scale cluster budget month weeks h100 a100 b200 latency region europe asia america storage bandwidth team startup university lab".split(
    " ",
  );
const UTM = ["newsletter", "twitter", "google", "partner", "conference"];
const MEDIUM = ["email", "social", "cpc", "referral"];
const REFERRERS = ["news.ycombinator.com", "www.google.com", "github.com", "www.reddit.com"];
const PAGES = [
  "/",
  "/about",
  "/access-compute",
  "/provide-compute",
  "/ecosystem-fund",
  "/contact",
  "/careers",
  "/blog",
  "/ecosystem",
  "/documentation",
  "/x402-integration",
  "/x402-documentation",
  "/nirvana-earth",
  "/nirvana-atmosphere",
];

function value(field: FieldDef, who: { first: string; last: string; company: string; n: number }): unknown {
  switch (field.type) {
    case "email":
      return `${who.first}.${who.last}${who.n}@${who.company}.example`.toLowerCase();
    case "url":
      return `https://${who.company.toLowerCase()}.example/${who.n}`;
    case "tel":
      return "+1 555 0100";
    case "number":
      return 8;
    case "checkbox":
      return rand() < 0.5;
    case "select":
      return field.options?.[0]?.value ?? "other";
    case "hidden":
      return "Senior Engineer";
    case "textarea":
      return Array.from({ length: 12 }, () => pick(WORDS)).join(" ");
    default:
      if (/first_name/.test(field.name)) return who.first;
      if (/last_name/.test(field.name)) return who.last;
      if (/(full_|founder_)?name$/.test(field.name) && !/company|project/.test(field.name)) return `${who.first} ${who.last}`;
      if (/company|project/.test(field.name)) return `${who.company} ${pick(COMPANY)}`;
      return pick(WORDS);
  }
}

async function seedLeads(leadsDb: LeadsDb): Promise<void> {
  const db = leadsDb.db;
  const yearMs = 365 * 86_400_000;
  const start = Date.now() - yearMs;
  const BATCH = leadsDb.engine === "sqlite" ? 500 : 1000;
  for (let done = 0; done < TOTAL; ) {
    const n = Math.min(BATCH * formSlugs.length, TOTAL - done);
    const byTable = new Map<LeadTable, Record<string, unknown>[]>();
    const audits: Insertable<Database["audit_log"]>[] = [];
    for (let i = 0; i < n; i++) {
      const slug = formSlugs[(done + i) % formSlugs.length]!;
      const form = forms[slug];
      const at = start + Math.floor(((done + i) / TOTAL) * yearMs);
      const who = { first: pick(FIRST), last: pick(LAST), company: pick(COMPANY), n: done + i };
      const r = rand();
      const status = r < 0.5 ? "new" : r < 0.65 ? "in review" : r < 0.8 ? "contacted" : r < 0.9 ? "archived" : "spam";
      const tagged = rand() < 0.33;
      const row: Record<string, unknown> = {
        id: uuidv7(at),
        created_at: new Date(at),
        status,
        utm_source: tagged ? pick(UTM) : null,
        utm_medium: tagged ? pick(MEDIUM) : null,
        referrer_host: !tagged && rand() < 0.4 ? pick(REFERRERS) : null,
        landing_path: pick(PAGES),
      };
      for (const field of form.fields) row[field.name] = value(field, who);
      byTable.set(form.table, [...(byTable.get(form.table) ?? []), row]);
      // A lead triaged: its first status change, minutes to days after it arrived.
      if (status !== "new")
        audits.push({
          id: uuidv7(),
          at: new Date(at + Math.floor(rand() * rand() * 5 * 86_400_000)),
          action: "status",
          lead_table: form.table,
          lead_id: row.id as string,
          detail: `new → ${status}`,
        });
    }
    await db.transaction().execute(async (trx) => {
      // Rows built field by field from the form definitions: typed as the lead tables' rows here.
      for (const [table, rows] of byTable)
        await trx
          .insertInto(table)
          .values(rows as Insertable<LeadTables[LeadTable]>[])
          .execute();
      // After the leads, as the inbox writes them: the audit log's trigger sets each lead's first change.
      for (let i = 0; i < audits.length; i += 500)
        await trx
          .insertInto("audit_log")
          .values(audits.slice(i, i + 500))
          .execute();
    });
    done += n;
  }
  await seedPageViews(leadsDb);
  // What autovacuum does soon after a bulk load: statistics, and the visibility map for index-only scans.
  if (leadsDb.engine === "postgres") await sql`vacuum analyze`.execute(db);
}

/** A year of page views as the counter writes them: every page, day and device, the internal views and a few sources each. */
async function seedPageViews(leadsDb: LeadsDb): Promise<number> {
  const today = Date.now() - (Date.now() % 86_400_000);
  let rows = 0;
  for (let d = 365; d >= 0; d--) {
    const day = new Date(today - d * 86_400_000).toISOString().slice(0, 10);
    const batch = new Map<string, PageViewRow>();
    for (const path of PAGES)
      for (const device of DEVICES) {
        const add = (referrer_host: string, utm_source: string, utm_medium: string, utm_campaign: string) => {
          const key = [path, device, referrer_host, utm_source, utm_medium, utm_campaign].join("|");
          batch.set(key, { day, path, device, referrer_host, utm_source, utm_medium, utm_campaign, views: 1 + Math.floor(rand() * 200) });
        };
        add("(internal)", "", "", "");
        add("", "", "", "");
        for (let k = 0; k < 5; k++) {
          if (rand() < 0.5) add("", pick(UTM), pick(MEDIUM), `spring-${Math.floor(rand() * 4)}`);
          else add(pick(REFERRERS), "", "", "");
        }
      }
    // As the counter writes a batch: the rows and their daily roll-ups, one transaction a day.
    await storePageViews(leadsDb.db, [...batch.values()]);
    rows += batch.size;
  }
  pageViewRows = rows;
  return rows;
}
let pageViewRows = 0;

/** The daily roll-ups' row counts (what a year's range reads instead of the rows themselves). */
async function rollupSizes(leadsDb: LeadsDb): Promise<string> {
  const tables = ["leads_daily", "lead_sources_daily", "lead_pages_daily", "page_views_daily", "page_sources_daily"] as const;
  const counts = await Promise.all(
    tables.map((t) =>
      leadsDb.db
        .selectFrom(t)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow(),
    ),
  );
  return tables.map((t, i) => `${t} ${Number(counts[i]!.n).toLocaleString("en")}`).join(", ");
}

/** Each insights query called directly (p50/p95 over `runs`), over the last 30 days and the last year, all forms. */
async function timeInsights(leadsDb: LeadsDb): Promise<string[]> {
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const out: string[] = [];
  const forms = [...formSlugs];
  for (const [name, range] of [
    ["30 days", { from: day(29), to: day(0) }],
    ["365 days", { from: day(364), to: day(0) }],
  ] as const) {
    for (const [label, run] of [
      ["leads per day and week", () => leadsOverTime(leadsDb.db, range, forms)],
      ["leads by source and landing page", () => leadsBySource(leadsDb.db, range, forms)],
      ["conversion per page and source", () => conversion(leadsDb.db, range, forms)],
      ["status funnel", () => statusFunnel(leadsDb.db, range, forms)],
      ["time to first status change", () => responseTimes(leadsDb.db, range, forms)],
      ["page views total", () => viewTotals(leadsDb.db, range)],
    ] as const) {
      const ms: number[] = [];
      for (let i = 0; i < Math.min(RUNS, 20) + 2; i++) {
        const t0 = performance.now();
        await run();
        if (i >= 2) ms.push(performance.now() - t0);
      }
      ms.sort((a, b) => a - b);
      out.push(`| ${label}, ${name} | ${pct(ms, 50).toFixed(1)} | ${pct(ms, 95).toFixed(1)} | ${ms.length} |`);
    }
  }
  return out;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const describe = (page: { leads: unknown[]; counts: { total: number } } | { funnel: { leads: number }[]; views: { views: number } }) =>
  "funnel" in page
    ? `${page.funnel.reduce((n, r) => n + r.leads, 0).toLocaleString("en")} leads, ${page.views.views.toLocaleString("en")} page views`
    : `${page.leads.length} leads of ${page.counts.total.toLocaleString("en")}`;

async function time(label: string, url: string, cookie: string, runs = RUNS): Promise<string> {
  const ms: number[] = [];
  let answer = "";
  for (let i = 0; i < runs + 3; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.text();
    const t = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${label}: ${res.status} ${body.slice(0, 200)}`);
    if (i >= 3) ms.push(t); // three warm-up calls
    if (i === 0)
      answer = url.includes("/export")
        ? `${body.split("\r\n").length - 2} rows, ${(body.length / 1048576).toFixed(1)} MiB`
        : describe(JSON.parse(body));
  }
  ms.sort((a, b) => a - b);
  return `| ${label} | ${pct(ms, 50).toFixed(1)} | ${pct(ms, 95).toFixed(1)} | ${runs} | ${answer} |`;
}

async function bench(engine: "sqlite" | "postgres", env: Record<string, string>, leadsDb: LeadsDb): Promise<void> {
  const t0 = performance.now();
  await migrateToLatest(leadsDb.db);
  await seedLeads(leadsDb);
  const seeded = (performance.now() - t0) / 1000;
  const { id } = await addOperator(leadsDb.db, `bench-${Date.now()}@example.com`);
  const cookie = `admin_session=${await createSession(leadsDb.db, id)}`;
  const deep = (
    await sql<{
      created_at: unknown;
      lead_id: string;
    }>`select created_at, lead_id from inbox_index order by created_at desc, lead_id desc limit 1 offset ${Math.floor(TOTAL * 0.95)}`.execute(
      leadsDb.db,
    )
  ).rows[0]!;
  const cursor = `${(deep.created_at instanceof Date ? deep.created_at : new Date(String(deep.created_at))).toISOString()}_${deep.lead_id}`;
  const someone = (await sql<{ email: string }>`select email from inbox_index limit 1 offset ${Math.floor(TOTAL / 2)}`.execute(leadsDb.db))
    .rows[0]!.email;

  const server = await startServer(
    { ...env, RATE_LIMIT_PER_MINUTE: "0", REDIS_URL: "", NOTIFY_WORKER: "0" },
    { nodeFlags: ["--max-semi-space-size=8", "--max-old-space-size=128"], keepOutput: 10_000 },
  );
  try {
    const api = `${server.url}/api/admin/`;
    const rows = [
      await time("first page (50 newest, all forms) + counts", `${api}leads`, cookie),
      await time("filtered page: form=contact&status=in review", `${api}leads?form=contact&status=in%20review`, cookie),
      await time("search, a common surname: q=turing", `${api}leads?q=turing`, cookie),
      await time("search, two words: q=grace hopper", `${api}leads?q=grace%20hopper`, cookie),
      await time("search, one person's e-mail", `${api}leads?q=${encodeURIComponent(someone)}`, cookie),
      await time("deep page (at 95 % of the list)", `${api}leads?before=${encodeURIComponent(cursor)}`, cookie),
      await time("insights, last 30 days (one call, every query)", `${api}insights`, cookie, 20),
      await time(
        "insights, last 365 days (one call, every query)",
        `${api}insights?from=${new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10)}`,
        cookie,
        20,
      ),
      await time(`export CSV, all ${TOTAL.toLocaleString("en")} leads`, `${api}export?format=csv`, cookie, 3),
    ];
    const insightRows = await timeInsights(leadsDb);
    const e0 = performance.now();
    const erased = await fetch(`${api}erase`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ email: someone }),
    });
    const eraseMs = performance.now() - e0;
    if (erased.status !== 200) throw new Error(`erase: ${erased.status}`);
    console.log(`\n${engine}: ${TOTAL.toLocaleString("en")} leads seeded in ${seeded.toFixed(1)} s (${leadsDb.location})\n`);
    console.log("| call | p50 ms | p95 ms | runs | answer |\n|---|---|---|---|---|");
    for (const row of rows) console.log(row);
    console.log(`| erase one address (${JSON.stringify((await erased.json()).removed)}) | ${eraseMs.toFixed(0)} | | 1 | |`);
    console.log(
      `\ninsights queries called in process, ${pageViewRows.toLocaleString("en")} page-view rows (a year); roll-up rows: ${await rollupSizes(leadsDb)}\n`,
    );
    console.log("| query | p50 ms | p95 ms | runs |\n|---|---|---|---|");
    for (const row of insightRows) console.log(row);
  } finally {
    await server.stop();
  }
}

async function onSqlite(): Promise<void> {
  const path = join(mkdtempSync(join(tmpdir(), "bench-inbox-")), "leads.db");
  const leadsDb = await connectDatabase({ engine: "sqlite", path });
  try {
    await bench("sqlite", { LEADS_DB_PATH: path, DATABASE_URL: "" }, leadsDb);
  } finally {
    await leadsDb.close();
  }
}

/** In a schema of its own in the database of `pgUrl`, dropped after. */
async function onPostgres(pgUrl: string): Promise<void> {
  const schema = `bench_inbox_${process.pid}`;
  const admin = await connectDatabase({ engine: "postgres", url: pgUrl });
  await sql.raw(`create schema ${schema}`).execute(admin.db);
  const url = new URL(pgUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const leadsDb = await connectDatabase({ engine: "postgres", url: url.toString() });
  try {
    await bench("postgres", { DATABASE_URL: url.toString() }, leadsDb);
  } finally {
    await leadsDb.close();
    await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
    await admin.close();
  }
}

if (args.only !== "postgres") await onSqlite();
if (args.only !== "sqlite") {
  const { databaseUrl } = benchConfig();
  if (databaseUrl) await onPostgres(databaseUrl);
  else console.log("\nBENCH_DATABASE_URL is not set: PostgreSQL left out.");
}
