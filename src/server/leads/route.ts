/**
 * leads/: the lead feature: the public form API (this file), accepting a lead (accept.ts) and the
 * store (store.ts). Imports, through their entries, the HTTP kernel, db/, limits/ and the delivery
 * outbox (the store writes through it), and the form definitions (src/forms); nothing from the inbox.
 *
 * POST /api/forms/<form>: parse, rate-limit, validate with the form's schema, store, answer.
 * Answers per DESIGN.md "Interfaces" (JSON), or 303 back to the form's page for a plain HTML
 * form post (see src/forms/outcome.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { apiPath, BODY_LIMIT_BYTES, FORMS_API_PREFIX, IDEMPOTENCY_KEY_PATTERN } from "../../forms/api.ts";
import { formSlugs, forms, isFormSlug, type LeadForm } from "../../forms/forms.ts";
import { errorLocation, successLocation, type OutcomeReason } from "../../forms/outcome.ts";
import { splitAttribution } from "../../forms/attribution.ts";
import { acceptLead } from "./accept.ts";
import { bodyKind, parseBody, readBody, clientIp, HttpError, sendJson, type Route } from "../http/index.ts";
import type { LeadStore } from "./store.ts";
import type { RateLimiter } from "../limits/index.ts";
import { isStoreUnavailable, STORE_RETRY_AFTER_SECONDS } from "../db/index.ts";
import { countLeadAnswer } from "../observability/index.ts";

export type FormsApiDeps = { store: LeadStore; limiter: RateLimiter; log: Logger; trustProxyHops: number };

/** A stored (or honeypot) submission, or the refusal. */
type Answer = { status: 201; id: string; spam?: boolean } | HttpError;

const reasonByStatus: Record<number, OutcomeReason> = { 400: "bad_request", 413: "too_large", 422: "invalid", 429: "rate_limited" };

const UNKNOWN_FORM = "Unknown form.";
const INTERNAL_ERROR = "Something went wrong on our side. Please try again.";
const UNAVAILABLE = "We cannot store submissions right now. Please try again in a few seconds.";
const KEY_REUSED = "This Idempotency-Key was already used for a different submission. Send a new key with a new submission.";

/**
 * The client went away (closed the connection, or the request timed out) before its body arrived.
 * Told apart by the request's own socket: a lost database connection fails with the same codes.
 */
const clientGone = (req: IncomingMessage) => req.socket.destroyed;

function redirect(res: ServerResponse, form: LeadForm, answer: Answer): void {
  let location: string;
  if (!(answer instanceof HttpError)) location = successLocation(form.pagePath, form.slug);
  else {
    // Only the form's own fields go in the URL: a post with many unknown names must not make a
    // Location header longer than proxies accept.
    const known = new Set(form.fields.map((f) => f.name as string));
    const fields = Object.keys(answer.fields ?? {}).filter((name) => known.has(name));
    location = errorLocation(form.pagePath, form.slug, reasonByStatus[answer.status] ?? "server", fields);
  }
  const text = `See ${location}\n`;
  res.writeHead(303, {
    ...(answer instanceof HttpError ? answer.headers : {}), // Retry-After, Connection
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

/** The route of the five forms: POST /api/forms/<form>. */
export function createFormsApi({ store, limiter, log, trustProxyHops }: FormsApiDeps): Route {
  async function handle(req: IncomingMessage, form: LeadForm, kind: ReturnType<typeof bodyKind>): Promise<Answer> {
    if (!kind) throw new HttpError(415, "Content-Type must be application/json or application/x-www-form-urlencoded (UTF-8).");
    const encoding = req.headers["content-encoding"];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== "identity") {
      throw new HttpError(415, "Compressed request bodies are not accepted: send the body without Content-Encoding.");
    }
    const key = idempotencyKey(req);
    const decision = await limiter.hit(`${form.slug}:${clientIp(req, trustProxyHops)}`);
    if (!decision.allowed) {
      throw new HttpError(429, "Too many submissions. Please try again later.", {
        headers: { "Retry-After": String(decision.retryAfterSeconds) },
      });
    }
    const input = parseBody(kind, await readBody(req, BODY_LIMIT_BYTES));
    // Optional attribution fields, sanitised, stored beside the lead; a plain form post records its page.
    const { attribution, rest } = splitAttribution(input);
    if (kind === "form" && !attribution.landing_path) attribution.landing_path = form.pagePath;
    const outcome = await acceptLead(store, form, rest, key, attribution);
    if (outcome.kind === "invalid") throw new HttpError(422, "Some fields are missing or invalid.", { fields: outcome.fields });
    if (outcome.kind === "key_reused") throw new HttpError(422, KEY_REUSED);
    if (outcome.spam) log.info({ form: form.slug }, "honeypot filled: answered as stored, kept as spam");
    return { status: 201, id: outcome.id, spam: outcome.spam };
  }

  async function formsApi(req: IncomingMessage, res: ServerResponse, { url }: { url: URL }): Promise<void> {
    const started = performance.now();
    const slug = url.pathname.slice(FORMS_API_PREFIX.length);
    if (!isFormSlug(slug)) throw new HttpError(404, UNKNOWN_FORM); // the route lists the forms' paths only
    const form = forms[slug];
    const kind = bodyKind(req.headers["content-type"]);
    const wantsRedirect = kind === "form" && /\btext\/html\b/i.test(req.headers.accept ?? "");
    let answer: Answer;
    try {
      answer = await handle(req, form, kind);
    } catch (err) {
      if (err instanceof HttpError) {
        answer = err;
      } else if (clientGone(req)) {
        log.info({ form: form.slug, ms: Math.round(performance.now() - started) }, "lead submission aborted by the client");
        return;
      } else if (isStoreUnavailable(err)) {
        log.error({ err, form: form.slug }, "lead store unavailable: answered 503");
        answer = new HttpError(503, UNAVAILABLE, { headers: { "Retry-After": String(STORE_RETRY_AFTER_SECONDS) } });
      } else {
        log.error({ err, form: form.slug }, "lead submission failed");
        answer = new HttpError(500, INTERNAL_ERROR);
      }
    }
    const id = answer instanceof HttpError ? undefined : answer.id;
    countLeadAnswer(form.slug, answer.status, !(answer instanceof HttpError) && answer.spam === true);
    log.info({ form: form.slug, status: answer.status, id, ms: Math.round(performance.now() - started) }, "lead api");
    // A plain HTML form post goes back to its page; JSON clients get the answer (app.ts writes refusals).
    if (wantsRedirect && answer.status !== 415) redirect(res, form, answer);
    else if (answer instanceof HttpError) throw answer;
    else sendJson(res, 201, { id: answer.id });
  }

  return {
    methods: ["POST"],
    path: formSlugs.map(apiPath),
    handle: formsApi,
    notFound: { prefix: FORMS_API_PREFIX, message: () => UNKNOWN_FORM },
  };
}
