/**
 * Migration 008, SQLite, once: rebuilds the file (VACUUM) so that content deleted or overwritten before
 * `secure_delete` was switched on (left in pages' free space and on the freelist) is gone, and
 * empties the write-ahead log. VACUUM keeps every row and rowid that matters (the inbox's `seq`
 * is an INTEGER PRIMARY KEY). PostgreSQL: nothing.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const scrubDeletedContentMigration: Migration = {
  async up(db: Kysely<any>) {
    if (isPostgres(db)) return;
    await sql`vacuum`.execute(db);
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
  },
};
