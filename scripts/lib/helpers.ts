/** Small helpers the tests (and scripts) share: waiting, bounded concurrency, client addresses. */
import { randomInt } from "node:crypto";

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `fn` over `items` with at most `n` at a time, in order of start. */
export async function pool<T>(items: readonly T[], n: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/**
 * A random private client address (10.x.x.x), e.g. for X-Forwarded-For behind TRUST_PROXY: a new
 * one per test, so tests and runs never share a rate-limit window.
 */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
