/**
 * Kysely's SqliteDialect on Node's built-in node:sqlite (DatabaseSync): a small adapter giving
 * DatabaseSync the better-sqlite3 shape Kysely expects (statement cache, booleans and dates bound
 * as SQLite values). Opening with WAL, synchronous=FULL and busy_timeout: sqlite-open.ts.
 */
import type { DatabaseSync, StatementSync } from "node:sqlite";
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from "kysely";
import { bindAll as bind } from "./sqlite-open.ts";

export { openSqlite } from "./sqlite-open.ts";

class NodeSqliteDatabase implements SqliteDatabase {
  #db: DatabaseSync;
  #cache = new Map<string, { stmt: StatementSync; reader: boolean }>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  #statement(sql: string): { stmt: StatementSync; reader: boolean } {
    let entry = this.#cache.get(sql);
    if (!entry) {
      const stmt = this.#db.prepare(sql);
      entry = { stmt, reader: stmt.columns().length > 0 };
      if (this.#cache.size >= 256) this.#cache.clear();
      this.#cache.set(sql, entry);
    }
    return entry;
  }

  prepare(sql: string): SqliteStatement {
    // Kysely opens transactions with a plain BEGIN; IMMEDIATE takes the write lock up front, so a
    // second writer on the same file waits (busy_timeout) instead of failing on lock upgrade.
    if (sql === "begin") sql = "begin immediate";
    // SQLite rolls a transaction back by itself on some errors (a full disk, an I/O error); a
    // second ROLLBACK would then fail with "no transaction is active" and Kysely would report that
    // instead of the real error. Rolling back nothing is a no-op.
    if (sql === "rollback") {
      const db = this.#db;
      const rollback = this.#statement(sql).stmt;
      return {
        reader: false,
        all: () => [],
        run: () => (db.isTransaction ? rollback.run() : { changes: 0, lastInsertRowid: 0 }),
        iterate: () => [][Symbol.iterator](),
      };
    }
    const { stmt, reader } = this.#statement(sql);
    const db = this.#db;
    return {
      reader,
      all: (params) => stmt.all(...bind(params)),
      run: (params) => stmt.run(...bind(params)),
      // Streams get their own statement: a cached one may be reused while the stream is open.
      iterate: (params) => db.prepare(sql).iterate(...bind(params)) as IterableIterator<unknown>,
    };
  }

  close(): void {
    this.#cache.clear();
    if (this.#db.isOpen) this.#db.close();
  }
}

export function nodeSqliteDialect(db: DatabaseSync): SqliteDialect {
  return new SqliteDialect({ database: new NodeSqliteDatabase(db) });
}
