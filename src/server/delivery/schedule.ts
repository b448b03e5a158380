/**
 * When to try a failed delivery again: a Standard-Webhooks-like schedule (5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h, 10 h after the 1st … 7th failure: about a day in all), each wait ±10 % jitter,
 * times NOTIFY_RETRY_SCALE. After the 8th failed attempt the delivery is dead-lettered.
 */
export const RETRY_SCHEDULE_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;
export const MAX_ATTEMPTS = RETRY_SCHEDULE_SECONDS.length + 1;
/** A Retry-After longer than this is cut to it. */
export const MAX_RETRY_AFTER_SECONDS = 24 * 3600;

/** Milliseconds to wait after the `failures`-th failed attempt, or null: give up (dead letter). */
export function retryDelayMs(
  failures: number,
  scale: number,
  retryAfterSeconds?: number | null,
  random: () => number = Math.random,
): number | null {
  if (failures >= MAX_ATTEMPTS) return null;
  if (retryAfterSeconds != null) return Math.min(retryAfterSeconds, MAX_RETRY_AFTER_SECONDS) * 1000 * scale;
  const base = RETRY_SCHEDULE_SECONDS[Math.max(0, failures - 1)]! * 1000;
  return base * (0.9 + 0.2 * random()) * scale;
}

/** Retry-After as seconds (delta-seconds or an HTTP date); null when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
