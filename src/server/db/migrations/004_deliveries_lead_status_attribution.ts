/**
 * Migration 004: the delivery outbox and lead statuses.
 * - `deliveries`: one row per (lead, destination), written in the lead's own transaction; the
 *   worker claims due rows with a lease, sends, and records the outcome (never lead data or secrets).
 * - `delivery_destinations`: a destination an operator must re-enable (a webhook that answered 410).
 * - on each lead table: `status` (`new`, or `spam` for a filled honeypot) and the visit's
 *   attribution (UTM parameters, referrer host, landing path), all optional text.
 * Times as in 001: timestamptz on PostgreSQL, ISO 8601 UTC text on SQLite.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { LEAD_TABLES } from "./001_create_lead_tables.ts";

/** The attribution columns as 004 added them (frozen: a migration keeps its own copy of its DDL). */
const ATTRIBUTION_COLUMNS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer_host",
  "landing_path",
] as const;

export const deliveriesMigration: Migration = {
  async up(db: Kysely<any>) {
    const time = db.getExecutor().adapter instanceof PostgresAdapter ? "timestamptz" : "text";
    await db.schema
      .createTable("deliveries")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_table", "text", (c) => c.notNull())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("destination", "text", (c) => c.notNull())
      // pending | delivered | failed (waiting for a retry) | dead | disabled
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", time, (c) => c.notNull())
      .addColumn("lease_until", time)
      .addColumn("locked_by", "text")
      .addColumn("last_status", "integer")
      .addColumn("last_error", "text")
      // The Standard Webhooks message id (webhook-id), the same on every attempt; also the e-mail's Message-ID.
      .addColumn("webhook_id", "text", (c) => c.notNull())
      .addColumn("message_id", "text")
      .addColumn("created_at", time, (c) => c.notNull())
      .addColumn("updated_at", time, (c) => c.notNull())
      .addColumn("delivered_at", time)
      .addUniqueConstraint("deliveries_lead_destination_key", ["lead_table", "lead_id", "destination"])
      .execute();
    await db.schema.createIndex("deliveries_due_idx").on("deliveries").columns(["status", "next_attempt_at"]).execute();
    await db.schema.createIndex("deliveries_created_at_idx").on("deliveries").column("created_at").execute();
    await db.schema
      .createTable("delivery_destinations")
      .addColumn("destination", "text", (c) => c.primaryKey())
      .addColumn("disabled_at", time)
      .addColumn("disabled_reason", "text")
      .execute();
    for (const table of LEAD_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn("status", "text", (c) => c.notNull().defaultTo(sql`'new'`))
        .execute();
      for (const column of ATTRIBUTION_COLUMNS) await db.schema.alterTable(table).addColumn(column, "text").execute();
      await db.schema.createIndex(`${table}_status_idx`).on(table).column("status").execute();
    }
  },
  async down(db: Kysely<any>) {
    for (const table of LEAD_TABLES) {
      await db.schema.dropIndex(`${table}_status_idx`).ifExists().execute();
      for (const column of [...ATTRIBUTION_COLUMNS].reverse()) await db.schema.alterTable(table).dropColumn(column).execute();
      await db.schema.alterTable(table).dropColumn("status").execute();
    }
    await db.schema.dropTable("delivery_destinations").ifExists().execute();
    await db.schema.dropTable("deliveries").ifExists().execute();
  },
};
