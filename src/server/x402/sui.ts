/**
 * Offline verification of an x402 `exact` Sui payment (specs/schemes/exact/scheme_exact_sui.md):
 * payload { signature, transaction } with the base64 BCS transaction the payer signed. We decode it
 * with @mysten/sui, check the signature against its sender, and read from its commands that it
 * transfers at least the price, in the right coin type, to payTo. What needs the chain (balances,
 * simulation, whether it already executed, zkLogin signatures) is a facilitator's job.
 */
import type { PaymentPayload } from "@x402/core/types";
import { Transaction, TransactionDataBuilder } from "@mysten/sui/transactions";
import { normalizeStructTag, normalizeSuiAddress } from "@mysten/sui/utils";
import { verifyTransactionSignature } from "@mysten/sui/verify";
import { z } from "zod";
import type { SandboxPaymentOption } from "../../content/x402-sandbox.ts";
import type { Verdict } from "./evm.ts";
import { refusal } from "./payload.ts";
import { analyzeTransfers } from "./sui-transfers.ts";

const base64 = z
  .string()
  .min(4)
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, "standard padded base64");
const suiPayloadSchema = z.object({ signature: base64, transaction: base64 });

function refuse(status: 400 | 402, reason: string, message: string, payer?: string): Verdict {
  return { ok: false, refusal: refusal(status, reason, message, payer) };
}

export async function verifySuiPayment(payment: PaymentPayload, option: SandboxPaymentOption): Promise<Verdict> {
  const parsed = suiPayloadSchema.safeParse(payment.payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(400, "invalid_payload", `Sui payload is malformed at "payload.${issue?.path.join(".")}": ${issue?.message}.`);
  }
  const bytes = Uint8Array.from(Buffer.from(parsed.data.transaction, "base64"));
  let data: ReturnType<Transaction["getData"]>;
  try {
    data = Transaction.from(bytes).getData();
  } catch {
    return refuse(400, "invalid_exact_sui_payload_transaction", "payload.transaction is not a BCS-encoded Sui TransactionData.");
  }
  const sender = data.sender ? normalizeSuiAddress(data.sender) : null;
  if (!sender) return refuse(400, "invalid_exact_sui_payload_transaction", "The transaction has no sender.");

  try {
    await verifyTransactionSignature(bytes, parsed.data.signature, { address: sender });
  } catch {
    return refuse(
      402,
      "invalid_exact_sui_payload_signature",
      `The signature is not a valid signature of this transaction by its sender ${sender}.`,
      sender,
    );
  }
  const gasOwner = data.gasData.owner ? normalizeSuiAddress(data.gasData.owner) : sender;
  if (gasOwner !== sender) {
    return refuse(
      402,
      "invalid_exact_sui_sponsored_transaction",
      "Sponsored transactions need the sponsor's signature; pay gas yourself, or use a facilitator.",
      sender,
    );
  }

  const { credits, untypedRecipients, conflict } = analyzeTransfers(data);
  if (conflict) return refuse(402, "invalid_exact_sui_payload_transaction", `The transaction would abort: ${conflict}.`, sender);
  const payTo = normalizeSuiAddress(option.payTo);
  const coinType = normalizeStructTag(option.asset);
  const paid = credits.get(payTo)?.get(coinType) ?? 0n;
  if (paid < BigInt(option.amount)) {
    if (!credits.has(payTo) && !untypedRecipients.has(payTo)) {
      return refuse(402, "invalid_exact_sui_payload_recipient_mismatch", `The transaction transfers nothing to payTo ${payTo}.`, sender);
    }
    const untyped = untypedRecipients.has(payTo)
      ? " Coins whose type the transaction does not state are not counted offline: split them with 0x2::coin::split<T> or pay from the gas coin (SUI)."
      : "";
    return refuse(
      402,
      "invalid_exact_sui_payload_amount",
      `The transaction transfers ${paid} of ${option.asset} to payTo; the price is ${option.amount}.${untyped}`,
      sender,
    );
  }
  return {
    ok: true,
    payer: sender,
    replayKey: `sui:${option.network}:${TransactionDataBuilder.getDigestFromBytes(bytes)}`,
    replayReason: "invalid_exact_sui_transaction_already_used",
    // A Sui transaction stays executable until its gas coin's version moves on: never forget it.
    replayUntilMs: Number.POSITIVE_INFINITY,
  };
}
