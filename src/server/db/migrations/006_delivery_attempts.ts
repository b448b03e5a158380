/**
 * Migration 006: `delivery_attempts`, one row per send attempt of a delivery (the operator's
 * delivery log): when, the answer (HTTP status or SMTP reply code, a short error) and what the
 * worker made of it (delivered | failed | dead | disabled). No lead data, no secrets.
 */
import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const deliveryAttemptsMigration: Migration = {
  async up(db: Kysely<any>) {
    const time = db.getExecutor().adapter instanceof PostgresAdapter ? "timestamptz" : "text";
    await db.schema
      .createTable("delivery_attempts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("delivery_id", "text", (c) => c.notNull())
      .addColumn("attempted_at", time, (c) => c.notNull())
      .addColumn("status", "integer")
      .addColumn("error", "text")
      .addColumn("outcome", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("delivery_attempts_delivery_id_idx").on("delivery_attempts").column("delivery_id").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("delivery_attempts").ifExists().execute();
  },
};
