/**
 * The x402 sandbox: a real x402 v2 protected resource (a sample GPU compute quote) that agents can
 * pay on testnets. Amounts, payTo addresses, assets and networks live here (site configuration);
 * the server code is in src/server/x402/. Settlement is simulated unless X402_FACILITATOR_URL is set.
 *
 * ETH: the x402 `exact` scheme on EVM moves ERC-20 tokens only, authorised by a signature
 * (EIP-3009 transferWithAuthorization, or Permit2 for tokens without EIP-3009). Native ETH has
 * no signed-authorisation transfer, so ETH is offered as WETH (the canonical wrapped ether at
 * 0x4200…0006 on Base Sepolia) with `assetTransferMethod: "permit2"`, as the scheme specifies.
 * Before settling on chain the payer must have approved Permit2 for WETH once; the sandbox cannot
 * check that offline (a facilitator does).
 */
import { gpuPricing } from "./gpu-pricing.ts";
import { site } from "./site.ts";

/** Route prefix of the x402 API (the server mounts every /api/x402/… path). */
export const X402_API_PREFIX = "/api/x402/";
/** The protected resource. */
export const X402_SANDBOX_PATH = "/api/x402/sandbox/quote";

export type ChainFamily = "evm" | "sui";

/** One way to pay for the sandbox resource: one entry of `accepts` in the 402 answer. */
export type SandboxPaymentOption = {
  /** Stable id, e.g. for docs and tests. */
  id: string;
  symbol: "USDC" | "ETH" | "SUI" | "PING";
  /** What a person reads, e.g. "USDC on Base Sepolia". */
  label: string;
  family: ChainFamily;
  /** CAIP-2 network id. */
  network: `${string}:${string}`;
  networkName: string;
  /** ERC-20 contract address (EVM) or coin type (Sui). */
  asset: string;
  decimals: number;
  /** Price in the asset's atomic units (a decimal string, as x402 requires). */
  amount: string;
  payTo: string;
  /** Scheme-specific `extra` of the PaymentRequirements. */
  extra: Record<string, unknown>;
  note?: string;
};

/** Receiving addresses of the sandbox (testnets only; placeholders, replace before launch). */
export const sandboxPayTo = {
  evm: "0x1D60AE7271ECe0841Acd572c0F1C3794221a2af5",
  sui: "0xb0d6531923f630df83bd88bb0dc4801a66762bf8b968eab9d710c12aedb79c4f",
} as const;

export const sandboxNetworks = {
  baseSepolia: { id: "eip155:84532", name: "Base Sepolia (testnet)", chainId: 84532 },
  suiTestnet: { id: "sui:testnet", name: "Sui Testnet" },
} as const;

/** In the order the 402 answer lists them (x402 clients pick the first one they support). */
export const sandboxPaymentOptions: readonly SandboxPaymentOption[] = [
  {
    id: "base-sepolia-usdc",
    symbol: "USDC",
    label: "USDC on Base Sepolia",
    family: "evm",
    network: sandboxNetworks.baseSepolia.id,
    networkName: sandboxNetworks.baseSepolia.name,
    // Circle's USDC on Base Sepolia; its EIP-712 domain is name "USDC", version "2".
    asset: "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
    decimals: 6,
    amount: "10000",
    payTo: sandboxPayTo.evm,
    extra: { name: "USDC", version: "2" },
    note: "EIP-3009 transferWithAuthorization, signed off chain; no gas for the payer.",
  },
  {
    id: "base-sepolia-eth",
    symbol: "ETH",
    label: "ETH (as WETH) on Base Sepolia",
    family: "evm",
    network: sandboxNetworks.baseSepolia.id,
    networkName: sandboxNetworks.baseSepolia.name,
    asset: "0x4200000000000000000000000000000000000006",
    decimals: 18,
    amount: "4000000000000",
    payTo: sandboxPayTo.evm,
    extra: { assetTransferMethod: "permit2" },
    note: "Native ETH cannot be authorised by signature; pay in WETH through Permit2 (one-time Permit2 approval).",
  },
  {
    id: "sui-testnet-ping",
    symbol: "PING",
    label: "PING on Sui Testnet",
    family: "sui",
    network: sandboxNetworks.suiTestnet.id,
    networkName: sandboxNetworks.suiTestnet.name,
    asset: site.tokenContractAddress,
    decimals: 9,
    amount: "100000000",
    payTo: sandboxPayTo.sui,
    extra: {},
    note: "The network's own token.",
  },
  {
    id: "sui-testnet-sui",
    symbol: "SUI",
    label: "SUI on Sui Testnet",
    family: "sui",
    network: sandboxNetworks.suiTestnet.id,
    networkName: sandboxNetworks.suiTestnet.name,
    asset: "0x2::sui::SUI",
    decimals: 9,
    amount: "4000000",
    payTo: sandboxPayTo.sui,
    extra: {},
  },
  {
    id: "sui-testnet-usdc",
    symbol: "USDC",
    label: "USDC on Sui Testnet",
    family: "sui",
    network: sandboxNetworks.suiTestnet.id,
    networkName: sandboxNetworks.suiTestnet.name,
    // Circle's USDC on Sui testnet.
    asset: "0xa1ec7fc00a6f40db9693ad1415d0c193ad3906494428cf252621037bd7117e29::usdc::USDC",
    decimals: 6,
    amount: "10000",
    payTo: sandboxPayTo.sui,
    extra: {},
  },
];

