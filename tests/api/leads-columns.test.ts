// The migrated database itself (not a list kept beside the migrations) has a column for every
// field of every form, so a new migration that adds columns needs no edit of an old one. Extra
// columns (id, created_at, idempotency_key, and whatever later migrations add) are allowed.
import { sql } from "kysely";
import { describe, expect, test } from "vitest";
import { forms, formSlugs } from "../../src/forms/forms.ts";
import type { DatabaseConfig } from "../../src/server/config.ts";
import { connectDatabase } from "../../src/server/db/connection.ts";
import { migrateToLatest } from "../../src/server/db/migrations.ts";
import { createTestDb, engines, type TestDb } from "./leads-support.ts";

/** Column names per table, as the engine reports them (SQLite: PRAGMA table_info; PostgreSQL: information_schema). */
async function migratedColumns(testDb: TestDb): Promise<Record<string, string[]>> {
  const config: DatabaseConfig =
    testDb.engine === "sqlite"
      ? { engine: "sqlite", path: testDb.env.LEADS_DB_PATH! }
      : { engine: "postgres", url: testDb.env.DATABASE_URL! };
  const leadsDb = await connectDatabase(config);
  try {
    await migrateToLatest(leadsDb.db);
    const columns: Record<string, string[]> = {};
    for (const slug of formSlugs) {
      const table = forms[slug].table;
      const query =
        testDb.engine === "sqlite"
          ? sql<{ name: string }>`select name from pragma_table_info(${table}) order by cid`
          : sql<{ name: string }>`select column_name as name from information_schema.columns
              where table_schema = current_schema() and table_name = ${table} order by ordinal_position`;
      columns[table] = (await query.execute(leadsDb.db)).rows.map((r) => r.name);
    }
    return columns;
  } finally {
    await leadsDb.close();
  }
}

describe.each(engines())("the migrated %s database", (engine) => {
  test("has a column for every form field; the server's own columns besides", async () => {
    const testDb = await createTestDb(engine);
    try {
      const columns = await migratedColumns(testDb);
      for (const slug of formSlugs) {
        const { table, fields } = forms[slug];
        const missing = fields.map((f) => f.name).filter((name) => !columns[table]?.includes(name));
        expect(missing, `${table} lacks columns`).toEqual([]);
        expect(columns[table]).toEqual(expect.arrayContaining(["id", "created_at", "idempotency_key"]));
      }
    } finally {
      await testDb.close();
    }
  });
});
