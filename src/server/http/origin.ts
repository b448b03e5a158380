import type { IncomingMessage } from "node:http";
import { firstValue, isHttps } from "./security-headers.ts";

/**
 * Cross-site request forgery guard for state-changing requests: a browser always sends Origin
 * (or at least Sec-Fetch-Site) with a POST; a post from another site is refused. Clients that are
 * not browsers (curl, agents) send neither and are let through. Extra allowed origins come from
 * ALLOWED_ORIGINS (comma-separated, e.g. the public URL when a proxy rewrites Host; parsed by
 * parseAllowedOrigins in ../config.ts).
 */
export function isCrossSite(req: IncomingMessage, allowedOrigins: readonly string[], trustProxy: boolean): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return req.headers["sec-fetch-site"] === "cross-site";
  if (allowedOrigins.includes(origin)) return false;
  const host = (trustProxy && firstValue(req.headers["x-forwarded-host"])) || req.headers.host;
  const ownOrigin = `${isHttps(req, trustProxy) ? "https" : "http"}://${host}`;
  return origin !== ownOrigin;
}
