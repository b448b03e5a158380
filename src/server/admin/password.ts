/**
 * Operator passwords: scrypt (memory-hard) with N = 2^15, r = 8, p = 1 (32 MiB per hash), a
 * random 16-byte salt and a 32-byte key, stored as `scrypt$N$r$p$salt$key` (base64) so the
 * parameters can be raised later without invalidating older hashes. Compared in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

export const PASSWORD_MIN_LENGTH = 12;
/** Longer input is refused before hashing (a password manager's longest is far below it). */
export const PASSWORD_MAX_LENGTH = 1024;

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

/** Why a new password is refused, or null when it is acceptable. Lengths count characters (code points). */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== "string") return "Enter a password.";
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
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
