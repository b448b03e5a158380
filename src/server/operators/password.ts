/**
 * Operator passwords: argon2id (Node's built-in `crypto.argon2`) with OWASP's parameters, m = 19 MiB,
 * t = 2, p = 1, a random 16-byte salt and a 32-byte tag, stored as a PHC string
 * (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<tag>`, unpadded base64) so the parameters can be raised
 * later. Hashes of the earlier scheme (`scrypt$N$r$p$salt$key`, N = 2^15) still verify, and
 * `needsRehash` tells the sign-in to replace them (or any hash with other parameters) with a
 * current one once the password is known. Compared in constant time.
 */
import { argon2, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** The rule of a new password lives with the admin API's schemas (the set-password request checks it). */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "../admin-api-schema.ts";

/** argon2id's parameters: memory in KiB, passes, lanes (OWASP Password Storage Cheat Sheet). */
export const ARGON2_PARAMS = { m: 19456, t: 2, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

type Argon2Params = { m: number; t: number; p: number };

function argon2id(password: string, salt: Buffer, { m, t, p }: Argon2Params): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    argon2(
      "argon2id",
      { message: password.normalize("NFC"), nonce: salt, parallelism: p, tagLength: KEY_BYTES, memory: m, passes: t },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

function scryptKey(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is exactly that, so allow twice it.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

const b64 = (buf: Buffer) => buf.toString("base64").replace(/=+$/, "");

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await argon2id(password, salt, ARGON2_PARAMS);
  const { m, t, p } = ARGON2_PARAMS;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${b64(salt)}$${b64(key)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** True when `stored` is not an argon2id hash with today's parameters (the next sign-in replaces it). */
export function needsRehash(stored: string): boolean {
  const m = PHC.exec(stored);
  return !m || Number(m[1]) !== ARGON2_PARAMS.m || Number(m[2]) !== ARGON2_PARAMS.t || Number(m[3]) !== ARGON2_PARAMS.p;
}

/** Derived for unknown accounts (and never compared as a match) so their answer takes as long. */
const DUMMY_SALT = randomBytes(SALT_BYTES);

/**
 * True when `password` matches `stored`. With `stored` null (no such account, or no password
 * set yet) a dummy hash is verified instead, so the time taken does not tell the cases apart.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    const key = await argon2id(password, DUMMY_SALT, ARGON2_PARAMS);
    timingSafeEqual(key, Buffer.alloc(KEY_BYTES));
    return false;
  }
  const phc = PHC.exec(stored);
  if (phc) {
    const params = { m: Number(phc[1]), t: Number(phc[2]), p: Number(phc[3]) };
    // Bounds on what a stored hash may ask for (a tampered row must not take the process's memory).
    if (params.m < 8 * params.p || params.m > 262_144 || params.t < 1 || params.p < 1) return false;
    const expected = Buffer.from(phc[5]!, "base64");
    const actual = await argon2id(password, Buffer.from(phc[4]!, "base64"), params);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scryptKey(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
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
