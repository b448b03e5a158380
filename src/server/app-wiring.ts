/**
 * Everything the server serves, built from its configuration: the database (migrated), lead
 * delivery, the rate limits, the routes and the request listener (http/app.ts), plus what closes
 * them again. main.ts puts it behind the HTTP server (http/server.ts) and the process's signals;
 * the in-process test harness (tests/support/in-process.ts) builds exactly the same.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { loadX402Sandbox } from "../content/x402-sandbox.ts";
import type { Config } from "./config.ts";
import { connectDatabase } from "./db/connection.ts";
import { migrateToLatest } from "./db/migrations.ts";
import { setUpDelivery } from "./delivery/index.ts"; // lead delivery: the outbox and its worker
import { createHealthRoutes } from "./health.ts";
import { createApp } from "./http/app.ts";
import type { Route } from "./http/router.ts";
import { createAdminRoutes } from "./inbox/admin-routes.ts";
import { startRetention } from "./inbox/erasure.ts";
import { createFormsApi } from "./leads/route.ts";
import { createLeadStore } from "./leads/store.ts";
import { createRateLimiter } from "./limits/rate-limit.ts";
import { createMcpRoute } from "./mcp/route.ts";
import { trackSources } from "./observability/metrics.ts";
import { createMetricsRoutes, startMetricsServer } from "./metrics-route.ts";
import { closeRedis, connectRedis } from "./redis.ts";
import { createStaticSite } from "./static/static.ts";
import { createPageViewCounter, type PageViewCounter } from "./insights/page-views.ts";
import { databaseReplayStore } from "./x402/replay.ts";
import { createX402SandboxRoute } from "./x402/route.ts";

export type WiredApp = {
  /** The request listener. */
  app: (req: IncomingMessage, res: ServerResponse) => unknown;
  /** The database's engine and where it is (for the log). */
  database: { engine: string; location: string };
  /**
   * Called as the server's stop begins, with the time requests in flight are given (ms): stops
   * delivery taking new work; returns the closing of the rest, to run once the server has closed.
   */
  onStop: (requestsMs: number) => () => Promise<void>;
};

/** Connects and migrates the database, starts delivery and retention, and builds the routes and the app. */
export async function wireApp(config: Config, log: Logger): Promise<WiredApp> {
  // Page views (insights/page-views.ts): counted in memory as pages are answered, written in batches.
  let pageViews: PageViewCounter | null = null;
  const site = createStaticSite(config.distDir, config.pageViews.enabled ? { onPageView: (...view) => pageViews?.record(...view) } : {});

  const leadsDb = await connectDatabase(config.database);
  const applied = await migrateToLatest(leadsDb.db);
  log.info({ engine: leadsDb.engine, location: leadsDb.location, applied }, "database ready");
  if (config.pageViews.enabled) pageViews = createPageViewCounter(leadsDb.db, { flushMs: config.pageViews.flushMs, log });
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
    sandbox: loadX402Sandbox({ ...config.x402, publicOrigin: config.site.url }),
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
    sandbox: loadX402Sandbox({ ...config.x402, publicOrigin: config.site.url }),
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
    roleForms: config.operatorRoleForms,
    sessionLifetimeMs: config.sessionLifetimeMs,
    requireSecondFactor: config.requireSecondFactor,
  });
  const stopRetention = startRetention(leadsDb.db, config.leadRetentionDays, log);
  // Metrics (GET /metrics with METRICS_TOKEN, or on METRICS_PORT): the backlog and the pool are read at each scrape.
  trackSources({ backlog: delivery.backlog, pool: () => leadsDb.poolStats?.() ?? null });
  const metricsServer = await startMetricsServer(config.metrics, config.host, log);
  const routes: Route[] = [formsApi, x402, ...health, mcp, ...admin, ...createMetricsRoutes(config.metrics)];
  const app = createApp({ site, log, routes, allowedOrigins: config.allowedOrigins, trustProxy, forceHttps: config.forceHttps });
  return {
    app,
    database: { engine: leadsDb.engine, location: leadsDb.location },
    onStop: (requestsMs) => {
      const deliveryStopped = delivery.stop(requestsMs); // no new claims; held rows finished or released
      // Once the server has closed: the rest, in order.
      return async () => {
        await deliveryStopped;
        await stopRetention();
        await pageViews?.stop();
        await store.close();
        await limiter.close();
        await x402Limiter.close();
        if (redis) await closeRedis(redis);
        await metricsServer?.close();
      };
    },
  };
}
