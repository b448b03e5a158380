/**
 * The admin app's side of /api/admin: typed calls, one error type, and the query keys. The
 * requests' and answers' types are the server's schemas (src/server/admin-api-schema.ts), taken
 * as types only (no zod code in the bundle); the statuses come from src/forms/statuses.ts.
 * Cookies go with every same-origin fetch; the browser adds Origin to the POST and DELETE calls,
 * which the server checks.
 */
import { LEAD_STATUSES as STATUSES, type LeadStatus } from "../../forms/statuses.ts";
import type { FormSlug } from "../../forms/types.ts";
import type {
  DeliveryView,
  Erased,
  FieldValue,
  InboxCounts,
  InboxLead,
  InboxPage,
  BulkStatusAnswer,
  InsightsAnswer,
  LeadDetail,
  PersonAnswer,
  Note,
  Operator as OperatorRef,
  SessionAnswer,
} from "../../server/admin-api-schema.ts";

/** The signed-in operator: who, their role and the forms it sees (others' notes and history name an `OperatorRef`). */
export type Operator = OperatorRef & { role?: SessionAnswer["role"]; forms?: FormSlug[]; next?: SessionAnswer["next"] };

export type {
  DeliveryView,
  Erased,
  FieldValue,
  FormSlug,
  InboxCounts,
  InboxLead,
  InboxPage,
  InsightsAnswer,
  LeadDetail,
  Note,
  OperatorRef,
};

/** The session's answer as the app keeps it. */
const me = (r: SessionAnswer): Operator => ({ ...r.operator, role: r.role, forms: r.forms, next: r.next });
export const isAdmin = (operator: Operator) => operator.role === "admin";

export { STATUSES, type LeadStatus };

