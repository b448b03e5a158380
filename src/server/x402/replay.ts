/**
 * Used payment authorizations (EVM nonces, Sui transaction digests), so that one signed payment
 * buys one resource. Kept in the leads database (table x402_used_payments, migration 003): durable
 * across restarts, and shared by every server process that shares the database (PostgreSQL behind
 * a load balancer). Redis is not used for this: the deployment's Redis keeps nothing on disk
 * (compose.yaml), so a Redis restart would have reopened every used payment for replay.
 */
import { sql, type Kysely } from "kysely";
import type { Db } from "../db/index.ts";

export type ReplayStore = {
  /**
   * Records the key until `untilMs`; resolves false when it was already used (and has not
   * expired). Rejects when the store cannot be reached: the caller must then refuse the payment.
   */
  claim(key: string, untilMs: number, nowMs: number): Promise<boolean>;
};

/**
 * Keys that never expire on their own (a Sui transaction digest) are kept this long: long past
 * any sandbox quote's use, short enough that the table does not grow without bound.
 */
export const REPLAY_MAX_KEEP_MS = 30 * 24 * 3600_000;
/** Expired rows are deleted at most this often (by a claim, not on a timer). */
export const REPLAY_PRUNE_INTERVAL_MS = 3600_000;

type ReplayTables = {
  x402_used_payments: { key: string; used_until: Date | string; used_at: Date | string };
};

/**
 * One statement claims atomically on both engines: insert the key, or, when it is already there
 * but expired, take it over (ON CONFLICT … DO UPDATE … WHERE); a key still in force returns no
 * row. PostgreSQL serialises concurrent claims of one key on its primary key; SQLite has one writer.
 * Times are Dates: timestamptz on PostgreSQL, ISO 8601 text on SQLite (bound as such by db-sqlite).
 */
export function databaseReplayStore(database: Db, opts: { onPruneError?: (err: unknown) => void } = {}): ReplayStore {
  const db = database as Kysely<ReplayTables>;
  let nextPruneMs = 0;

  /** Awaited (one claim an hour waits for it), so no delete is left running at shutdown. */
  async function prune(nowMs: number): Promise<void> {
    if (nowMs < nextPruneMs) return;
    nextPruneMs = nowMs + REPLAY_PRUNE_INTERVAL_MS;
    try {
      await db.deleteFrom("x402_used_payments").where("used_until", "<=", new Date(nowMs)).execute();
    } catch (err) {
      opts.onPruneError?.(err); // the claim itself succeeded; the rows go next time
    }
  }

  return {
    async claim(key, untilMs, nowMs) {
      const until = new Date(Math.max(nowMs + 1, Math.min(untilMs, nowMs + REPLAY_MAX_KEEP_MS)));
      const now = new Date(nowMs);
      const claimed = await db
        .insertInto("x402_used_payments")
        .values({ key, used_until: until, used_at: now })
        .onConflict((oc) =>
          oc
            .column("key")
            .doUpdateSet({ used_until: sql.ref("excluded.used_until"), used_at: sql.ref("excluded.used_at") })
            .where("x402_used_payments.used_until", "<=", now),
        )
        .returning("key")
        .executeTakeFirst();
      await prune(nowMs);
      return claimed !== undefined;
    },
  };
}
