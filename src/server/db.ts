/** Opens the leads database the configuration names: SQLite (node:sqlite) or PostgreSQL (pg). */
import { Kysely, PostgresDialect } from "kysely";
import type { DatabaseConfig } from "./config.ts";
import type { LeadsDatabase } from "./db-schema.ts";
import { nodeSqliteDialect, openSqlite } from "./db-sqlite.ts";

export type LeadsDb = {
  db: Kysely<LeadsDatabase>;
  engine: DatabaseConfig["engine"];
  /** Where the data lives, for logs (the PostgreSQL URL without its password). */
  location: string;
  close(): Promise<void>;
};

/** Opens the database; `pg` is loaded only when PostgreSQL is configured. */
export async function connectDatabase(config: DatabaseConfig, opts: { readOnly?: boolean; poolSize?: number } = {}): Promise<LeadsDb> {
  if (config.engine === "sqlite") {
    const sqlite = openSqlite(config.path, { readOnly: opts.readOnly });
    const db = new Kysely<LeadsDatabase>({ dialect: nodeSqliteDialect(sqlite) });
    return { db, engine: "sqlite", location: config.path, close: () => db.destroy() };
  }
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: config.url, max: opts.poolSize ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = new Kysely<LeadsDatabase>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: "postgres", location: redactUrl(config.url), close: () => db.destroy() };
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
