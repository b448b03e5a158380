// Sign-in limits over real HTTP (SQLite): password hashing is bounded by a small queue (one hash
// at a time and two waiting here), and sign-ins past it are answered 503 with Retry-After instead
// of waiting; IPv6 clients share one budget per /64 (behind TRUST_PROXY), and a /48 has one too.
import { describe, expect, test } from "vitest";
import { HASHING_BUSY } from "../../src/server/operators/routes.ts";
import { SIGNIN_MAX_FAILURES_PER_ADDRESS } from "../../src/server/operators/signin-throttle.ts";
import { newEmail, signIn } from "./admin-support.ts";
import { useLeadServer } from "./leads-support.ts";

const ctx = useLeadServer("sqlite", { TRUST_PROXY: "1", ADMIN_HASH_CONCURRENCY: "1", ADMIN_HASH_QUEUE: "2" });
const base = () => ctx.url();
const wrong = "a wrong password";

describe("hashing queue", () => {
  test("a burst of sign-ins (each within its own budgets): three are hashed at a time, the rest answered 503 with Retry-After", async () => {
    let statuses: number[] = [];
    const busy: Response[] = [];
    // A burst of 24 at once meets a queue of three places; on a loaded machine the requests may
    // arrive spread out, so the burst is sent again until one arrives while the places are taken.
    for (let round = 0; round < 5 && busy.length === 0; round++) {
      const answers = await Promise.all(Array.from({ length: 24 }, () => signIn(base(), newEmail(), wrong)));
      statuses = answers.map((res) => res.status);
      busy.push(...answers.filter((res) => res.status === 503));
    }
    expect(busy.length, `statuses: ${statuses.join(",")}`).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 401 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(1);
    for (const res of busy) {
      expect(res.headers.get("retry-after")).toBe("1");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect((await res.json()).error).toBe(HASHING_BUSY);
    }
    // The places are given back: a sign-in alone is hashed again.
    expect((await signIn(base(), newEmail(), wrong)).status).toBe(401);
  });
});

describe("IPv6 clients", () => {
  test("addresses in one /64 share one budget; another /64 has its own", async () => {
    const inOne = (i: number) => `2001:db8:5:6:${(i + 1).toString(16)}:${((i * 7919) % 65536).toString(16)}::${i.toString(16)}`;
    for (let i = 0; i < SIGNIN_MAX_FAILURES_PER_ADDRESS; i++)
      expect((await signIn(base(), newEmail(), wrong, { ip: inOne(i) })).status).toBe(401);
    expect((await signIn(base(), newEmail(), wrong, { ip: "2001:db8:5:6:ffff:ffff:ffff:ffff" })).status).toBe(429);
    expect((await signIn(base(), newEmail(), wrong, { ip: "[2001:DB8:5:6::abcd]:443" })).status).toBe(429);
    expect((await signIn(base(), newEmail(), wrong, { ip: "2001:db8:5:7::1" })).status).toBe(401);
  });

  test("a /48's /64s share one larger budget: past it, a /64 not seen before is refused; another /48 is not", async () => {
    let i = 0;
    let status = 401;
    // Each /64 fails once until the /48 as a whole is refused (at the limit, not after 65,536 budgets).
    for (; status === 401 && i <= 4 * SIGNIN_MAX_FAILURES_PER_ADDRESS; i++)
      status = (await signIn(base(), newEmail(), wrong, { ip: `2001:db8:9:${i.toString(16)}::1` })).status;
    expect(status).toBe(429);
    expect(i).toBeLessThanOrEqual(4 * SIGNIN_MAX_FAILURES_PER_ADDRESS);
    expect((await signIn(base(), newEmail(), wrong, { ip: "2001:db8:9:ffff::1" })).status).toBe(429);
    expect((await signIn(base(), newEmail(), wrong, { ip: "2001:db8:a:1::1" })).status).toBe(401);
  });
});
