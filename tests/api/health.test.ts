// GET /api/health over real HTTP: 200 while the process's database answers, 503 while it does
// not (PostgreSQL reached through a TCP relay this test cuts and restores). The public answer
// says ok or not; the details (database, engine, Redis, deliveries) are the operator's, at
// /api/admin/health.
import { createServer, connect, type Server, type Socket } from "node:net";
import { afterAll, describe, expect, test } from "vitest";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { createOperator } from "./admin-support.ts";
import { createTestDb, noticeOnce, PG_URL, REDIS_URL, type TestDb } from "./leads-support.ts";

const health = async (server: RunningServer, init: RequestInit = {}, path = "/api/health") => {
  const res = await fetch(server.url + path, init);
  const text = await res.text();
  return {
    status: res.status,
    cache: res.headers.get("cache-control"),
    retryAfter: res.headers.get("retry-after"),
    body: text ? JSON.parse(text) : null,
  };
};

/** The operator's view of the same check: the details behind the public answer. */
const details = async (server: RunningServer, cookie: string) => (await health(server, { headers: { cookie } }, "/api/admin/health")).body;

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe("on SQLite", () => {
  test("200 with the database checked; HEAD has no body; other methods 405; other paths 404", async () => {
    const db = await createTestDb("sqlite");
    const server = await startServer({ ...db.env, REDIS_URL: "" });
    cleanup.push(
      () => db.close(),
      () => server.stop(),
    );
    expect(await health(server)).toEqual({ status: 200, cache: "no-store", retryAfter: null, body: { status: "ok" } });
    expect(await health(server, {}, "/readyz")).toEqual({ status: 200, cache: "no-store", retryAfter: null, body: { status: "ok" } });
    expect(await health(server, {}, "/livez")).toEqual({ status: 200, cache: "no-store", retryAfter: null, body: { status: "ok" } });
    expect((await health(server, {}, "/api/admin/health")).status).toBe(401);
    const { cookie } = await createOperator(server.url, db.env);
    expect(await details(server, cookie)).toMatchObject({
      status: "ok",
      database: "ok",
      engine: "sqlite",
      redis: "not configured",
      deliveries: { pending: 0, oldest_pending_seconds: 0, dead: 0, disabled_destinations: [] },
    });
    expect(await health(server, { method: "HEAD" })).toMatchObject({ status: 200, body: null });
    const post = await fetch(`${server.url}/api/health`, { method: "POST" });
    expect([post.status, post.headers.get("allow")]).toEqual([405, "GET, HEAD"]);
    expect((await fetch(`${server.url}/api/healthz`)).status).toBe(404);
  });
});

if (!REDIS_URL) noticeOnce("redis-health", "NOTICE: TEST_REDIS_URL is not set: the health check's Redis report is not tested.");
test.runIf(REDIS_URL)("reports Redis when REDIS_URL is set", async () => {
  const db = await createTestDb("sqlite");
  const server = await startServer({ ...db.env, REDIS_URL });
  cleanup.push(
    () => db.close(),
    () => server.stop(),
  );
  const { cookie } = await createOperator(server.url, db.env);
  expect(await details(server, cookie)).toMatchObject({ status: "ok", redis: "ok" });
});

/** A TCP relay to PostgreSQL that can be cut (every connection dropped, nothing accepted) and restored. */
async function pgRelay(target: URL) {
  const sockets = new Set<Socket>();
  let listener: Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      listener = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      listener.listen(port, "127.0.0.1", () => {
        port = (listener!.address() as { port: number }).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      listener!.close(() => resolve());
    });
  await open();
  return { port: () => port, cut, restore: open };
}

if (!PG_URL) noticeOnce("pg-health", "NOTICE: TEST_DATABASE_URL is not set: the health check on PostgreSQL is not tested.");
describe.runIf(PG_URL)("on PostgreSQL", () => {
  test("503 while the database cannot be reached, 200 again once it can", async () => {
    const db: TestDb = await createTestDb("postgres");
    const relay = await pgRelay(new URL(PG_URL));
    const url = new URL(db.env.DATABASE_URL!);
    url.hostname = "127.0.0.1";
    url.port = String(relay.port());
    const server = await startServer({ DATABASE_URL: url.toString(), REDIS_URL: "" });
    cleanup.push(
      () => db.close(),
      () => relay.cut().catch(() => {}),
      () => server.stop(),
    );
    const { cookie } = await createOperator(server.url, db.env);

    expect(await health(server)).toMatchObject({ status: 200, body: { status: "ok" } });
    expect(await details(server, cookie)).toMatchObject({ status: "ok", database: "ok", engine: "postgres" });
    await relay.cut();
    // The probe's last result answers until it is HEALTH_PROBE_INTERVAL_MS old: wait for the next one.
    await expect.poll(async () => (await health(server)).status, { timeout: 10_000, interval: 200 }).toBe(503);
    expect(await health(server)).toEqual({ status: 503, cache: "no-store", retryAfter: "2", body: { status: "unavailable" } });
    // The operator's route needs the database too (its session): the cause is in the log, once
    // (the log reaches the test through a pipe, after the answer: wait for it).
    await expect
      .poll(() => server.output(), { timeout: 10_000 })
      .toMatch(/"database":"unreachable"[^\n]*readiness: the lead store cannot commit/);
    expect(server.output().match(/readiness: the lead store cannot commit/g)).toHaveLength(1);
    await relay.restore();
    await expect.poll(async () => (await health(server)).status, { timeout: 10_000, interval: 200 }).toBe(200);
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain("readiness: the lead store commits again");
    expect(await details(server, cookie)).toMatchObject({ status: "ok", database: "ok", engine: "postgres" });
  });
});
