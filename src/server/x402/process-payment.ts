/**
 * One implementation of "is this x402 payment good, and settle it" for every transport: the HTTP
 * sandbox (route.ts, PAYMENT-SIGNATURE) and the MCP tool (mcp/quote-tool.ts, _meta["x402/payment"]).
 * It picks the option the payment pays for, then either a facilitator verifies and settles, or we
 * verify offline (evm.ts, sui.ts), claim the authorization in the replay store and simulate the
 * settlement.
 */
import { createHash } from "node:crypto";
import type { PaymentPayload, SettleResponse } from "@x402/core/types";
import type { Logger } from "pino";
import type { SandboxPaymentOption, X402SandboxSettings } from "../../content/x402-sandbox.ts";
import type { Verdict } from "./evm.ts";
import { createFacilitator } from "./facilitator.ts";
import { matchOption, refusal, type Refusal } from "./payload.ts";
import type { ReplayStore } from "./replay.ts";
import { toRequirements } from "./requirements.ts";

export type PaymentOutcome =
  | { kind: "paid"; option: SandboxPaymentOption; settlement: SettleResponse; simulated: boolean }
  | { kind: "refused"; refusal: Refusal; settlement?: SettleResponse }
  /** Nothing was decided (facilitator down or slow, replay store unreachable): retry later. */
  | { kind: "unavailable"; status: 502 | 503 | 504; reason: string; message: string; retryAfterSeconds?: number };

export type PaymentProcessor = {
  readonly facilitatorUrl: string | null;
  process(payment: PaymentPayload): Promise<PaymentOutcome>;
};

/**
 * The verifiers load on first use: @x402/evm, viem and @mysten/sui/verify take seconds to
 * import, and the 402 challenge needs none of them (the server starts as fast as before).
 */
let verifiers: Promise<[typeof import("./evm.ts"), typeof import("./sui.ts")]> | undefined;
export function loadVerifiers() {
  verifiers ??= Promise.all([import("./evm.ts"), import("./sui.ts")]);
  return verifiers;
}
async function verifyOffline(payment: PaymentPayload, option: SandboxPaymentOption, nowMs: number): Promise<Verdict> {
  const [evm, sui] = await loadVerifiers();
  return option.family === "evm" ? evm.verifyEvmPayment(payment, option, nowMs) : sui.verifySuiPayment(payment, option);
}

export function createPaymentProcessor(opts: {
  sandbox: X402SandboxSettings;
  replay: ReplayStore;
  log?: Logger;
  now?: () => number;
}): PaymentProcessor {
  const { sandbox, replay, log, now = Date.now } = opts;
  const facilitator = sandbox.facilitatorUrl ? createFacilitator(sandbox.facilitatorUrl, sandbox.facilitatorTimeoutMs) : null;

  async function process(payment: PaymentPayload): Promise<PaymentOutcome> {
    const matched = matchOption(payment, sandbox.options);
    if (!matched.ok) return { kind: "refused", refusal: matched.refusal };
    const { option } = matched;

    if (facilitator) {
      const outcome = await facilitator.verifyAndSettle(payment, toRequirements(option));
      if (outcome.kind === "unavailable") {
        log?.warn({ facilitator: facilitator.url, status: outcome.status, message: outcome.message }, "x402 facilitator unavailable");
        return {
          kind: "unavailable",
          status: outcome.status,
          reason: outcome.status === 504 ? "facilitator_timeout" : "facilitator_error",
          message: outcome.message,
        };
      }
      if (outcome.kind === "refused") {
        return { kind: "refused", refusal: refusal(402, outcome.reason, outcome.message, outcome.payer), settlement: outcome.settlement };
      }
      log?.info(
        { option: option.id, payer: outcome.settlement.payer, transaction: outcome.settlement.transaction },
        "x402 payment settled by facilitator",
      );
      return { kind: "paid", option, settlement: outcome.settlement, simulated: false };
    }

    const verdict = await verifyOffline(payment, option, now());
    if (!verdict.ok) return { kind: "refused", refusal: verdict.refusal };
    let fresh: boolean;
    try {
      fresh = await replay.claim(verdict.replayKey, verdict.replayUntilMs, now());
    } catch (err) {
      // Without the shared record of used payments a replay cannot be ruled out: refuse, retryable.
      log?.error({ err }, "x402 replay store unavailable");
      return {
        kind: "unavailable",
        status: 503,
        reason: "replay_store_unavailable",
        message: "Payments cannot be checked for reuse right now; try again shortly.",
        retryAfterSeconds: 5,
      };
    }
    if (!fresh) {
      return {
        kind: "refused",
        refusal: refusal(402, verdict.replayReason, "This payment authorization was already used; sign a new one.", verdict.payer),
      };
    }
    const settlement: SettleResponse = {
      success: true,
      transaction: `simulated-${createHash("sha256").update(verdict.replayKey).digest("hex")}`,
      network: option.network,
      payer: verdict.payer,
      amount: option.amount,
      extra: { simulated: true, note: "Verified offline; nothing was broadcast and no funds moved." },
    };
    log?.info({ option: option.id, payer: verdict.payer }, "x402 payment verified (settlement simulated)");
    return { kind: "paid", option, settlement, simulated: true };
  }

  return { facilitatorUrl: facilitator?.url ?? null, process };
}

/** The paid resource's body: the sample quote and what paid for it (HTTP body, MCP structuredContent). */
export function quoteBody(
  sampleQuote: Record<string, unknown>,
  paid: Extract<PaymentOutcome, { kind: "paid" }>,
  payment: PaymentPayload,
  issuedMs: number,
) {
  const { option, settlement, simulated } = paid;
  return {
    quote: {
      id: `quote-${settlement.transaction.slice(-16)}`,
      ...sampleQuote,
      issuedAt: new Date(issuedMs).toISOString(),
      validUntil: new Date(issuedMs + 15 * 60_000).toISOString(),
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
}
