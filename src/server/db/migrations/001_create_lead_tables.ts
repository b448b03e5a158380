/**
 * Migration 001: the five lead tables, one per form, with the columns the forms had then (frozen
 * here: a later form change adds a migration). Times in UTC: timestamptz on PostgreSQL, ISO 8601
 * text (…Z) on SQLite, which sorts and compares as time.
 */
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

type Col = [name: string, kind: "text" | "text_required" | "boolean" | "integer"];

const t = (name: string): Col => [name, "text"];
const req = (name: string): Col => [name, "text_required"];
const bool = (name: string): Col => [name, "boolean"];

const leadColumns: Record<string, Col[]> = {
  ecosystem_fund_applications: [
    req("project_name"),
    req("founder_name"),
    req("email"),
    t("company_website"),
    req("project_description"),
    req("category"),
    req("funding_amount"),
    t("team_size"),
    t("telegram_handle"),
    t("pitch_deck_url"),
    t("github_url"),
    t("additional_info"),
  ],
  contact_messages: [req("name"), req("email"), req("company"), req("message")],
  access_compute_requests: [
    req("first_name"),
    req("last_name"),
    req("company_email"),
    req("company_name"),
    req("role"),
    req("use_case"),
    t("gpu_required"),
    t("vram_required"),
    t("duration"),
    t("additional_info"),
    bool("agreed_to_terms"),
  ],
  provide_compute_requests: [
    req("first_name"),
    req("last_name"),
    req("company_email"),
    req("company_name"),
    req("role"),
    req("gpu_location"),
    req("gpu_type"),
    ["gpu_count", "integer"],
    t("gpu_setup"),
    bool("request_demo"),
    bool("schedule_call"),
    bool("receive_info"),
    bool("contributing_capital"),
    bool("consent_emails"),
  ],
  job_applications: [
    req("position_title"),
    req("full_name"),
    req("email"),
    t("phone"),
    t("resume_url"),
    t("cover_letter"),
    t("linkedin_url"),
    t("portfolio_url"),
    t("years_experience"),
    t("additional_info"),
  ],
};

/** The lead tables as 001 created them, in order (later migrations that alter them all use this list). */
export const LEAD_TABLES: readonly string[] = Object.keys(leadColumns);

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const createLeadTables: Migration = {
  async up(db) {
    const pg = isPostgres(db);
    for (const [table, cols] of Object.entries(leadColumns)) {
      let builder: CreateTableBuilder<string, string> = db.schema
        .createTable(table)
        .addColumn("id", "text", (c) => c.primaryKey())
        // UTC: timestamptz on PostgreSQL; ISO 8601 text (…Z) on SQLite, which sorts and compares as time.
        .addColumn("created_at", pg ? "timestamptz" : "text", (c) => c.notNull())
        .addColumn("idempotency_key", "text", (c) => c.unique());
      for (const [name, kind] of cols) {
        if (kind === "text") builder = builder.addColumn(name, "text");
        else if (kind === "text_required") builder = builder.addColumn(name, "text", (c) => c.notNull());
        else if (kind === "integer") builder = builder.addColumn(name, "integer", (c) => c.notNull());
        else builder = builder.addColumn(name, "boolean", (c) => c.notNull().defaultTo(sql`false`));
      }
      await builder.execute();
      await db.schema.createIndex(`${table}_created_at_idx`).on(table).column("created_at").execute();
    }
  },
  async down(db) {
    for (const table of [...LEAD_TABLES].reverse()) await db.schema.dropTable(table).ifExists().execute();
  },
};
