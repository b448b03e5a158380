/**
 * limits/: per-client request limits; imports only redis.ts.
 *
 * Per-client limits in a fixed one-minute window, counted in memory, or in Redis (one atomic Lua
 * script: INCR, PEXPIRE on the first hit, PTTL) so that several server processes share the count.
 * Each limiter has its own key prefix in Redis (the lead forms': "leads:rate:", the x402
 * sandbox's: "x402:rate:"). When a Redis call fails (Redis down, or not reached yet at start),
 * the hit is counted in this process's memory instead, with the same limit: the limit still holds
 * per process, leads within it still go through, and the failure is logged (at most every 10 s).
 */
import type { Logger } from "pino";
import type { Redis } from "../redis.ts";

export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

export type RateLimiter = {
  hit(key: string): Promise<RateDecision>;
  close(): Promise<void>;
};

const WINDOW_MS = 60_000;
const ALLOW: RateDecision = { allowed: true, retryAfterSeconds: 0 };

const decide = (count: number, limit: number, ttlMs: number): RateDecision =>
  count <= limit ? ALLOW : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };

export function noRateLimit(): RateLimiter {
  return { hit: async () => ALLOW, close: async () => {} };
}

/** Most clients tracked at once in memory; past it, expired windows go, then the oldest. */
const MAX_TRACKED = 100_000;

export function memoryRateLimiter(limit: number, now: () => number = Date.now, maxTracked = MAX_TRACKED): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const evict = (t: number) => {
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
    // Still full (a flood of distinct addresses): forget the oldest tenth (Map keeps insertion order).
    let excess = windows.size - Math.floor(maxTracked * 0.9);
    for (const key of windows.keys()) {
      if (excess-- <= 0) break;
      windows.delete(key);
    }
  };
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, WINDOW_MS);
  sweep.unref();
  return {
    async hit(key) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        if (!w && windows.size >= maxTracked) evict(t);
        w = { count: 0, resetAt: t + WINDOW_MS };
        windows.set(key, w);
      }
      w.count += 1;
      return decide(w.count, limit, w.resetAt - t);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** Redis: counts a hit in a fixed window (INCR, the window set on the first hit); returns [count, ms left]. */
export const WINDOW_HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Limits through Redis (the process's shared connection, see redis.ts), in memory while Redis fails. */
export function redisRateLimiter(redis: Redis, limit: number, log: Logger, prefix = "leads:rate:"): RateLimiter {
  const fallback = memoryRateLimiter(limit);
  let lastWarn = 0;
  return {
    async hit(key) {
      try {
        const [count, ttl] = (await redis.eval(WINDOW_HIT_SCRIPT, 1, `${prefix}${key}`, WINDOW_MS)) as [number, number];
        return decide(count, limit, ttl);
      } catch (err) {
        if (Date.now() - lastWarn > 10_000) {
          lastWarn = Date.now();
          log.warn({ err, prefix }, "rate limit: Redis unavailable, counting in this process only");
        }
        return fallback.hit(key);
      }
    },
    close: () => fallback.close(), // the connection belongs to the process (main.ts closes it)
  };
}

export function createRateLimiter(opts: { limit: number; redis: Redis | null; log: Logger; prefix?: string }): RateLimiter {
  if (opts.limit <= 0) return noRateLimit();
  if (opts.redis) return redisRateLimiter(opts.redis, opts.limit, opts.log, opts.prefix);
  return memoryRateLimiter(opts.limit);
}
