/**
 * Stores validated leads. A record is acknowledged only after its transaction committed.
 * Idempotency: a key is unique per table; a second insert with it does nothing and answers the
 * first record's id (race-safe: the unique constraint decides, not a prior read).
 *
 * SQLite (synchronous=FULL: one fsync per commit) uses group commit: inserts arriving while the
 * event loop is busy are written together, in one transaction with one fsync, and each is
 * acknowledged after that commit. node:sqlite is synchronous, so a batch runs start to end
 * without yielding; what arrives meanwhile forms the next batch.
 * PostgreSQL: each record is its own statement (autocommit), its deliveries included; the pool
 * runs them in parallel.
 * With delivery destinations configured (an outbox, src/server/delivery/outbox.ts), the lead's
 * delivery rows are written in the lead's transaction: the SQLite batch, or on PostgreSQL one
 * transaction per record. A lead stored as `spam` (honeypot) queues no delivery.
 *
 * The key is stored with a fingerprint of the validated submission (IETF Idempotency-Key draft):
 * the same key with a different payload is a conflict, answered 422, never silently the first id.
 */
import { createHash, randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Logger } from "pino";
import { BODY_LIMIT_BYTES } from "../leads/api.ts";
import type { LeadTable } from "../leads/types.ts";
import type { LeadsDb } from "./db.ts";
import { uuidv7 } from "./ids.ts";
import { isStoreUnavailable } from "./store-errors.ts";
import type { Outbox } from "./delivery/outbox.ts";

/** `conflict`: the key holds a record of a different submission (nothing was stored). */
export type StoreResult = { id: string; created: boolean; conflict?: boolean };

export type LeadStore = {
  insert(table: LeadTable, data: Record<string, unknown>, idempotencyKey: string | null, opts?: InsertOptions): Promise<StoreResult>;
  /** Commits a write to a probe row: resolves when the store can commit, rejects with why not. */
  probe(): Promise<void>;
  /** Writes what is queued, then closes the database. */
  close(): Promise<void>;
};

/** `status: "spam"`: stored for the record (a filled honeypot), never delivered. */
export type InsertOptions = { status?: "spam" };

// Tables are chosen at run time from the form registry, so the queries use an untyped handle.
type AnyDb = Kysely<any>;

/**
 * Text both engines can store alike: PostgreSQL text cannot hold U+0000 (the insert fails), so a
 * NUL becomes U+FFFD, as an unpaired surrogate already does when the drivers encode UTF-8.
 */
function storable(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) out[k] = typeof v === "string" && v.includes("\0") ? v.replaceAll("\0", "\uFFFD") : v;
  return out;
}

/** SHA-256 of the submission with its fields in name order: equal for equal payloads. */
export function fingerprint(data: Record<string, unknown>): string {
  const sorted = Object.keys(data)
    .sort()
    .map((k) => [k, data[k]]);
  return createHash("sha256").update(JSON.stringify(sorted)).digest("base64url");
}

/** The stored row of a lead: its fields, id, time, idempotency key and fingerprint, status. */
function leadRow(data: Record<string, unknown>, key: string | null, opts: InsertOptions) {
  const print = key === null ? null : fingerprint(data);
  return { ...storable(data), id: uuidv7(), created_at: new Date(), idempotency_key: key, idempotency_fingerprint: print, ...(opts.status ? { status: opts.status } : {}) };
}

/** The record already holding `key`; a conflict when it was stored for another payload. */
async function heldByKey(db: AnyDb, table: LeadTable, key: string, print: string | null): Promise<StoreResult> {
  const existing = await db.selectFrom(table).select(["id", "idempotency_fingerprint"]).where("idempotency_key", "=", key).executeTakeFirst();
  if (!existing) throw new Error("idempotency key conflict without a stored record");
  // Records stored before fingerprints existed (null) are taken as the same submission.
  const conflict = existing.idempotency_fingerprint !== null && existing.idempotency_fingerprint !== print;
  return { id: existing.id as string, created: false, conflict };
}

/** One insert; with a key, ON CONFLICT DO NOTHING, then the id of the record holding the key. */
async function insertOne(db: AnyDb, table: LeadTable, data: Record<string, unknown>, key: string | null, opts: InsertOptions = {}, outbox?: Outbox): Promise<StoreResult> {
  const row = leadRow(data, key, opts);
  const deliver = outbox && !opts.status ? outbox : undefined;
  if (key === null) {
    await db.insertInto(table).values(row).execute();
    await deliver?.enqueue(db, table, row.id);
    return { id: row.id, created: true };
  }
  const inserted = await db
    .insertInto(table)
    .values(row)
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) {
    await deliver?.enqueue(db, table, inserted.id as string);
    return { id: inserted.id as string, created: true };
  }
  return heldByKey(db, table, key, row.idempotency_fingerprint);
}

