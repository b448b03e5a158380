/**
 * Sign-in throttling: attempts are counted per account (the normalised e-mail, known or not, so
 * the answer never tells whether an account exists) and per client address, in fixed 15-minute
 * windows. Each attempt is counted before its password is checked (atomically, so a burst of
 * parallel guesses cannot all slip under the limit), and a successful one is taken back: what
 * remains are the failures. Past either limit every attempt is refused, even one with the right
 * password. Counts live in Redis when the process has it (shared by every process; the same
 * INCR/PEXPIRE design as rate-limit.ts), else in memory; if Redis fails, the process counts in
 * its own memory rather than letting guesses through unthrottled.
 */
import { createHash } from "node:crypto";
import type { Logger } from "pino";
import type { Redis } from "../redis.ts";
import { WINDOW_HIT_SCRIPT } from "../rate-limit.ts";

export const SIGNIN_WINDOW_MS = 15 * 60 * 1000;
export const SIGNIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const SIGNIN_MAX_FAILURES_PER_ADDRESS = 20;

export type SignInThrottle = {
  /** Counts an attempt; returns 0 when it may go ahead, else the seconds until one may. */
  attempt(account: string, address: string): Promise<number>;
  /** The attempt succeeded: the account's count is cleared and the address's taken back by one. */
  succeeded(account: string, address: string): Promise<void>;
};

type Count = { count: number; ttlMs: number };

type Counter = {
  incr(key: string): Promise<Count>;
  decr(key: string): Promise<void>;
  del(key: string): Promise<void>;
};

function memoryCounter(now: () => number = Date.now): Counter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) windows.delete(key);
    return windows.get(key);
  };
  const sweep = setInterval(() => {
    for (const [key, w] of windows) if (w.resetAt <= now()) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async incr(key) {
      let w = live(key);
      if (!w) windows.set(key, (w = { count: 0, resetAt: now() + SIGNIN_WINDOW_MS }));
      w.count += 1;
      return { count: w.count, ttlMs: w.resetAt - now() };
    },
    async decr(key) {
      const w = live(key);
      if (w && w.count > 0) w.count -= 1;
    },
    async del(key) {
      windows.delete(key);
    },
  };
}

const DECR_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

function redisCounter(redis: Redis): Counter {
  return {
    async incr(key) {
      const [count, ttl] = (await redis.eval(WINDOW_HIT_SCRIPT, 1, key, SIGNIN_WINDOW_MS)) as [number, number];
      return { count, ttlMs: ttl };
    },
    async decr(key) {
      await redis.eval(DECR_SCRIPT, 1, key);
    },
    async del(key) {
      await redis.del(key);
    },
  };
}

/** Keys hold a hash of the e-mail address or client address, never the value itself. */
const keyOf = (kind: "account" | "address", value: string) => `admin:signin:${kind}:${createHash("sha256").update(value).digest("hex").slice(0, 32)}`;

export function createSignInThrottle(opts: { redis: Redis | null; log: Logger; now?: () => number }): SignInThrottle {
  const memory = memoryCounter(opts.now);
  const shared = opts.redis ? redisCounter(opts.redis) : null;
  let lastWarn = 0;
  async function use<T>(run: (counter: Counter) => Promise<T>): Promise<T> {
    if (!shared) return run(memory);
    try {
      return await run(shared);
    } catch (err) {
      if (Date.now() - lastWarn > 10_000) {
        lastWarn = Date.now();
        opts.log.warn({ err }, "sign-in throttle: Redis unavailable, counting in this process only");
      }
      return run(memory);
    }
  }
  return {
    attempt: (account, address) =>
      use(async (c) => {
        const [a, b] = await Promise.all([c.incr(keyOf("account", account)), c.incr(keyOf("address", address))]);
        const ms = Math.max(a.count > SIGNIN_MAX_FAILURES_PER_ACCOUNT ? a.ttlMs : 0, b.count > SIGNIN_MAX_FAILURES_PER_ADDRESS ? b.ttlMs : 0);
        return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0;
      }),
    succeeded: (account, address) =>
      use(async (c) => {
        await Promise.all([c.del(keyOf("account", account)), c.decr(keyOf("address", address))]);
      }),
  };
}
