import { createServer, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "pino";
import { loadX402Sandbox } from "../content/x402-sandbox.ts";
import { startRetention } from "./inbox/erasure.ts";
import { createAdminRoutes } from "./inbox/admin-routes.ts";
import { createApp } from "./http/app.ts";
import { loadConfig, logConfig } from "./config.ts";
import { capConnectionsPerClient } from "./http/connection-cap.ts";
import { connectDatabase, redactUrl } from "./db/connection.ts";
import { createFormsApi } from "./leads/route.ts";
import { createHealthRoutes } from "./health.ts";
import { createLeadStore } from "./leads/store.ts";
import { createServerLog } from "./log.ts";
import { migrateToLatest } from "./db/migrations.ts";
import { createRateLimiter } from "./limits/rate-limit.ts";
import { closeRedis, connectRedis } from "./redis.ts";
import { createMcpRoute } from "./mcp/route.ts";
import type { Route } from "./http/router.ts";
import { createStaticSite } from "./static/static.ts";
import { setUpDelivery } from "./delivery/index.ts"; // lead delivery: the outbox and its worker
import { databaseReplayStore } from "./x402/replay.ts";
import { createX402SandboxRoute } from "./x402/route.ts";

/** Starts the server: serves the built site and the lead API; stops gracefully on SIGTERM/SIGINT. */
async function main(log: Logger, exit: (code: number) => void): Promise<void> {
  const config = loadConfig();
  const site = createStaticSite(config.distDir);

  const leadsDb = await connectDatabase(config.database);
  const applied = await migrateToLatest(leadsDb.db);
  log.info({ engine: leadsDb.engine, location: leadsDb.location, applied }, "database ready");
  const delivery = setUpDelivery(leadsDb, log, config.delivery);
  const store = createLeadStore(leadsDb, log, { outbox: delivery.outbox });
  await delivery.startWorker();
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : null; // up or not: see redis.ts
  const limiter = createRateLimiter({ limit: config.rateLimitPerMinute, redis, log });
  log.info({ perMinute: config.rateLimitPerMinute, shared: Boolean(redis) }, "rate limit");
  const x402Limiter = createRateLimiter({ limit: config.x402RateLimitPerMinute, redis, log, prefix: "x402:rate:" });

  const formsApi = createFormsApi({ store, limiter, log, trustProxyHops: config.trustProxyHops });
  const trustProxy = config.trustProxyHops > 0;
  const replay = databaseReplayStore(leadsDb.db, { onPruneError: (err) => log.warn({ err }, "x402 used payments: prune failed") });
  const x402 = createX402SandboxRoute({ sandbox: loadX402Sandbox(config.x402), log, trustProxy, replay, paymentLimiter: x402Limiter, trustProxyHops: config.trustProxyHops });
  const mcp = createMcpRoute({ store, limiter, paymentLimiter: x402Limiter, log, replay, sandbox: loadX402Sandbox(config.x402), distDir: config.distDir, trustProxyHops: config.trustProxyHops, allowedOrigins: config.allowedOrigins });
  // The route table: one object per route (http/router.ts); the static site answers every other GET.
  const health = createHealthRoutes({ log, leadsDb, store, redis, backlog: delivery.backlog, trustProxy });
  const admin = createAdminRoutes({ db: leadsDb.db, log, redis, trustProxyHops: config.trustProxyHops, site, outbox: delivery.outbox, deliveryConfig: delivery.config, erasureHashKey: config.erasureHashKey, hashing: { concurrency: config.adminHashConcurrency, queue: config.adminHashQueue } });
  const stopRetention = startRetention(leadsDb.db, config.leadRetentionDays, log);
  const routes: Route[] = [formsApi, x402, ...health, mcp, ...admin];
  const app = createApp({ site, log, routes, allowedOrigins: config.allowedOrigins, trustProxy, forceHttps: config.forceHttps });
  let stopping = false;
  // Answers not yet sent: when stopping, each gets "Connection: close" so its connection ends with it.
  const pending = new Set<ServerResponse>();
  // Answers each connection still owes: a client that pipelines requests without reading the
  // answers would otherwise make the server buffer them all (memory without bound).
  const owed = new WeakMap<Socket, number>();
  const server = createServer(
    {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
      // How often the two timeouts above are checked (Node's default, 30 s, doubles them).
      connectionsCheckingInterval: 1_000,
      keepAliveTimeout: 5_000,
    },
    (req, res) => {
      const socket = req.socket;
      if (socket.destroyed) return; // the rest of a pipelined burst after its connection was closed
      const waiting = (owed.get(socket) ?? 0) + 1;
      if (waiting > config.maxPipelinedRequests) {
        log.warn({ waiting }, "connection closed: too many pipelined requests without reading the answers");
        socket.destroy();
        return;
      }
      owed.set(socket, waiting);
      if (stopping) res.setHeader("Connection", "close");
      pending.add(res);
      res.once("close", () => {
        pending.delete(res);
        owed.set(socket, (owed.get(socket) ?? 1) - 1);
      });
      return app(req, res);
    },
  );
  server.maxConnections = config.maxConnections;
  capConnectionsPerClient(server, config.maxConnectionsPerClient, log);

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, inFlight: pending.size }, "shutting down: finishing requests in flight");
    // Whatever hangs (a request, the database, the log), the process ends at the timeout. Requests
    // in flight get most of it; what is left is for closing the database and the rest.
    const hard = setTimeout(() => {
      log.error("shutdown did not finish in time: exiting");
      exit(1);
    }, config.shutdownTimeoutMs);
    hard.unref();
    const requestsMs = Math.max(config.shutdownTimeoutMs - 2_000, config.shutdownTimeoutMs * 0.8);
    const deliveryStopped = delivery.stop(requestsMs); // no new claims; held rows finished or released
    for (const res of pending) if (!res.headersSent) res.setHeader("Connection", "close");
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      log.warn({ afterMs: requestsMs }, "requests still in flight: closing their connections");
      server.closeAllConnections();
    }, requestsMs);
    force.unref();
    server.close(async () => {
      clearInterval(idle);
      clearTimeout(force);
      try {
        await deliveryStopped;
        await stopRetention();
        await store.close();
        await limiter.close();
        await x402Limiter.close();
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
  // Announced only once SIGTERM is handled: whoever waits for this line may stop the server at once.
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const redisShown = config.redisUrl ? redactUrl(config.redisUrl) : "none";
  log.info(
    { port, database: `${leadsDb.engine} ${leadsDb.location}`, redis: redisShown },
    `listening on http://localhost:${port} (database: ${leadsDb.engine} ${leadsDb.location}; Redis: ${redisShown})`,
  );
}

const { log, exit } = createServerLog(logConfig());

main(log, exit).catch((err) => {
  log.fatal({ err }, "server failed to start");
  exit(1);
});