/** What the inbox shows: the URL's query string (`form`, `status`, `q`), the export's too. */
export type InboxFilter = {
  form: FormSlug | "";
  status: LeadStatus | "";
  q: string;
  /** "asc": oldest first; unset: newest first. */
  order?: "asc" | "";
  /** Days of arrival (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
};

export const ADMIN_API = "/api/admin";

/** Everything lead-related lives under `leads`: a 401 or an erasure drops it in one call. */
export const queryKeys = {
  session: ["admin", "session"] as const,
  leads: ["admin", "leads"] as const,
  lists: ["admin", "leads", "list"] as const,
  list: (filter: InboxFilter) => ["admin", "leads", "list", filter] as const,
  lead: (form: string, id: string) => ["admin", "leads", "detail", form, id] as const,
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

export async function call<T>(method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<T> {
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
    return me(await call<SessionAnswer>("GET", "/session"));
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const signIn = (email: string, password: string) => call<SessionAnswer>("POST", "/session", { email, password }).then(me);

/** The second factor of a sign-in: a 6-digit code or a recovery code. */
export const sendFactor = (code: string) => call<SessionAnswer>("POST", "/session/factor", { code }).then(me);
/** Starts registering an authenticator app: its secret and otpauth:// URI. */
export const beginTotp = () => call<{ secret: string; uri: string }>("POST", "/factors/totp");
/** Confirms it with a first code: the recovery codes to keep (shown once). */
export const confirmTotp = (code: string) => call<{ recoveryCodes: string[] }>("POST", "/factors/totp/confirm", { code });

/** The browser part of WebAuthn, loaded only when a passkey is used (it stays out of the inbox's first load). */
const webauthn = () => import("@simplewebauthn/browser");

type Ceremony<O> = { challengeId: string; options: O };

/** Signs in with a passkey: alone, or as the second factor of the session that gave its password. */
export async function passkeySignIn(): Promise<Operator> {
  const { startAuthentication } = await webauthn();
  const { challengeId, options } = await call<Ceremony<Parameters<typeof startAuthentication>[0]["optionsJSON"]>>(
    "POST",
    "/session/passkey/options",
  );
  const response = await startAuthentication({ optionsJSON: options });
  return me(await call<SessionAnswer>("POST", "/session/passkey", { challengeId, response }));
}

/** Registers a passkey for the signed-in operator: the recovery codes when it is the first factor. */
export async function registerPasskey(): Promise<{ recoveryCodes: string[] }> {
  const { startRegistration } = await webauthn();
  const { challengeId, options } = await call<Ceremony<Parameters<typeof startRegistration>[0]["optionsJSON"]>>(
    "POST",
    "/factors/passkey/options",
  );
  const response = await startRegistration({ optionsJSON: options });
  return call<{ recoveryCodes: string[] }>("POST", "/factors/passkey", { challengeId, response });
}

export const signOut = () => call<{ signedOut: true }>("DELETE", "/session");

export const setPassword = (token: string, password: string) => call<SessionAnswer>("POST", "/password", { token, password }).then(me);

/** The filter as query parameters (only those set), plus any extra ones. */
export function filterQuery(filter: InboxFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  const all = {
    ...extra,
    form: filter.form,
    status: filter.status,
    q: filter.q.trim(),
    order: filter.order,
    from: filter.from,
    to: filter.to,
  };
  for (const [k, v] of Object.entries(all)) if (v) params.set(k, v);
  const s = params.toString();
  return s ? `?${s}` : "";
}

export const fetchLeads = (filter: InboxFilter, before: string | null) =>
  call<InboxPage>("GET", `/leads${filterQuery(filter, before ? { before } : {})}`);

const leadPath = (form: string, id: string) => `/leads/${encodeURIComponent(form)}/${encodeURIComponent(id)}`;

export const fetchLead = (form: string, id: string) => call<LeadDetail>("GET", leadPath(form, id));

export const setStatus = (form: string, id: string, status: LeadStatus) => call<InboxLead>("PATCH", leadPath(form, id), { status });

export const addNote = (form: string, id: string, body: string) => call<{ note: Note }>("POST", `${leadPath(form, id)}/notes`, { body });

export const resend = (deliveryId: string) =>
  call<{ delivery: DeliveryView }>("POST", `/deliveries/${encodeURIComponent(deliveryId)}/resend`);

export const fetchPerson = (email: string) => call<PersonAnswer>("GET", `/person?email=${encodeURIComponent(email)}`);

export type LeadRef = { form: FormSlug; id: string };

/** One status for every lead of a selection. */
export const setStatuses = (leads: LeadRef[], status: LeadStatus) => call<BulkStatusAnswer>("POST", "/leads/bulk", { leads, status });

/** How many leads of the filter arrived after `cursor` (the newest shown). */
export const countNewer = (filter: InboxFilter, cursor: string) =>
  call<{ count: number }>("GET", `/leads/count${filterQuery(filter, { after: cursor })}`).then((r) => r.count);

/** The export of a selection, saved as a file. */
export async function exportSelected(leads: LeadRef[], format: "csv" | "json"): Promise<void> {
  const res = await fetch(`${ADMIN_API}/export/selected`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ leads, format }),
    credentials: "same-origin",
  });
  if (!res.ok) throw new ApiError(res.status, `The server answered ${res.status}.`);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `leads.${format}`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /api/admin/insights with its query string (`?from=&to=&form=`, or empty). */
export const fetchInsights = (query: string) => call<InsightsAnswer>("GET", `/insights${query}`);

export const erase = (email: string) => call<Erased>("POST", "/erase", { email });

/** The export of a filter: a plain link (the browser sends the cookie and saves the file). */
export const exportUrl = (filter: InboxFilter, format: "csv" | "json") => `${ADMIN_API}/export${filterQuery(filter, { format })}`;

/**
 * TanStack Query's own retry (3 times, backoff from 1 s doubling up to 30 s) for failures that
 * may pass: network errors, 5xx, 429. Never for 401 (sign in instead) or another 4xx.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500 && error.status !== 429) return false;
  return failureCount < 3;
}
