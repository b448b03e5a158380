// The page-view counter over real HTTP on SQLite and PostgreSQL (the app in process, its counts
// written every 50 ms): what one row holds (day, path, referrer host, three UTM values, device
// class, count; nothing else, nothing identifying), what is not counted (bots, no User-Agent,
// prefetches and prerenders, HEAD, 304, 404, files that are not pages, the API), PAGE_VIEWS=0, and
// the bound on distinct keys (the "(other)" bucket).
import { describe, expect, test } from "vitest";
import { sleep } from "../../scripts/lib/helpers.ts";
import { connectDatabase } from "../../src/server/db/connection.ts";
import { migrateToLatest } from "../../src/server/db/migrations.ts";
import { createPageViewCounter, deviceClass, OTHER_PATH } from "../../src/server/insights/page-views.ts";
import { createTestDb, engines, useInProcessLeadServer, type Row, type TestDb } from "./leads-support.ts";

const CHROME_DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await sleep(25);
  }
}

const views = (db: TestDb) => db.query("select * from page_views order by path, device, referrer_host, utm_source");
const total = (rows: Row[]) => rows.reduce((n, r) => n + Number(r.views), 0);
const today = () => new Date().toISOString().slice(0, 10);

test("device classes from User-Agents", () => {
  expect(deviceClass(CHROME_DESKTOP)).toBe("desktop");
  expect(deviceClass(IPHONE)).toBe("mobile");
  expect(deviceClass(IPAD)).toBe("tablet");
  expect(deviceClass(ANDROID_TABLET)).toBe("tablet");
  expect(deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36")).toBe("mobile");
  expect(deviceClass(undefined)).toBe("desktop");
});

describe.each(engines())("page views on %s", (engine) => {
  const ctx = useInProcessLeadServer(engine, { PAGE_VIEWS_FLUSH_MS: "50" });
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    fetch(ctx.url(path), { method, headers: { "user-agent": CHROME_DESKTOP, ...headers }, redirect: "manual" });

  test("a view is stored as day, path, referrer host, UTM source/medium/campaign, device and a count: nothing else", async () => {
    const visits = [
      get("/about?utm_source=newsletter&utm_medium=email&utm_campaign=launch&utm_term=gpu&email=ada%40example.com&id=42", {
        referer: "https://Mail.Example.com/inbox/123?user=ada",
        "x-forwarded-for": "203.0.113.9",
        cookie: "tracking=abc",
      }),
      get("/about?utm_source=newsletter&utm_medium=email&utm_campaign=launch", { referer: "https://mail.example.com/other" }),
      get("/about", { "user-agent": IPHONE }),
      get("/contact", { "user-agent": IPAD, referer: `${ctx.url("/")}` }), // from our own site: "(internal)"
    ];
    for (const res of await Promise.all(visits)) expect(res.status).toBe(200);
    const rows = await eventually(
      () => views(ctx.db),
      (r) => total(r) >= 4,
    );
    expect(rows.map((r) => Object.keys(r).sort())[0]).toEqual(
      ["day", "device", "path", "referrer_host", "utm_campaign", "utm_medium", "utm_source", "views"].sort(),
    );
    expect(rows.map((r) => ({ ...r, views: Number(r.views) }))).toEqual([
      {
        day: today(),
        path: "/about",
        referrer_host: "mail.example.com",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "launch",
        device: "desktop",
        views: 2,
      },
      { day: today(), path: "/about", referrer_host: "", utm_source: "", utm_medium: "", utm_campaign: "", device: "mobile", views: 1 },
      {
        day: today(),
        path: "/contact",
        referrer_host: "(internal)",
        utm_source: "",
        utm_medium: "",
        utm_campaign: "",
        device: "tablet",
        views: 1,
      },
    ]);
    // Nothing identifying anywhere in the table: no address, User-Agent, cookie, query or referrer path.
    const dump = JSON.stringify(await ctx.db.query("select * from page_views"));
    for (const secret of ["203.0.113", "Chrome", "iPhone", "tracking", "abc", "ada", "42", "gpu", "inbox", "/other"]) {
      expect(dump).not.toContain(secret);
    }
  });

  test("bots, requests without a User-Agent, prefetches, HEAD, 304, 404s, files and API calls are not counted", async () => {
    const before = total(await views(ctx.db));
    const etag = (await get("/blog")).headers.get("etag")!; // one counted view
    const skipped = [
      get("/blog", { "user-agent": GOOGLEBOT }),
      fetch(ctx.url("/blog"), { headers: { "user-agent": "" } }),
      get("/blog", { "sec-purpose": "prefetch" }),
      get("/blog", { "sec-purpose": "prefetch;prerender" }),
      get("/blog", { purpose: "prefetch" }),
      get("/blog", { "x-moz": "prefetch" }),
      get("/blog", {}, "HEAD"),
      get("/blog", { "if-none-match": etag }),
      get("/no-such-page"),
      get("/robots.txt"),
      get("/favicon.ico"),
      get("/api/health"),
      get("/blog/"), // a redirect to /blog
    ];
    const statuses = (await Promise.all(skipped)).map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 304, 404, 200, 200, 200, 301]);
    await get("/x402-integration"); // a marker: once it is written, everything before it was too
    const rows = await eventually(
      () => views(ctx.db),
      (r) => r.some((row) => row.path === "/x402-integration"),
    );
    expect(total(rows) - before).toBe(2);
    expect(rows.filter((r) => r.path === "/blog").map((r) => Number(r.views))).toEqual([1]);
  });
});

