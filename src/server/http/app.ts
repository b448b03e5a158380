/**
 * http/: the kernel: the request handler (this file), the route contract (router.ts), HttpError and
 * JSON answers, request bodies, the Origin check, the client's address, security headers and the
 * per-client connection cap. Imports nothing from the features; every feature imports it (index.ts).
 * The static site (static/) is what the app answers pages from: its contract is StaticSite below.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { Forbidden, Invalid, NotFound, Unfinished } from "../domain-errors.ts";
import { HttpError, sendHttpError } from "./http-error.ts";
import { isCrossSite } from "./origin.ts";
import { allowed, API_PREFIX, findRoutes, notFoundMessage, type Route } from "./router.ts";
import { httpsLocation, PLAIN_HTTP_PATHS, setSecurityHeaders } from "./security-headers.ts";

/** The built site the app answers pages from (static/static.ts builds it from dist/). */
export type StaticSite = {
  /**
   * Serves the file for the request (`url`: its parsed target); returns false when there is none.
   * A page's trailing-slash or /index.html form is redirected (301) to its canonical path.
   */
  serve(req: IncomingMessage, res: ServerResponse, url?: URL): Promise<boolean>;
  /**
   * Sends a pre-rendered page (e.g. 404.html) with the given status; `headers` replace the
   * page's defaults (null removes one: e.g. no-store and X-Robots-Tag for /admin).
   */
  sendPage(
    res: ServerResponse,
    page: string,
    status: number,
    req?: IncomingMessage,
    headers?: Record<string, string | null>,
  ): Promise<void>;
};
import { countRefusal, createAccessLog, observeHttp, REQUEST_ID_HEADER, requestIdOf, withRequestId } from "../observability/index.ts";

export type AppDeps = {
  site: StaticSite;
  log: Logger;
  /** The route table (router.ts), tried before the static site. */
  routes?: readonly Route[];
  /** Origins besides the site's own whose browsers may POST to the API. */
  allowedOrigins?: readonly string[];
  /** Trust X-Forwarded-Proto/-Host (the server runs behind a proxy). */
  trustProxy?: boolean;
  /** Redirect what the trusted proxy forwarded as plain HTTP to HTTPS (health checks excepted). */
  forceHttps?: boolean;
};

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The answer of an API route to anything but an HttpError: the details go to the log only. */
const INTERNAL_ERROR = "Something went wrong on our side. Please try again.";

/** RFC 9112 §3.2: a request with more than one Host header is answered 400 (Node keeps the first). */
function hostHeaders(req: IncomingMessage): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === "host") count++;
  return count;
}

/** The request target as a URL; "//x" is a path here, not another host. Null when malformed. */
function parseTarget(target: string): URL | null {
  try {
    return new URL(target.startsWith("/") ? `http://localhost${target}` : target);
  } catch {
    return null;
  }
}

/** A domain error (../domain-errors.ts) as its HTTP answer; null for anything else. */
function domainAnswer(err: unknown): HttpError | null {
  if (err instanceof NotFound) return new HttpError(404, err.message);
  if (err instanceof Forbidden) return new HttpError(403, err.message);
  if (err instanceof Invalid) return new HttpError(422, err.message, Object.keys(err.fields).length ? { fields: err.fields } : {});
  if (err instanceof Unfinished) return new HttpError(503, err.message, { headers: { "Retry-After": String(err.retryAfterSeconds) } });
  return null;
}

function badRequest(res: ServerResponse, why: string): void {
  res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" }).end(`Bad Request: ${why}\n`);
}

/**
 * The request listener: security headers on every answer, the redirect to HTTPS (FORCE_HTTPS),
 * then the route table (router.ts)
 * with 404, 405, HEAD and cross-site posts answered here, then the pre-rendered site and its
 * 404 page. Errors become answers in one place: an HttpError as JSON (a domain error, such as
 * NotFound, as its HttpError), anything else logged and
 * answered 500 (JSON under /api/, the 500 page elsewhere).
 */
