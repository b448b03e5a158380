// The sign-in limits' parts: the throttle's memory store stays bounded whatever the input and keeps
// nothing for a refused client; an IPv6 /48 has a budget of its own; refusals are logged as counts;
// the hashing queue runs at most its concurrency and refuses past its places at once.
import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, test } from "vitest";
import { createHashQueue, hashPassword, verifyPassword } from "../../src/server/operators/password.ts";
import {
  createRefusalLog,
  createSignInThrottle,
  memoryStore,
  SIGNIN_MAX_FAILURES_PER_ADDRESS,
  SIGNIN_MAX_FAILURES_PER_NETWORK,
} from "../../src/server/operators/signin-throttle.ts";
import { normalizeIp, widerNetwork } from "../../src/server/http/client-ip.ts";

const silent = pino({ level: "silent" });

/** A logger whose lines are collected. */
function collectingLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: pino({ level: "info" }, stream), lines };
}

describe("sign-in throttle (memory store)", () => {
  test("a client already refused creates no window for each e-mail address it makes up", async () => {
    const memory = memoryStore();
    const throttle = createSignInThrottle({ redis: null, log: silent, memory });
    for (let i = 0; i < SIGNIN_MAX_FAILURES_PER_ADDRESS; i++) expect(await throttle.attempt(`a${i}@example.com`, "192.0.2.1")).toBe(0);
    expect(memory.size()).toBe(1 + SIGNIN_MAX_FAILURES_PER_ADDRESS);
    for (let i = 0; i < 10_000; i++) expect(await throttle.attempt(`b${i}@example.com`, "192.0.2.1")).toBeGreaterThan(0);
    expect(memory.size()).toBe(1 + SIGNIN_MAX_FAILURES_PER_ADDRESS);
  });

  test("many clients and accounts: the windows kept stay within the bound", async () => {
    const memory = memoryStore(1_000);
    const throttle = createSignInThrottle({ redis: null, log: silent, memory });
    let most = 0;
    for (let i = 0; i < 20_000; i++) {
      await throttle.attempt(`c${i}@example.com`, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      most = Math.max(most, memory.size());
    }
    expect(most).toBeLessThanOrEqual(1_000);
  });

  test("an IPv6 /48 has one budget across its /64s; another /48 is not refused", async () => {
    const throttle = createSignInThrottle({ redis: null, log: silent });
    for (let i = 0; i < SIGNIN_MAX_FAILURES_PER_NETWORK; i++) {
      expect(await throttle.attempt(`d${i}@example.com`, normalizeIp(`2001:db8:7:${i.toString(16)}::1`))).toBe(0);
    }
    expect(await throttle.attempt("e@example.com", normalizeIp("2001:db8:7:ffff::1"))).toBeGreaterThan(0);
    expect(await throttle.attempt("e@example.com", normalizeIp("2001:db8:8:1::1"))).toBe(0);
  });
});

describe("client addresses", () => {
  test("a proxy's port is not part of the address; the /48 around a /64", () => {
    expect(normalizeIp("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(normalizeIp("[2001:db8:aa:bb::1]:443")).toBe("2001:db8:aa:bb::/64");
    expect(normalizeIp("[2001:DB8:AA:BB::2]")).toBe("2001:db8:aa:bb::/64");
    expect(widerNetwork("2001:db8:aa:bb::/64")).toBe("2001:db8:aa::/48");
    expect(widerNetwork("203.0.113.7")).toBeNull();
  });
});

describe("refusal log", () => {
  test("a flood of refusals is one line with the counts, not a line each", () => {
    const { log, lines } = collectingLog();
    const refusals = createRefusalLog(log);
    for (let i = 0; i < 5_000; i++) refusals.refused("throttled");
    for (let i = 0; i < 7; i++) refusals.refused("busy");
    expect(lines).toEqual([]);
    refusals.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ throttled: 5_000, busy: 7 });
  });
});

describe("hashing queue", () => {
  test("at most `concurrency` hashes run at once; past the places, reserve refuses at once", async () => {
    const queue = createHashQueue({ concurrency: 2, queue: 3 });
    const stored = await hashPassword("correct horse battery staple");
    const tickets = Array.from({ length: 8 }, () => queue.reserve());
    expect(tickets.map((t) => t !== null)).toEqual([true, true, true, true, true, false, false, false]);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      tickets
        .filter((t) => t !== null)
        .map(async (ticket, i) => {
          try {
            return await ticket.run(async () => {
              running += 1;
              most = Math.max(most, running);
              expect(queue.stats().running).toBeLessThanOrEqual(2);
              try {
                return await verifyPassword(i === 0 ? "correct horse battery staple" : "wrong", stored);
              } finally {
                running -= 1;
              }
            });
          } finally {
            ticket.release();
          }
        }),
    );
    expect(results).toEqual([true, false, false, false, false]);
    expect(most).toBe(2);
    expect(queue.stats()).toEqual({ running: 0, taken: 0 });
    const again = queue.reserve();
    expect(again).not.toBeNull();
    again!.release();
    expect(() => createHashQueue({ concurrency: 0 })).toThrow(/ADMIN_HASH_CONCURRENCY/);
  });
});
