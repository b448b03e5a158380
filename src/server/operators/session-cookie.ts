/**
 * The operator's session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's
 * page sends it), Path=/. Over HTTPS (TLS, or X-Forwarded-Proto: https behind TRUST_PROXY) it is
 * `__Host-admin_session` with Secure: the browser then takes it only from a secure origin,
 * for this exact host, with Path=/ and no Domain, so a sibling subdomain cannot plant or shadow it.
 */
import type { IncomingMessage } from "node:http";

export const SESSION_COOKIE = "admin_session";
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export const cookieName = (https: boolean) => (https ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The session token the request's Cookie header carries under this scheme's cookie name, or null. */
export function readSessionToken(req: IncomingMessage, https: boolean): string | null {
  const name = cookieName(https);
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null;
  }
  return null;
}

/** Set-Cookie for a session token; the browser drops it after `maxAgeSeconds` without renewal. */
export function sessionCookie(token: string, https: boolean, maxAgeSeconds: number): string {
  return [
    `${cookieName(https)}=${token}`,
    "Path=/",
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(https ? ["Secure"] : []),
  ].join("; ");
}

/** Set-Cookie that deletes the session cookie. */
export function clearedSessionCookie(https: boolean): string {
  return [`${cookieName(https)}=`, "Path=/", "Max-Age=0", "HttpOnly", "SameSite=Strict", ...(https ? ["Secure"] : [])].join("; ");
}
