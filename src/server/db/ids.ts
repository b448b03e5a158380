import { v7 } from "uuid";

/**
 * A UUIDv7 (RFC 9562): 48-bit Unix milliseconds, then a counter and random bits; sorts by
 * creation time. Without `now`, ids made in one process are strictly increasing, also within one
 * millisecond (the `uuid` library keeps a sequence), so leads stored in the same millisecond keep
 * their arrival order in the inbox. With `now` (back-dated rows in tests and benchmarks) the id
 * carries that time and random bits.
 */
export function uuidv7(now?: number): string {
  return now === undefined ? v7() : v7({ msecs: now });
}
