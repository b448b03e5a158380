/**
 * Migration 005: operators of the admin inbox. An account has no password until its owner sets
 * one through the one-time link the CLI prints (only the link's SHA-256 is stored, with its
 * expiry); password_hash is scrypt with its parameters (src/server/operators/password.ts). Sessions
 * are kept here, not in the cookie: id = SHA-256 of the cookie's token, so a database read does
 * not give a usable cookie; deleting the rows ends them at once. Times as in 001.
 */
import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const createOperators: Migration = {
  async up(db) {
    const time = isPostgres(db) ? "timestamptz" : "text";
    await db.schema
      .createTable("operators")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text")
      .addColumn("password_set_at", time)
      .addColumn("setup_token_hash", "text", (c) => c.unique())
      .addColumn("setup_token_expires_at", time)
      .addColumn("created_at", time, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("operator_sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("operator_id", "text", (c) => c.notNull().references("operators.id").onDelete("cascade"))
      .addColumn("created_at", time, (c) => c.notNull())
      .addColumn("last_seen_at", time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("operator_sessions_operator_id_idx").on("operator_sessions").column("operator_id").execute();
  },
  async down(db) {
    await db.schema.dropTable("operator_sessions").ifExists().execute();
    await db.schema.dropTable("operators").ifExists().execute();
  },
};
