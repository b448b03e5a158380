import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Security headers sent with every answer. HTML pages also get a Content-Security-Policy whose
 * script-src allows only same-origin files and the exact inline scripts of that page (by hash),
 * so neither 'unsafe-inline' nor 'unsafe-eval' is ever needed for scripts.
 */
/** Every page's Permissions-Policy: no passkeys (the /admin page allows them for itself: `ADMIN_PERMISSIONS_POLICY`). */
const PERMISSIONS: readonly string[] = [
  "accelerometer=()",
  "autoplay=(self)",
  "camera=()",
  "clipboard-write=(self)",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "interest-cohort=()",
];

/** The /admin page's Permissions-Policy: as every page's, but its operators sign in with passkeys (this origin only). */
export const ADMIN_PERMISSIONS_POLICY = PERMISSIONS.map((p) =>
  p === "publickey-credentials-get=()" ? "publickey-credentials-get=(self), publickey-credentials-create=(self)" : p,
).join(", ");

const BASE_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  // Deny every powerful feature the site does not use; the copy button needs clipboard-write.
  "Permissions-Policy": PERMISSIONS.join(", "),
};

/** For API answers and non-HTML files: nothing may be framed or scripted from them. */
const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'";

export function htmlCsp(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join("")}`,
    // React and sonner set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** sha256 hashes (CSP source form) of every inline <script> of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? "";
    if (/\ssrc\s*=/.test(attrs) || /type\s*=\s*"application\/(ld\+)?json"/i.test(attrs)) continue;
    hashes.add(
      `sha256-${createHash("sha256")
        .update(m[2] ?? "", "utf8")
        .digest("base64")}`,
    );
  }
  return [...hashes];
}

/** True when the client reached us over HTTPS, directly or through a proxy we trust. */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return (
    trustProxy &&
    String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      ?.trim() === "https"
  );
}

/** Paths a proxy's health checks call, over plain HTTP too: never redirected to HTTPS. */
export const PLAIN_HTTP_PATHS: ReadonlySet<string> = new Set(["/livez", "/readyz", "/api/health"]);

/**
 * Where FORCE_HTTPS sends a request that the trusted proxy says came over plain HTTP: the same
 * host (X-Forwarded-Host, else Host) without its port, as HTTPS is on its default port, with the
 * same path and query. Null when the request came over HTTPS, or the proxy did not say
 * (no X-Forwarded-Proto), or the host is not a host name.
 */
export function httpsLocation(req: IncomingMessage, url: URL): string | null {
  if ((req.socket as { encrypted?: boolean }).encrypted) return null;
  if (firstValue(req.headers["x-forwarded-proto"])?.toLowerCase() !== "http") return null;
  const host = firstValue(req.headers["x-forwarded-host"]) ?? firstValue(req.headers.host);
  if (!host) return null;
  let target: URL;
  try {
    target = new URL(`https://${host}`);
  } catch {
    return null;
  }
  if (target.username || target.password || target.pathname !== "/" || target.search || target.hash) return null;
  return `https://${target.hostname}${url.pathname}${url.search}`;
}

/** The first of a header's comma-separated values (the one the client-facing proxy set). */
export function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim() || undefined;
}

/** Sets the headers every answer carries; HTML answers replace the CSP with their own. */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, trustProxy: boolean): void {
  for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", NON_HTML_CSP);
  if (isHttps(req, trustProxy)) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}
