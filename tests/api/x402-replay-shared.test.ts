// The x402 sandbox's record of used payments, shared through Redis: a payment accepted by one
// server process is refused by another; without Redis each process would accept it once (the
// control); and when Redis cannot be reached a payment is refused with 503, never accepted
// unchecked. Needs TEST_REDIS_URL (.ci/run sets it); without it these cases print a notice.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadX402Sandbox, X402_SANDBOX_PATH } from "../../src/content/x402-sandbox.ts";
import { connectRedis, type Redis } from "../../src/server/redis.ts";
import { REDIS_REPLAY_MAX_TTL_MS, REDIS_REPLAY_PREFIX, redisReplayStore } from "../../src/server/x402/replay.ts";
import { createX402SandboxRoute } from "../../src/server/x402/route.ts";
import { repoRoot, startServer, type RunningServer } from "../support/server.ts";
import { useServer } from "../support/use-server.ts";
import { noticeOnce, REDIS_URL } from "./leads-support.ts";
import { eip3009Payment, header, suiPayment } from "./x402-fixtures.ts";

if (!REDIS_URL) noticeOnce("redis-x402", "NOTICE: TEST_REDIS_URL is not set: the shared x402 replay store tests are skipped.");

const DIST_DIR = process.env.DIST_DIR ?? `${repoRoot}dist`;
const pay = (server: RunningServer, headers: Record<string, string>) =>
  fetch(server.url + X402_SANDBOX_PATH, { headers }).then(async (res) => ({ status: res.status, body: (await res.json()) as { reason?: string } }));

describe.runIf(REDIS_URL)("redisReplayStore on a real Redis", () => {
  let redis: Redis;
  beforeAll(async () => {
    redis = await connectRedis(REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
  });

  test("a key is claimed once, kept until it expires, and at most 30 days when it never does", async () => {
    const store = redisReplayStore(redis);
    const now = Date.now();
    const key = `test:${randomUUID()}`;
    expect(await store.claim(key, now + 60_000, now)).toBe(true);
    expect(await store.claim(key, now + 60_000, now)).toBe(false);
    const ttl = await redis.pttl(REDIS_REPLAY_PREFIX + key);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);

    const forever = `test:${randomUUID()}`;
    expect(await store.claim(forever, Number.POSITIVE_INFINITY, now)).toBe(true);
    expect(await redis.pttl(REDIS_REPLAY_PREFIX + forever)).toBeGreaterThan(REDIS_REPLAY_MAX_TTL_MS - 60_000);
    await redis.del(REDIS_REPLAY_PREFIX + key, REDIS_REPLAY_PREFIX + forever);
  });

  test("an unreachable Redis makes claim reject (it never answers 'fresh')", async () => {
    const broken = await connectRedis(REDIS_URL);
    broken.disconnect();
    await expect(redisReplayStore(broken).claim(`test:${randomUUID()}`, Date.now() + 60_000, Date.now())).rejects.toThrow();
  });
});

describe.runIf(REDIS_URL)("two processes, one Redis", () => {
  const a = useServer({ DIST_DIR, REDIS_URL });
  const b = useServer({ DIST_DIR, REDIS_URL });

  test("an EVM payment accepted by one process is refused by the other as a replayed nonce", async () => {
    const payment = header(await eip3009Payment());
    expect((await pay(a.server, payment)).status).toBe(200);
    expect(await pay(b.server, payment)).toEqual({ status: 402, body: expect.objectContaining({ reason: "invalid_exact_evm_nonce_already_used" }) });
    expect((await pay(a.server, payment)).status).toBe(402);
  });

  test("a Sui payment accepted by one process is refused by the other as a used transaction", async () => {
    const payment = header(await suiPayment());
    expect((await pay(b.server, payment)).status).toBe(200);
    expect(await pay(a.server, payment)).toEqual({ status: 402, body: expect.objectContaining({ reason: "invalid_exact_sui_transaction_already_used" }) });
  });

  test("control: two processes without Redis each accept the same payment once", async () => {
    const [x, y] = await Promise.all([startServer({ DIST_DIR, REDIS_URL: "" }), startServer({ DIST_DIR, REDIS_URL: "" })]);
    try {
      const payment = header(await eip3009Payment());
      expect((await pay(x, payment)).status).toBe(200);
      expect((await pay(y, payment)).status).toBe(200);
      expect((await pay(x, payment)).status).toBe(402);
    } finally {
      await Promise.all([x.stop(), y.stop()]);
    }
  });
});

describe.runIf(REDIS_URL)("Redis lost after start", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const redis = await connectRedis(REDIS_URL);
    redis.disconnect(); // as if Redis went away while the process runs
    const { handle } = createX402SandboxRoute({ sandbox: loadX402Sandbox({}), replay: redisReplayStore(redis) });
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${X402_SANDBOX_PATH}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("a valid payment is answered 503 with Retry-After, not accepted unchecked", async () => {
    const res = await fetch(url, { headers: header(await eip3009Payment()) });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.headers.get("payment-response")).toBeNull();
    expect(await res.json()).toEqual({ error: expect.stringContaining("try again"), reason: "replay_store_unavailable" });
  });
});
