import type { Logger } from "pino";
import { loadX402Sandbox } from "../content/x402-sandbox.ts";
import { startRetention } from "./inbox/erasure.ts";
import { createAdminRoutes } from "./inbox/admin-routes.ts";
import { createApp } from "./http/app.ts";
import { loadConfig, logConfig } from "./config.ts";
import { startHttpServer } from "./http/server.ts";
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
  const x402 = createX402SandboxRoute({
    sandbox: loadX402Sandbox(config.x402),
    log,
    trustProxy,
    replay,
    paymentLimiter: x402Limiter,
    trustProxyHops: config.trustProxyHops,
  });
  const mcp = createMcpRoute({
    store,
    limiter,
    paymentLimiter: x402Limiter,
    log,
    replay,
    sandbox: loadX402Sandbox(config.x402),
    distDir: config.distDir,
    trustProxyHops: config.trustProxyHops,
    allowedOrigins: config.allowedOrigins,
  });
  // The route table: one object per route (http/router.ts); the static site answers every other GET.
  const health = createHealthRoutes({ log, leadsDb, store, redis, backlog: delivery.backlog, trustProxy });
  const admin = createAdminRoutes({
    db: leadsDb.db,
    log,
    redis,
    trustProxyHops: config.trustProxyHops,
    site,
    outbox: delivery.outbox,
    deliveryConfig: delivery.config,
    erasureHashKey: config.erasureHashKey,
    hashing: { concurrency: config.adminHashConcurrency, queue: config.adminHashQueue },
  });
  const stopRetention = startRetention(leadsDb.db, config.leadRetentionDays, log);
  const routes: Route[] = [formsApi, x402, ...health, mcp, ...admin];
  const app = createApp({ site, log, routes, allowedOrigins: config.allowedOrigins, trustProxy, forceHttps: config.forceHttps });
  // The HTTP server (http/server.ts); its stop finishes requests in flight, then closes the rest here.
  const { port, stop } = await startHttpServer({
    app,
    config,
    log,
    exit,
    onStop: (requestsMs) => {
      const deliveryStopped = delivery.stop(requestsMs); // no new claims; held rows finished or released
      // Once the server has closed: the rest, in order.
      return async () => {
        await deliveryStopped;
        await stopRetention();
        await store.close();
        await limiter.close();
        await x402Limiter.close();
        if (redis) await closeRedis(redis);
      };
    },
  });
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // Announced only once SIGTERM is handled: whoever waits for this line may stop the server at once.
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
