// The delivery metrics when a destination fails, and the database pool, on the real server (spawned,
// real HTTP, SQLite and PostgreSQL when TEST_DATABASE_URL is set) with a webhook receiver that
// answers 500 to everything: while the retries run, /metrics shows the backlog (delivery_pending)
// and its age (delivery_oldest_pending_seconds); once the schedule is spent (NOTIFY_RETRY_SCALE
// compresses it to about ten seconds) each lead is a dead letter (delivery_dead), and
// delivery_attempts_total counts every attempt the receiver saw: 7 failed and 1 dead per lead.
// On PostgreSQL the pool's gauge names its size and its connections; on SQLite there is no pool.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { MAX_ATTEMPTS } from "../../src/server/delivery/schedule.ts";
import { fixtures } from "./leads-fixtures.ts";
import { createTestDb, engines, type TestDb } from "./leads-support.ts";
import { TEST_SECRET, webhookReceiver } from "./delivery-support.ts";
import { promSample } from "../support/prometheus.ts";

const TOKEN = "metrics-backlog-token-0123456789";

const sample = promSample;

for (const engine of engines()) {
  describe(`/metrics while a destination fails (${engine})`, () => {
    let db: TestDb;
    let server: RunningServer;
    let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
    const scrape = async () => {
      const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      return res.text();
    };

    beforeAll(async () => {
      db = await createTestDb(engine);
      receiver = await webhookReceiver(TEST_SECRET, () => ({ status: 500 }));
      server = await startServer({
        ...db.env,
        METRICS_TOKEN: TOKEN,
        RATE_LIMIT_PER_MINUTE: "0",
        REDIS_URL: "",
        WEBHOOK_URL: receiver.url,
        WEBHOOK_SECRET: TEST_SECRET,
        NOTIFY_ALLOW_PRIVATE: "1",
        NOTIFY_RETRY_SCALE: "0.0001",
      });
    });

    afterAll(async () => {
      await server?.stop();
      await receiver?.close();
      await db?.close();
    });

    test("the backlog and its age while retries run, then dead letters, and every attempt counted by outcome", async () => {
      const leads = 2;
      for (let i = 0; i < leads; i++) {
        const res = await fetch(`${server.url}/api/forms/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(fixtures.contact.full),
        });
        expect(res.status).toBe(201);
      }
      // Retrying: both waiting, the oldest for a few seconds already.
      await expect
        .poll(
          async () => {
            const text = await scrape();
            return { pending: sample(text, "delivery_pending"), aged: (sample(text, "delivery_oldest_pending_seconds") ?? 0) >= 2 };
          },
          { timeout: 20_000, interval: 250 },
        )
        .toEqual({ pending: leads, aged: true });
      expect(sample(await scrape(), "delivery_attempts_total", { destination: "webhook", outcome: "failed" })).toBeGreaterThan(0);

      // The schedule spent: dead letters, nothing waiting.
      await expect.poll(async () => sample(await scrape(), "delivery_dead"), { timeout: 60_000, interval: 250 }).toBe(leads);
      const text = await scrape();
      expect(sample(text, "delivery_pending")).toBe(0);
      expect(sample(text, "delivery_oldest_pending_seconds")).toBe(0);
      const failed = sample(text, "delivery_attempts_total", { destination: "webhook", outcome: "failed" });
      const dead = sample(text, "delivery_attempts_total", { destination: "webhook", outcome: "dead" });
      expect({ failed, dead }).toEqual({ failed: leads * (MAX_ATTEMPTS - 1), dead: leads });
      expect(sample(text, "delivery_attempts_total", { destination: "webhook", outcome: "delivered" })).toBeNull();
      // What the receiver saw is what was counted.
      expect(receiver.received).toHaveLength(leads * MAX_ATTEMPTS);
      expect(receiver.received.every((r) => r.verified)).toBe(true);
      expect(Number((await db.query("select count(*) as n from deliveries where status = 'dead'"))[0]!.n)).toBe(leads);
    }, 90_000);

    test(engine === "postgres" ? "the pool's size and connections" : "no pool gauge on SQLite", async () => {
      const text = await scrape();
      if (engine === "sqlite") {
        expect(sample(text, "db_pool_connections", { state: "max" })).toBeNull();
        return;
      }
      const max = sample(text, "db_pool_connections", { state: "max" })!;
      const total = sample(text, "db_pool_connections", { state: "total" })!;
      const idle = sample(text, "db_pool_connections", { state: "idle" })!;
      expect(max).toBeGreaterThan(0);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(max);
      expect(idle).toBeLessThanOrEqual(total);
      // Queries queued for a connection: the scrape's own backlog read may be one, while the pool connects.
      expect(sample(text, "db_pool_connections", { state: "waiting" })).toBeGreaterThanOrEqual(0);
    });
  });
}
