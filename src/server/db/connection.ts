/**
 * db/: the connection (this file), the schema's type (schema.ts, `Db`), which engine a handle
 * talks to (engine.ts), the SQLite engine (sqlite-dialect.ts, sqlite-open.ts), row ids,
 * store errors, a stored lead read back as a record (lead-records.ts) and the schema's history (migrations.ts, one file per migration under migrations/).
 * Imports only the configuration's types; nothing here imports a feature.
 * Opens the leads database the configuration names: SQLite (node:sqlite) or PostgreSQL (pg).
 */
import { Kysely, PostgresDialect } from "kysely";
import type { DatabaseConfig } from "../config.ts";
import { engineOf, type Engine } from "./engine.ts";
import type { Database, Db } from "./schema.ts";
import { nodeSqliteDialect, openSqlite } from "./sqlite-dialect.ts";

export type LeadsDb = {
  /** Typed by the schema (schema.ts); the lead tables are those the forms name (src/forms/forms.ts). */
  db: Db;
  /** engineOf(db): for logs and the health answer. */
  engine: Engine;
  /** Where the data lives, for logs (the PostgreSQL URL without its password). */
  location: string;
  /** What it was opened from (the delivery worker opens its own pool from it). */
  config: DatabaseConfig;
  /**
   * PostgreSQL only: runs a named prepared statement (parsed and planned once per connection, then
   * only bound and executed). For the hottest statement, a lead's insert; `name` must identify `text`
   * (undefined: an unnamed statement, parsed each time).
   */
  prepared?(name: string | undefined, text: string, values: unknown[]): Promise<unknown[]>;
  /** PostgreSQL only: the pool's connections (for the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
};

export const PG_CONNECT_TIMEOUT_MS = 5_000;

export type ConnectOptions = {
  readOnly?: boolean;
  poolSize?: number;
  /**
   * PostgreSQL: this pool's commits do not wait for the WAL flush (`synchronous_commit = off`).
   * Only for the delivery worker: a lost claim or outcome after a database crash means a delivery
   * is sent again, with the same webhook-id. Leads are never written through such a pool.
   */
  asyncCommit?: boolean;
};

/** Opens the database; `pg` is loaded only when PostgreSQL is configured. */
export async function connectDatabase(config: DatabaseConfig, opts: ConnectOptions = {}): Promise<LeadsDb> {
  if (config.engine === "sqlite") {
    const sqlite = openSqlite(config.path, { readOnly: opts.readOnly });
    const db = new Kysely<Database>({ dialect: nodeSqliteDialect(sqlite) });
    return { db, engine: engineOf(db), location: config.path, config, close: () => db.destroy() };
  }
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: config.url,
    max: opts.poolSize ?? 10,
    // While PostgreSQL is down or restarting, a request waits at most this long for a connection
    // (then 503), instead of queueing for ever.
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
  });
  // A client losing its connection (an administrator's restart, pg_terminate_backend, a failover)
  // emits "error": when idle the pool reports it here and replaces the client; when checked out,
  // only the client's own listener stops it from crashing the process. Its query then fails, the
  // request answers 503, and the pool discards the client on release.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", () => {});
    // Queued before the first query of whoever checked the client out.
    if (opts.asyncCommit) client.query("set synchronous_commit = off").catch(() => {});
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const prepared = async (name: string | undefined, text: string, values: unknown[]) => (await pool.query({ name, text, values })).rows;
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: opts.poolSize ?? 10 });
  return { db, engine: engineOf(db), location: redactUrl(config.url), config, prepared, poolStats, close: () => db.destroy() };
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres://…";
  }
}