/** What the resource is, for the `resource` of PaymentRequired and for people. */
export const sandboxResource = {
  description: "Sample GPU compute quote (x402 sandbox: testnets only, settlement simulated)",
  mimeType: "application/json",
  /** How long a signed payment may take (x402 maxTimeoutSeconds). */
  maxTimeoutSeconds: 300,
  serviceName: `${site.name} x402 sandbox`,
} as const;

/** The paid resource: a sample quote (illustrative, not an offer). */
export const sampleQuote = {
  gpu: "NVIDIA H100 80GB SXM5",
  gpuCount: 1,
  /** The spec's sample duration: 3600 seconds. */
  durationSeconds: 3600,
  hours: 1,
  region: "eu-central (Frankfurt)",
  /** The Earth page's list price of this GPU (gpu-pricing.ts), for one GPU-hour. */
  pricePerGpuHour: { amount: gpuPricing["NVIDIA H100"].pricePerGpuHourUsd, currency: "USD" },
  total: { amount: gpuPricing["NVIDIA H100"].pricePerGpuHourUsd, currency: "USD" },
  availability: "on-demand",
  note: "Sandbox sample quote: illustrative only, not an offer. No GPU is provisioned.",
} as const;

/** Texts of the browser paywall page. */
export const paywallText = {
  title: "Payment required",
  lead: `This is ${site.name}'s x402 sandbox. The resource below costs a few cents on a testnet; an x402 client (an AI agent, or @x402/fetch) pays it automatically by sending a PAYMENT-SIGNATURE header.`,
  simulated: "Settlement is simulated: payments are verified but never broadcast, and no real funds move.",
  docsLabel: "x402 documentation",
  docsHref: "/x402-documentation",
  homeLabel: "Back to the home page",
} as const;

/** The facilitator's two fields come from the configuration (src/server/config.ts). */
export type X402SandboxSettings = {
  options: readonly SandboxPaymentOption[];
  /** X402_FACILITATOR_URL: verify and settle through this x402 facilitator instead of offline. */
  facilitatorUrl: string | null;
  /** X402_FACILITATOR_TIMEOUT_MS: per-request facilitator timeout. */
  facilitatorTimeoutMs: number;
  /** Origin used in `resource.url` (the site's public origin). */
  publicOrigin: string;
};

/** The facilitator's per-request timeout when X402_FACILITATOR_TIMEOUT_MS is unset. */
export const DEFAULT_FACILITATOR_TIMEOUT_MS = 10_000;

/** The sandbox settings: this file's data plus the configured facilitator (none: verified and settled offline). */
export function loadX402Sandbox(
  facilitator: Partial<Pick<X402SandboxSettings, "facilitatorUrl" | "facilitatorTimeoutMs" | "publicOrigin">> = {},
): X402SandboxSettings {
  return {
    options: sandboxPaymentOptions,
    facilitatorUrl: facilitator.facilitatorUrl ?? null,
    facilitatorTimeoutMs: facilitator.facilitatorTimeoutMs ?? DEFAULT_FACILITATOR_TIMEOUT_MS,
    publicOrigin: facilitator.publicOrigin ?? site.url,
  };
}

/** "0.01 USDC" from an atomic amount. */
export function formatAmount(option: Pick<SandboxPaymentOption, "amount" | "decimals" | "symbol">): string {
  const raw = option.amount.padStart(option.decimals + 1, "0");
  const whole = raw.slice(0, raw.length - option.decimals);
  const fraction = raw.slice(raw.length - option.decimals).replace(/0+$/, "");
  return `${whole}${fraction ? `.${fraction}` : ""} ${option.symbol}`;
}

export type CurlExample = { title: string; code: string };

/** The sandbox's curl commands (llms.txt, docs/x402-sandbox.md, the documentation's "Try it"). */
export function sandboxCurlExamples(origin: string = site.url): CurlExample[] {
  const url = new URL(X402_SANDBOX_PATH, origin).href;
  return [
    { title: "Ask for the resource: 402 Payment Required, with the PAYMENT-REQUIRED header", code: `curl -i ${url}` },
    {
      title: "Decode the challenge (base64 JSON: x402Version 2, resource, accepts)",
      code: `curl -s -o /dev/null -D - ${url} | grep -i '^payment-required:' | cut -d' ' -f2 | tr -d '\\r' | base64 -d`,
    },
    {
      title:
        "Pay: send a signed x402 PaymentPayload, base64-encoded, in PAYMENT-SIGNATURE; 200 with the quote and a PAYMENT-RESPONSE header (base64 JSON SettleResponse, simulated: true)",
      code: `curl -i -H "PAYMENT-SIGNATURE: $PAYMENT" ${url}`,
    },
    { title: "See the paywall a browser gets", code: `curl -i -H 'Accept: text/html' ${url}` },
  ];
}
