// The x402 sandbox's per-client payment limit (X402_RATE_LIMIT_PER_MINUTE), on the real server:
// valid (unfunded) Sui payments from one fresh key are served up to the limit, then refused with
// 429 + Retry-After in the sandbox's error format before anything is verified or stored; other
// clients are not affected; the MCP quote tool counts against the same limit; with Redis the
// limit holds across two server processes.
import { Ed25519Keypair } from "@mysten/sui/keypairs/ed25519";
import type { PaymentPayload } from "@x402/core/types";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { connectMcp, data } from "./mcp-support.ts";
import { createTestDb, noticeOnce, REDIS_URL, useLeadServer, type TestDb } from "./leads-support.ts";
import { header, suiPayment } from "./x402-fixtures.ts";

const LIMIT = 3;
const ENV = { X402_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: "1" };
const SANDBOX = "/api/x402/sandbox/quote";

/** A fresh key's valid Sui payment (never funded: the sandbox verifies offline). */
const freshPayment = (sender = Ed25519Keypair.generate()) => suiPayment({ sender });

async function pay(base: string, payment: PaymentPayload, client: string) {
  const res = await fetch(base + SANDBOX, { headers: { ...header(payment), "X-Forwarded-For": client, Accept: "application/json" } });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as Record<string, any> };
}

const usedPayments = async (db: TestDb) => Number((await db.query("SELECT COUNT(*) AS n FROM x402_used_payments"))[0]!.n);

describe("one server, SQLite", () => {
  const site = useLeadServer("sqlite", ENV);

  test("one client: the first payments up to the limit are served, the next is 429 and not stored; another client still pays", async () => {
    const sender = Ed25519Keypair.generate();
    for (let i = 0; i < LIMIT; i++) expect((await pay(site.url(), await freshPayment(sender), "198.51.100.7")).status).toBe(200);
    expect(await usedPayments(site.db)).toBe(LIMIT);

    const refused = await pay(site.url(), await freshPayment(sender), "198.51.100.7");
    expect(refused.status).toBe(429);
    const seconds = Number(refused.retryAfter);
    expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
    expect(refused.body).toEqual({
      error: `Too many payments from this client; retry after ${seconds} seconds.`,
      reason: "rate_limited",
      retryAfterSeconds: seconds,
    });
    expect(await usedPayments(site.db)).toBe(LIMIT);

    expect((await pay(site.url(), await freshPayment(sender), "198.51.100.8")).status).toBe(200);
    expect(await usedPayments(site.db)).toBe(LIMIT + 1);
  });

  test("a request without a payment is not counted: the 402 challenge is always answered", async () => {
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await fetch(site.url(SANDBOX), { headers: { "X-Forwarded-For": "198.51.100.9", Accept: "application/json" } });
      expect(res.status).toBe(402);
    }
    expect((await pay(site.url(), await freshPayment(), "198.51.100.9")).status).toBe(200);
  });

  test("the MCP quote tool counts against the same limit as the HTTP sandbox", async () => {
    // The MCP client connects from 127.0.0.1 without X-Forwarded-For: the same client as below.
    const client = await connectMcp(site.url());
    try {
      for (let i = 0; i < LIMIT - 1; i++) expect((await pay(site.url(), await freshPayment(), "127.0.0.1")).status).toBe(200);
      const quote = async () =>
        client.callTool({ name: "get_compute_quote", arguments: {}, _meta: { "x402/payment": await freshPayment() } });
      const paid = await quote();
      expect(paid.isError).toBeFalsy();
      const limited = await quote();
      expect(limited.isError).toBe(true);
      expect(data(limited)).toMatchObject({ error: "rate_limited" });
      expect(data(limited).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect((await pay(site.url(), await freshPayment(), "127.0.0.1")).status).toBe(429);
    } finally {
      await client.close();
    }
  });
});

if (!REDIS_URL) noticeOnce("redis-x402", "NOTICE: TEST_REDIS_URL is not set: the shared (Redis) x402 payment limit is not tested.");
describe.runIf(REDIS_URL)("two processes, one Redis: the payment limit holds across both", () => {
  let db: TestDb;
  let a: RunningServer;
  let b: RunningServer;
  let redis: Redis;
  const client = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  beforeAll(async () => {
    db = await createTestDb("sqlite");
    redis = new Redis(REDIS_URL);
    await redis.del(`x402:rate:${client}`);
    const env = { ...db.env, ...ENV, REDIS_URL, RATE_LIMIT_PER_MINUTE: "0" };
    a = await startServer(env); // one after the other: the first creates the tables
    b = await startServer(env);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.quit();
    await db?.close();
  });

  test("payments spread over both processes are counted once, under the x402 key prefix", async () => {
    const servers = [a, b];
    for (let i = 0; i < LIMIT; i++) expect((await pay(servers[i % 2]!.url, await freshPayment(), client)).status).toBe(200);
    expect(Number(await redis.get(`x402:rate:${client}`))).toBe(LIMIT);
    expect((await pay(b.url, await freshPayment(), client)).status).toBe(429);
    expect((await pay(a.url, await freshPayment(), client)).status).toBe(429);
  });
});
