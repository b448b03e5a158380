// The router over real HTTP: error pages keep their status, a page's trailing-slash and
// /index.html forms redirect to its canonical path, every HTML page carries the ai-catalog Link
// header, API paths answer JSON 404/405, the start line names the site, database and Redis, and
// the log's formats (JSON with level names and ISO times by default; pino's numbers; pretty).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: "0", REDIS_URL: "" });
});
afterAll(() => server?.stop());

const get = (path: string, init: RequestInit = {}) => fetch(server.url + path, { redirect: "manual", ...init });
const AI_CATALOG_LINK = '</.well-known/ai-catalog.json>; rel="ai-catalog"';

describe("error pages requested directly", () => {
  test.each([
    ["/404", 404],
    ["/404.html", 404],
    ["/500", 500],
    ["/500.html", 500],
  ])("%s answers %i with the page", async (path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toMatch(/<html[\s>]/i);
  });

  test("a conditional request for an error page still gets its status, not 304", async () => {
    const res = await get("/404", { headers: { "If-None-Match": "*" } });
    expect(res.status).toBe(404);
  });
});

describe("canonical paths", () => {
  test.each([
    ["/about/", "/about"],
    ["/about/index.html", "/about"],
    ["/about//", "/about"],
    ["/contact/?ref=mail&x=1", "/contact?ref=mail&x=1"],
    ["/contact/index.html?ref=mail", "/contact?ref=mail"],
    ["/index.html", "/"],
    ["/index.html?q=1", "/?q=1"],
    ["//about/", "/about"], // never "//about": that would name another host
  ])("%s redirects 301 to %s", async (path, location) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(location);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("HEAD of a non-canonical path redirects without a body", async () => {
    const res = await get("/about/", { method: "HEAD" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about");
    expect(await res.text()).toBe("");
  });

  test("/ and canonical pages answer 200; a trailing slash on no page is a plain 404", async () => {
    expect((await get("/")).status).toBe(200);
    expect((await get("/about")).status).toBe(200);
    const missing = await get("/no-such-page/");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("location")).toBeNull();
  });
});

describe("ai-catalog Link header", () => {
  test.each(["/", "/about", "/x402-documentation", "/no-such-page"])("%s links the agent catalogue", async (path) => {
    const res = await get(path);
    expect(res.headers.get("link")).toBe(AI_CATALOG_LINK);
  });

  test("a 304 for a page carries it too; files and API answers do not", async () => {
    const first = await get("/contact");
    const again = await get("/contact", { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("link")).toBe(AI_CATALOG_LINK);
    expect((await get("/llms.txt")).headers.get("link")).toBeNull();
    expect((await get("/api/health")).headers.get("link")).toBeNull();
  });
});

describe("API paths", () => {
  test("a path under /api/ that no route has answers JSON 404", async () => {
    const res = await get("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await res.json()).toEqual({ error: "Nothing at /api/nothing-here." });
  });

  test("405 names the allowed methods; HEAD of a GET route has the GET's status and no body", async () => {
    const post = await get("/api/health", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect((await post.json()).error).toMatch(/GET, HEAD/);
    const head = await get("/api/health", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});

test("the start line names the site, the database and Redis", () => {
  expect(server.output()).toMatch(/"msg":"listening on http:\/\/localhost:\d+ \(database: sqlite \S+leads\.db; Redis: none\)"/);
});

test("LOG_FORMAT=pretty prints readable lines instead of JSON", async () => {
  const pretty = await startServer({ LOG_FORMAT: "pretty" });
  try {
    const out = pretty.output();
    expect(out).toMatch(/INFO.*listening on http:\/\/localhost:\d+ \(database: sqlite /);
    expect(out).not.toContain('"msg":');
  } finally {
    await pretty.stop();
  }
});

test("LOG_FORMAT=json (the default) names levels and writes ISO times; LOG_FORMAT=pino keeps pino's numbers for its tools", async () => {
  const lines = (out: string) =>
    out
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { level: unknown; time: unknown; msg: string; reqId?: string });
  const access = (out: string, reqId: string) => lines(out).find((l) => l.msg === "request" && l.reqId === reqId);
  await get("/livez", { headers: { "x-request-id": "log-format-json" } });
  await expect.poll(() => access(server.output(), "log-format-json")).toMatchObject({ level: "info" });
  expect(String(access(server.output(), "log-format-json")!.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

  const numbers = await startServer({ LOG_FORMAT: "pino" });
  try {
    await fetch(`${numbers.url}/livez`, { headers: { "x-request-id": "log-format-pino" } });
    await expect.poll(() => access(numbers.output(), "log-format-pino")).toMatchObject({ level: 30 });
    const time = access(numbers.output(), "log-format-pino")!.time as number;
    expect(typeof time).toBe("number");
    expect(Math.abs(time - Date.now())).toBeLessThan(60_000);
  } finally {
    await numbers.stop();
  }
});
