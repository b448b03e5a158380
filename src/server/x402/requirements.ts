/** The x402 v2 PaymentRequired of the sandbox resource, built from the site configuration. */
import type { PaymentRequired, PaymentRequirements } from "@x402/core/types";
import { encodePaymentRequiredHeader } from "@x402/core/http";
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

export function paymentRequired(settings: X402SandboxSettings, error: string): PaymentRequired {
  return {
    x402Version: 2,
    error,
    resource: {
      url: new URL(X402_SANDBOX_PATH, settings.publicOrigin).href,
      description: sandboxResource.description,
      mimeType: sandboxResource.mimeType,
      serviceName: sandboxResource.serviceName,
    },
    accepts: settings.options.map(toRequirements),
  };
}

/** The PAYMENT-REQUIRED header value (base64 JSON), via @x402/core's own encoder. */
export function paymentRequiredHeader(required: PaymentRequired): string {
  return encodePaymentRequiredHeader(required);
}
