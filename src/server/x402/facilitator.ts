/**
 * Verify and settle through an x402 facilitator (POST /verify, POST /settle, x402 spec section 7)
 * with @x402/core's HTTPFacilitatorClient, each call bounded by a timeout. Every outcome becomes
 * an answer for the client: 402 (payment refused or settlement failed), 502 (facilitator broken or
 * unreachable), 504 (facilitator too slow).
 */
import { HTTPFacilitatorClient } from "@x402/core/http";
import type { PaymentPayload, PaymentRequirements, SettleResponse } from "@x402/core/types";
import { FacilitatorTimeoutError, SettleError, VerifyError } from "@x402/core/types";

export type FacilitatorOutcome =
  | { kind: "settled"; settlement: SettleResponse }
  | { kind: "refused"; reason: string; message: string; payer?: string; settlement?: SettleResponse }
  | { kind: "unavailable"; status: 502 | 504; message: string };

export type Facilitator = {
  readonly url: string;
  verifyAndSettle(payment: PaymentPayload, requirements: PaymentRequirements): Promise<FacilitatorOutcome>;
};

export function createFacilitator(url: string, timeoutMs: number): Facilitator {
  const client = new HTTPFacilitatorClient({ url, timeoutMs });
  const seconds = `${Math.round(timeoutMs / 100) / 10} s`;

  function unavailable(step: "verify" | "settle", error: unknown): FacilitatorOutcome {
    if (error instanceof FacilitatorTimeoutError) {
      const settleNote = step === "settle" ? " The payment may or may not have been settled; do not pay again before checking." : "";
      return { kind: "unavailable", status: 504, message: `The x402 facilitator did not answer /${step} within ${seconds}.${settleNote}` };
    }
    const detail = error instanceof Error ? error.message : String(error);
    return { kind: "unavailable", status: 502, message: `The x402 facilitator failed on /${step}: ${detail.slice(0, 300)}` };
  }

  return {
    url: client.url,
    async verifyAndSettle(payment, requirements) {
      try {
        const verdict = await client.verify(payment, requirements);
        if (!verdict.isValid) {
          return {
            kind: "refused",
            reason: verdict.invalidReason ?? "invalid_payment",
            message: verdict.invalidMessage ?? "The facilitator refused the payment.",
            payer: verdict.payer,
          };
        }
      } catch (error) {
        if (error instanceof VerifyError) {
          return {
            kind: "refused",
            reason: error.invalidReason ?? "invalid_payment",
            message: error.invalidMessage ?? error.message,
            payer: error.payer,
          };
        }
        return unavailable("verify", error);
      }
      try {
        const settlement = await client.settle(payment, requirements);
        if (!settlement.success) {
          return {
            kind: "refused",
            reason: settlement.errorReason ?? "unexpected_settle_error",
            message: settlement.errorMessage ?? "The facilitator could not settle the payment.",
            payer: settlement.payer,
            settlement,
          };
        }
        return { kind: "settled", settlement };
      } catch (error) {
        if (error instanceof SettleError) {
          const settlement: SettleResponse = {
            success: false,
            errorReason: error.errorReason,
            errorMessage: error.errorMessage,
            payer: error.payer,
            transaction: error.transaction ?? "",
            network: error.network,
          };
          return {
            kind: "refused",
            reason: error.errorReason ?? "unexpected_settle_error",
            message: error.errorMessage ?? error.message,
            payer: error.payer,
            settlement,
          };
        }
        return unavailable("settle", error);
      }
    },
  };
}
