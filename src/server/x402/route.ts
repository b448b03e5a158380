/**
 * GET /api/x402/sandbox/quote: an x402 v2 protected resource (HTTP transport, specs/transports-v2).
 * - no PAYMENT-SIGNATURE → 402 + PAYMENT-REQUIRED (JSON body, or the paywall page for browsers);
 * - malformed PAYMENT-SIGNATURE → 400; refused payment → 402 with the reason;
 * - valid payment → 200 with a sample compute quote + PAYMENT-RESPONSE (SettleResponse).
 * Verification is offline (settlement simulated) unless a facilitator URL is configured.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PaymentPayload, SettleResponse } from "@x402/core/types";
import { encodePaymentResponseHeader } from "@x402/core/http";
import type { Logger } from "pino";
import { sampleQuote, X402_API_PREFIX, X402_SANDBOX_PATH, type SandboxPaymentOption, type X402SandboxSettings } from "../../content/x402-sandbox.ts";
import type { RouteHandler } from "../app.ts";
import type { Verdict } from "./evm.ts";
import { createFacilitator } from "./facilitator.ts";
import { decodePaymentHeader, matchOption, type Refusal } from "./payload.ts";
import { sendJson } from "../send-json.ts";
import { paywallCsp, renderPaywall } from "./paywall.ts";
import type { ReplayStore } from "./replay.ts";
import { paymentRequired, paymentRequiredHeader, toRequirements } from "./requirements.ts";

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

/**
 * The verifiers load on first use: @x402/evm, viem and @mysten/sui/verify take seconds to
 * import, and the 402 challenge needs none of them (the server starts as fast as before).
 */
let verifiers: Promise<[typeof import("./evm.ts"), typeof import("./sui.ts")]> | undefined;
function loadVerifiers() {
  verifiers ??= Promise.all([import("./evm.ts"), import("./sui.ts")]);
  return verifiers;
}
async function verifyOffline(payment: PaymentPayload, option: SandboxPaymentOption, nowMs: number): Promise<Verdict> {
  const [evm, sui] = await loadVerifiers();
  return option.family === "evm" ? evm.verifyEvmPayment(payment, option, nowMs) : sui.verifySuiPayment(payment, option);
}

export function createX402SandboxRoute(config: X402SandboxRouteConfig): { prefix: string; handle: RouteHandler } {
  const { sandbox, log, trustProxy = false, now = Date.now } = config;
  const { replay } = config;
  const facilitator = sandbox.facilitatorUrl ? createFacilitator(sandbox.facilitatorUrl, sandbox.facilitatorTimeoutMs) : null;
  const resourceUrl = new URL(X402_SANDBOX_PATH, sandbox.publicOrigin).href;
  // Load the offline verifiers in the background once the server is up, so the first payment is fast too.
  if (!facilitator) setTimeout(() => void loadVerifiers().catch((err) => log?.error({ err }, "x402 verifiers failed to load")), 1000).unref();

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
      const { x402Version, resource, accepts } = required;
      return sendJsonVaried(res, head, refusal.status, { error: refusal.message, reason: refusal.reason, payer: refusal.payer, x402Version, resource, accepts }, headers);
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
    const matched = matchOption(decoded.payload, sandbox.options);
    if (!matched.ok) return refuse(matched.refusal);
    const { option } = matched;
    const payment = decoded.payload;

    if (facilitator) {
      const outcome = await facilitator.verifyAndSettle(payment, toRequirements(option));
      if (outcome.kind === "unavailable") {
        log?.warn({ facilitator: facilitator.url, status: outcome.status, message: outcome.message }, "x402 facilitator unavailable");
        return sendJsonVaried(res, head, outcome.status, { error: outcome.message, reason: outcome.status === 504 ? "facilitator_timeout" : "facilitator_error" });
      }
      if (outcome.kind === "refused") {
        const extra: Record<string, string> = outcome.settlement ? { "PAYMENT-RESPONSE": encodePaymentResponseHeader(outcome.settlement) } : {};
        return refuse({ status: 402, reason: outcome.reason, message: outcome.message, payer: outcome.payer }, extra);
      }
      log?.info({ option: option.id, payer: outcome.settlement.payer, transaction: outcome.settlement.transaction }, "x402 sandbox payment settled by facilitator");
      return deliver(res, head, option, payment, outcome.settlement, false);
    }

    const verdict = await verifyOffline(payment, option, now());
    if (!verdict.ok) return refuse(verdict.refusal);
    let fresh: boolean;
    try {
      fresh = await replay.claim(verdict.replayKey, verdict.replayUntilMs, now());
    } catch (err) {
      // Without the shared record of used payments a replay cannot be ruled out: refuse, retryable.
      log?.error({ err }, "x402 replay store unavailable");
      return sendJsonVaried(res, head, 503, { error: "Payments cannot be checked for reuse right now; try again shortly.", reason: "replay_store_unavailable" }, { "Retry-After": "5" });
    }
    if (!fresh) {
      return refuse({ status: 402, reason: verdict.replayReason, message: "This payment authorization was already used; sign a new one.", payer: verdict.payer });
    }
    const settlement: SettleResponse = {
      success: true,
      transaction: `simulated-${createHash("sha256").update(verdict.replayKey).digest("hex")}`,
      network: option.network,
      payer: verdict.payer,
      amount: option.amount,
      extra: { simulated: true, note: "Verified offline; nothing was broadcast and no funds moved." },
    };
    log?.info({ option: option.id, payer: verdict.payer }, "x402 sandbox payment verified (settlement simulated)");
    return deliver(res, head, option, payment, settlement, true);
  }

  function deliver(res: ServerResponse, head: boolean, option: SandboxPaymentOption, payment: PaymentPayload, settlement: SettleResponse, simulated: boolean) {
    const issued = now();
    const body = {
      quote: {
        id: `quote-${settlement.transaction.slice(-16)}`,
        ...sampleQuote,
        issuedAt: new Date(issued).toISOString(),
        validUntil: new Date(issued + 15 * 60_000).toISOString(),
      },
      payment: {
        option: option.id,
        token: option.symbol,
        network: option.network,
        asset: option.asset,
        amount: option.amount,
        payer: settlement.payer,
        transaction: settlement.transaction,
        simulated,
        x402Version: payment.x402Version,
      },
    };
    return sendJsonVaried(res, head, 200, body, { "PAYMENT-RESPONSE": encodePaymentResponseHeader(settlement) });
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
