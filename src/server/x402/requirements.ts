/** The x402 v2 PaymentRequired of the sandbox resource, built from the site configuration. */
import type { PaymentRequired, PaymentRequirements } from "@x402/core/types";
import { encodePaymentRequiredHeader } from "@x402/core/http";
import { httpGetBazaar, type BazaarExtension } from "./bazaar.ts";
import { sandboxResource, X402_SANDBOX_PATH, type SandboxPaymentOption, type X402SandboxSettings } from "../../content/x402-sandbox.ts";

export function toRequirements(option: SandboxPaymentOption): PaymentRequirements {
  return {
    scheme: "exact",
    network: option.network,
    amount: option.amount,
    asset: option.asset,
    payTo: option.payTo,
    maxTimeoutSeconds: sandboxResource.maxTimeoutSeconds,
    extra: { ...option.extra },
  };
}

export type PaidResource = PaymentRequired["resource"];

/** The sandbox quote as an HTTP resource (GET /api/x402/sandbox/quote). */
export function httpQuoteResource(settings: X402SandboxSettings): PaidResource {
  return {
    url: new URL(X402_SANDBOX_PATH, settings.publicOrigin).href,
    description: sandboxResource.description,
    mimeType: sandboxResource.mimeType,
    serviceName: sandboxResource.serviceName,
  };
}

/**
 * The PaymentRequired of the sandbox quote; `resource` names where it is sold (HTTP by default, or
 * the MCP tool) and `bazaar` how to call it there (x402's discovery extension, bazaar.ts).
 */
export function paymentRequired(
  settings: X402SandboxSettings,
  error: string,
  resource: PaidResource = httpQuoteResource(settings),
  bazaar: BazaarExtension = httpGetBazaar(),
): PaymentRequired {
  return { x402Version: 2, error, resource, accepts: settings.options.map(toRequirements), extensions: { bazaar } };
}

/** The PAYMENT-REQUIRED header value (base64 JSON), via @x402/core's own encoder. */
export function paymentRequiredHeader(required: PaymentRequired): string {
  return encodePaymentRequiredHeader(required);
}
