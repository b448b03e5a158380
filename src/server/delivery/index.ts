/**
 * Delivery as the server uses it (main.ts): the outbox the lead store writes through, the worker
 * of this process (unless NOTIFY_WORKER=0), and the backlog for the health check.
 */
import type { Logger } from "pino";
import type { LeadsDb } from "../db.ts";
import { deliveryBacklog, type Backlog } from "./admin.ts";
import { loadDeliveryConfig } from "./config.ts";
import { createOutbox, type Outbox } from "./outbox.ts";
import { startDeliveryWorker, type DeliveryWorker } from "./worker.ts";

export type Delivery = {
  outbox: Outbox | undefined;
  startWorker(): void;
  /** Stops this process's worker within `deadlineMs` (no-op without one). */
  stop(deadlineMs: number): Promise<void>;
  backlog(): Promise<Backlog>;
};

export function setUpDelivery(leadsDb: LeadsDb, log: Logger, env: NodeJS.ProcessEnv = process.env): Delivery {
  const config = loadDeliveryConfig(env);
  const outbox = createOutbox(config);
  let worker: DeliveryWorker | null = null;
  log.info({ destinations: config.destinations.map((d) => d.key), worker: config.workerInProcess }, "delivery");
  return {
    outbox,
    startWorker() {
      if (config.workerInProcess) worker = startDeliveryWorker({ db: leadsDb.db as any, engine: leadsDb.engine, config, log, outbox, yieldToRequests: true });
    },
    stop: async (deadlineMs) => worker?.stop(deadlineMs),
    backlog: () => deliveryBacklog(leadsDb.db as any),
  };
}
