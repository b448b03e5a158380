/**
 * x402/: the x402 sandbox. Imports the HTTP kernel, limits/ and src/content only.
 *
 * GET /api/x402/sandbox/quote: an x402 v2 protected resource (HTTP transport, specs/transports-v2).
 * Refusals are HttpErrors (http-error.ts) that app.ts writes as JSON; browsers get the paywall page.
 * - no PAYMENT-SIGNATURE → 402 + PAYMENT-REQUIRED (JSON body, or the paywall page for browsers);
 * - malformed PAYMENT-SIGNATURE → 400; refused payment → 402 with the reason;
 * - more payments from one client than X402_RATE_LIMIT_PER_MINUTE (shared with the MCP quote
 *   tool) → 429 with Retry-After, before the payment is verified or recorded;
 * - valid payment → 200 with a sample compute quote + PAYMENT-RESPONSE (SettleResponse).
 * Verification is offline (settlement simulated) unless a facilitator URL is configured.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { encodePaymentResponseHeader } from "@x402/core/http";
import type { Logger } from "pino";
import { sampleQuote, X402_API_PREFIX, X402_SANDBOX_PATH, type X402SandboxSettings } from "../../content/x402-sandbox.ts";
import { clientIp, HttpError, type Route, sendJson } from "../http/index.ts";
import { noRateLimit, type RateLimiter } from "../limits/index.ts";
import { decodePaymentHeader, refusal as refusalOf, type Refusal } from "./payload.ts";
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
  /** Payments per client (main.ts: X402_RATE_LIMIT_PER_MINUTE, the limiter the MCP quote tool shares). */
  paymentLimiter?: RateLimiter;
  /** Reverse proxies in front, for the client's address (TRUST_PROXY). */
  trustProxyHops?: number;
};

const NO_PAYMENT = "PAYMENT-SIGNATURE header is required";

export function createX402SandboxRoute(config: X402SandboxRouteConfig): Route {
  const { sandbox, log, now = Date.now, paymentLimiter = noRateLimit(), trustProxyHops = 0 } = config;
  const payments = createPaymentProcessor({ sandbox, replay: config.replay, log, now });
  const resourceUrl = new URL(X402_SANDBOX_PATH, sandbox.publicOrigin).href;
  // Load the offline verifiers in the background once the server is up, so the first payment is fast too.
  if (!payments.facilitatorUrl)
    setTimeout(() => void loadVerifiers().catch((err) => log?.error({ err }, "x402 verifiers failed to load")), 1000).unref();

  async function handle(req: IncomingMessage, res: ServerResponse, { head }: { head: boolean }): Promise<void> {
    const html = /\btext\/html\b/i.test(String(req.headers.accept ?? ""));
    /** A refusal with the challenge: the paywall page for browsers, else thrown for app.ts to write as JSON. */
    const refuse = (refusal: Refusal, extra: Record<string, string> = {}) => {
      const { reason, payer } = refusal;
      const required = paymentRequired(sandbox, reason === "payment_required" ? NO_PAYMENT : reason);
      const headers = { "PAYMENT-REQUIRED": paymentRequiredHeader(required), ...extra };
      if (html)
        return sendHtml(
          res,
          head,
          refusal.status,
          renderPaywall(sandbox.options, resourceUrl, reason === "payment_required" ? undefined : { reason, message: refusal.message }),
          headers,
        );
      const { x402Version, resource, accepts, extensions } = required;
      throw new HttpError(refusal.status, refusal.message, {
        headers: { ...headers, Vary: "Accept" },
        data: { reason, payer, x402Version, resource, accepts, extensions },
      });
    };

    const unpaid = () =>
      refuse(refusalOf(402, "payment_required", `${NO_PAYMENT}: pay one of "accepts" (see the PAYMENT-REQUIRED header).`));
    // HEAD gets no resource, so it must not spend a payment: it never verifies, claims or settles
    // (a facilitator would move real funds) and answers as an unpaid GET, whatever header it carries.
    if (head) return unpaid();
    const header = req.headers["payment-signature"];
    if (header === undefined) {
      if (req.headers["x-payment"] !== undefined) {
        return refuse(refusalOf(400, "invalid_x402_version", "X-PAYMENT is x402 v1; send a v2 PaymentPayload in PAYMENT-SIGNATURE."));
      }
      return unpaid();
    }
    const decoded = decodePaymentHeader(String(header));
    if (!decoded.ok) return refuse(decoded.refusal);
    const payment = decoded.payload;
    // Each payment costs a signature check and a row in the used-payments table: counted per client first.
    const limit = await paymentLimiter.hit(clientIp(req, trustProxyHops));
    if (!limit.allowed) {
      const seconds = limit.retryAfterSeconds;
      throw new HttpError(429, `Too many payments from this client; retry after ${seconds} seconds.`, {
        headers: { "Retry-After": String(seconds), Vary: "Accept" },
        data: { reason: "rate_limited", retryAfterSeconds: seconds },
      });
    }
    const outcome = await payments.process(payment);
    if (outcome.kind === "unavailable") {
      const retry: Record<string, string> = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
      throw new HttpError(outcome.status, outcome.message, { headers: { ...retry, Vary: "Accept" }, data: { reason: outcome.reason } });
    }
    if (outcome.kind === "refused") {
      const extra: Record<string, string> = outcome.settlement
        ? { "PAYMENT-RESPONSE": encodePaymentResponseHeader(outcome.settlement) }
        : {};
      return refuse(outcome.refusal, extra);
    }
    // Answers vary with Accept (JSON, or the paywall page for browsers).
    const body = quoteBody(sampleQuote, outcome, payment, now());
    sendJson(res, 200, body, { head, headers: { "PAYMENT-RESPONSE": encodePaymentResponseHeader(outcome.settlement), Vary: "Accept" } });
  }

  return {
    methods: ["GET"],
    path: X402_SANDBOX_PATH,
    handle,
    notFound: { prefix: X402_API_PREFIX, message: (path) => `No x402 resource at ${path}; try ${X402_SANDBOX_PATH}.` },
  };
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
