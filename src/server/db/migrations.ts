/**
 * The one migration set, for SQLite and PostgreSQL alike. Migrations are frozen history: change
 * the schema by adding a migration, never by editing one (tests check the columns match the forms).
 */
import { Kysely, PostgresAdapter, sql, type CreateTableBuilder, type DatabaseIntrospector } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import { inboxMigration } from "./migrations/007_operator_inbox.ts";
import { scrubDeletedContentMigration } from "../inbox/erasure.ts";
import { deliveriesMigration, deliveryAttemptsMigration } from "./migrations/004_deliveries_lead_status_attribution.ts";

type Col = [name: string, kind: "text" | "text_required" | "boolean" | "integer"];

const t = (name: string): Col => [name, "text"];
const req = (name: string): Col => [name, "text_required"];
const bool = (name: string): Col => [name, "boolean"];

const leadTables: Record<string, Col[]> = {
  ecosystem_fund_applications: [
    req("project_name"), req("founder_name"), req("email"), t("company_website"), req("project_description"),
    req("category"), req("funding_amount"), t("team_size"), t("telegram_handle"), t("pitch_deck_url"),
    t("github_url"), t("additional_info"),
  ],
  contact_messages: [req("name"), req("email"), req("company"), req("message")],
  access_compute_requests: [
    req("first_name"), req("last_name"), req("company_email"), req("company_name"), req("role"), req("use_case"),
    t("gpu_required"), t("vram_required"), t("duration"), t("additional_info"), bool("agreed_to_terms"),
  ],
  provide_compute_requests: [
    req("first_name"), req("last_name"), req("company_email"), req("company_name"), req("role"), req("gpu_location"),
    req("gpu_type"), ["gpu_count", "integer"], t("gpu_setup"), bool("request_demo"), bool("schedule_call"),
    bool("receive_info"), bool("contributing_capital"), bool("consent_emails"),
  ],
  job_applications: [
    req("position_title"), req("full_name"), req("email"), t("phone"), t("resume_url"), t("cover_letter"),
    t("linkedin_url"), t("portfolio_url"), t("years_experience"), t("additional_info"),
  ],
};

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const createLeadTables: Migration = {
  async up(db) {
    const pg = isPostgres(db);
    for (const [table, cols] of Object.entries(leadTables)) {
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
    for (const table of Object.keys(leadTables).reverse()) await db.schema.dropTable(table).ifExists().execute();
  },
};

/**
 * 002: a fingerprint of the submission stored with its Idempotency-Key (the same key with a
 * different payload is refused), and a one-row table the health check writes to prove the store
 * can commit (a payload as large as the largest lead: a full disk may still take a tiny row).
 */
const idempotencyFingerprintAndProbe: Migration = {
  async up(db) {
    for (const table of Object.keys(leadTables)) {
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
    for (const table of Object.keys(leadTables)) {
      await db.schema.alterTable(table).dropColumn("idempotency_fingerprint").execute();
    }
  },
};

/**
 * 003: the x402 sandbox's used payments (EVM nonces, Sui digests), kept until they expire so that a
 * payment cannot be replayed after a restart. Times as in 001: timestamptz / ISO 8601 text.
 */
const createX402UsedPayments: Migration = {
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

/**
 * 005: operators of the admin inbox (issue 12). An account has no password until its owner sets
 * one through the one-time link the CLI prints (only the link's SHA-256 is stored, with its
 * expiry); password_hash is scrypt with its parameters (src/server/operators/password.ts). Sessions
 * are kept here, not in the cookie: id = SHA-256 of the cookie's token, so a database read does
 * not give a usable cookie; deleting the rows ends them at once. Times as in 001.
 */
const createOperators: Migration = {
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

/**
 * 008: operator sign-in attempts counted per window (src/server/operators/signin-throttle.ts), kept
 * here so that a restart does not reset the limits. key: a hash of the account or client address;
 * a row lives until its window ends (expired rows are deleted). Times as in 001.
 */
const createSignInAttempts: Migration = {
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

export const migrations: Record<string, Migration> = {
  "001_create_lead_tables": createLeadTables,
  "002_idempotency_fingerprint_and_store_probe": idempotencyFingerprintAndProbe,
  "003_x402_used_payments": createX402UsedPayments,
  "004_deliveries_lead_status_attribution": deliveriesMigration(Object.keys(leadTables)),
  "005_operators": createOperators,
  "006_delivery_attempts": deliveryAttemptsMigration,
  "007_operator_inbox": inboxMigration,
  "008_sqlite_scrub_deleted_content": scrubDeletedContentMigration,
  "009_signin_attempts": createSignInAttempts,
};

/**
 * PostgreSQL: `db` for the Migrator, whose look-up of its bookkeeping tables reads only `schema`.
 * Kysely's own look-up lists the tables of every schema and checks each schema's privileges by
 * name: a schema another session drops meanwhile (parallel test files use a schema each and drop
 * it after) makes that check fail with 3F000, and the server's start or the CLI with it.
 */
function lookingInOneSchema(db: Kysely<any>, schema: string): Kysely<any> {
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables: async () => {
      const { rows } = await sql<{ name: string; schema: string }>`
        select c.relname as name, n.nspname as schema from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p')`.execute(db);
      return rows.map((row) => ({ ...row, isView: false, isForeign: false, columns: [] }));
    },
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "introspection") return introspection;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value; // Kysely's methods use private fields
    },
  });
}

/**
 * Runs every pending migration; throws with the failing migration's error. Returns the names run.
 * Unordered migrations are allowed: branches add migrations in parallel (004 and 005 were written
 * at the same time), so a database may have run 005 before 004 exists; 004 then runs when it
 * arrives instead of the server refusing to start. Parallel migrations must not depend on each other.
 */
export async function migrateToLatest(db: Kysely<any>, set: Record<string, Migration> = migrations): Promise<string[]> {
  // PostgreSQL: keep Kysely's bookkeeping tables in the schema the lead tables go to (the first of
  // search_path); otherwise its look-up would accept a kysely_migration table of any schema.
  const schema = isPostgres(db) ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db: schema ? lookingInOneSchema(db, schema) : db,
    provider: { getMigrations: async () => set },
    migrationTableSchema: schema,
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === "Error");
  if (error) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`migration ${failed?.migrationName ?? "?"} failed: ${cause.message}`, { cause });
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
