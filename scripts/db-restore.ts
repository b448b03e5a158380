// `npm run db:restore -- <file> [--force]`: puts a backup made by `npm run db:backup` back as the
// SQLite leads database (LEADS_DB_PATH). The backup is checked first (an SQLite file that passes
// quick_check and holds the leads' migrations); a database already at LEADS_DB_PATH is never
// replaced without --force, and then only with the servers and workers that use it stopped. The
// copy is written beside the database and renamed into place, the old WAL and shared-memory files
// removed first, so the database is either the old one or the restored one.
import { copyFileSync, existsSync, renameSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { databaseConfig } from "../src/server/config.ts";
import { fail, fileCommand } from "./lib/file-command.ts";

const USAGE = `Usage: npm run db:restore -- <file> [--force]
  Restores <file> (made by npm run db:backup) as the SQLite database LEADS_DB_PATH (default
  ./data/leads.db). A database already there is replaced only with --force: stop every server and
  worker using it first. PostgreSQL (DATABASE_URL): use pg_restore.`;

const { file: source, force } = fileCommand(USAGE);
const config = databaseConfig();
if (config.engine !== "sqlite") fail("db:restore restores an SQLite database; with DATABASE_URL (PostgreSQL) use pg_restore.");
const target = resolve(config.path);
if (!existsSync(source)) fail(`No backup at ${source}.`, 2);
if (source === target) fail("The backup file is the database itself.", 2);
if (existsSync(target) && !force) {
  fail(`A database is already at ${target}: stop the servers and workers using it, then pass --force to replace it.`, 2);
}

try {
  const backup = new DatabaseSync(source, { readOnly: true });
  try {
    const ok = (backup.prepare("PRAGMA quick_check").get() as { quick_check: string }).quick_check;
    if (ok !== "ok") throw new Error(`quick_check: ${ok}`);
    const migrations = backup.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'kysely_migration'").get() as { n: number };
    if (migrations.n !== 1) throw new Error("it holds no leads database (no migrations table)");
  } finally {
    backup.close();
  }
} catch (err) {
  fail(`${source} is not a usable backup: ${(err as Error).message}`);
}

const partial = `${target}.restoring`;
copyFileSync(source, partial);
for (const suffix of ["-wal", "-shm"]) rmSync(`${target}${suffix}`, { force: true });
renameSync(partial, target);
console.log(`restored ${source} to ${target}`);
