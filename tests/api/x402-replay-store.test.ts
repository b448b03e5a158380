// The x402 sandbox's record of used payments lives in the leads database (SQLite or PostgreSQL):
// a payment accepted before a restart is refused after it; one accepted by one server process is
// refused by another on the same database; and when the database cannot be reached a payment is
// refused with 503, never accepted unchecked. PostgreSQL cases need TEST_DATABASE_URL.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadX402Sandbox, X402_SANDBOX_PATH } from "../../src/content/x402-sandbox.ts";
import { createApp } from "../../src/server/http/app.ts";
import { connectDatabase, type LeadsDb } from "../../src/server/db/connection.ts";
import { migrateToLatest } from "../../src/server/db/migrations.ts";
import { databaseReplayStore, REPLAY_MAX_KEEP_MS, REPLAY_PRUNE_INTERVAL_MS } from "../../src/server/x402/replay.ts";
import { createX402SandboxRoute } from "../../src/server/x402/route.ts";
import { repoRoot, startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { createTestDb, engines, type TestDb } from "./leads-support.ts";
import { eip3009Payment, header, permit2Payment, suiPayment } from "./x402-fixtures.ts";

const DIST_DIR = process.env.DIST_DIR ?? `${repoRoot}dist`;
const pay = (server: RunningServer, headers: Record<string, string>) =>
  fetch(server.url + X402_SANDBOX_PATH, { headers }).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as { reason?: string },
  }));

/** Kysely on a test database, as the server opens it (the PostgreSQL URL carries the test's schema). */
async function open(testDb: TestDb): Promise<LeadsDb> {
  const leadsDb = await connectDatabase(
    testDb.engine === "sqlite"
      ? { engine: "sqlite", path: testDb.env.LEADS_DB_PATH! }
      : { engine: "postgres", url: testDb.env.DATABASE_URL! },
  );
  await migrateToLatest(leadsDb.db);
  return leadsDb;
}

const usedUntil = async (leadsDb: LeadsDb, key: string): Promise<number | undefined> => {
  const { rows } = await sql<{ used_until: Date | string }>`select used_until from x402_used_payments where key = ${key}`.execute(
    leadsDb.db,
  );
  return rows[0] ? new Date(rows[0].used_until).getTime() : undefined;
};

describe.each(engines())("databaseReplayStore on %s", (engine) => {
  let testDb: TestDb;
  let leadsDb: LeadsDb;
  beforeAll(async () => {
    testDb = await createTestDb(engine);
    leadsDb = await open(testDb);
  });
  afterAll(async () => {
    await leadsDb?.close();
    await testDb?.close();
  });

  test("a key is claimed once, until it expires; then it may be claimed again", async () => {
    const store = databaseReplayStore(leadsDb.db);
    const now = Date.now();
    const key = `test:${randomUUID()}`;
    expect(await store.claim(key, now + 60_000, now)).toBe(true);
    expect(await store.claim(key, now + 60_000, now)).toBe(false);
    expect(await store.claim(key, now + 60_000, now + 59_999)).toBe(false);
    expect(await usedUntil(leadsDb, key)).toBe(now + 60_000);
    expect(await store.claim(key, now + 120_000, now + 60_000)).toBe(true);
    expect(await usedUntil(leadsDb, key)).toBe(now + 120_000);
    expect(await store.claim(key, now + 180_000, now + 61_000)).toBe(false);
  });

  test("a key that never expires (a Sui digest) is kept 30 days", async () => {
    const store = databaseReplayStore(leadsDb.db);
    const now = Date.now();
    const key = `test:${randomUUID()}`;
    expect(await store.claim(key, Number.POSITIVE_INFINITY, now)).toBe(true);
    expect(await usedUntil(leadsDb, key)).toBe(now + REPLAY_MAX_KEEP_MS);
    expect(await store.claim(key, Number.POSITIVE_INFINITY, now + REPLAY_MAX_KEEP_MS - 1)).toBe(false);
  });

  test("of 20 concurrent claims of one key exactly one wins, also when the old claim has expired", async () => {
    const store = databaseReplayStore(leadsDb.db);
    const now = Date.now();
    const key = `test:${randomUUID()}`;
    const race = (at: number) => Promise.all(Array.from({ length: 20 }, () => store.claim(key, at + 60_000, at)));
    expect((await race(now)).filter(Boolean)).toHaveLength(1);
    expect((await race(now + 60_000)).filter(Boolean)).toHaveLength(1);
  });

  test("expired rows are pruned after a claim, at most once per interval", async () => {
    const now = Date.now();
    const old = `test:${randomUUID()}`;
    await databaseReplayStore(leadsDb.db).claim(old, now + 1000, now);
    const store = databaseReplayStore(leadsDb.db);
    await store.claim(`test:${randomUUID()}`, now + 5 * 60_000, now + 2000); // prunes (first claim)
    expect(await usedUntil(leadsDb, old)).toBeUndefined();
    const later = `test:${randomUUID()}`;
    await store.claim(later, now + 3000, now + 2000);
    await store.claim(`test:${randomUUID()}`, now + 5 * 60_000, now + 4000); // within the interval: no prune
    expect(await usedUntil(leadsDb, later)).toBe(now + 3000);
    await store.claim(`test:${randomUUID()}`, now + REPLAY_PRUNE_INTERVAL_MS * 2, now + REPLAY_PRUNE_INTERVAL_MS + 2000);
    expect(await usedUntil(leadsDb, later)).toBeUndefined();
  });
});

