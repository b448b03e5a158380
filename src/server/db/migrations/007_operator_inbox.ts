/**
 * Migration 007: the operator inbox's storage.
 * - `inbox_index`: one row per lead of the five tables (form, id, created_at, status, the
 *   summary name / e-mail / company, the attribution source, and the searchable text), so the
 *   inbox lists, filters, counts and searches ONE indexed table instead of merging five.
 *   It is kept by triggers on the lead tables (insert, status update, delete): in the lead's own
 *   transaction (the SQLite group commit, PostgreSQL's single CTE statement), with no extra
 *   round trip and no code path that could forget it (CLI, retention, erasure included).
 *   Search: SQLite FTS5 (`inbox_search`, an external-content index over `inbox_index.doc`, kept
 *   by triggers on inbox_index); PostgreSQL a `tsvector` column (`simple` configuration, words
 *   split on anything but letters and digits) with a GIN index. Both match word prefixes.
 * - `lead_notes`: operators' notes on a lead.
 * - `audit_log`: who changed what, when (status changes, notes, resends, erasures).
 * - `app_secrets`: the erasure HMAC key when ERASURE_HASH_KEY is not set (generated once).
 * The column lists below are frozen here (a migration is history); a form change that adds a
 * searchable field needs a new migration that recreates the triggers.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export type Summary = { form: string; name: readonly string[]; email: string; company: string | null; search: readonly string[] };

/** Per lead table: its form slug, the summary columns, and every free-text column searched. */
export const INBOX_TABLES: Record<string, Summary> = {
  ecosystem_fund_applications: {
    form: "ecosystem-fund",
    name: ["founder_name"],
    email: "email",
    company: "project_name",
    search: [
      "project_name",
      "founder_name",
      "email",
      "company_website",
      "project_description",
      "team_size",
      "telegram_handle",
      "pitch_deck_url",
      "github_url",
      "additional_info",
    ],
  },
  contact_messages: {
    form: "contact",
    name: ["name"],
    email: "email",
    company: "company",
    search: ["name", "email", "company", "message"],
  },
  access_compute_requests: {
    form: "access-compute",
    name: ["first_name", "last_name"],
    email: "company_email",
    company: "company_name",
    search: [
      "first_name",
      "last_name",
      "company_email",
      "company_name",
      "role",
      "use_case",
      "gpu_required",
      "vram_required",
      "duration",
      "additional_info",
    ],
  },
  provide_compute_requests: {
    form: "provide-compute",
    name: ["first_name", "last_name"],
    email: "company_email",
    company: "company_name",
    search: ["first_name", "last_name", "company_email", "company_name", "role", "gpu_location", "gpu_type"],
  },
  job_applications: {
    form: "careers",
    name: ["full_name"],
    email: "email",
    company: null,
    search: [
      "position_title",
      "full_name",
      "email",
      "phone",
      "resume_url",
      "cover_letter",
      "linkedin_url",
      "portfolio_url",
      "years_experience",
      "additional_info",
    ],
  },
};

const isPg = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The inbox_index values of a lead row (`p` = "NEW." in a trigger, "" in the backfill). */
function values(s: Summary, p: string, pg: boolean): string {
  const text = (cols: readonly string[]) => cols.map((c) => `coalesce(${p}${c}, '')`).join(" || ' ' || ");
  const doc = text(s.search);
  return [
    `${p}id`,
    `'${s.form}'`,
    `${p}created_at`,
    `${p}status`,
    `trim(${text(s.name)})`,
    `${p}${s.email}`,
    s.company ? `${p}${s.company}` : "null",
    `coalesce(nullif(${p}utm_source, ''), nullif(${p}referrer_host, ''))`,
    pg ? `to_tsvector('simple', regexp_replace(lower(${doc}), '[^[:alnum:]]+', ' ', 'g'))` : doc,
  ].join(", ");
}

const columns = (pg: boolean) => `lead_id, form, created_at, status, name, email, company, source, ${pg ? "search" : "doc"}`;

/**
 * The statements creating a lead table's inbox triggers (insert, status update, delete keep
 * inbox_index): PostgreSQL a trigger function and its trigger; SQLite three triggers.
 * Also used for a new form's table (lead-table.ts).
 */
export function inboxTriggerSql(table: string, s: Summary, pg: boolean): string[] {
  if (pg) {
    return [
      `create function ${table}_inbox() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then
            insert into inbox_index (${columns(true)}) values (${values(s, "new.", true)});
          elsif tg_op = 'UPDATE' then
            update inbox_index set status = new.status where lead_id = new.id;
          else
            delete from inbox_index where lead_id = old.id;
          end if;
          return null;
        end $$`,
      `create trigger ${table}_inbox after insert or delete or update of status on ${table} for each row execute function ${table}_inbox()`,
    ];
  }
  return [
    `create trigger ${table}_inbox_ai after insert on ${table} begin insert into inbox_index (${columns(false)}) values (${values(s, "new.", false)}); end`,
    `create trigger ${table}_inbox_au after update of status on ${table} begin update inbox_index set status = new.status where lead_id = new.id; end`,
    `create trigger ${table}_inbox_ad after delete on ${table} begin delete from inbox_index where lead_id = old.id; end`,
  ];
}

