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
import { countDeliveryAttempt } from "../observability/index.ts";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import type { Logger } from "pino";
import { leadTables } from "../../forms/forms.ts";
import type { LeadTable } from "../../forms/types.ts";
import { uuidv7, engineOf, type Db } from "../db/index.ts";
import { isChat, type ChatDestination, type DeliveryConfig, type Destination } from "./config.ts";
import { createDiscordSender } from "./channels/discord.ts";
import { createSlackSender } from "./channels/slack.ts";
import { createTelegramSender } from "./channels/telegram.ts";
import { createMailer, type Mailer } from "./channels/email.ts";
import type { Outbox } from "./outbox.ts";
import { leadPayload, webhookBody } from "./payload.ts";
import { retryDelayMs } from "./schedule.ts";
import type { AttemptOutcome, ChatSender } from "./channels/channel.ts";
import { sendWebhook } from "./channels/webhook.ts";

/** Rows claimed at once: their attempts run in parallel, their outcomes commit together (one fsync on SQLite). */
export const BATCH = 32;
export const IDLE_POLL_MS = 1_000;
export const PG_LOOPS = 4;
export const LEASE_MARGIN_MS = 15_000;
/**
 * Inside the web server, the worker gives way to submissions: before claiming, it waits while the
 * server is busy — until BUSY_QUIET_SAMPLES samples of BUSY_SAMPLE_MS in a row are quiet — its event loop busier than BUSY_UTILIZATION
 * (SQLite's writes run on it), or at least BUSY_LEADS leads stored (about 200 a second: on
 * PostgreSQL the database does the work, so the event loop looks idle under a flood of leads).
 * While the server stays busy, one batch per destination goes every BUSY_MAX_WAIT_MS, so
 * deliveries still move, slowly; at full speed again once the burst is over. The outbox keeps what waits.
 */
export const BUSY_UTILIZATION = 0.7;
export const BUSY_SAMPLE_MS = 50;
/** Quiet samples in a row before claiming: a burst's arrivals come in clumps, with short gaps between. */
export const BUSY_QUIET_SAMPLES = 2;
export const BUSY_LEADS = 10;
export const BUSY_MAX_WAIT_MS = 5_000;

/** A delivery this worker has claimed (outbox.ts's DeliveryRow is the row as first written). */
type ClaimedDelivery = {
  id: string;
  lead_table: string;
  lead_id: string;
  destination: string;
  status: string;
  attempts: number;
  /**
   * The delivery's idempotency id, the same on every attempt: a webhook's webhook-id, an e-mail's
   * Message-ID. Stored as deliveries.webhook_id (the column kept its first name).
   */
  idempotency_id: string;
};

/** A delivery's new state after an attempt; `outcome` null: not attempted (the lease is only released). */
type Change = {
  id: string;
  destination: string;
  attempted_at: Date;
  status: string;
  attempts: number;
  next_attempt_at: Date | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: Date | null;
  message_id: string | null;
  outcome: string | null;
};

export type DeliveryWorker = {
  /** Stops claiming, lets attempts in flight finish until `deadlineMs`, releases what it still holds. */
  stop(deadlineMs?: number): Promise<void>;
  /** Resolves when nothing is in flight (tests). */
  readonly id: string;
};

