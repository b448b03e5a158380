/**
 * The one Redis connection a server process opens when REDIS_URL is set, used by the rate
 * limiters and the sign-in throttle (and reported by the health check). Redis is never a reason
 * not to run: when it cannot be reached at start, the server starts anyway and ioredis keeps
 * reconnecting in the background. Meanwhile, and whenever Redis goes away later, each command
 * fails fast (no offline queue; a 2 s timeout for a Redis that hangs, long enough that a busy event loop does not time out answers that have arrived) and every user decides what a failure means for it
 * (the limiters count in this process's memory; health reports Redis "unreachable").
 */
import type { Logger } from "pino";
import type { Redis } from "ioredis";

export type { Redis };

/**
 * Opens the connection and waits for its first outcome: ready, or the first failure (refused,
 * timed out) after which ioredis goes on retrying. Never rejects.
 */
export async function connectRedis(url: string, log?: Logger): Promise<Redis> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 2_000, enableOfflineQueue: false });
  let up = false;
  let warned = false;
  redis.on("ready", () => {
    up = true;
    if (warned) log?.info("Redis connected: limits are shared again");
    warned = false;
  });
  // Each outage is logged once (ioredis reports every retry); the commands that fail report too.
  redis.on("error", (err: Error) => {
    if (warned) return;
    warned = true;
    log?.warn(
      { err: { message: err.message } },
      up
        ? "Redis unreachable: limits counted in memory while reconnecting"
        : "Redis unreachable at start: limits counted in memory until it answers",
    );
  });
  await new Promise<void>((resolve) => {
    const settle = () => {
      redis.off("ready", settle).off("error", settle).off("end", settle);
      resolve();
    };
    redis.once("ready", settle).once("error", settle).once("end", settle);
  });
  return redis;
}

export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
