// `npm run db:backup -- <file> [--force]`: an online, consistent copy of the SQLite leads database
// (LEADS_DB_PATH) while the server keeps serving. `VACUUM INTO` reads one snapshot (a read
// transaction: writers go on in the WAL meanwhile) into a new, compact file; the copy is written
// beside the target and renamed into place once complete, so a failed backup leaves no half file.
// An existing <file> is kept unless --force. PostgreSQL: pg_dump (docs/operations.md, "Backups").
import { existsSync, renameSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { databaseConfig } from "../src/server/config.ts";
import { fail, fileCommand } from "./lib/file-command.ts";
import { SQLITE_BUSY_TIMEOUT_MS } from "../src/server/db/sqlite-open.ts";

const USAGE = `Usage: npm run db:backup -- <file> [--force]
  Copies the SQLite database LEADS_DB_PATH (default ./data/leads.db) to <file>, consistently, while
  the server runs. --force replaces an existing <file>. PostgreSQL (DATABASE_URL): use pg_dump.`;

const { file: target, force } = fileCommand(USAGE);
const config = databaseConfig();
if (config.engine !== "sqlite") {
  fail("db:backup copies the SQLite database; with DATABASE_URL (PostgreSQL) use pg_dump (docs/operations.md, Backups).");
}
if (!existsSync(config.path)) fail(`No database at ${config.path} (LEADS_DB_PATH).`);
if (target === resolve(config.path)) fail("The backup file must not be the database itself.", 2);
if (existsSync(target) && !force) fail(`${target} exists: pass --force to replace it.`, 2);

const started = performance.now();
const partial = `${target}.partial`;
rmSync(partial, { force: true });
const source = new DatabaseSync(config.path, { readOnly: true });
try {
  source.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  source.prepare("VACUUM INTO ?").run(partial);
} catch (err) {
  rmSync(partial, { force: true });
  fail(`db:backup failed: ${(err as Error).message}`);
} finally {
  source.close();
}
const check = new DatabaseSync(partial, { readOnly: true });
const ok = (check.prepare("PRAGMA quick_check").get() as { quick_check: string }).quick_check;
check.close();
if (ok !== "ok") {
  rmSync(partial, { force: true });
  fail(`db:backup failed: the copy does not pass quick_check (${ok})`);
}
renameSync(partial, target);
console.log(`backed up ${config.path} to ${target} in ${Math.round(performance.now() - started)} ms`);
