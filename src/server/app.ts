import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { isCrossSite } from "./origin.ts";
import { setSecurityHeaders } from "./security.ts";
import type { StaticSite } from "./static.ts";

export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export type AppDeps = {
  site: StaticSite;
  log: Logger;
  /** Routes by path prefix, tried in order before the static site (e.g. "/api/forms/"). */
  routes?: Array<{ prefix: string; handle: RouteHandler }>;
  /** Origins besides the site's own whose browsers may POST to the API. */
  allowedOrigins?: readonly string[];
  /** Trust X-Forwarded-Proto/-Host (the server runs behind a proxy). */
  trustProxy?: boolean;
};

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** RFC 9112 §3.2: a request with more than one Host header is answered 400 (Node keeps the first). */
function hostHeaders(req: IncomingMessage): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === "host") count++;
  return count;
}

/**
 * The request listener: security headers on every answer, cross-site posts refused, then API
 * routes, the pre-rendered site, and the 404 page.
 */
export function createApp({ site, log, routes = [], allowedOrigins = [], trustProxy = false }: AppDeps) {
  return async function app(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      setSecurityHeaders(req, res, trustProxy);
      if (hostHeaders(req) > 1) {
        res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" }).end("Bad Request: more than one Host header.\n");
        return;
      }
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      const route = routes.find((r) => path.startsWith(r.prefix));
      if (route && !READ_METHODS.has(req.method ?? "GET") && isCrossSite(req, allowedOrigins, trustProxy)) {
        log.warn({ origin: req.headers.origin, url: req.url }, "cross-site post refused");
        const body = JSON.stringify({ error: "Cross-site submissions are not accepted. Submit the form from this site." });
        res.writeHead(403, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" }).end(body);
        return;
      }
      if (route) return await route.handle(req, res);
      if (await site.serve(req, res)) return;
      await site.sendPage(res, "404.html", 404, req);
    } catch (err) {
      log.error({ err, url: req.url }, "request failed");
      if (res.headersSent) {
        res.destroy();
        return;
      }
      await site.sendPage(res, "500.html", 500, req).catch(() => {
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Unexpected Application Error!\n500 Internal Server Error");
      });
    }
  };
}
