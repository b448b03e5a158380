/**
 * GET /api/x402/sandbox/quote: an x402 v2 protected resource (HTTP transport, specs/transports-v2).
 * Refusals are HttpErrors (http-error.ts) that app.ts writes as JSON; browsers get the paywall page.
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
import { HttpError } from "../http-error.ts";
import type { Route } from "../routes.ts";
import type { Verdict } from "./evm.ts";
import { createFacilitator } from "./facilitator.ts";
import { decodePaymentHeader, matchOption, refusal as refusalOf, type Refusal } from "./payload.ts";
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

export function createX402SandboxRoute(config: X402SandboxRouteConfig): Route {
  const { sandbox, log, trustProxy = false, now = Date.now } = config;
  const { replay } = config;
  const facilitator = sandbox.facilitatorUrl ? createFacilitator(sandbox.facilitatorUrl, sandbox.facilitatorTimeoutMs) : null;
  const resourceUrl = new URL(X402_SANDBOX_PATH, sandbox.publicOrigin).href;
  // Load the offline verifiers in the background once the server is up, so the first payment is fast too.
  if (!facilitator) setTimeout(() => void loadVerifiers().catch((err) => log?.error({ err }, "x402 verifiers failed to load")), 1000).unref();

  async function handle(req: IncomingMessage, res: ServerResponse, { head }: { head: boolean }): Promise<void> {
    const html = /\btext\/html\b/i.test(String(req.headers.accept ?? ""));
    /** A refusal with the challenge: the paywall page for browsers, else thrown for app.ts to write as JSON. */
    const refuse = (refusal: Refusal, extra: Record<string, string> = {}) => {
      const { reason, payer } = refusal.data;
      const required = paymentRequired(sandbox, reason === "payment_required" ? NO_PAYMENT : reason);
      const headers = { "PAYMENT-REQUIRED": paymentRequiredHeader(required), ...extra };
      if (html) return sendHtml(res, head, refusal.status, renderPaywall(sandbox.options, resourceUrl, reason === "payment_required" ? undefined : { reason, message: refusal.message }), headers);
      const { x402Version, resource, accepts } = required;
      throw new HttpError(refusal.status, refusal.message, { headers: { ...headers, Vary: "Accept" }, data: { reason, payer, x402Version, resource, accepts } });
    };

    const unpaid = () => refuse(refusalOf(402, "payment_required", `${NO_PAYMENT}: pay one of "accepts" (see the PAYMENT-REQUIRED header).`));
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
    const matched = matchOption(decoded.payload, sandbox.options);
    if (!matched.ok) return refuse(matched.refusal);
    const { option } = matched;
    const payment = decoded.payload;

    if (facilitator) {
      const outcome = await facilitator.verifyAndSettle(payment, toRequirements(option));
      if (outcome.kind === "unavailable") {
        log?.warn({ facilitator: facilitator.url, status: outcome.status, message: outcome.message }, "x402 facilitator unavailable");
        throw new HttpError(outcome.status, outcome.message, { headers: { Vary: "Accept" }, data: { reason: outcome.status === 504 ? "facilitator_timeout" : "facilitator_error" } });
      }
      if (outcome.kind === "refused") {
        const extra: Record<string, string> = outcome.settlement ? { "PAYMENT-RESPONSE": encodePaymentResponseHeader(outcome.settlement) } : {};
        return refuse(refusalOf(402, outcome.reason, outcome.message, outcome.payer), extra);
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
      throw new HttpError(503, "Payments cannot be checked for reuse right now; try again shortly.", {
        headers: { "Retry-After": "5", Vary: "Accept" },
        data: { reason: "replay_store_unavailable" },
      });
    }
    if (!fresh) {
      return refuse(refusalOf(402, verdict.replayReason, "This payment authorization was already used; sign a new one.", verdict.payer));
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
    // Answers vary with Accept (JSON, or the paywall page for browsers).
    sendJson(res, 200, body, { head, headers: { "PAYMENT-RESPONSE": encodePaymentResponseHeader(settlement), Vary: "Accept" } });
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
