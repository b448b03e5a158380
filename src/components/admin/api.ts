/**
 * The admin app's side of /api/admin (src/server/admin/routes.ts; the shapes mirror
 * src/server/admin/inbox.ts): typed calls, one error type, and the query keys. Cookies go with
 * every same-origin fetch; the browser adds Origin to the POST and DELETE calls, which the server
 * checks.
 */
import type { FormSlug } from "../../leads/types.ts";

export type { FormSlug };
export type Operator = { id: string; email: string };
export type InboxLead = { form: FormSlug; id: string; created_at: string; name: string; email: string; company: string | null };
export type InboxPage = { leads: InboxLead[]; next: string | null };

export const ADMIN_API = "/api/admin";

export const queryKeys = {
  session: ["admin", "session"] as const,
  leads: ["admin", "leads"] as const,
};

/** An answer other than 2xx: its status, the server's message and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  constructor(status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.fields = fields;
  }
}

const OFFLINE = "Cannot reach the server. Check the connection and try again.";

async function call<T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${ADMIN_API}${path}`, {
      method,
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, OFFLINE);
  }
  const json = (await res.json().catch(() => null)) as { error?: string; fields?: Record<string, string> } | null;
  if (!res.ok) throw new ApiError(res.status, json?.error ?? `The server answered ${res.status}.`, json?.fields);
  return json as T;
}

/** The signed-in operator, or null when there is no live session (401). */
export async function fetchSession(): Promise<Operator | null> {
  try {
    return (await call<{ operator: Operator }>("GET", "/session")).operator;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const signIn = (email: string, password: string) => call<{ operator: Operator }>("POST", "/session", { email, password }).then((r) => r.operator);

export const signOut = () => call<{ signedOut: true }>("DELETE", "/session");

export const setPassword = (token: string, password: string) => call<{ operator: Operator }>("POST", "/password", { token, password }).then((r) => r.operator);

export const fetchLeads = (before: string | null) =>
  call<InboxPage>("GET", `/leads${before ? `?before=${encodeURIComponent(before)}` : ""}`);

/**
 * TanStack Query's own retry (3 times, backoff from 1 s doubling up to 30 s) for failures that
 * may pass: network errors, 5xx, 429. Never for 401 (sign in instead) or another 4xx.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500 && error.status !== 429) return false;
  return failureCount < 3;
}
