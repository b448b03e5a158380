// The delivery worker alone (no web server): npm run worker. Same configuration as the server
// (DATABASE_URL / LEADS_DB_PATH, WEBHOOK_*, SMTP_URL, NOTIFY_*); stops on SIGTERM/SIGINT after
// finishing or releasing what it holds (within SHUTDOWN_TIMEOUT_MS). With METRICS_PORT it serves
// /metrics there (its delivery attempts, the backlog, the process).
import { loadConfig, logConfig } from "../src/server/config.ts";
import { connectDatabase } from "../src/server/db/connection.ts";
import { startDeliveryWorker } from "../src/server/delivery/worker.ts";
import { createServerLog } from "../src/server/log.ts";
import { migrateToLatest } from "../src/server/db/migrations.ts";
import { deliveryBacklog } from "../src/server/delivery/outbox-queries.ts";
import { trackSources } from "../src/server/observability/metrics.ts";
import { startMetricsServer } from "../src/server/metrics-route.ts";

const { log, exit } = createServerLog(logConfig());
try {
  const config = loadConfig();
  const delivery = config.delivery;
  if (delivery.destinations.length === 0) {
    log.error("no delivery destination configured (WEBHOOK_URL or SMTP_URL + NOTIFY_EMAIL_TO): nothing to do");
    exit(2);
  } else {
    const leadsDb = await connectDatabase(config.database, { poolSize: 4, asyncCommit: true });
    await migrateToLatest(leadsDb.db);
    // METRICS_PORT: this worker's delivery attempts, the backlog and the process, for Prometheus.
    trackSources({ backlog: () => deliveryBacklog(leadsDb.db), pool: () => leadsDb.poolStats?.() ?? null });
    const metrics = await startMetricsServer(config.metrics, config.host, log);
    // Signals are handled before the worker announces itself: whoever waits for its first line may stop it at once.
    let worker: ReturnType<typeof startDeliveryWorker> = null;
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, "worker shutting down");
      setTimeout(() => exit(1), config.shutdownTimeoutMs).unref();
      await worker?.stop(Math.max(config.shutdownTimeoutMs - 2_000, 1_000));
      await metrics?.close();
      await leadsDb.close();
      exit(0);
    };
    process.on("SIGTERM", () => void stop("SIGTERM"));
    process.on("SIGINT", () => void stop("SIGINT"));
    worker = startDeliveryWorker({ db: leadsDb.db, config: { ...delivery, workerInProcess: true }, log });
  }
} catch (err) {
  log.fatal({ err }, "worker failed to start");
  exit(1);
}
