// Migrations on PostgreSQL while other sessions create and drop schemas (parallel test files each
// use a schema of their own, and drop it after): Kysely's look-up of its bookkeeping table lists
// every schema's tables and fails with 3F000 when one vanishes meanwhile. migrateToLatest tries
// again, so neither the server's start nor `npm run operators` fails because of a neighbour.
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { migrateToLatest } from "../../src/server/db/migrations.ts";
import { noticeOnce, PG_URL } from "./leads-support.ts";

if (!PG_URL)
  noticeOnce(
    "pg-migrations-race",
    "NOTICE: TEST_DATABASE_URL is not set: migrations beside PostgreSQL schemas that come and go are not tested.",
  );

describe.runIf(PG_URL)("migrations beside schemas that come and go", () => {
  test("60 runs while another session creates and drops schemas without pause: none fails", async () => {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const churn = new pg.Client({ connectionString: PG_URL });
    await churn.connect();
    const schema = `migrace_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(PG_URL);
    url.searchParams.set("options", `-c search_path=${schema}`);
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 2 }) }) });
    let stop = false;
    const churning = (async () => {
      for (let i = 0; !stop; i++) {
        const name = `${schema}_tmp${i}`;
        await churn.query(`CREATE SCHEMA ${name}; CREATE TABLE ${name}.t (id int)`);
        await churn.query(`DROP SCHEMA ${name} CASCADE`);
      }
    })();
    const failures: string[] = [];
    try {
      expect(await migrateToLatest(db)).toContain("005_operators");
      for (let i = 0; i < 60; i++) await migrateToLatest(db).catch((err: Error) => failures.push(err.message));
    } finally {
      stop = true;
      await churning;
      await db.destroy();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await Promise.all([admin.end(), churn.end()]);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
