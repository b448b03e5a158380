/**
 * Offline verification of an x402 `exact` EVM payment (no RPC): the EIP-712 signature of an
 * EIP-3009 transferWithAuthorization (USDC) or of a Permit2 permitWitnessTransferFrom (WETH), and
 * every authorised field against our option. What only a chain can tell (balance, Permit2
 * allowance, smart-wallet signatures, simulation) is left to a facilitator.
 * Reason codes are x402's (core spec section 9, and @x402/evm's facilitator).
 */
import { authorizationTypes, permit2WitnessTypes, PERMIT2_ADDRESS, x402ExactPermit2ProxyAddress } from "@x402/evm";
import type { PaymentPayload } from "@x402/core/types";
import { verifyTypedData, type Hex } from "viem";
import { z } from "zod";
import type { SandboxPaymentOption } from "../../content/x402-sandbox.ts";
import { sameEvmAddress } from "./assets.ts";
import { refusal, type Refusal } from "./payload.ts";
import { toRequirements } from "./requirements.ts";

/**
 * How far past the requirement's maxTimeoutSeconds a payment may stay valid: x402 clients sign
 * now + maxTimeoutSeconds by their own clock, which may run ahead of ours.
 */
export const CLOCK_SKEW_SECONDS = 60n;

/**
 * The latest expiry (unix seconds) we accept. A payment valid for longer (validBefore 2^256−1,
 * say) would outlive its record of use (replay.ts keeps keys at most 30 days) and is no "exact"
 * payment for a quote that times out in maxTimeoutSeconds anyway.
 */
function latestExpiry(option: SandboxPaymentOption, now: bigint): bigint {
  return now + BigInt(toRequirements(option).maxTimeoutSeconds) + CLOCK_SKEW_SECONDS;
}

/** A payment that passed: who paid, and the key that must never be accepted twice. */
export type Verified = { ok: true; payer: string; replayKey: string; replayReason: string; replayUntilMs: number };
export type Verdict = Verified | { ok: false; refusal: Refusal };

const address = z.string().regex(/^0[xX][0-9a-fA-F]{40}$/, "an 0x-prefixed 20-byte address");
/** x402 EVM encoding: hex when 0x-prefixed, decimal otherwise; at most 256 bits. */
const uint = z
  .string()
  .regex(/^(0[xX][0-9a-fA-F]{1,64}|\d{1,78})$/, "an unsigned integer (decimal, or 0x hex)")
  .transform((s) => BigInt(s))
  .refine((n) => n < 2n ** 256n, "at most 256 bits");
const signature = z.string().regex(/^0[xX][0-9a-fA-F]{130,}$/, "an 0x-prefixed signature of at least 65 bytes");

const eip3009Schema = z.object({
  signature,
  authorization: z.object({
    from: address,
    to: address,
    value: uint,
    validAfter: uint,
    validBefore: uint,
    nonce: z.string().regex(/^0[xX][0-9a-fA-F]{64}$/, "a 32-byte 0x hex nonce"),
  }),
});

const permit2Schema = z.object({
  signature,
  permit2Authorization: z.object({
    from: address,
    permitted: z.object({ token: address, amount: uint }),
    spender: address,
    nonce: uint,
    deadline: uint,
    witness: z.object({ to: address, validAfter: uint }),
  }),
});

function refuse(reason: string, message: string, payer?: string): Verdict {
  return { ok: false, refusal: refusal(402, reason, message, payer) };
}

function malformed(error: z.ZodError, kind: string): Verdict {
  const issue = error.issues[0];
  return {
    ok: false,
    refusal: refusal(400, "invalid_payload", `${kind} payload is malformed at "payload.${issue?.path.join(".")}": ${issue?.message}.`),
  };
}

function chainIdOf(network: string): number {
  return Number(network.slice("eip155:".length));
}

async function signatureMatches(args: Parameters<typeof verifyTypedData>[0]): Promise<boolean> {
  try {
    return await verifyTypedData(args);
  } catch {
    return false; // unparsable signature bytes
  }
}

export async function verifyEvmPayment(payment: PaymentPayload, option: SandboxPaymentOption, nowMs: number): Promise<Verdict> {
  const method = option.extra.assetTransferMethod === "permit2" ? "permit2" : "eip3009";
  return method === "permit2" ? verifyPermit2(payment, option, nowMs) : verifyEip3009(payment, option, nowMs);
}

