// REDIS_URL set but nothing listening when the server starts: it starts anyway, degraded (limits
// counted in memory, health reports Redis unreachable), serves pages and accepts leads; once a
// real redis-server comes up on that port, the connection is made in the background, health
// reports it, and the limits are counted in Redis again.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { afterAll, expect, test } from "vitest";
import { createOperator } from "./admin-support.ts";
import { fixtures } from "./leads-fixtures.ts";
import { postLead, useLeadServer } from "./leads-support.ts";

/** A port nothing listens on (taken from the OS, then released). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls `read` until `ok` holds for its value, or fails with the last value after `ms`. */
async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  let last: T;
  do {
    last = await read();
    if (ok(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  throw new Error(`condition not reached within ${ms} ms; last value: ${JSON.stringify(last)}`);
}

const port = await closedPort();
const site = useLeadServer("sqlite", { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "1" });
let redisServer: ChildProcess | undefined;
afterAll(async () => {
  if (!redisServer || redisServer.exitCode !== null) return;
  const exited = new Promise((resolve) => redisServer!.once("exit", resolve));
  redisServer.kill("SIGTERM");
  await exited;
});

/** The public readiness answer, and the operator's details (/api/admin/health) with Redis's state. */
const ready = async () => (await (await fetch(site.url("/api/health"))).json()) as Record<string, unknown>;
let cookie: string | undefined;
const health = async () => {
  cookie ??= (await createOperator(site.url(), { ...site.db.env, REDIS_URL: "" })).cookie;
  return (await (await fetch(site.url("/api/admin/health"), { headers: { cookie } })).json()) as Record<string, unknown>;
};
const post = (client: string) => postLead(site.url(), "contact", fixtures.contact.full, { headers: { "x-forwarded-for": client } });

test("starts without Redis: serves pages, accepts leads, limits in memory, health says Redis is unreachable", async () => {
  expect((await fetch(site.url("/"))).status).toBe(200);
  expect(await ready()).toEqual({ status: "ok" });
  expect(await health()).toMatchObject({ database: "ok", redis: "unreachable" });
  expect([(await post("198.51.100.20")).status, (await post("198.51.100.20")).status, (await post("198.51.100.20")).status]).toEqual([
    201, 201, 429,
  ]);
  expect(await site.db.count("contact_messages")).toBe(2);
});

test("once redis-server listens on that port, health reports it and the limits are counted in Redis", async () => {
  redisServer = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"],
    { stdio: "ignore" },
  );
  const client = new Redis({ port, host: "127.0.0.1", retryStrategy: () => 100 });
  client.on("error", () => {}); // refused until redis-server listens; ioredis retries
  try {
    await waitFor(
      () => client.ping().catch(() => null),
      (pong) => pong === "PONG",
    );
    await waitFor(health, (h) => h.redis === "ok");
    expect(await post("198.51.100.21")).toMatchObject({ status: 201 });
    expect(await client.get("leads:rate:contact:198.51.100.21")).toBe("1");
  } finally {
    client.disconnect();
  }
});
