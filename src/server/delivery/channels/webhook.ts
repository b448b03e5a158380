/**
 * One webhook attempt, signed per Standard Webhooks (webhook-id, webhook-timestamp,
 * webhook-signature: HMAC-SHA256 over `id.timestamp.body` with the whsec_ secret, through the
 * `standardwebhooks` library). Redirects are not followed; the whole attempt has a time limit;
 * the target must be a public address unless NOTIFY_ALLOW_PRIVATE=1.
 */
import http from "node:http";
import https from "node:https";
import { Webhook } from "standardwebhooks";
import type { WebhookDestination } from "../config.ts";
import { parseRetryAfter } from "../schedule.ts";
import type { AttemptOutcome } from "./channel.ts";
import { guardedLookup, literalRefused } from "./ssrf.ts";

export const USER_AGENT = "nirvana-leads-webhook/1";

/** The Standard Webhooks headers; `idempotencyId` (the delivery's, the same on every attempt) is the webhook-id. */
export function signedHeaders(secret: string, idempotencyId: string, at: Date, body: string): Record<string, string> {
  return {
    "webhook-id": idempotencyId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(idempotencyId, at, body),
  };
}

export function sendWebhook(
  dest: WebhookDestination,
  idempotencyId: string,
  body: string,
  at: Date,
  opts: { timeoutMs: number; allowPrivate: boolean },
): Promise<AttemptOutcome> {
  const url = new URL(dest.url);
  if (literalRefused(url, opts.allowPrivate)) {
    return Promise.resolve({
      result: "retry",
      status: null,
      error: "refused: the webhook URL is a non-public address (NOTIFY_ALLOW_PRIVATE=1 allows it)",
      retryAfterSeconds: null,
    });
  }
  const headers = {
    ...signedHeaders(dest.secret, idempotencyId, at, body),
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(body)),
    "user-agent": USER_AGENT,
  };
  const request = url.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = request(url, { method: "POST", headers, lookup: guardedLookup(opts.allowPrivate) as any, agent: false }, (res) => {
      const status = res.statusCode ?? 0;
      // The answer's body is not needed: read and drop it (at most until the time limit).
      res.resume();
      res.on("error", () => {});
      res.on("end", () => {
        if (status >= 200 && status < 300) done({ result: "ok", status });
        else if (status === 410) done({ result: "gone", status, error: "HTTP 410 Gone: destination disabled" });
        else {
          const retryAfter = status === 429 || status === 503 ? parseRetryAfter(res.headers["retry-after"]) : null;
          const error = status >= 300 && status < 400 ? `HTTP ${status}: redirects are not followed` : `HTTP ${status}`;
          done({ result: "retry", status, error, retryAfterSeconds: retryAfter });
        }
      });
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${opts.timeoutMs} ms`));
    }, opts.timeoutMs);
    req.on("error", (err: NodeJS.ErrnoException) => {
      // Only the error's kind: never the URL's query or userinfo, never the secret.
      const error = err.code && err.code !== "EPRIVATEADDRESS" ? `${err.code}: ${err.message}` : err.message;
      done({ result: "retry", status: null, error: error.slice(0, 300), retryAfterSeconds: null });
    });
    req.end(body);
  });
}