export function createApp(deps: AppDeps) {
  const handle = createHandler(deps);
  const access = createAccessLog(deps.log);
  /**
   * Around every request: its id (X-Request-Id kept when valid, else made; answered; on every log
   * line of the request), then, when its answer ends (or the client leaves), one access line
   * (method, route pattern, status, milliseconds, bytes written: no address, query or user agent)
   * and the duration histogram (refusals for load and aborted answers: counted lines, access-log.ts).
   * A client gone before the answer's headers counts as status 499.
   */
  return function app(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const reqId = requestIdOf(req);
    res.setHeader(REQUEST_ID_HEADER, reqId);
    const seen: Seen = { route: "other" };
    const socket = req.socket;
    const bytesBefore = socket.bytesWritten;
    res.once("close", () => {
      const ms = performance.now() - started;
      const method = KNOWN_METHODS.has(req.method ?? "") ? req.method! : "other";
      const status = res.headersSent ? res.statusCode : 499;
      observeHttp(seen.route, method, status, ms / 1000);
      const bytes = socket.bytesWritten - bytesBefore;
      access(reqId, { method, route: seen.route, status, ms: Math.round(ms * 10) / 10, bytes, aborted: !res.writableFinished });
    });
    return withRequestId(reqId, () => handle(req, res, seen));
  };
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** What the handler found, for the access line: the route pattern, `static`, `not_found`, `bad_request` or `redirect`. */
type Seen = { route: string };

function createHandler({ site, log, routes = [], allowedOrigins = [], trustProxy = false, forceHttps = false }: AppDeps) {
  return async function handle(req: IncomingMessage, res: ServerResponse, seen: Seen): Promise<void> {
    const method = req.method ?? "GET";
    const head = method === "HEAD";
    const url = parseTarget(req.url ?? "/");
    const api = url?.pathname.startsWith(API_PREFIX) ?? false;
    try {
      setSecurityHeaders(req, res, trustProxy);
      seen.route = "bad_request";
      if (hostHeaders(req) > 1) return badRequest(res, "more than one Host header.");
      if (!url) return badRequest(res, "malformed request target.");
      seen.route = "redirect";
      const path = url.pathname;
      if (forceHttps && trustProxy && !PLAIN_HTTP_PATHS.has(path)) {
        const location = httpsLocation(req, url);
        // 308 keeps the method and body of a POST on the retry; GET and HEAD get the usual 301.
        if (location) return void res.writeHead(head || method === "GET" ? 301 : 308, { Location: location, "Content-Length": 0 }).end();
      }
      const found = findRoutes(routes, path);
      if (found.length > 0) {
        const answers = (m: string) => found.find(({ route }) => (route.methods as readonly string[]).includes(m));
        seen.route = found[0]!.pattern;
        const match = answers(method) ?? (head ? answers("GET") : undefined);
        if (!match) {
          const allow = allowed(found.map((f) => f.route));
          throw new HttpError(405, `Method not allowed: use ${allow}.`, { headers: { Allow: allow } });
        }
        const { route, params } = match;
        seen.route = match.pattern;
        if (!READ_METHODS.has(method) && !route.checksOrigin && isCrossSite(req, allowedOrigins, trustProxy)) {
          log.warn({ origin: req.headers.origin, url: req.url }, "cross-site post refused");
          countRefusal("origin");
          throw new HttpError(403, "Cross-site submissions are not accepted. Submit the form from this site.");
        }
        return await route.handle(req, res, { url, head, log, params });
      }
      seen.route = "not_found";
      if (api) throw new HttpError(404, notFoundMessage(routes, path));
      seen.route = "static";
      if (await site.serve(req, res, url)) return;
      seen.route = "not_found";
      await site.sendPage(res, "404.html", 404, req);
    } catch (thrown) {
      const err = domainAnswer(thrown) ?? thrown;
      if (err instanceof HttpError && !res.headersSent) return sendHttpError(res, err, head);
      log.error({ err, url: req.url }, "request failed");
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (api) return sendHttpError(res, new HttpError(500, INTERNAL_ERROR), head);
      await site.sendPage(res, "500.html", 500, req).catch(() => {
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Unexpected Application Error!\n500 Internal Server Error");
      });
    }
  };
}
