/**
 * The HTTP part every chat channel shares: one JSON POST (no redirects followed, the attempt's
 * time limit, a public target unless NOTIFY_ALLOW_PRIVATE=1, as for webhooks), the answer's body
 * read up to 16 KiB (the services explain errors and 429s in it), and a gate per destination that
 * spaces the messages as the service asks (its minimum interval, a 429's wait, Discord's
 * X-RateLimit-* headers).
 *
 * The URL of a chat channel is its secret (a Slack or Discord webhook's path, the Telegram bot
 * token): nothing here puts it in an error, a log line or the delivery log.
 */
import http from "node:http";
import https from "node:https";
import type { AttemptOutcome } from "./channel.ts";
import { guardedLookup, literalRefused } from "./ssrf.ts";

export const CHAT_USER_AGENT = "nirvana-leads-chat/1";
const MAX_ANSWER_BYTES = 16 * 1024;

export type ChatAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** POSTs `body` (JSON) to `url`; resolves with the answer, or with an error text without the URL. */
export function postJson(
  url: URL,
  body: string,
  opts: { timeoutMs: number; allowPrivate: boolean },
): Promise<ChatAnswer | { error: string }> {
  if (literalRefused(url, opts.allowPrivate))
    return Promise.resolve({ error: "refused: the channel's URL is a non-public address (NOTIFY_ALLOW_PRIVATE=1 allows it)" });
  const headers = {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "user-agent": CHAT_USER_AGENT,
  };
  const request = url.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: ChatAnswer | { error: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const req = request(
      url,
      { method: "POST", headers, lookup: guardedLookup(opts.allowPrivate) as unknown as http.RequestOptions["lookup"], agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (c: Buffer) => {
          if (size < MAX_ANSWER_BYTES) chunks.push(c);
          size += c.length;
        });
        res.on("error", () => {});
        res.on("end", () =>
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8").slice(0, MAX_ANSWER_BYTES),
          }),
        );
      },
    );
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)), opts.timeoutMs);
    req.on("error", (err: NodeJS.ErrnoException) => {
      // The error's kind only (a host and port at most): never the URL's path, where the secret is.
      const error = err.code && err.code !== "EPRIVATEADDRESS" ? `${err.code}: ${err.message}` : err.message;
      done({ error: error.replaceAll(url.pathname, "/…").slice(0, 300) });
    });
    req.end(body);
  });
}

/** A service's short error text for the delivery log: printable, one line, at most 200 characters. */
export function errorText(status: number, detail: string): string {
  const clean = detail
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ")
    .trim()
    .slice(0, 200);
  return clean ? `HTTP ${status}: ${clean}` : `HTTP ${status}`;
}

/** A number of seconds from a header or JSON value ("1.5", 2); null when absent or unreadable. */
export function seconds(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * Spaces one destination's messages: `wait` before a send (resolves at once when free), `hold`
 * after an answer that asks for a pause. Times are scaled by NOTIFY_RETRY_SCALE like every wait.
 */
export class RateGate {
  private notBefore = 0;
  private readonly minIntervalMs: number;
  private readonly scale: number;
  constructor(minIntervalMs: number, scale: number) {
    this.minIntervalMs = minIntervalMs;
    this.scale = scale;
  }

  /** How long the next send must still wait (ms). */
  remaining(now = Date.now()): number {
    return Math.max(0, this.notBefore - now);
  }

  /** No send before `seconds` from now (the service's own figure, scaled). */
  hold(seconds: number, now = Date.now()): void {
    this.notBefore = Math.max(this.notBefore, now + seconds * 1000 * this.scale);
  }

  /** A send starts now: the next one waits at least the minimum interval. */
  sent(now = Date.now()): void {
    this.notBefore = Math.max(this.notBefore, now + this.minIntervalMs * this.scale);
  }

  /**
   * Waits for the gate when that fits in half the attempt's time (10 s at most); otherwise answers the outcome
   * that puts the delivery back until the gate opens (nothing is sent).
   */
  async pass(timeoutMs: number): Promise<AttemptOutcome | null> {
    const wait = this.remaining();
    if (wait === 0) return null;
    // Within the attempt's lease (the time limit plus at most 15 s): half the limit, 10 s at most.
    if (wait <= Math.min(timeoutMs / 2, 10_000)) {
      await new Promise((r) => setTimeout(r, wait));
      return null;
    }
    return {
      result: "retry",
      status: null,
      error: "not sent: waiting for the service's rate limit",
      retryAfterSeconds: wait / 1000 / this.scale,
    };
  }
}

/** The outcome of a 429 (or 503) whose wait is `retryAfter` seconds: the gate holds every message of the destination. */
export function rateLimited(gate: RateGate, status: number, retryAfter: number | null, detail: string): AttemptOutcome {
  if (retryAfter !== null) gate.hold(retryAfter);
  return { result: "retry", status, error: errorText(status, detail), retryAfterSeconds: retryAfter };
}

/** The usual mapping of an answer: 2xx ok, 410 gone, 429/503 with Retry-After, anything else retried. */
export function outcomeOf(answer: ChatAnswer | { error: string }, gate: RateGate, detail = ""): AttemptOutcome {
  if ("error" in answer) return { result: "retry", status: null, error: answer.error, retryAfterSeconds: null };
  const { status } = answer;
  if (status >= 200 && status < 300) return { result: "ok", status };
  if (status === 410) return { result: "gone", status, error: errorText(status, detail || "Gone: destination disabled") };
  if (status === 429 || status === 503) return rateLimited(gate, status, retryAfterHeader(answer), detail);
  const error = status >= 300 && status < 400 ? `HTTP ${status}: redirects are not followed` : errorText(status, detail);
  return { result: "retry", status, error, retryAfterSeconds: null };
}

/** Retry-After as seconds (delta-seconds, possibly fractional, or an HTTP date). */
export function retryAfterHeader(answer: ChatAnswer, now = Date.now()): number | null {
  const value = answer.headers["retry-after"];
  if (typeof value !== "string" || value.trim() === "") return null;
  const n = seconds(value);
  if (n !== null) return n;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