export function startDeliveryWorker(deps: {
  db: Db;
  config: DeliveryConfig;
  log: Logger;
  outbox?: Outbox;
  /** Wait while this process is busy before claiming (the worker inside the web server). */
  yieldToRequests?: boolean;
}): DeliveryWorker | null {
  const { db, config, log } = deps;
  const engine = engineOf(db);
  if (config.destinations.length === 0) return null;
  const me = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const byKey = new Map<string, Destination>(config.destinations.map((d) => [d.key, d]));
  const keys = [...byKey.keys()];
  const mailers = new Map<string, Mailer>();
  // Chat channels: one sender per destination (it keeps the service's rate limit), one message at a time.
  const chatSenders = new Map<string, ChatSender>();
  const chatSender = (dest: ChatDestination): ChatSender => {
    let sender = chatSenders.get(dest.key);
    if (!sender) {
      const opts = {
        timeoutMs: config.timeoutMs,
        allowPrivate: config.allowPrivate,
        retryScale: config.retryScale,
        siteUrl: config.siteUrl ?? "http://localhost:4321",
      };
      sender =
        dest.kind === "slack"
          ? createSlackSender(dest, opts)
          : dest.kind === "discord"
            ? createDiscordSender(dest, opts)
            : createTelegramSender(dest, opts);
      chatSenders.set(dest.key, sender);
    }
    return sender;
  };
  /** Rows one claim takes: a chat channel's messages go one by one (its rate limit), the others in batches. */
  const batchOf = (keys: string[]) =>
    keys.some((k) => {
      const d = byKey.get(k);
      return d !== undefined && isChat(d);
    })
      ? 1
      : BATCH;
  // Long enough for one attempt (it stops at timeoutMs) and writing its outcome.
  const leaseMs = config.timeoutMs + Math.min(LEASE_MARGIN_MS, config.timeoutMs);
  let stopping = false;
  /**
   * Leads stored in this process with deliveries queued: a loop that claimed before the latest commit
   * claims again at once, and the busy check counts them. And when each destination last claimed despite the load.
   */
  let leadsStored = 0;
  const forcedAt = new Map<string, number>();
  const sleepers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of sleepers) wake();
  };
  const inFlight = new Set<Promise<void>>();

  deps.outbox?.onCommitted((leads) => {
    leadsStored += leads;
    wakeAll();
  });

  async function claim(keys: string[]): Promise<ClaimedDelivery[]> {
    const now = new Date();
    const lease = new Date(now.getTime() + leaseMs);
    const lock = engine === "postgres" ? sql`for update skip locked` : sql``;
    const result = await sql<ClaimedDelivery>`
      update deliveries set lease_until = ${lease}, locked_by = ${me}, updated_at = ${now}
      where id in (
        select id from deliveries
        where status in ('pending', 'failed') and next_attempt_at <= ${now}
          and (lease_until is null or lease_until < ${now})
          and destination in (${sql.join(keys)})
          and destination not in (select destination from delivery_destinations where disabled_at is not null)
        order by next_attempt_at
        limit ${batchOf(keys)}
        ${lock})
      returning id, lead_table, lead_id, destination, status, attempts, webhook_id as idempotency_id`.execute(db);
    return result.rows;
  }

  type Outcome = AttemptOutcome | "lead missing" | "lease too short";

  /** The batch's leads, one query per lead table (not one per delivery). */
  async function leadsOf(rows: ClaimedDelivery[]): Promise<Map<string, Record<string, unknown>>> {
    const found = new Map<string, Record<string, unknown>>();
    const tables = new Set(rows.map((r) => r.lead_table).filter((t): t is LeadTable => (leadTables as string[]).includes(t)));
    for (const table of tables) {
      const ids = [...new Set(rows.filter((r) => r.lead_table === table).map((r) => r.lead_id))];
      for (const lead of await db.selectFrom(table).selectAll().where("id", "in", ids).execute()) found.set(`${table}:${lead.id}`, lead);
    }
    return found;
  }

  async function attempt(row: ClaimedDelivery, lead: Record<string, unknown> | undefined, claimedAt: number): Promise<Outcome> {
    const dest = byKey.get(row.destination)!;
    if (!lead) return "lead missing";
    const payload = leadPayload(row.lead_table, lead);
    // An attempt started now might outlive the lease (a starved event loop): another process could
    // then send it too. Give the row back instead.
    if (Date.now() + config.timeoutMs > claimedAt + leaseMs) return "lease too short";
    if (isChat(dest)) return chatSender(dest).send(payload);
    if (dest.kind === "webhook") {
      const at = new Date();
      return sendWebhook(dest, row.idempotency_id, webhookBody(payload, at), at, {
        timeoutMs: config.timeoutMs,
        allowPrivate: config.allowPrivate,
      });
    }
    let mailer = mailers.get(dest.key);
    if (!mailer) {
      mailer = createMailer(dest, config.timeoutMs);
      mailers.set(dest.key, mailer);
    }
    return mailer.send(payload, row.idempotency_id);
  }

  async function handle(row: ClaimedDelivery, lead: Record<string, unknown> | undefined, claimedAt: number): Promise<Outcome> {
    try {
      return await attempt(row, lead, claimedAt);
    } catch (err) {
      return { result: "retry", status: null, error: err instanceof Error ? err.message.slice(0, 300) : "failed", retryAfterSeconds: null };
    }
  }

  /** What an outcome makes of the row (and logs it): its new state, and the attempt for the log (null: not attempted). */
  function decide(row: ClaimedDelivery, outcome: Outcome, at: Date): Change {
    const now = new Date();
    const attempts = row.attempts + 1;
    const ctx = { delivery: row.id, destination: row.destination, lead: row.lead_id, attempts };
    const change = (status: string, last_status: number | null, last_error: string | null, more: Partial<Change> = {}): Change => ({
      id: row.id,
      destination: row.destination,
      attempted_at: at,
      status,
      attempts,
      next_attempt_at: null,
      last_status,
      last_error,
      delivered_at: null,
      message_id: null,
      outcome: status,
      ...more,
    });
    if (outcome === "lease too short") return { ...change(row.status, null, null), attempts: row.attempts, outcome: null };
    if (outcome === "lead missing") {
      log.warn(ctx, "delivery dead: lead no longer stored");
      return change("dead", null, "the lead is no longer stored");
    }
    if (outcome.result === "ok") {
      log.info({ ...ctx, status: outcome.status }, "delivered");
      return change("delivered", outcome.status, null, { delivered_at: now, message_id: outcome.messageId ?? null });
    }
    if (outcome.result === "gone") {
      log.warn(
        { ...ctx, status: outcome.status },
        "destination answered 410 Gone: destination disabled (npm run leads -- enable <destination> re-enables it)",
      );
      return change("disabled", outcome.status, outcome.error);
    }
    const wait = retryDelayMs(attempts, config.retryScale, outcome.retryAfterSeconds);
    if (wait === null) {
      log.error(
        { ...ctx, status: outcome.status, error: outcome.error },
        "delivery dead-lettered after the last retry (npm run leads -- redeliver <id>)",
      );
      return change("dead", outcome.status, outcome.error);
    }
    log.warn({ ...ctx, status: outcome.status, error: outcome.error, retryInMs: Math.round(wait) }, "delivery failed: will retry");
    return change("failed", outcome.status, outcome.error, { next_attempt_at: new Date(now.getTime() + wait) });
  }

  /**
   * The batch's outcomes in one transaction of at most three statements, whatever its size: one
   * UPDATE of every row this worker still holds (locked_by = me) from a JSON list of the changes,
   * the log rows of those rows' attempts, and (rarely) a destination that answered 410. (SQLite: one fsync.)
   */
  async function record(changes: Change[], now: Date): Promise<void> {
    const json = JSON.stringify(changes);
    const from =
      engine === "postgres"
        ? sql`jsonb_to_recordset(${json}::jsonb) as o(id text, status text, attempts integer, next_attempt_at timestamptz,
            last_status integer, last_error text, delivered_at timestamptz, message_id text, outcome text)`
        : sql`(select value->>'id' as id, value->>'status' as status, value->>'attempts' as attempts,
            value->>'next_attempt_at' as next_attempt_at, value->>'last_status' as last_status, value->>'last_error' as last_error,
            value->>'delivered_at' as delivered_at, value->>'message_id' as message_id, value->>'outcome' as outcome
            from json_each(${json})) as o`;
    const gone = new Map(changes.filter((c) => c.status === "disabled").map((c) => [c.destination, c.last_error ?? "410 Gone"]));
    await db.transaction().execute(async (trx) => {
      const { rows: updated } = await sql<{ id: string }>`
        update deliveries set status = o.status, attempts = o.attempts,
          next_attempt_at = coalesce(o.next_attempt_at, deliveries.next_attempt_at),
          last_status = case when o.outcome is null then deliveries.last_status else o.last_status end,
          last_error = case when o.outcome is null then deliveries.last_error else o.last_error end,
          delivered_at = coalesce(o.delivered_at, deliveries.delivered_at), message_id = coalesce(o.message_id, deliveries.message_id),
          lease_until = null, locked_by = null, updated_at = ${now}
        from ${from}
        where deliveries.id = o.id and deliveries.locked_by = ${me}
        returning deliveries.id`.execute(trx);
      // Logged only for deliveries still held: one erased meanwhile (its person's data removed) leaves no trace.
      const held = new Set(updated.map((r) => r.id));
      const attempts = changes
        .filter((c): c is Change & { outcome: string } => c.outcome !== null && held.has(c.id))
        .map((c) => ({
          id: uuidv7(),
          delivery_id: c.id,
          attempted_at: c.attempted_at,
          status: c.last_status,
          error: c.last_error,
          outcome: c.outcome,
        }));
      if (attempts.length) await trx.insertInto("delivery_attempts").values(attempts).execute();
      for (const [destination, reason] of gone) await disableDestination(trx, destination, reason, now);
    });
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

  function sleep(ms: number, seen = leadsStored): Promise<void> {
    if (leadsStored !== seen || stopping) return Promise.resolve();
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

  /**
   * Resolves once the server was quiet for BUSY_QUIET_SAMPLES samples in a row; under continuous load, when no loop of
   * this destination has claimed for BUSY_MAX_WAIT_MS (one batch per destination, so none starves).
   */
  async function lessBusy(destination: string): Promise<void> {
    const started = Date.now();
    let last = performance.eventLoopUtilization();
    let stored = leadsStored;
    let quiet = 0;
    while (!stopping) {
      await new Promise((resolve) => setTimeout(resolve, BUSY_SAMPLE_MS));
      const now = performance.eventLoopUtilization();
      const busy = performance.eventLoopUtilization(now, last).utilization >= BUSY_UTILIZATION || leadsStored - stored >= BUSY_LEADS;
      quiet = busy ? 0 : quiet + 1;
      if (quiet >= BUSY_QUIET_SAMPLES) return;
      if (Date.now() - Math.max(started, forcedAt.get(destination) ?? 0) >= BUSY_MAX_WAIT_MS) {
        forcedAt.set(destination, Date.now());
        return;
      }
      last = now;
      stored = leadsStored;
    }
  }

  async function loop(keys: string[]): Promise<void> {
    while (!stopping) {
      if (deps.yieldToRequests) await lessBusy(keys.join());
      const seen = leadsStored;
      let rows: ClaimedDelivery[] = [];
      const claimedAt = Date.now();
      try {
        rows = await claim(keys);
      } catch (err) {
        if (!stopping) log.warn({ err }, "delivery worker: claim failed");
        await sleep(IDLE_POLL_MS);
        continue;
      }
      if (rows.length > 0) {
        const batch = leadsOf(rows)
          .then((leads) =>
            Promise.all(
              rows.map(async (row) => {
                const at = new Date();
                const change = decide(row, await handle(row, leads.get(`${row.lead_table}:${row.lead_id}`), claimedAt), at);
                // Every channel's attempt passes here: counted by destination and outcome (not attempted: not counted).
                if (change.outcome !== null) countDeliveryAttempt(row.destination, change.outcome);
                return change;
              }),
            ),
          )
          .then((changes) => record(changes, new Date()));
        const p = batch.catch((err) =>
          log.error(
            { err, deliveries: rows.length },
            "delivery worker: recording the outcomes failed (the leases expire; the rows are tried again)",
          ),
        );
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
  const loops = (key: string) => (engine === "postgres" && !isChat(byKey.get(key)!) ? PG_LOOPS : 1);
  const running = Promise.all(keys.flatMap((key) => Array.from({ length: loops(key) }, () => loop([key]))));
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

export async function disableDestination(db: Db, destination: string, reason: string, at = new Date()): Promise<void> {
  await db
    .insertInto("delivery_destinations")
    .values({ destination, disabled_at: at, disabled_reason: reason })
    .onConflict((oc) => oc.column("destination").doUpdateSet({ disabled_at: at, disabled_reason: reason }))
    .execute();
}
