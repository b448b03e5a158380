// Graceful shutdown, beyond tests/api/leads-shutdown.test.ts: while a request is still in
// flight after SIGTERM, the server already refuses new connections and closes idle keep-alive
// ones; after it exits 0 the database is closed (SQLite: the WAL checkpointed and removed, the
// file lockable exclusively; PostgreSQL: none of the process's connections left in
// pg_stat_activity). A request that never completes does not hold the exit past
// SHUTDOWN_TIMEOUT_MS. SQLite, and PostgreSQL when TEST_DATABASE_URL is set.
import { existsSync, statSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { sleep } from "../../scripts/lib/helpers.ts";
import { refusesConnections, startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { fixtures } from "./leads-fixtures.ts";
import { createTestDb, engines, PG_URL, postLead } from "./leads-support.ts";

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect(port, "127.0.0.1", () => resolve(s));
    s.once("error", reject);
  });
}

/** Everything the socket receives until the peer closes it. */
const received = (s: Socket) =>
  new Promise<string>((resolve) => {
    let text = "";
    s.on("data", (d) => (text += d));
    s.once("close", () => resolve(text));
  });

const exitOf = (server: RunningServer) =>
  new Promise<number | null>((resolve) =>
    server.process.exitCode !== null ? resolve(server.process.exitCode) : server.process.once("exit", resolve),
  );

/** Connections in pg_stat_activity opened with this application_name. */
async function pgConnections(appName: string): Promise<number> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return (await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1", [appName])).rows[0].n;
  } finally {
    await client.end();
  }
}

describe.each(engines())("graceful shutdown on %s", (engine) => {
  test("after SIGTERM: new connections refused and idle ones closed while a request is still in flight; it completes; exit 0; database closed", async () => {
    const db = await createTestDb(engine);
    const appName = `shutdown_extra_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const env = { ...db.env };
    if (engine === "postgres") {
      const url = new URL(env.DATABASE_URL!);
      url.searchParams.set("application_name", appName);
      env.DATABASE_URL = url.toString();
    }
    const server = await startServer({ ...env, RATE_LIMIT_PER_MINUTE: "0" });
    expect((await postLead(server.url, "contact", fixtures.contact.full)).status).toBe(201);
    if (engine === "postgres") expect(await pgConnections(appName)).toBeGreaterThan(0);

    // An idle keep-alive connection (one request answered), and a request half sent.
    const idle = await open(server.port);
    const idleText = received(idle);
    idle.write("GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await sleep(200);
    const body = JSON.stringify(fixtures.careers.full);
    const busy = await open(server.port);
    const busyText = received(busy);
    busy.write(
      `POST /api/forms/careers HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 30)}`,
    );
    await sleep(200);

    const exited = exitOf(server);
    server.process.kill("SIGTERM");
    // How soon the signal is handled depends on the machine's load, so wait for it (bounded).
    await expect.poll(() => refusesConnections(server.port), { timeout: 10_000, interval: 100 }).toBe(true); // accepting nothing new…
    expect(server.process.exitCode).toBeNull(); // …while still draining the half-sent request
    await expect.poll(() => idle.destroyed || idle.readableEnded, { timeout: 5_000 }).toBe(true); // the idle connection was closed
    expect(await idleText).toMatch(/^HTTP\/1\.1 200/);

    busy.write(body.slice(30));
    const answer = await busyText;
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    const id = JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)).id;
    expect(await exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');

    if (engine === "sqlite") {
      // The last connection closed cleanly: SQLite checkpointed the WAL into the file and removed it.
      const path = db.env.LEADS_DB_PATH!;
      expect(!existsSync(`${path}-wal`) || statSync(`${path}-wal`).size === 0).toBe(true);
      const check = new DatabaseSync(path);
      check.exec("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;"); // nobody else holds the file
      check.exec("COMMIT");
      check.close();
    } else {
      await expect.poll(() => pgConnections(appName), { timeout: 3000 }).toBe(0);
    }
    expect((await db.rows("job_applications")).map((r) => r.id)).toEqual([id]);
    await db.close();
  });
});

test("control: a server killed with SIGKILL leaves its SQLite WAL behind (the check above can fail)", async () => {
  const db = await createTestDb("sqlite");
  const server = await startServer({ ...db.env, RATE_LIMIT_PER_MINUTE: "0" });
  expect((await postLead(server.url, "contact", fixtures.contact.full)).status).toBe(201);
  const exited = exitOf(server);
  server.process.kill("SIGKILL");
  await exited;
  expect(statSync(`${db.env.LEADS_DB_PATH}-wal`).size).toBeGreaterThan(0);
  await db.close();
});

test("a request that never completes does not hold the exit: closed after SHUTDOWN_TIMEOUT_MS, exit 0, nothing stored", async () => {
  const db = await createTestDb("sqlite");
  const server = await startServer({ ...db.env, RATE_LIMIT_PER_MINUTE: "0", SHUTDOWN_TIMEOUT_MS: "1000" });
  const stalled = await open(server.port);
  const closed = received(stalled);
  stalled.write(
    'POST /api/forms/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
  );
  await sleep(200);
  const started = Date.now();
  const exited = exitOf(server);
  server.process.kill("SIGTERM");
  expect(await exited).toBe(0);
  const took = Date.now() - started;
  await closed;
  expect(took).toBeGreaterThanOrEqual(900);
  expect(took).toBeLessThan(5000);
  expect(server.output()).toContain("requests still in flight: closing their connections");
  expect(await db.count("contact_messages")).toBe(0);
  await db.close();
});