async function createInboxIndex(db: Kysely<any>, pg: boolean): Promise<void> {
  const time = pg ? "timestamptz" : "text";
  await sql
    .raw(`create table inbox_index (
    ${pg ? `lead_id text collate "C" primary key` : "seq integer primary key, lead_id text not null unique"},
    form text not null,
    created_at ${time} not null,
    status text not null,
    name text, email text, company text, source text,
    ${pg ? "search tsvector not null" : "doc text not null"}
  )`)
    .execute(db);
  // Keyset pages newest first, alone or within a form and/or a status (also the counts' index).
  for (const [name, cols] of [
    ["created", "created_at, lead_id"],
    ["form", "form, created_at, lead_id"],
    ["status", "status, created_at, lead_id"],
    ["form_status", "form, status, created_at, lead_id"],
  ]) {
    await sql.raw(`create index inbox_index_${name}_idx on inbox_index (${cols})`).execute(db);
  }
  if (pg) {
    await sql.raw("create index inbox_index_search_idx on inbox_index using gin (search)").execute(db);
    for (const [table, s] of Object.entries(INBOX_TABLES)) {
      for (const statement of inboxTriggerSql(table, s, true)) await sql.raw(statement).execute(db);
    }
  } else {
    // Same word rules as PostgreSQL's side: case-insensitive, accents kept, split on non-letters/digits.
    await sql
      .raw(
        `create virtual table inbox_search using fts5(doc, content='inbox_index', content_rowid='seq', tokenize='unicode61 remove_diacritics 0')`,
      )
      .execute(db);
    // A deleted lead's words leave the index at once (not just marked deleted until a merge): erasure.
    await sql.raw(`insert into inbox_search (inbox_search, rank) values ('secure-delete', 1)`).execute(db);
    await sql
      .raw(
        `create trigger inbox_index_ai after insert on inbox_index begin insert into inbox_search (rowid, doc) values (new.seq, new.doc); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger inbox_index_ad after delete on inbox_index begin insert into inbox_search (inbox_search, rowid, doc) values ('delete', old.seq, old.doc); end`,
      )
      .execute(db);
    await sql
      .raw(`create trigger inbox_index_au after update of doc on inbox_index begin
      insert into inbox_search (inbox_search, rowid, doc) values ('delete', old.seq, old.doc);
      insert into inbox_search (rowid, doc) values (new.seq, new.doc); end`)
      .execute(db);
    for (const [table, s] of Object.entries(INBOX_TABLES)) {
      for (const statement of inboxTriggerSql(table, s, false)) await sql.raw(statement).execute(db);
    }
  }
  // Backfill the leads stored before this migration.
  for (const [table, s] of Object.entries(INBOX_TABLES)) {
    await sql.raw(`insert into inbox_index (${columns(pg)}) select ${values(s, "", pg)} from ${table}`).execute(db);
  }
}

export const inboxMigration: Migration = {
  async up(db: Kysely<any>) {
    const pg = isPg(db);
    const time = pg ? "timestamptz" : "text";
    await createInboxIndex(db, pg);
    await db.schema
      .createTable("lead_notes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_table", "text", (c) => c.notNull())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("created_at", time, (c) => c.notNull())
      .addColumn("operator_id", "text", (c) => c.notNull())
      .addColumn("operator_email", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("lead_notes_lead_idx").on("lead_notes").columns(["lead_id", "created_at"]).execute();
    await db.schema
      .createTable("audit_log")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("at", time, (c) => c.notNull())
      // Kept after an operator is removed: the e-mail is copied, the log still names who did it.
      .addColumn("operator_id", "text")
      .addColumn("operator_email", "text")
      // status | note | resend | erase | retention
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("lead_table", "text")
      .addColumn("lead_id", "text")
      // Never lead data: "new → spam", a destination key, a note id, an HMAC.
      .addColumn("detail", "text")
      .execute();
    await db.schema.createIndex("audit_log_lead_idx").on("audit_log").columns(["lead_id", "at"]).execute();
    await db.schema
      .createTable("app_secrets")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    const pg = isPg(db);
    for (const table of ["app_secrets", "audit_log", "lead_notes"]) await db.schema.dropTable(table).ifExists().execute();
    for (const table of Object.keys(INBOX_TABLES)) {
      if (pg) {
        await sql.raw(`drop trigger if exists ${table}_inbox on ${table}`).execute(db);
        await sql.raw(`drop function if exists ${table}_inbox()`).execute(db);
      } else for (const t of ["ai", "au", "ad"]) await sql.raw(`drop trigger if exists ${table}_inbox_${t}`).execute(db);
    }
    if (!pg) await sql.raw("drop table if exists inbox_search").execute(db);
    await db.schema.dropTable("inbox_index").ifExists().execute();
  },
};
