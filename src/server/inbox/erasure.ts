/**
 * Erasure ("everything for this e-mail address") and retention (LEAD_RETENTION_DAYS): the same
 * clean-up, in one transaction: the leads of all five tables, their deliveries and delivery
 * attempts, their notes; the inbox index and its search rows go with the leads (triggers).
 * The audit log keeps, for an erasure, only the action, the time, the operator and an
 * HMAC-SHA-256 of the normalized address (keyed by ERASURE_HASH_KEY, else by a key generated
 * once and kept in `app_secrets`): whoever is asked "was I erased?" can check, nobody can read
 * the address back. Earlier audit entries hold no lead data (see triage.ts), so they stay.
 * SQLite, the bytes too: every connection zeroes what it deletes or overwrites (`secure_delete`,
 * sqlite-open.ts), the FTS5 index runs with its own `secure-delete` option (migration 007), the
 * write-ahead log is emptied after the deletion (truncateWal), and files written before
 * `secure_delete` was the rule are rebuilt once (migration 008). Then the files keep no
 * copy of the words. PostgreSQL: the dead row versions stay in the table and index files until
 * `npm run leads -- compact` rewrites them (compactTables); docs/operators.md ("Erasure") says what remains where.
 */
import { createHmac, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { sql, type SelectQueryBuilder } from "kysely";
import type { Logger } from "pino";
import { formSlugs, forms } from "../../forms/forms.ts";
import { normalizeAddress } from "../admin-api-schema.ts";
import { Unfinished } from "../domain-errors.ts";
import { SQLITE_BUSY_TIMEOUT_MS, engineOf, type Database, type Db } from "../db/index.ts";
import type { OperatorRef } from "./lead-detail.ts";
import { audit } from "./triage.ts";
import type { LeadTable } from "../../forms/types.ts";

export type Removed = { leads: number; deliveries: number; notes: number };

const n = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);

/** Every e-mail column of each form (the fields of type email). */
const emailColumns = (slug: (typeof formSlugs)[number]) => forms[slug].fields.filter((f) => f.type === "email").map((f) => f.name);

/** Deletes the leads of `table` with these ids (or that `ids` selects), with everything kept about them. */
async function removeLeads(
  trx: Db,
  table: LeadTable,
  ids: readonly string[] | SelectQueryBuilder<Database, LeadTable, { id: string }>,
  removed: Removed,
  touched: Set<string>,
): Promise<void> {
  if (Array.isArray(ids) && ids.length === 0) return;
  const deliveries = trx.selectFrom("deliveries").select("id").where("lead_table", "=", table).where("lead_id", "in", ids);
  await trx.deleteFrom("delivery_attempts").where("delivery_id", "in", deliveries).execute();
  removed.deliveries += n(
    await trx.deleteFrom("deliveries").where("lead_table", "=", table).where("lead_id", "in", ids).executeTakeFirst(),
  );
  removed.notes += n(await trx.deleteFrom("lead_notes").where("lead_table", "=", table).where("lead_id", "in", ids).executeTakeFirst());
  // The index row and its search entry go with the lead (triggers of migration 007).
  const leads = n(await trx.deleteFrom(table).where("id", "in", ids).executeTakeFirst());
  removed.leads += leads;
  if (leads > 0) touched.add(table);
}

/** How long an erasure keeps trying to empty the SQLite write-ahead log while other connections read. */
export const WAL_TRUNCATE_WAIT_MS = 10_000;

/**
 * SQLite: moves every page from the write-ahead log into the main file and empties the log
 * (`wal_checkpoint(TRUNCATE)`), so the log's older versions of the pages, written before the
 * deletion, are gone. It must wait for other connections' reads to end: each try waits at most
 * 100 ms (the connection is not held in between, so the site keeps working); false when they kept
 * it from completing for WAL_TRUNCATE_WAIT_MS. PostgreSQL: nothing to do here (see docs/operators.md, "Erasure").
 */
