/**
 * The delivery worker: claims due outbox rows, sends them, records the outcome. It runs inside each
 * server process (started in main.ts) or alone (`npm run worker`), never on the request path.
 *
 * Claiming: one UPDATE … RETURNING sets a lease (lease_until, locked_by) on up to BATCH due rows;
 * on PostgreSQL the rows are chosen with FOR UPDATE SKIP LOCKED, so several processes never take
 * the same row; on SQLite the single writer makes the statement atomic. A process that dies keeps
 * its lease only until lease_until (the attempt's time limit plus a margin): then another claims it.
 * Outcomes are written only while this worker still holds the lease (locked_by = me).
 * Stopping: no new claims; attempts in flight finish (within the caller's deadline); rows this
 * worker still holds are released for the next process.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { performance } from "node:perf_hooks";
import { sql, type Kysely } from "kysely";
import type { Logger } from "pino";
import { leadTables } from "../../leads/forms.ts";
import type { DeliveryConfig, Destination } from "./config.ts";
import { createMailer, type Mailer } from "./email.ts";
import type { Outbox } from "./outbox.ts";
import { leadPayload, webhookBody } from "./payload.ts";
import { retryDelayMs } from "./schedule.ts";
import { sendWebhook, type AttemptOutcome } from "./webhook.ts";

/** Rows claimed at once: their attempts run in parallel, their outcomes commit together (one fsync on SQLite). */
export const BATCH = 32;
export const IDLE_POLL_MS = 1_000;
export const PG_LOOPS = 4;
export const LEASE_MARGIN_MS = 15_000;
/**
 * Inside the web server, the worker gives way to submissions: before claiming, it waits while the
 * event loop was busier than BUSY_UTILIZATION over the last BUSY_SAMPLE_MS, for at most
 * BUSY_MAX_WAIT_MS (so deliveries still move under continuous load). The outbox keeps what waits.
 */
export const BUSY_UTILIZATION = 0.7;
export const BUSY_SAMPLE_MS = 50;
export const BUSY_MAX_WAIT_MS = 2_000;

export type DeliveryRow = {
  id: string;
  lead_table: string;
  lead_id: string;
  destination: string;
  status: string;
  attempts: number;
  webhook_id: string;
};

export type DeliveryWorker = {
  /** Stops claiming, lets attempts in flight finish until `deadlineMs`, releases what it still holds. */
  stop(deadlineMs?: number): Promise<void>;
  /** Resolves when nothing is in flight (tests). */
  readonly id: string;
};

