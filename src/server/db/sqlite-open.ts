/** Opening a node:sqlite database the way the leads need it (WAL, synchronous=FULL, busy timeout, secure delete); sqlite-dialect.ts puts Kysely on top. */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";

export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/**
 * Opens (creating the folder and file when missing) with WAL, synchronous=FULL and a busy timeout.
 * Writable connections zero whatever they delete or overwrite (`secure_delete`): a status change
 * or a deletion leaves no old copy of a row in the page's free space or on the freelist, so an
 * erasure (inbox/erasure.ts) has only the rows themselves to remove.
 */
export function openSqlite(path: string, opts: { readOnly?: boolean } = {}): DatabaseSync {
  if (!opts.readOnly) mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { readOnly: opts.readOnly ?? false });
  db.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  if (!opts.readOnly) {
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = FULL");
    db.exec("PRAGMA secure_delete = ON");
  }
  return db;
}

/** JS values → values SQLite can bind (booleans as 0/1, dates as ISO 8601 UTC text). */
export function bindable(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

export const bindAll = (params: ReadonlyArray<unknown>): SQLInputValue[] => params.map(bindable);