describe.each(engines())("used payments survive a restart (%s)", (engine) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(engine);
  });
  afterAll(async () => {
    await testDb?.close();
  });

  test("EIP-3009, Permit2 and Sui payments accepted before SIGTERM are refused after the restart", async () => {
    const env = { DIST_DIR, REDIS_URL: "", ...testDb.env };
    const payments = [
      [header(await eip3009Payment()), "invalid_exact_evm_nonce_already_used"],
      [header(await permit2Payment()), "permit2_invalid_nonce"],
      [header(await suiPayment()), "invalid_exact_sui_transaction_already_used"],
    ] as const;
    const first = await startServer(env);
    try {
      for (const [payment] of payments) expect((await pay(first, payment)).status).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    const second = await startServer(env);
    try {
      for (const [payment, reason] of payments) {
        expect(await pay(second, payment)).toEqual({ status: 402, body: expect.objectContaining({ reason }) });
      }
      expect((await pay(second, header(await eip3009Payment()))).status).toBe(200); // a new one still pays
    } finally {
      await second.stop();
    }
  });
});

describe.each(engines())("two processes, one database (%s)", (engine) => {
  let testDb: TestDb;
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    testDb = await createTestDb(engine);
    // Started one after the other: the first creates the tables.
    a = await startServer({ DIST_DIR, REDIS_URL: "", ...testDb.env });
    b = await startServer({ DIST_DIR, REDIS_URL: "", ...testDb.env });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await testDb?.close();
  });

  test("a payment accepted by one process is refused by the other", async () => {
    const evm = header(await eip3009Payment());
    expect((await pay(a, evm)).status).toBe(200);
    expect(await pay(b, evm)).toEqual({ status: 402, body: expect.objectContaining({ reason: "invalid_exact_evm_nonce_already_used" }) });
    const sui = header(await suiPayment());
    expect((await pay(b, sui)).status).toBe(200);
    expect(await pay(a, sui)).toEqual({
      status: 402,
      body: expect.objectContaining({ reason: "invalid_exact_sui_transaction_already_used" }),
    });
  });

  test("the same payment sent to both at once is accepted exactly once", async () => {
    const payment = header(await eip3009Payment());
    const answers = await Promise.all([a, b, a, b, a, b].map((s) => pay(s, payment)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 402)).toHaveLength(5);
  });
});

describe("database lost after start", () => {
  let server: Server;
  let url: string;
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb("sqlite");
    const leadsDb = await open(testDb);
    await leadsDb.close(); // as if the database went away while the process runs
    const route = createX402SandboxRoute({ sandbox: loadX402Sandbox({}), replay: databaseReplayStore(leadsDb.db) });
    // The route alone behind the router (app.ts writes its refusals); no site to serve.
    const site = { serve: async () => false, sendPage: async () => {} };
    server = createServer(createApp({ site, log: pino({ enabled: false }), routes: [route] }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${X402_SANDBOX_PATH}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await testDb?.close();
  });

  test("a valid payment is answered 503 with Retry-After, not accepted unchecked", async () => {
    const res = await fetch(url, { headers: header(await eip3009Payment()) });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.headers.get("payment-response")).toBeNull();
    expect(await res.json()).toEqual({ error: expect.stringContaining("try again"), reason: "replay_store_unavailable" });
  });
});