export function startDeliveryWorker(deps: {
  db: Kysely<any>;
  engine: "sqlite" | "postgres";
  config: DeliveryConfig;
  log: Logger;
  outbox?: Outbox;
  /** Wait while this process is busy before claiming (the worker inside the web server). */
  yieldToRequests?: boolean;
}): DeliveryWorker | null {
  const { db, engine, config, log } = deps;
  if (config.destinations.length === 0) return null;
  const me = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const byKey = new Map<string, Destination>(config.destinations.map((d) => [d.key, d]));
  const keys = [...byKey.keys()];
  const mailers = new Map<string, Mailer>();
  // Long enough for one attempt (it stops at timeoutMs) and writing its outcome.
  const leaseMs = config.timeoutMs + Math.min(LEASE_MARGIN_MS, config.timeoutMs);
  let stopping = false;
  // Commits seen so far: a loop that claimed before the latest commit claims again at once.
  let commits = 0;
  const sleepers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of sleepers) wake();
  };
  const inFlight = new Set<Promise<void>>();

  deps.outbox?.onCommitted(() => {
    commits++;
    wakeAll();
  });

  async function claim(keys: string[]): Promise<DeliveryRow[]> {
    const now = new Date();
    const lease = new Date(now.getTime() + leaseMs);
    const lock = engine === "postgres" ? sql`for update skip locked` : sql``;
    const result = await sql<DeliveryRow>`
      update deliveries set lease_until = ${lease}, locked_by = ${me}, updated_at = ${now}
      where id in (
        select id from deliveries
        where status in ('pending', 'failed') and next_attempt_at <= ${now}
          and (lease_until is null or lease_until < ${now})
          and destination in (${sql.join(keys)})
          and destination not in (select destination from delivery_destinations where disabled_at is not null)
        order by next_attempt_at
        limit ${BATCH}
        ${lock})
      returning id, lead_table, lead_id, destination, status, attempts, webhook_id`.execute(db);
    return result.rows;
  }

  type Outcome = AttemptOutcome | "lead missing" | "lease too short";

  async function attempt(row: DeliveryRow, claimedAt: number): Promise<Outcome> {
    const dest = byKey.get(row.destination)!;
    if (!(leadTables as string[]).includes(row.lead_table)) return "lead missing";
    const lead = await db.selectFrom(row.lead_table).selectAll().where("id", "=", row.lead_id).executeTakeFirst();
    if (!lead) return "lead missing";
    const payload = leadPayload(row.lead_table, lead as Record<string, unknown>);
    // An attempt started now might outlive the lease (a starved event loop): another process could
    // then send it too. Give the row back instead.
    if (Date.now() + config.timeoutMs > claimedAt + leaseMs) return "lease too short";
    if (dest.kind === "webhook") {
      const at = new Date();
      return sendWebhook(dest, row.webhook_id, webhookBody(payload, at), at, { timeoutMs: config.timeoutMs, allowPrivate: config.allowPrivate });
    }
    let mailer = mailers.get(dest.key);
    if (!mailer) mailers.set(dest.key, (mailer = createMailer(dest, config.timeoutMs)));
    return mailer.send(payload, row.webhook_id);
  }

  async function record(db: Kysely<any>, row: DeliveryRow, outcome: Outcome): Promise<void> {
    const now = new Date();
    const attempts = row.attempts + 1;
    const held = (q: any) => q.where("id", "=", row.id).where("locked_by", "=", me);
    const base = { attempts, lease_until: null, locked_by: null, updated_at: now };
    const ctx = { delivery: row.id, destination: row.destination, lead: row.lead_id, attempts };
    if (outcome === "lease too short") {
      await held(db.updateTable("deliveries").set({ lease_until: null, locked_by: null, updated_at: now })).execute();
    } else if (outcome === "lead missing") {
      await held(db.updateTable("deliveries").set({ ...base, status: "dead", last_status: null, last_error: "the lead is no longer stored" })).execute();
      log.warn(ctx, "delivery dead: lead no longer stored");
    } else if (outcome.result === "ok") {
      await held(db.updateTable("deliveries").set({ ...base, status: "delivered", delivered_at: now, last_status: outcome.status, last_error: null, message_id: outcome.messageId ?? null })).execute();
      log.info({ ...ctx, status: outcome.status }, "delivered");
    } else if (outcome.result === "gone") {
      await held(db.updateTable("deliveries").set({ ...base, status: "disabled", last_status: outcome.status, last_error: outcome.error })).execute();
      await disableDestination(db, row.destination, outcome.error, now);
      log.warn({ ...ctx, status: outcome.status }, "webhook answered 410 Gone: destination disabled (npm run leads -- enable <destination> re-enables it)");
    } else {
      const wait = retryDelayMs(attempts, config.retryScale, outcome.retryAfterSeconds);
      if (wait === null) {
        await held(db.updateTable("deliveries").set({ ...base, status: "dead", last_status: outcome.status, last_error: outcome.error })).execute();
        log.error({ ...ctx, status: outcome.status, error: outcome.error }, "delivery dead-lettered after the last retry (npm run leads -- redeliver <id>)");
      } else {
        const next = new Date(now.getTime() + wait);
        await held(db.updateTable("deliveries").set({ ...base, status: "failed", next_attempt_at: next, last_status: outcome.status, last_error: outcome.error })).execute();
        log.warn({ ...ctx, status: outcome.status, error: outcome.error, retryInMs: Math.round(wait) }, "delivery failed: will retry");
      }
    }
  }

  async function handle(row: DeliveryRow, claimedAt: number): Promise<Outcome> {
    try {
      return await attempt(row, claimedAt);
    } catch (err) {
      return { result: "retry", status: null, error: err instanceof Error ? err.message.slice(0, 300) : "failed", retryAfterSeconds: null };
    }
  }

  /** Milliseconds until the next row is due (at most IDLE_POLL_MS). */
  async function idleMs(keys: string[]): Promise<number> {
    const next = await db
      .selectFrom("deliveries")
      .select((eb) => eb.fn.min("next_attempt_at").as("at"))
      .where("status", "in", ["pending", "failed"])
      .where("destination", "in", keys)
      .executeTakeFirst();
    if (!next?.at) return IDLE_POLL_MS;
    const at = next.at instanceof Date ? next.at.getTime() : Date.parse(String(next.at));
    return Math.max(5, Math.min(IDLE_POLL_MS, at - Date.now()));
  }

  function sleep(ms: number, seen = commits): Promise<void> {
    if (commits !== seen || stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });
  }

  /** Resolves once the event loop was not busy over a sample, or after BUSY_MAX_WAIT_MS. */
  async function lessBusy(): Promise<void> {
    const until = Date.now() + BUSY_MAX_WAIT_MS;
    let last = performance.eventLoopUtilization();
    while (!stopping && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, BUSY_SAMPLE_MS));
      const now = performance.eventLoopUtilization();
      if (performance.eventLoopUtilization(now, last).utilization < BUSY_UTILIZATION) return;
      last = now;
    }
  }

  async function loop(keys: string[]): Promise<void> {
    while (!stopping) {
      if (deps.yieldToRequests) await lessBusy();
      const seen = commits;
      let rows: DeliveryRow[] = [];
      const claimedAt = Date.now();
      try {
        rows = await claim(keys);
      } catch (err) {
        if (!stopping) log.warn({ err }, "delivery worker: claim failed");
        await sleep(IDLE_POLL_MS);
        continue;
      }
      if (rows.length > 0) {
        const batch = Promise.all(rows.map(async (row) => [row, await handle(row, claimedAt)] as const)).then((outcomes) =>
          // One transaction for the batch's outcomes: on SQLite one fsync, not one per delivery.
          db.transaction().execute(async (trx) => {
            for (const [row, outcome] of outcomes) await record(trx, row, outcome);
          }),
        );
        const p = batch.catch((err) => log.error({ err, deliveries: rows.length }, "delivery worker: recording the outcomes failed (the leases expire; the rows are tried again)"));
        inFlight.add(p);
        await p.finally(() => inFlight.delete(p));
        continue;
      }
      await sleep(await idleMs(keys).catch(() => IDLE_POLL_MS), seen);
    }
  }

  // Loops of their own per destination: a slow or hanging receiver holds up only its own
  // deliveries, never the e-mail or another webhook. PostgreSQL: several loops per destination, so
  // one slow batch does not hold up the rest and round trips overlap (SKIP LOCKED keeps them apart);
  // SQLite (one writer): one loop per destination.
  const loops = engine === "postgres" ? PG_LOOPS : 1;
  const running = Promise.all(keys.flatMap((key) => Array.from({ length: loops }, () => loop([key]))));
  log.info({ worker: me, destinations: keys }, "delivery worker started");

  return {
    id: me,
    async stop(deadlineMs = 5_000) {
      stopping = true;
      wakeAll();
      await Promise.race([running, new Promise((r) => setTimeout(r, deadlineMs).unref())]);
      // What is still held (an attempt past the deadline) goes back to the queue for another process.
      await db
        .updateTable("deliveries")
        .set({ lease_until: null, locked_by: null })
        .where("locked_by", "=", me)
        .where("status", "in", ["pending", "failed"])
        .execute()
        .catch((err) => log.warn({ err }, "delivery worker: releasing leases failed"));
      for (const m of mailers.values()) m.close();
      log.info({ worker: me, unfinished: inFlight.size }, "delivery worker stopped");
    },
  };
}

export async function disableDestination(db: Kysely<any>, destination: string, reason: string, at = new Date()): Promise<void> {
  await db
    .insertInto("delivery_destinations")
    .values({ destination, disabled_at: at, disabled_reason: reason })
    .onConflict((oc) => oc.column("destination").doUpdateSet({ disabled_at: at, disabled_reason: reason }))
    .execute();
}
