/**
 * Migration 009: operator sign-in attempts counted per window (src/server/operators/signin-throttle.ts), kept
 * here so that a restart does not reset the limits. key: a hash of the account or client address;
 * a row lives until its window ends (expired rows are deleted). Times as in 001.
 */
import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const createSignInAttempts: Migration = {
  async up(db) {
    await db.schema
      .createTable("signin_attempts")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("failures", "integer", (c) => c.notNull())
      .addColumn("window_ends_at", isPostgres(db) ? "timestamptz" : "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("signin_attempts_window_ends_at_idx").on("signin_attempts").column("window_ends_at").execute();
  },
  async down(db) {
    await db.schema.dropTable("signin_attempts").ifExists().execute();
  },
};
