/**
 * What an agent gets back when it asks the x402 sandbox for its quote without paying: the 402
 * answer's status, headers and JSON body, as /x402-integration's hero draws it. Every value comes
 * from the sandbox's configuration (x402-sandbox.ts); tests/unit/visuals.test.tsx builds the
 * server's real PaymentRequired (src/server/x402/requirements.ts) and checks these fields, the
 * header's first characters and the option followed against it.
 */
import { site } from "./site.ts";
import { shortAddress } from "./x402-sequence.ts";
import { formatAmount, sandboxPaymentOptions, sandboxResource, X402_SANDBOX_PATH, type SandboxPaymentOption } from "./x402-sandbox.ts";

/** The option the agent picks: the network's own token, PING on Sui. */
const picked: SandboxPaymentOption = sandboxPaymentOptions.find((o) => o.symbol === "PING")!;

/** The x402 version the sandbox speaks (its PaymentRequired's `x402Version`). */
export const X402_VERSION = 2;

/**
 * The base64 the PAYMENT-REQUIRED header starts with: the encoding of `{"x402Version":2,"error"`
 * (24 characters, a whole number of base64 groups, so these are exactly the header's first 32).
 */
export const paymentRequiredHeaderStart = btoa(`{"x402Version":${X402_VERSION},"error"`);

export const x402Challenge = {
  caption: "x402 / what the agent gets back",
  request: { method: "GET", path: X402_SANDBOX_PATH, host: new URL(site.url).host, note: "no payment yet" },
  status: "HTTP/1.1 402 Payment Required",
  headers: [
    { name: "Content-Type", value: "application/json" },
    { name: "PAYMENT-REQUIRED", value: `${paymentRequiredHeaderStart}…` },
  ],
  /** The decoded header's (and the body's) fields, in the order the server writes them. */
  body: {
    x402Version: X402_VERSION,
    resource: { url: X402_SANDBOX_PATH, mimeType: sandboxResource.mimeType },
    /** Every option, in the answer's order; the picked one is drawn in full. */
    accepts: sandboxPaymentOptions.map((o, index) => ({
      index,
      id: o.id,
      symbol: o.symbol,
      price: formatAmount(o),
      network: o.network,
      picked: o === picked,
    })),
    picked: {
      option: picked,
      fields: [
        { key: "scheme", value: "exact" },
        { key: "network", value: picked.network },
        { key: "amount", value: picked.amount, note: formatAmount(picked) },
        { key: "asset", value: picked.asset, short: `${picked.asset.slice(0, 6)}…::${picked.asset.split("::").slice(1).join("::")}` },
        { key: "payTo", value: picked.payTo, short: shortAddress(picked.payTo) },
        { key: "maxTimeoutSeconds", value: String(sandboxResource.maxTimeoutSeconds) },
      ],
    },
  },
  /** The line under the answer: what the agent does next. */
  next: { label: "next", lines: ["sign in the agent's wallet,", "GET again with PAYMENT-SIGNATURE"] },
  /**
   * Under the answer: the sandbox answers with its test networks only (so eip155:84532, Base Sepolia,
   * where the payment table below lists the production networks); named from the sandbox's configuration.
   */
  networksNote: `Sandbox answer: test networks only (${[...new Set(sandboxPaymentOptions.map((o) => o.networkName.replace(/ \(testnet\)$/, "")))].join(", ")}).`,
  /** For screen readers: the figure's name. */
  label: `The sandbox's 402 answer: the ${picked.symbol} option the agent picks, ${formatAmount(picked)} on ${picked.networkName}, among ${sandboxPaymentOptions.length} it accepts`,
} as const;
