/**
 * Migration 003: the x402 sandbox's used payments (EVM nonces, Sui digests), kept until they expire so that a
 * payment cannot be replayed after a restart. Times as in 001: timestamptz / ISO 8601 text.
 */
import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const createX402UsedPayments: Migration = {
  async up(db) {
    const time = isPostgres(db) ? "timestamptz" : "text";
    await db.schema
      .createTable("x402_used_payments")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("used_until", time, (c) => c.notNull())
      .addColumn("used_at", time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("x402_used_payments_used_until_idx").on("x402_used_payments").column("used_until").execute();
  },
  async down(db) {
    await db.schema.dropTable("x402_used_payments").ifExists().execute();
  },
};
