/**
 * The one Redis connection a server process opens when REDIS_URL is set, used by the rate
 * limiter (and reported by the health check). It fails fast at start when Redis is unreachable (a
 * misconfigured deployment should not come up half-shared); afterwards each command fails fast
 * (no offline queue, 500 ms timeout) while ioredis reconnects on its own, and every user decides
 * what a failure means for it.
 */
import type { Redis } from "ioredis";

export type { Redis };

export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, commandTimeout: 500, enableOfflineQueue: false });
  redis.on("error", () => {}); // reported by the commands that fail; reconnects on its own
  await redis.connect();
  return redis;
}

export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
