/**
 * POST /api/forms/<form>: parse, rate-limit, validate with the form's schema, store, answer.
 * Answers per DESIGN.md "Interfaces" (JSON), or 303 back to the form's page for a plain HTML
 * form post (see src/leads/outcome.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { BODY_LIMIT_BYTES, FORMS_API_PREFIX, IDEMPOTENCY_KEY_PATTERN } from "../leads/api.ts";
import { forms, isFormSlug, type LeadForm } from "../leads/forms.ts";
import { errorLocation, successLocation, type OutcomeReason } from "../leads/outcome.ts";
import { splitHoneypot, validateLead, type FieldErrors } from "../leads/validate.ts";
import { splitAttribution } from "../leads/attribution.ts"; // issue 11 F
import type { RouteHandler } from "./app.ts";
import { bodyKind, HttpError, parseBody, readBody } from "./body.ts";
import { clientIp } from "./client-ip.ts";
import { uuidv7 } from "./ids.ts";
import type { LeadStore } from "./leads-store.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { sendJson } from "./send-json.ts";
import { isStoreUnavailable, STORE_RETRY_AFTER_SECONDS } from "./store-errors.ts";

export type FormsApiDeps = { store: LeadStore; limiter: RateLimiter; log: Logger; trustProxyHops: number };

type Answer = { status: number; body: { id: string } | { error: string; fields?: FieldErrors }; headers?: Record<string, string> };

const reasonByStatus: Record<number, OutcomeReason> = { 400: "bad_request", 413: "too_large", 422: "invalid", 429: "rate_limited" };

const INTERNAL_ERROR = "Something went wrong on our side. Please try again.";
const UNAVAILABLE = "We cannot store submissions right now. Please try again in a few seconds.";
const KEY_REUSED = "This Idempotency-Key was already used for a different submission. Send a new key with a new submission.";

/** The client went away (closed the connection, or the request timed out) before its body arrived. */
function clientGone(req: IncomingMessage, err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE" || req.socket.destroyed;
}

/** X-Content-Type-Options and the other security headers come from app.ts, on every answer. */
const send = (res: ServerResponse, { status, body, headers }: Answer) => sendJson(res, status, body, { headers });

function redirect(res: ServerResponse, form: LeadForm, answer: Answer): void {
  let location: string;
  if (answer.status === 201) location = successLocation(form.pagePath, form.slug);
  else {
    // Only the form's own fields go in the URL: a post with many unknown names must not make a
    // Location header longer than proxies accept.
    const known = new Set(form.fields.map((f) => f.name as string));
    const named = "fields" in answer.body && answer.body.fields ? Object.keys(answer.body.fields) : [];
    const fields = named.filter((name) => known.has(name));
    location = errorLocation(form.pagePath, form.slug, reasonByStatus[answer.status] ?? "server", fields);
  }
  const text = `See ${location}\n`;
  res.writeHead(303, {
    ...answer.headers, // Retry-After, Connection
    Location: location,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
  });
  res.end(text);
}

function idempotencyKey(req: IncomingMessage): string | null {
  const value = req.headers["idempotency-key"];
  if (value === undefined) return null;
  if (typeof value !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new HttpError(400, "Idempotency-Key must be 1 to 200 visible ASCII characters.");
  }
  return value;
}

export function createFormsApi({ store, limiter, log, trustProxyHops }: FormsApiDeps): RouteHandler {
  async function handle(req: IncomingMessage, form: LeadForm, kind: ReturnType<typeof bodyKind>): Promise<Answer> {
    if (!kind) throw new HttpError(415, "Content-Type must be application/json or application/x-www-form-urlencoded (UTF-8).");
    const encoding = req.headers["content-encoding"];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== "identity") {
      throw new HttpError(415, "Compressed request bodies are not accepted: send the body without Content-Encoding.");
    }
    const key = idempotencyKey(req);
    const decision = await limiter.hit(`${form.slug}:${clientIp(req, trustProxyHops)}`);
    if (!decision.allowed) {
      throw new HttpError(429, "Too many submissions. Please try again later.", { "Retry-After": String(decision.retryAfterSeconds) });
    }
    const input = parseBody(kind, await readBody(req, BODY_LIMIT_BYTES));
    const { trapped, rest: unsplit } = splitHoneypot(input);
    // issue 11 F: optional attribution fields, sanitised, stored beside the lead; a plain form post records its page.
    const { attribution, rest } = splitAttribution(unsplit);
    if (kind === "form" && !attribution.landing_path) attribution.landing_path = form.pagePath;
    if (trapped) {
      // issue 11: quarantined: a trapped submission that validates is stored with status "spam" (never delivered).
      const spam = validateLead(form, rest);
      const kept = spam.ok ? await store.insert(form.table, { ...(spam.data as Record<string, unknown>), ...attribution }, key, { status: "spam" }) : null;
      log.info({ form: form.slug, ip: clientIp(req, trustProxyHops), kept: Boolean(kept) }, "honeypot filled: answered as stored, kept as spam");
      return { status: 201, body: { id: kept?.id ?? uuidv7() } };
    }
    const result = validateLead(form, rest);
    if (!result.ok) return { status: 422, body: { error: "Some fields are missing or invalid.", fields: result.fields } };
    const stored = await store.insert(form.table, { ...(result.data as Record<string, unknown>), ...attribution }, key);
    if (stored.conflict) return { status: 422, body: { error: KEY_REUSED } };
    return { status: 201, body: { id: stored.id } };
  }

  return async function formsApi(req, res) {
    const started = performance.now();
    const slug = (req.url ?? "").split("?")[0]!.slice(FORMS_API_PREFIX.length);
    if (!isFormSlug(slug)) return send(res, { status: 404, body: { error: "Unknown form." } });
    const form = forms[slug];
    if (req.method !== "POST") {
      return send(res, { status: 405, body: { error: "Method not allowed: use POST." }, headers: { Allow: "POST" } });
    }
    const kind = bodyKind(req.headers["content-type"]);
    const wantsRedirect = kind === "form" && /\btext\/html\b/i.test(req.headers.accept ?? "");
    let answer: Answer;
    try {
      answer = await handle(req, form, kind);
    } catch (err) {
      if (err instanceof HttpError) {
        answer = { status: err.status, body: { error: err.message }, headers: err.headers };
      } else if (isStoreUnavailable(err)) {
        log.error({ err, form: form.slug }, "lead store unavailable: answered 503");
        answer = { status: 503, body: { error: UNAVAILABLE }, headers: { "Retry-After": String(STORE_RETRY_AFTER_SECONDS) } };
      } else if (clientGone(req, err)) {
        log.info({ form: form.slug, ms: Math.round(performance.now() - started) }, "lead submission aborted by the client");
        return;
      } else {
        log.error({ err, form: form.slug }, "lead submission failed");
        answer = { status: 500, body: { error: INTERNAL_ERROR } };
      }
    }
    if (wantsRedirect && answer.status !== 415) redirect(res, form, answer);
    else send(res, answer);
    const id = "id" in answer.body ? answer.body.id : undefined;
    log.info({ form: form.slug, status: answer.status, id, ms: Math.round(performance.now() - started) }, "lead api");
  };
}