async function verifyEip3009(payment: PaymentPayload, option: SandboxPaymentOption, nowMs: number): Promise<Verdict> {
  const parsed = eip3009Schema.safeParse(payment.payload);
  if (!parsed.success) return malformed(parsed.error, "EIP-3009");
  const { signature: sig, authorization: auth } = parsed.data;
  const payer = auth.from;
  const now = BigInt(Math.floor(nowMs / 1000));

  const valid = await signatureMatches({
    address: auth.from as Hex,
    domain: {
      name: String(option.extra.name),
      version: String(option.extra.version),
      chainId: chainIdOf(option.network),
      verifyingContract: option.asset as Hex,
    },
    types: authorizationTypes,
    primaryType: "TransferWithAuthorization",
    message: {
      from: auth.from as Hex,
      to: auth.to as Hex,
      value: auth.value,
      validAfter: auth.validAfter,
      validBefore: auth.validBefore,
      nonce: auth.nonce as Hex,
    },
    signature: sig as Hex,
  });
  if (!valid) {
    return refuse(
      "invalid_exact_evm_payload_signature",
      `The EIP-712 signature does not match the authorization signed by ${payer} for ${option.label}.`,
      payer,
    );
  }
  if (!sameEvmAddress(auth.to, option.payTo)) {
    return refuse("invalid_exact_evm_payload_recipient_mismatch", `authorization.to must be ${option.payTo}; got ${auth.to}.`, payer);
  }
  if (auth.value < BigInt(option.amount)) {
    return refuse(
      "invalid_exact_evm_payload_authorization_value",
      `authorization.value ${auth.value} is below the price, ${option.amount}.`,
      payer,
    );
  }
  if (auth.validAfter > now) {
    return refuse(
      "invalid_exact_evm_payload_authorization_valid_after",
      `The authorization is not valid before ${auth.validAfter} (now ${now}).`,
      payer,
    );
  }
  if (auth.validBefore <= now) {
    return refuse(
      "invalid_exact_evm_payload_authorization_valid_before",
      `The authorization expired at ${auth.validBefore} (now ${now}).`,
      payer,
    );
  }
  if (auth.validBefore > latestExpiry(option, now)) {
    const max = toRequirements(option).maxTimeoutSeconds;
    return refuse(
      "invalid_exact_evm_payload_authorization_valid_before",
      `The authorization is valid until ${auth.validBefore}, more than maxTimeoutSeconds (${max} s) from now (${now}); sign one with validBefore at most now + ${max}.`,
      payer,
    );
  }
  return {
    ok: true,
    payer,
    // EIP-3009 nonces are per token contract and authorizer.
    replayKey: `eip3009:${option.network}:${option.asset.toLowerCase()}:${payer.toLowerCase()}:${auth.nonce.toLowerCase()}`,
    replayReason: "invalid_exact_evm_nonce_already_used",
    replayUntilMs: Number(auth.validBefore) * 1000,
  };
}

async function verifyPermit2(payment: PaymentPayload, option: SandboxPaymentOption, nowMs: number): Promise<Verdict> {
  const parsed = permit2Schema.safeParse(payment.payload);
  if (!parsed.success) return malformed(parsed.error, "Permit2");
  const { signature: sig, permit2Authorization: auth } = parsed.data;
  const payer = auth.from;
  const now = BigInt(Math.floor(nowMs / 1000));

  const valid = await signatureMatches({
    address: auth.from as Hex,
    domain: { name: "Permit2", chainId: chainIdOf(option.network), verifyingContract: PERMIT2_ADDRESS },
    types: permit2WitnessTypes,
    primaryType: "PermitWitnessTransferFrom",
    message: {
      permitted: { token: auth.permitted.token as Hex, amount: auth.permitted.amount },
      spender: auth.spender as Hex,
      nonce: auth.nonce,
      deadline: auth.deadline,
      witness: { to: auth.witness.to as Hex, validAfter: auth.witness.validAfter },
    },
    signature: sig as Hex,
  });
  if (!valid) return refuse("invalid_permit2_signature", `The Permit2 signature does not match the permit signed by ${payer}.`, payer);
  if (!sameEvmAddress(auth.permitted.token, option.asset)) {
    return refuse("permit2_token_mismatch", `permitted.token must be ${option.asset}; got ${auth.permitted.token}.`, payer);
  }
  if (!sameEvmAddress(auth.spender, x402ExactPermit2ProxyAddress)) {
    return refuse("invalid_permit2_spender", `spender must be the x402 Permit2 proxy ${x402ExactPermit2ProxyAddress}.`, payer);
  }
  if (!sameEvmAddress(auth.witness.to, option.payTo)) {
    return refuse("invalid_permit2_recipient_mismatch", `witness.to must be ${option.payTo}; got ${auth.witness.to}.`, payer);
  }
  if (auth.permitted.amount < BigInt(option.amount)) {
    return refuse("permit2_amount_mismatch", `permitted.amount ${auth.permitted.amount} is below the price, ${option.amount}.`, payer);
  }
  if (auth.witness.validAfter > now)
    return refuse("permit2_not_yet_valid", `The permit is not valid before ${auth.witness.validAfter}.`, payer);
  if (auth.deadline <= now) return refuse("permit2_deadline_expired", `The permit expired at ${auth.deadline} (now ${now}).`, payer);
  if (auth.deadline > latestExpiry(option, now)) {
    const max = toRequirements(option).maxTimeoutSeconds;
    return refuse(
      "invalid_permit2_deadline",
      `The permit is valid until ${auth.deadline}, more than maxTimeoutSeconds (${max} s) from now (${now}); sign one with a deadline at most now + ${max}.`,
      payer,
    );
  }
  return {
    ok: true,
    payer,
    // Permit2 signature-transfer nonces are per owner, across all tokens.
    replayKey: `permit2:${option.network}:${payer.toLowerCase()}:${auth.nonce}`,
    replayReason: "permit2_invalid_nonce",
    replayUntilMs: Number(auth.deadline) * 1000,
  };
}
