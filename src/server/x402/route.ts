/**
 * GET /api/x402/sandbox/quote: an x402 v2 protected resource (HTTP transport, specs/transports-v2).
 * - no PAYMENT-SIGNATURE → 402 + PAYMENT-REQUIRED (JSON body, or the paywall page for browsers);
 * - malformed PAYMENT-SIGNATURE → 400; refused payment → 402 with the reason;
 * - valid payment → 200 with a sample compute quote + PAYMENT-RESPONSE (SettleResponse).
 * Verification is offline (settlement simulated) unless a facilitator URL is configured.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { encodePaymentResponseHeader } from "@x402/core/http";
import type { Logger } from "pino";
import { sampleQuote, X402_API_PREFIX, X402_SANDBOX_PATH, type X402SandboxSettings } from "../../content/x402-sandbox.ts";
import type { RouteHandler } from "../app.ts";
import { decodePaymentHeader, type Refusal } from "./payload.ts";
import { sendJson } from "../send-json.ts";
import { paywallCsp, renderPaywall } from "./paywall.ts";
import { createPaymentProcessor, loadVerifiers, quoteBody } from "./process-payment.ts";
import type { ReplayStore } from "./replay.ts";
import { paymentRequired, paymentRequiredHeader } from "./requirements.ts";

export type X402SandboxRouteConfig = {
  sandbox: X402SandboxSettings;
  log?: Logger;
  /** Honour X-Forwarded-Proto from a reverse proxy (for HSTS). */
  trustProxy?: boolean;
  /** Clock (ms), for tests. */
  now?: () => number;
  /** Used authorizations (main.ts passes the database's: replay.ts). */
  replay: ReplayStore;
};

const NO_PAYMENT = "PAYMENT-SIGNATURE header is required";

export function createX402SandboxRoute(config: X402SandboxRouteConfig): { prefix: string; handle: RouteHandler } {
  const { sandbox, log, trustProxy = false, now = Date.now } = config;
  const payments = createPaymentProcessor({ sandbox, replay: config.replay, log, now });
  const resourceUrl = new URL(X402_SANDBOX_PATH, sandbox.publicOrigin).href;
  // Load the offline verifiers in the background once the server is up, so the first payment is fast too.
  if (!payments.facilitatorUrl) setTimeout(() => void loadVerifiers().catch((err) => log?.error({ err }, "x402 verifiers failed to load")), 1000).unref();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const head = req.method === "HEAD";
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path !== X402_SANDBOX_PATH) return sendJsonVaried(res, head, 404, { error: `No x402 resource at ${path}; try ${X402_SANDBOX_PATH}.` });
    if (req.method !== "GET" && !head) return sendJsonVaried(res, head, 405, { error: "Use GET." }, { Allow: "GET, HEAD" });

    const html = /\btext\/html\b/i.test(String(req.headers.accept ?? ""));
    const refuse = (refusal: Refusal, extra: Record<string, string> = {}) => {
      const required = paymentRequired(sandbox, refusal.reason === "payment_required" ? NO_PAYMENT : refusal.reason);
      const headers = { "PAYMENT-REQUIRED": paymentRequiredHeader(required), ...extra };
      if (html) return sendHtml(res, head, refusal.status, renderPaywall(sandbox.options, resourceUrl, refusal.reason === "payment_required" ? undefined : refusal), headers);
      const { x402Version, resource, accepts, extensions } = required;
      return sendJsonVaried(res, head, refusal.status, { error: refusal.message, reason: refusal.reason, payer: refusal.payer, x402Version, resource, accepts, extensions }, headers);
    };

    const unpaid = () => refuse({ status: 402, reason: "payment_required", message: `${NO_PAYMENT}: pay one of "accepts" (see the PAYMENT-REQUIRED header).` });
    // HEAD gets no resource, so it must not spend a payment: it never verifies, claims or settles
    // (a facilitator would move real funds) and answers as an unpaid GET, whatever header it carries.
    if (head) return unpaid();
    const header = req.headers["payment-signature"];
    if (header === undefined) {
      if (req.headers["x-payment"] !== undefined) {
        return refuse({ status: 400, reason: "invalid_x402_version", message: "X-PAYMENT is x402 v1; send a v2 PaymentPayload in PAYMENT-SIGNATURE." });
      }
      return unpaid();
    }
    const decoded = decodePaymentHeader(String(header));
    if (!decoded.ok) return refuse(decoded.refusal);
    const payment = decoded.payload;
    const outcome = await payments.process(payment);
    if (outcome.kind === "unavailable") {
      const extra: Record<string, string> = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
      return sendJsonVaried(res, head, outcome.status, { error: outcome.message, reason: outcome.reason }, extra);
    }
    if (outcome.kind === "refused") {
      const extra: Record<string, string> = outcome.settlement ? { "PAYMENT-RESPONSE": encodePaymentResponseHeader(outcome.settlement) } : {};
      return refuse(outcome.refusal, extra);
    }
    const body = quoteBody(sampleQuote, outcome, payment, now());
    return sendJsonVaried(res, head, 200, body, { "PAYMENT-RESPONSE": encodePaymentResponseHeader(outcome.settlement) });
  }

  return { prefix: X402_API_PREFIX, handle };
}

/** Answers vary with Accept (JSON, or the paywall page for browsers). */
function sendJsonVaried(res: ServerResponse, head: boolean, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendJson(res, status, body, { head, headers: { ...headers, Vary: "Accept" } });
}

function sendHtml(res: ServerResponse, head: boolean, status: number, html: string, headers: Record<string, string>): void {
  res.writeHead(status, {
    ...headers,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
    "Content-Security-Policy": paywallCsp,
    "Cache-Control": "no-store",
    Vary: "Accept",
  });
  res.end(head ? undefined : html);
}
