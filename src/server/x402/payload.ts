/**
 * Reading the PAYMENT-SIGNATURE header: base64 → JSON → an x402 v2 PaymentPayload (checked with
 * @x402/core's own schema), then the sandbox option it pays for. Malformed input is a 400
 * (x402 HTTP transport: "Invalid Payment"); a well-formed payment for something we do not accept
 * is a 402 so the client can pick again.
 */
import { PaymentPayloadV2Schema } from "@x402/core/schemas";
import type { PaymentPayload } from "@x402/core/types";
import { Base64EncodedRegex, safeBase64Decode } from "@x402/core/utils";
import type { SandboxPaymentOption } from "../../content/x402-sandbox.ts";
import { HttpError } from "../http/index.ts";
import { sameAsset } from "./assets.ts";

/** A refusal: the server's HttpError (400 or 402, a sentence for people) with the x402 reason code and the payer. */
export class Refusal extends HttpError {
  declare readonly status: 400 | 402;
  readonly reason: string;
  readonly payer: string | undefined;
  constructor(status: 400 | 402, reason: string, message: string, payer?: string) {
    super(status, message, { data: { reason, payer } });
    this.reason = reason;
    this.payer = payer;
  }
}

export const refusal = (status: 400 | 402, reason: string, message: string, payer?: string) => new Refusal(status, reason, message, payer);

/**
 * Large enough for a Sui transaction with many coin inputs, small enough to parse cheaply, and
 * below Node's own limit for all headers together (16 KiB; beyond it Node answers 431 itself).
 */
export const MAX_HEADER_CHARS = 12 * 1024;

export function decodePaymentHeader(header: string): { ok: true; payload: PaymentPayload } | { ok: false; refusal: Refusal } {
  const bad = (reason: string, message: string) => ({ ok: false as const, refusal: refusal(400, reason, message) });
  const value = header.trim();
  if (value.length > MAX_HEADER_CHARS) return bad("invalid_payload", `PAYMENT-SIGNATURE is longer than ${MAX_HEADER_CHARS} characters.`);
  if (value === "" || value.length % 4 !== 0 || !Base64EncodedRegex.test(value)) {
    return bad("invalid_payload", "PAYMENT-SIGNATURE is not base64 (standard alphabet, padded).");
  }
  let json: unknown;
  try {
    json = JSON.parse(safeBase64Decode(value));
  } catch {
    return bad("invalid_payload", "PAYMENT-SIGNATURE does not decode to JSON.");
  }
  return parsePaymentPayload(json, "PAYMENT-SIGNATURE");
}

/**
 * A decoded PaymentPayload (from the HTTP header, or MCP's `_meta["x402/payment"]`) checked with
 * @x402/core's own v2 schema; `where` names the carrier in the messages.
 */
export function parsePaymentPayload(json: unknown, where: string): { ok: true; payload: PaymentPayload } | { ok: false; refusal: Refusal } {
  const bad = (reason: string, message: string) => ({ ok: false as const, refusal: refusal(400, reason, message) });
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return bad("invalid_payload", `${where} must be a JSON object (an x402 PaymentPayload).`);
  }
  const version = (json as { x402Version?: unknown }).x402Version;
  if (version !== 2) {
    return bad("invalid_x402_version", `Only x402Version 2 is supported; got ${JSON.stringify(version ?? null)}.`);
  }
  const parsed = PaymentPayloadV2Schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue?.path.length ? issue.path.join(".") : "payload";
    return bad("invalid_payload", `PaymentPayload is malformed at "${at}": ${issue?.message ?? "invalid"}.`);
  }
  const { accepted, ...rest } = parsed.data;
  const payload: PaymentPayload = {
    ...rest,
    resource: rest.resource,
    extensions: rest.extensions ?? undefined,
    accepted: { ...accepted, network: accepted.network as PaymentPayload["accepted"]["network"], extra: accepted.extra ?? {} },
  };
  return { ok: true, payload };
}

/**
 * The option the payment claims to pay (by scheme, network and asset). Amount and payTo are
 * never taken from the client: the verifiers check the signed data against our option.
 */
export function matchOption(
  payload: PaymentPayload,
  options: readonly SandboxPaymentOption[],
): { ok: true; option: SandboxPaymentOption } | { ok: false; refusal: Refusal } {
  const { scheme, network, asset } = payload.accepted;
  if (scheme !== "exact") {
    return { ok: false, refusal: refusal(402, "unsupported_scheme", `Scheme "${scheme}" is not accepted; use "exact".`) };
  }
  const onNetwork = options.filter((o) => o.network === network);
  if (onNetwork.length === 0) {
    const networks = [...new Set(options.map((o) => o.network))].join(", ");
    return { ok: false, refusal: refusal(402, "invalid_network", `Network "${network}" is not accepted; use one of ${networks}.`) };
  }
  const option = onNetwork.find((o) => sameAsset(o, asset));
  if (!option) {
    return {
      ok: false,
      refusal: refusal(402, "invalid_payment_requirements", `Asset "${asset}" is not accepted on ${network}.`),
    };
  }
  return { ok: true, option };
}
