/**
 * Used payment authorizations (EVM nonces, Sui transaction digests), so that one signed payment
 * buys one resource. In this process's memory by default; in Redis (SET NX PX, atomic) when
 * REDIS_URL is set, so that several server processes behind a load balancer refuse a payment any
 * of them has already accepted.
 */
import type { Redis } from "../redis.ts";

export type ReplayStore = {
  /**
   * Records the key until `untilMs`; resolves false when it was already used (and has not
   * expired). Rejects when the store cannot be reached: the caller must then refuse the payment.
   */
  claim(key: string, untilMs: number, nowMs: number): Promise<boolean>;
};

/** At most `capacity` keys; when full, the ones expiring soonest go first. */
export function memoryReplayStore(capacity = 100_000): ReplayStore {
  const used = new Map<string, number>();

  function prune(nowMs: number): void {
    for (const [key, until] of used) if (until <= nowMs) used.delete(key);
    if (used.size < capacity) return;
    const soonest = [...used.entries()].sort((a, b) => a[1] - b[1]).slice(0, used.size - capacity + 1);
    for (const [key] of soonest) used.delete(key);
  }

  return {
    async claim(key, untilMs, nowMs) {
      const until = used.get(key);
      if (until !== undefined && until > nowMs) return false;
      if (used.size >= capacity) prune(nowMs);
      used.set(key, untilMs);
      return true;
    },
  };
}

/**
 * Keys that never expire on their own (a Sui transaction digest) are kept this long in Redis:
 * long past any sandbox quote's use, short enough that Redis does not grow without bound.
 */
export const REDIS_REPLAY_MAX_TTL_MS = 30 * 24 * 3600_000;
export const REDIS_REPLAY_PREFIX = "x402:used:";

export function redisReplayStore(redis: Redis): ReplayStore {
  return {
    async claim(key, untilMs, nowMs) {
      const ttlMs = Math.max(1, Math.min(REDIS_REPLAY_MAX_TTL_MS, Math.ceil(untilMs - nowMs)));
      return (await redis.set(REDIS_REPLAY_PREFIX + key, String(nowMs), "PX", ttlMs, "NX")) === "OK";
    },
  };
}
