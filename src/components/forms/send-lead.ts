/**
 * Sends one lead to POST /api/forms/<slug> as JSON, the way src/forms/api.ts describes:
 * one Idempotency-Key per submission, reused by every retry; network failures and
 * 502/503/504 retried with exponential backoff (retryPolicy) while within its time budget.
 */
import { apiPath, IDEMPOTENCY_HEADER, retryPolicy } from "../../forms/api.ts";
import type { FieldDef, FormSlug } from "../../forms/types.ts";
import { HONEYPOT_FIELD, type FieldErrors } from "../../forms/honeypot.ts";
import { storedAttribution } from "../../forms/attribution.ts";

export type LeadPayload = Record<string, string | boolean>;

export type SendResult =
  | { ok: true; id: string; attempts: number }
  /** status null: the network failed on every attempt. */
  | { ok: false; status: number | null; error: string; fields: FieldErrors; attempts: number };

export type SendDeps = {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

/**
 * The form's values as the API's JSON: field names as keys, checkboxes as booleans, the honeypot
 * included, and the visit's attribution (utm_*, referrer_host, landing_path) when captured.
 */
export function leadPayload(form: HTMLFormElement, fields: readonly FieldDef[]): LeadPayload {
  const data = new FormData(form);
  const payload: LeadPayload = {};
  for (const field of fields) {
    const value = data.get(field.name);
    payload[field.name] = field.type === "checkbox" ? value !== null : typeof value === "string" ? value : "";
  }
  const trap = data.get(HONEYPOT_FIELD);
  payload[HONEYPOT_FIELD] = typeof trap === "string" ? trap : "";
  return { ...payload, ...storedAttribution(typeof sessionStorage === "undefined" ? undefined : sessionStorage) };
}

/** A fresh key per submission: a random UUID (crypto.randomUUID needs a secure context; fall back to getRandomValues). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function fieldErrorsOf(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.fields)) return {};
  const out: FieldErrors = {};
  for (const [name, message] of Object.entries(body.fields)) if (typeof message === "string") out[name] = message;
  return out;
}

export async function sendLead(slug: FormSlug, payload: LeadPayload, key = newIdempotencyKey(), deps: SendDeps = {}): Promise<SendResult> {
  const doFetch = deps.fetch ?? fetch;
  const sleep = deps.sleep ?? wait;
  const now = deps.now ?? (() => Date.now());
  const started = now();
  const body = JSON.stringify(payload);
  let delay: number = retryPolicy.initialDelayMs;
  let attempts = 0;
  for (;;) {
    attempts += 1;
    let response: Response | null = null;
    let failure: unknown = null;
    try {
      response = await doFetch(apiPath(slug), {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", [IDEMPOTENCY_HEADER]: key },
        body,
      });
    } catch (err) {
      failure = err;
    }
    const retryable = response === null || retryPolicy.retryStatuses.includes(response.status);
    if (retryable && now() + delay - started <= retryPolicy.maxElapsedMs) {
      await sleep(delay);
      delay *= retryPolicy.factor;
      continue;
    }
    if (response === null) {
      return { ok: false, status: null, error: failure instanceof Error ? failure.message : String(failure), fields: {}, attempts };
    }
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok && isRecord(answer) && typeof answer.id === "string") return { ok: true, id: answer.id, attempts };
    const error = isRecord(answer) && typeof answer.error === "string" ? answer.error : `HTTP ${response.status}`;
    return { ok: false, status: response.status, error, fields: fieldErrorsOf(answer), attempts };
  }
}
