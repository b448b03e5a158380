/**
 * The one migration set, for SQLite and PostgreSQL alike: the list of migrations (one file each
 * under migrations/, named by its key) and the runner. Migrations are frozen history: change the
 * schema by adding a migration, never by editing one (tests check the columns match the forms).
 * Only this list imports a migration (and a migration imports only other migrations).
 */
import { sql, type DatabaseIntrospector } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import { createLeadTables } from "./migrations/001_create_lead_tables.ts";
import { idempotencyFingerprintAndProbe } from "./migrations/002_idempotency_fingerprint_and_store_probe.ts";
import { createX402UsedPayments } from "./migrations/003_x402_used_payments.ts";
import { deliveriesMigration } from "./migrations/004_deliveries_lead_status_attribution.ts";
import { createOperators } from "./migrations/005_operators.ts";
import { deliveryAttemptsMigration } from "./migrations/006_delivery_attempts.ts";
import { inboxMigration } from "./migrations/007_operator_inbox.ts";
import { scrubDeletedContentMigration } from "./migrations/008_sqlite_scrub_deleted_content.ts";
import { createSignInAttempts } from "./migrations/009_signin_attempts.ts";
import { addOperatorRoles } from "./migrations/010_operator_roles.ts";
import { createOperatorFactors } from "./migrations/011_operator_factors.ts";
import { pageViewsMigration } from "./migrations/012_page_views.ts";
import { insightsRollupsMigration } from "./migrations/013_insights_rollups.ts";
import { engineOf } from "./engine.ts";
import type { Db } from "./schema.ts";

export const migrations: Record<string, Migration> = {
  "001_create_lead_tables": createLeadTables,
  "002_idempotency_fingerprint_and_store_probe": idempotencyFingerprintAndProbe,
  "003_x402_used_payments": createX402UsedPayments,
  "004_deliveries_lead_status_attribution": deliveriesMigration,
  "005_operators": createOperators,
  "006_delivery_attempts": deliveryAttemptsMigration,
  "007_operator_inbox": inboxMigration,
  "008_sqlite_scrub_deleted_content": scrubDeletedContentMigration,
  "009_signin_attempts": createSignInAttempts,
  "010_operator_roles": addOperatorRoles,
  "011_operator_factors": createOperatorFactors,
  "012_page_views": pageViewsMigration,
  "013_insights_rollups": insightsRollupsMigration,
};

/**
 * PostgreSQL: `db` for the Migrator, whose look-up of its bookkeeping tables reads only `schema`.
 * Kysely's own look-up lists the tables of every schema and checks each schema's privileges by
 * name: a schema another session drops meanwhile (parallel test files use a schema each and drop
 * it after) makes that check fail with 3F000, and the server's start or the CLI with it.
 */
function lookingInOneSchema(db: Db, schema: string): Db {
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
export async function migrateToLatest(db: Db, set: Record<string, Migration> = migrations): Promise<string[]> {
  // PostgreSQL: keep Kysely's bookkeeping tables in the schema the lead tables go to (the first of
  // search_path); otherwise its look-up would accept a kysely_migration table of any schema.
  const schema =
    engineOf(db) === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
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