describe.each(engines())("the counter's bounds and PAGE_VIEWS=0 on %s", (engine) => {
  test("past maxKeys distinct keys, views go to the day's (other) bucket", async () => {
    const test = await createTestDb(engine);
    const leadsDb = await connectDatabase(
      engine === "sqlite" ? { engine, path: test.env.LEADS_DB_PATH! } : { engine, url: test.env.DATABASE_URL! },
    );
    try {
      await migrateToLatest(leadsDb.db);
      const counter = createPageViewCounter(leadsDb.db, { flushMs: 3_600_000, maxKeys: 3, now: () => Date.parse("2026-03-01T12:00:00Z") });
      const req = (campaign: string) =>
        [
          { method: "GET", headers: { "user-agent": CHROME_DESKTOP } } as never,
          new URL(`http://x/about?utm_campaign=${campaign}`),
          "/about",
        ] as const;
      for (const c of ["a", "b", "c", "d", "e", "a"]) counter.record(...req(c));
      expect(counter.pending).toBe(4); // a, b, c and the (other) bucket
      await counter.flush();
      for (const c of ["a", "z"]) counter.record(...req(c));
      await counter.stop();
      const rows = (await test.query("select path, utm_campaign, views from page_views order by path, utm_campaign")).map((r) => ({
        ...r,
        views: Number(r.views),
      }));
      expect(rows).toEqual([
        { path: OTHER_PATH, utm_campaign: "", views: 2 },
        { path: "/about", utm_campaign: "a", views: 3 },
        { path: "/about", utm_campaign: "b", views: 1 },
        { path: "/about", utm_campaign: "c", views: 1 },
        { path: "/about", utm_campaign: "z", views: 1 },
      ]);
    } finally {
      await leadsDb.close();
      await test.close();
    }
  });

  describe("PAGE_VIEWS=0", () => {
    const ctx = useInProcessLeadServer(engine, { PAGE_VIEWS: "0", PAGE_VIEWS_FLUSH_MS: "50" });
    test("no view is counted", async () => {
      expect((await fetch(ctx.url("/about"), { headers: { "user-agent": CHROME_DESKTOP } })).status).toBe(200);
      await ctx.server.stop(); // a counter would write what it holds now
      expect(await ctx.db.query("select * from page_views")).toEqual([]);
    });
  });
});
