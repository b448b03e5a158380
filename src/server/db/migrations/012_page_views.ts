/**
 * Migration 012: the page-view counts and the index the inbox's insights read status changes by.
 * - `page_views`: one row per day (UTC, `YYYY-MM-DD` text on both engines), page path, referrer
 *   host, UTM source / medium / campaign and device class (mobile | tablet | desktop), with its
 *   count. Missing values are stored as '' (not null), so the seven columns are the primary key
 *   the counter's batched upsert adds to. Nothing else: no address, no User-Agent, no cookie, no
 *   identifier (src/server/insights/page-views.ts, docs/operators.md "Page views").
 * - `audit_log_status_idx` on audit_log (action, lead_id, at): the first status change of each
 *   lead without reading the whole log.
 */
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const pageViewsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("page_views")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("referrer_host", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("utm_source", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("utm_medium", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("utm_campaign", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("device", "text", (c) => c.notNull())
      .addColumn("views", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("page_views_pk", ["day", "path", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "device"])
      .execute();
    await db.schema.createIndex("audit_log_status_idx").on("audit_log").columns(["action", "lead_id", "at"]).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("audit_log_status_idx").ifExists().execute();
    await db.schema.dropTable("page_views").ifExists().execute();
  },
};
