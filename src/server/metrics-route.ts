/**
 * GET /metrics (metrics.ts's registry, Prometheus text format), never public by default:
 * - METRICS_PORT set: served only on that port (a listener of its own, for a scraper on the
 *   internal network), with the Bearer token too when METRICS_TOKEN is set; the public port
 *   answers /metrics with the site's 404;
 * - else METRICS_TOKEN set: on the public port, with `Authorization: Bearer <token>`, else 401;
 * - neither: no /metrics at all (404).
 * It sits beside health.ts, not in observability/: it is an HTTP route, and the kernel (http/) uses
 * observability/ for request ids, the access log and its counters, so observability/ must not need http/.
 */
import { timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Logger } from "pino";
import { HttpError } from "./http/index.ts";
import type { Route } from "./http/index.ts";
import { metricsRegistry } from "./observability/index.ts";

export const METRICS_PATH = "/metrics";

export type MetricsConfig = { token: string | null; port: number | null };

function authorized(req: IncomingMessage, token: string | null): boolean {
  if (token === null) return true;
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function answer(res: ServerResponse, head: boolean): Promise<void> {
  const body = await metricsRegistry.metrics();
  res.writeHead(200, {
    "Content-Type": metricsRegistry.contentType,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  res.end(head ? undefined : body);
}

/** The route on the public port: only with a token and no METRICS_PORT. */
export function createMetricsRoutes(config: MetricsConfig): Route[] {
  if (config.port !== null || config.token === null) return [];
  const token = config.token;
  return [
    {
      methods: ["GET"],
      path: METRICS_PATH,
      handle: async (req, res, { head }) => {
        if (!authorized(req, token)) {
          throw new HttpError(401, "Send the metrics token as Authorization: Bearer <token>.", {
            headers: { "WWW-Authenticate": 'Bearer realm="metrics"' },
          });
        }
        await answer(res, head);
      },
    },
  ];
}

/** METRICS_PORT: a listener that answers GET /metrics and nothing else; resolves once it listens. Null without a port. */
export async function startMetricsServer(
  config: MetricsConfig,
  host: string,
  log: Logger,
): Promise<{ port: number; close: () => Promise<void> } | null> {
  if (config.port === null) return null;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== METRICS_PATH) return void res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found\n");
    if (req.method !== "GET" && req.method !== "HEAD") return void res.writeHead(405, { Allow: "GET, HEAD" }).end();
    if (!authorized(req, config.token)) {
      return void res.writeHead(401, { "WWW-Authenticate": 'Bearer realm="metrics"', "Content-Type": "text/plain" }).end("Unauthorized\n");
    }
    answer(res, req.method === "HEAD").catch((err) => {
      log.error({ err }, "metrics: scrape failed");
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(config.port!, host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info({ port }, `metrics on http://${host}:${port}${METRICS_PATH}`);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