export async function truncateWal(db: Db, waitMs = WAL_TRUNCATE_WAIT_MS): Promise<boolean> {
  if (engineOf(db) === "postgres") return true;
  const end = Date.now() + waitMs;
  for (;;) {
    const done = await db.connection().execute(async (conn) => {
      await sql`pragma busy_timeout = 100`.execute(conn);
      try {
        const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(truncate)`.execute(conn);
        return rows[0]?.busy === 0;
      } finally {
        await sql.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(conn);
      }
    });
    if (done) return true;
    if (Date.now() >= end) return false;
    await sleep(50);
  }
}

/** The rows are deleted, but copies of them could not all be removed from the files yet. */
export class CopiesRemain extends Unfinished {
  constructor(why: string) {
    super(
      `The records are erased, but ${why}, so the database files may still hold copies. Erase the same address again (or run npm run leads -- compact) to finish.`,
      5,
    );
  }
}

/** Every table that holds what people typed into a form: the lead tables, the inbox index (with its search index), the notes. */
export const PERSONAL_TABLES = [...formSlugs.map((slug) => forms[slug].table), "inbox_index", "lead_notes"];

export const COMPACT_LOCK_TIMEOUT_MS = 5_000;

/**
 * PostgreSQL: rewrites `tables` (VACUUM FULL: a new file for the table, its TOAST table and every
 * index, the GIN search index included, with the live rows only; the old files are removed) and
 * refreshes their statistics (ANALYZE: the sampled values of pg_statistic). Each holds an ACCESS
 * EXCLUSIVE lock for its rewrite (small tables: milliseconds); waiting longer than
 * COMPACT_LOCK_TIMEOUT_MS for that lock fails (lock_timeout) instead of stalling the site behind it.
 * SQLite: VACUUM (rebuilds the file) and empties the write-ahead log; `tables` are not needed.
 */
export async function compactTables(db: Db, tables: readonly string[] = PERSONAL_TABLES): Promise<void> {
  if (engineOf(db) === "sqlite") {
    await sql`vacuum`.execute(db);
    if (!(await truncateWal(db))) throw new CopiesRemain("another connection kept the database from clearing its write-ahead log");
    return;
  }
  await db.connection().execute(async (conn) => {
    await sql.raw(`set lock_timeout = ${COMPACT_LOCK_TIMEOUT_MS}`).execute(conn);
    try {
      for (const table of tables) await sql`vacuum (full, analyze) ${sql.table(table)}`.execute(conn);
    } catch (err) {
      if ((err as { code?: string }).code === "55P03") throw new CopiesRemain("the tables were too busy to be compacted");
      throw err;
    } finally {
      await sql`reset lock_timeout`.execute(conn);
    }
  });
}

/**
 * After a deletion: SQLite empties the write-ahead log (secure_delete has already zeroed the
 * deleted rows in the pages); PostgreSQL rewrites the lead tables that lost rows, the inbox index
 * and the notes.
 */
async function removeCopies(db: Db, touched: ReadonlySet<string>): Promise<void> {
  if (engineOf(db) === "postgres") return compactTables(db, [...touched, "inbox_index", "lead_notes"]);
  if (!(await truncateWal(db))) throw new CopiesRemain("another connection kept the database from clearing its write-ahead log");
}

export { normalizeAddress };

const SECRET_NAME = "erasure_hash_key";

/** The configured key (ERASURE_HASH_KEY), else the key generated once for this database (the first erasure makes it). */
export async function erasureKey(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto("app_secrets")
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", SECRET_NAME).executeTakeFirstOrThrow();
  return String(row.value);
}

export const erasureHash = (key: string, email: string) => createHmac("sha256", key).update(normalizeAddress(email)).digest("hex");

/** Erases every record of `email` (any e-mail column, any case); `operator` null from the CLI; `hashKey`: ERASURE_HASH_KEY. */
export async function eraseByEmail(db: Db, email: string, operator: OperatorRef | null, hashKey: string | null): Promise<Removed> {
  const address = normalizeAddress(email);
  const hash = erasureHash(await erasureKey(db, hashKey), address);
  const touched = new Set<string>();
  const removed = await db.transaction().execute(async (trx) => {
    const removed: Removed = { leads: 0, deliveries: 0, notes: 0 };
    for (const slug of formSlugs) {
      const table = forms[slug].table;
      // One scan of the table for the ids; then every deletion by id.
      const rows = await trx
        .selectFrom(table)
        .select("id")
        .where((eb) => eb.or(emailColumns(slug).map((c) => eb(eb.fn("lower", [sql.ref(c)]), "=", address))))
        .execute();
      await removeLeads(
        trx,
        table,
        rows.map((r) => String(r.id)),
        removed,
        touched,
      );
    }
    await audit(trx, { operator, action: "erase", detail: `hmac-sha256:${hash}` });
    return removed;
  });
  await removeCopies(db, touched);
  return removed;
}

/** Deletes the leads created before `cutoff`, with the same clean-up as an erasure. */
export async function purgeOlderThan(db: Db, cutoff: Date): Promise<Removed> {
  const touched = new Set<string>();
  const removed = await db.transaction().execute(async (trx) => {
    const removed: Removed = { leads: 0, deliveries: 0, notes: 0 };
    for (const slug of formSlugs) {
      const table = forms[slug].table;
      await removeLeads(trx, table, trx.selectFrom(table).select("id").where("created_at", "<", cutoff), removed, touched);
    }
    return removed;
  });
  if (removed.leads > 0) await removeCopies(db, touched);
  return removed;
}

export const RETENTION_INTERVAL_MS = 24 * 3600_000;

/** Applies the retention at start and then once a day; logs counts only. Returns a stop function. */
export function startRetention(db: Db, days: number | null, log: Logger): () => Promise<void> {
  if (days === null) return async () => {};
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= purgeOlderThan(db, new Date(Date.now() - days * 86_400_000))
      .then((removed) => log.info({ days, ...removed }, "lead retention: old leads deleted"))
      .catch((err) => log.error({ err }, "lead retention failed"))
      .finally(() => (running = null));
  };
  run();
  const timer = setInterval(run, RETENTION_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
