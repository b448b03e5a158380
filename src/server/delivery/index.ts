/**
 * delivery/: sending each lead to the configured destinations: the outbox (written in the lead's
 * own transaction), the worker, one module per channel (channels/), and the outbox queries for
 * operators (outbox-queries.ts). Imports db/ (through its entry) and the form definitions; nothing
 * from the leads, the inbox or the operators.
 *
 * Delivery as the server uses it (main.ts): the outbox the lead store writes through, the worker
 * of this process (unless NOTIFY_WORKER=0), and the backlog for the health check.
 */
import type { Logger } from "pino";
import { connectDatabase, type LeadsDb, engineOf } from "../db/index.ts";
import { deliveryBacklog, type Backlog } from "./outbox-queries.ts";
import type { DeliveryConfig } from "./config.ts";
import { createOutbox, type Outbox } from "./outbox.ts";
import { startDeliveryWorker, type DeliveryWorker } from "./worker.ts";

/** Connections of the in-process worker's own PostgreSQL pool. */
export const WORKER_POOL_SIZE = 4;

export type Delivery = {
  /** The destinations (the inbox labels deliveries with them). */
  config: DeliveryConfig;
  outbox: Outbox | undefined;
  startWorker(): Promise<void>;
  /** Stops this process's worker within `deadlineMs` (no-op without one). */
  stop(deadlineMs: number): Promise<void>;
  backlog(): Promise<Backlog>;
};

export function setUpDelivery(leadsDb: LeadsDb, log: Logger, config: DeliveryConfig): Delivery {
  const outbox = createOutbox(config);
  let worker: DeliveryWorker | null = null;
  let workerDb: LeadsDb | null = null;
  log.info({ destinations: config.destinations.map((d) => d.key), worker: config.workerInProcess }, "delivery");
  return {
    config,
    outbox,
    async startWorker() {
      if (!config.workerInProcess || config.destinations.length === 0) return;
      // PostgreSQL: a pool of the worker's own, whose commits do not wait for the WAL flush (see
      // ConnectOptions.asyncCommit), so its bookkeeping does not queue behind the leads' commits.
      if (engineOf(leadsDb.db) === "postgres")
        workerDb = await connectDatabase(leadsDb.config, { poolSize: WORKER_POOL_SIZE, asyncCommit: true });
      worker = startDeliveryWorker({ db: (workerDb ?? leadsDb).db, config, log, outbox, yieldToRequests: true });
    },
    async stop(deadlineMs) {
      await worker?.stop(deadlineMs);
      await workerDb?.close();
    },
    backlog: () => deliveryBacklog(leadsDb.db),
  };
}

// The entry of delivery/ for the other features (features reach each other only through their entry):
// the destinations (the inbox labels deliveries with them), the outbox the lead store writes through,
// and re-delivery for the inbox's resend.
export { destinationsFor, recipients, type DeliveryConfig } from "./config.ts";
export { redeliver } from "./outbox-queries.ts";
export { sendPlainMail } from "./channels/email.ts";
export type { DeliveryRow, Outbox } from "./outbox.ts";
