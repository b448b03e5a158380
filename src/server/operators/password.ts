/**
 * Operator passwords: scrypt (memory-hard) with N = 2^15, r = 8, p = 1 (32 MiB per hash), a
 * random 16-byte salt and a 32-byte key, stored as `scrypt$N$r$p$salt$key` (base64) so the
 * parameters can be raised later without invalidating older hashes. Compared in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** The rule of a new password lives with the admin API's schemas (the set-password request checks it). */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "../admin-api-schema.ts";

const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is exactly that, so allow twice it.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Derived for unknown accounts (and never compared as a match) so their answer takes as long. */
const DUMMY_SALT = randomBytes(SALT_BYTES);

/**
 * True when `password` matches `stored`. With `stored` null (no such account, or no password
 * set yet) a dummy hash is verified instead, so the time taken does not tell the cases apart.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    const key = await derive(password, DUMMY_SALT, PARAMS);
    timingSafeEqual(key, Buffer.alloc(KEY_BYTES));
    return false;
  }
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Bounds the hashing a process does at once. scrypt runs on libuv's thread pool (four threads by
 * default), which file reads, DNS look-ups and the like share: unbounded, a burst of sign-ins fills
 * it and every page waits behind the hashes (and each hash holds 32 MiB). At most `concurrency`
 * hashes run; up to `queue` more wait for a turn; past that, `reserve` answers null at once and the
 * caller refuses the request (503) instead of making it wait.
 */
export type HashQueue = {
  /** A place in the queue, or null when it is full. Its owner must `release` it (finally). */
  reserve(): HashTicket | null;
  /** Hashes running now, and places taken (running, waiting or reserved). */
  stats(): { running: number; taken: number };
};

export type HashTicket = {
  /** Runs `work` once one of the `concurrency` turns is free. At most once per ticket. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place (and the turn, if it had one) back; idempotent. */
  release(): void;
};

export const DEFAULT_HASH_CONCURRENCY = 1;
export const DEFAULT_HASH_QUEUE = 8;

export function createHashQueue({ concurrency = DEFAULT_HASH_CONCURRENCY, queue = DEFAULT_HASH_QUEUE } = {}): HashQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`ADMIN_HASH_CONCURRENCY must be 1 or more, got ${concurrency}`);
  let running = 0;
  let taken = 0;
  const waiting: (() => void)[] = [];
  const nextTurn = () => {
    const start = waiting.shift();
    if (start) {
      running += 1;
      start();
    }
  };
  return {
    reserve() {
      if (taken >= concurrency + queue) return null;
      taken += 1;
      let state: "reserved" | "waiting" | "running" | "released" = "reserved";
      let start: (() => void) | undefined;
      return {
        async run(work) {
          if (state !== "reserved") throw new Error("a hash ticket runs once");
          if (running < concurrency) running += 1;
          else {
            state = "waiting";
            await new Promise<void>((resolve) => {
              start = resolve;
              waiting.push(resolve);
            });
            if (state !== "waiting") throw new Error("hash ticket released while waiting");
          }
          state = "running";
          return work();
        },
        release() {
          if (state === "released") return;
          if (state === "running") {
            running -= 1;
            nextTurn();
          } else if (state === "waiting" && start) waiting.splice(waiting.indexOf(start), 1);
          state = "released";
          taken -= 1;
        },
      };
    },
    stats: () => ({ running, taken }),
  };
}