/**
 * PostgreSQL with an outbox: the lead and its deliveries in ONE statement (a data-modifying CTE
 * is atomic on its own), so a lead costs one round trip as without delivery, not a transaction's
 * four. The deliveries are inserted only when the lead was (not on an idempotency-key conflict);
 * jsonb_populate_recordset types their values by the deliveries table itself.
 */
async function insertWithDeliveries(db: AnyDb, table: LeadTable, data: Record<string, unknown>, key: string | null, opts: InsertOptions, outbox: Outbox): Promise<StoreResult> {
  const row = leadRow(data, key, opts);
  const deliveries = opts.status ? [] : outbox.rowsFor(table, row.id);
  if (deliveries.length === 0) return insertOne(db, table, data, key, opts);
  const lead = key === null ? db.insertInto(table).values(row) : db.insertInto(table).values(row).onConflict((oc) => oc.column("idempotency_key").doNothing());
  const columns = Object.keys(deliveries[0]!);
  const { rows } = await sql<{ lead_id: string }>`with lead as (${lead.returning("id")})
    insert into deliveries (${sql.join(columns.map((c) => sql.ref(c)))})
    select ${sql.join(columns.map((c) => sql.ref(`d.${c}`)))}
    from lead cross join jsonb_populate_recordset(null::deliveries, ${JSON.stringify(deliveries)}::jsonb) as d
    returning lead_id`.execute(db);
  if (rows.length > 0) return { id: row.id, created: true };
  return heldByKey(db, table, key!, row.idempotency_fingerprint);
}

type Job = {
  table: LeadTable;
  opts?: InsertOptions;
  data: Record<string, unknown>;
  key: string | null;
  resolve: (r: StoreResult) => void;
  reject: (e: unknown) => void;
};

export function createLeadStore(leadsDb: LeadsDb, log: Logger, opts: { maxBatch?: number; outbox?: Outbox } = {}): LeadStore {
  const outbox = opts.outbox;
  const db: AnyDb = leadsDb.db;
  const probe = async () => {
    const payload = randomBytes(BODY_LIMIT_BYTES / 2).toString("hex"); // incompressible, as large as a lead can be
    await sql`insert into store_probe (id, checked_at, payload) values (1, ${new Date().toISOString()}, ${payload})
      on conflict (id) do update set checked_at = excluded.checked_at, payload = excluded.payload`.execute(db);
  };
  if (leadsDb.engine === "postgres") {
    if (!outbox) return { insert: (table, data, key, o) => insertOne(db, table, data, key, o), probe, close: () => leadsDb.close() };
    const insert: LeadStore["insert"] = async (table, data, key, o = {}) => {
      const result = await insertWithDeliveries(db, table, data, key, o, outbox);
      if (result.created) outbox.committed();
      return result;
    };
    return { insert, probe, close: () => leadsDb.close() };
  }

  const maxBatch = opts.maxBatch ?? 1000;
  let queue: Job[] = [];
  let draining: Promise<void> | null = null;

  async function writeBatch(batch: Job[]): Promise<void> {
    let results: StoreResult[];
    try {
      results = await db.transaction().execute(async (trx) => {
        const out: StoreResult[] = [];
        for (const job of batch) out.push(await insertOne(trx, job.table, job.data, job.key, job.opts, outbox));
        return out;
      });
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      // A full disk or a read-only file fails every record alike: no use trying them one by one.
      if (isStoreUnavailable(err)) return batch.forEach((job) => job.reject(err));
      // One bad record must not fail its neighbours: write each in its own transaction.
      log.warn({ err, size: batch.length }, "group commit failed; writing the records one by one");
      for (const job of batch) {
        await db
          .transaction()
          .execute((trx) => insertOne(trx, job.table, job.data, job.key, job.opts, outbox))
          .then(job.resolve, job.reject);
      }
      outbox?.committed();
      return;
    }
    batch.forEach((job, i) => job.resolve(results[i]!));
    outbox?.committed();
    log.debug({ records: batch.length }, "group commit");
  }

  async function drain(): Promise<void> {
    // Let this event-loop turn finish reading requests: they join the batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
      queue = batch === queue ? [] : queue.slice(batch.length);
      await writeBatch(batch);
    }
    draining = null;
  }

  return {
    insert(table, data, key, opts) {
      return new Promise<StoreResult>((resolve, reject) => {
        queue.push({ table, data, key, opts, resolve, reject });
        draining ??= drain();
      });
    },
    probe,
    async close() {
      while (draining) await draining;
      await leadsDb.close();
    },
  };
}
