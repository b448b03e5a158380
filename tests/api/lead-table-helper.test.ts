// The migration helper for a new form's table (src/server/db/migrations/lead-table.ts): a
// throwaway table made with it, with the contact form's columns, has exactly what migrations
// 001-013 gave contact_messages (columns, indexes, inbox and roll-up triggers), on SQLite and
// PostgreSQL, and its triggers keep the inbox index and the daily roll-up; dropLeadTable removes it all.
import { describe, expect, test } from "vitest";
import { ATTRIBUTION_FIELDS } from "../../src/forms/attribution.ts";
import { connectDatabase } from "../../src/server/db/connection.ts";
import { migrateToLatest } from "../../src/server/db/migrations.ts";
import { INBOX_TABLES } from "../../src/server/db/migrations/007_operator_inbox.ts";
import { createLeadTable, dropLeadTable, LEAD_ATTRIBUTION_COLUMNS, type LeadColumn } from "../../src/server/db/migrations/lead-table.ts";
import { createTestDb, engines, type Row, type TestDb } from "./leads-support.ts";

const TABLE = "throwaway_messages";
const CONTACT_COLUMNS: LeadColumn[] = [
  ["name", "text_required"],
  ["email", "text_required"],
  ["company", "text_required"],
  ["message", "text_required"],
];

/** The throwaway's definitions named as contact_messages' (table and form slug). */
const asContact = (text: string) => text.replaceAll(TABLE, "contact_messages").replaceAll("'throwaway'", "'contact'");

/** Everything the schema holds about a table, each item as comparable text. */
async function describeTable(testDb: TestDb, table: string): Promise<string[]> {
  const q = (sql: string) => testDb.query(sql);
  const rows: Row[] =
    testDb.engine === "sqlite"
      ? await q(`select type, name, sql from sqlite_master where tbl_name = '${table}' order by type, name`)
      : [
          ...(await q(
            `select column_name, ordinal_position, data_type, is_nullable, column_default from information_schema.columns where table_schema = current_schema() and table_name = '${table}' order by ordinal_position`,
          )),
          ...(await q(
            `select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = '${table}' order by indexname`,
          )),
          ...(await q(
            `select trigger_name, event_manipulation, action_timing, action_statement from information_schema.triggers where trigger_schema = current_schema() and event_object_table = '${table}' order by trigger_name, event_manipulation`,
          )),
          ...(await q(
            `select p.proname, p.prosrc from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = current_schema() and p.proname = '${table}_inbox'`,
          )),
        ];
  return rows.map((r) => JSON.stringify(r));
}

test("the helper's attribution columns are the forms' attribution fields", () => {
  expect([...LEAD_ATTRIBUTION_COLUMNS]).toEqual([...ATTRIBUTION_FIELDS]);
});

describe.each(engines())("createLeadTable on %s", (engine) => {
  test("a throwaway form's table has contact_messages' columns, indexes and inbox triggers; the triggers keep the index; dropLeadTable removes it", async () => {
    const testDb = await createTestDb(engine);
    const leadsDb = await connectDatabase(
      engine === "sqlite" ? { engine, path: testDb.env.LEADS_DB_PATH! } : { engine, url: testDb.env.DATABASE_URL! },
    );
    try {
      await migrateToLatest(leadsDb.db);
      await createLeadTable(leadsDb.db, {
        table: TABLE,
        columns: CONTACT_COLUMNS,
        inbox: { ...INBOX_TABLES.contact_messages!, form: "throwaway" },
      });

      const made = (await describeTable(testDb, TABLE)).map(asContact).sort();
      expect(made.length).toBeGreaterThan(engine === "sqlite" ? 6 : 20);
      expect(made).toEqual((await describeTable(testDb, "contact_messages")).sort());

      // The throwaway table is not in the schema type: typed as the table it copies.
      const db = leadsDb.db;
      const created_at = engine === "sqlite" ? "2030-01-02T03:04:05.000Z" : new Date("2030-01-02T03:04:05.000Z");
      await db
        .insertInto(TABLE as "contact_messages")
        .values({ id: "throwaway-1", created_at, name: "Ada Lovelace", email: "ada@example.com", company: "Engines", message: "hello" })
        .execute();
      const indexed = () =>
        testDb.query(`select lead_id, form, status, name, email, company from inbox_index where lead_id = 'throwaway-1'`);
      expect(await indexed()).toEqual([
        { lead_id: "throwaway-1", form: "throwaway", status: "new", name: "Ada Lovelace", email: "ada@example.com", company: "Engines" },
      ]);
      // The insights' daily roll-up too (migration 013's triggers).
      const counted = async () =>
        (await testDb.query(`select day, status, leads from leads_daily where form = 'throwaway'`)).map((r) => ({
          ...r,
          leads: Number(r.leads),
        }));
      expect(await counted()).toEqual([{ day: "2030-01-02", status: "new", leads: 1 }]);
      await db
        .updateTable(TABLE as "contact_messages")
        .set({ status: "spam" })
        .where("id", "=", "throwaway-1")
        .execute();
      expect((await indexed()).map((r) => r.status)).toEqual(["spam"]);
      await db
        .deleteFrom(TABLE as "contact_messages")
        .where("id", "=", "throwaway-1")
        .execute();
      expect(await indexed()).toEqual([]);
      expect(await counted()).toEqual([]);

      await dropLeadTable(db, TABLE);
      expect(await describeTable(testDb, TABLE)).toEqual([]);
    } finally {
      await leadsDb.close();
      await testDb.close();
    }
  });
});
