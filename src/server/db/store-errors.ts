/**
 * Which database errors mean "the store is unavailable right now" (a full disk, a read-only file,
 * PostgreSQL restarting or unreachable): the lead API answers those with 503 and Retry-After, so
 * the forms' retries deliver the lead once the store is back. Anything else is a bug: 500.
 */

/** Seconds a client should wait before sending again while the store is unavailable. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** SQLite primary result codes: BUSY, LOCKED, NOMEM, READONLY, IOERR, FULL, CANTOPEN, PROTOCOL. */
const SQLITE_UNAVAILABLE = new Set([5, 6, 7, 8, 10, 13, 14, 15]);

/** PostgreSQL SQLSTATE classes and codes: connection exception, insufficient resources, shutdown, read-only. */
const PG_UNAVAILABLE_CLASSES = ["08", "53", "57P"];
const PG_UNAVAILABLE_CODES = new Set(["25006", "40P01"]);

/** Socket errors of a lost or refused database connection. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOTFOUND",
]);

/** Messages of node-postgres for a connection that ended or could not be had in time. */
const PG_CONNECTION_MESSAGES = /connection terminated|not queryable|timeout exceeded when trying to connect|connection ended/i;

export function isStoreUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const e = err as Error & { code?: unknown; errcode?: unknown };
  if (e.code === "ERR_SQLITE_ERROR" && typeof e.errcode === "number") return SQLITE_UNAVAILABLE.has(e.errcode & 0xff);
  if (typeof e.code === "string") {
    if (NETWORK_CODES.has(e.code) || PG_UNAVAILABLE_CODES.has(e.code)) return true;
    if (/^[0-9A-Z]{5}$/.test(e.code) && PG_UNAVAILABLE_CLASSES.some((c) => e.code!.toString().startsWith(c))) return true;
  }
  if (PG_CONNECTION_MESSAGES.test(e.message)) return true;
  return e.cause !== undefined && e.cause !== err && isStoreUnavailable(e.cause);
}
