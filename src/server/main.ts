import { createServer, type ServerResponse } from "node:http";
import { pino, type Logger } from "pino";
import { loadX402Sandbox } from "../content/x402-sandbox.ts";
import { FORMS_API_PREFIX } from "../leads/api.ts";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { connectDatabase } from "./db.ts";
import { createFormsApi } from "./forms-api.ts";
import { createHealthRoute } from "./health.ts";
import { createLeadStore } from "./leads-store.ts";
import { migrateToLatest } from "./migrations.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { closeRedis, connectRedis } from "./redis.ts";
import { createStaticSite } from "./static.ts";
import { databaseReplayStore } from "./x402/replay.ts";
import { createX402SandboxRoute } from "./x402/route.ts";

/** Starts the server: serves the built site and the lead API; stops gracefully on SIGTERM/SIGINT. */
async function main(log: Logger): Promise<void> {
  const config = loadConfig();
  const site = createStaticSite(config.distDir);

  const leadsDb = await connectDatabase(config.database);
  const applied = await migrateToLatest(leadsDb.db);
  log.info({ engine: leadsDb.engine, location: leadsDb.location, applied }, "database ready");
  const store = createLeadStore(leadsDb, log);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const limiter = createRateLimiter({ limit: config.rateLimitPerMinute, redis, log });
  log.info({ perMinute: config.rateLimitPerMinute, shared: Boolean(redis) }, "rate limit");

  const formsApi = createFormsApi({ store, limiter, log, trustProxyHops: config.trustProxyHops });
  const trustProxy = config.trustProxyHops > 0;
  const replay = databaseReplayStore(leadsDb.db, { onPruneError: (err) => log.warn({ err }, "x402 used payments: prune failed") });
  const x402 = createX402SandboxRoute({ sandbox: loadX402Sandbox(), log, trustProxy, replay });
  const routes = [{ prefix: FORMS_API_PREFIX, handle: formsApi }, x402, createHealthRoute({ leadsDb, redis })];
  const app = createApp({ site, log, routes, allowedOrigins: config.allowedOrigins, trustProxy });
  let stopping = false;
  // Answers not yet sent: when stopping, each gets "Connection: close" so its connection ends with it.
  const pending = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    if (stopping) res.setHeader("Connection", "close");
    pending.add(res);
    res.once("close", () => pending.delete(res));
    return app(req, res);
  });
  server.keepAliveTimeout = 5_000;
  server.requestTimeout = 30_000;

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info({ port }, `listening on http://localhost:${port}`);

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, inFlight: pending.size }, "shutting down: finishing requests in flight");
    for (const res of pending) if (!res.headersSent) res.setHeader("Connection", "close");
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      log.warn({ afterMs: config.shutdownTimeoutMs }, "requests still in flight: closing their connections");
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    server.close(async () => {
      clearInterval(idle);
      clearTimeout(force);
      try {
        await store.close();
        await limiter.close();
        if (redis) await closeRedis(redis);
        log.info("stopped");
        exit(0);
      } catch (err) {
        log.error({ err }, "error while closing");
        exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

// JSON lines on stdout, written asynchronously: under load, lines queue up and go out together.
const logStream = pino.destination({ dest: 1, sync: false });
const log = pino({ level: process.env.LOG_LEVEL ?? "info" }, logStream);

function exit(code: number): never {
  try {
    logStream.flushSync();
  } catch {
    // stdout gone or full: nothing more to do
  }
  process.exit(code);
}

main(log).catch((err) => {
  log.fatal({ err }, "server failed to start");
  exit(1);
});
