/**
 * Migration 002: a fingerprint of the submission stored with its Idempotency-Key (the same key with a
 * different payload is refused), and a one-row table the health check writes to prove the store
 * can commit (a payload as large as the largest lead: a full disk may still take a tiny row).
 */
import type { Migration } from "kysely/migration";
import { LEAD_TABLES } from "./001_create_lead_tables.ts";

export const idempotencyFingerprintAndProbe: Migration = {
  async up(db) {
    for (const table of LEAD_TABLES) {
      await db.schema.alterTable(table).addColumn("idempotency_fingerprint", "text").execute();
    }
    await db.schema
      .createTable("store_probe")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("checked_at", "text", (c) => c.notNull())
      .addColumn("payload", "text", (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable("store_probe").ifExists().execute();
    for (const table of LEAD_TABLES) {
      await db.schema.alterTable(table).dropColumn("idempotency_fingerprint").execute();
    }
  },
};
