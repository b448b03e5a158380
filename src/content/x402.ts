/** /x402-integration: the payment protocol landing page. */
import type { PageMeta } from "./meta.ts";
import { Cpu, Wallet, Zap, type LucideIcon } from "lucide-react";
import { site } from "./site.ts";
import { supportedTokens } from "./x402-docs.ts";

export type X402Item = { icon: LucideIcon; title: string; text: string };

/** Supported payment methods (spec: PING token, SUI, ETH, USDC): the documentation's token list, one list for both pages. */
export const paymentMethods = supportedTokens;

/**
 * The hero command's controls (not page copy: kept out of the page's Markdown for agents). Its Copy button (review
 * round 15: "click to select" did not say what it does).
 */
export const sandboxCommandTexts = {
  copy: "Copy",
  /** The header's cue while the command runs on past its box (the documentation's code cards say the same). */
  scroll: "Scroll",
  copied: "Copied",
  failed: "Could not copy: select the command instead",
} as const;

export const x402Page = {
  meta: {
    path: "/x402-integration",
    title: "x402 Integration",
    description:
      "x402 lets AI agents pay for GPU compute autonomously: connect a wallet, select resources, get instant access. Pay with PING on Sui, SUI, ETH or USDC.",
  } satisfies PageMeta,
  eyebrow: "x402 Integration",
  title: { lead: "GPU compute that", accent: "AI agents pay for themselves" },
  lead: `x402 turns HTTP 402 "Payment Required" into a working payment step. Agents and apps pay per use with PING on Sui or other tokens, and ${site.name} provisions GPUs the moment the payment lands.`,
  /** Under the hero's 402 answer: the command that asks the sandbox for it (x402-sandbox.ts's first curl example). */
  tryIt: { label: "Ask the sandbox yourself" },
  actions: {
    primary: { label: "Access Compute", href: "/access-compute" },
    secondary: { label: "Read the Docs", href: "/x402-documentation" },
  },
  steps: {
    id: "how-it-works",
    eyebrow: "How it works",
    heading: "Three steps from request to running GPU",
    items: [
      { icon: Wallet, title: "Connect wallet", text: "Connect a Sui or EVM wallet, or give your agent its own. No sign-up." },
      { icon: Cpu, title: "Select resources", text: "Choose GPU type, count and duration. The price is quoted up front." },
      { icon: Zap, title: "Instant access", text: "Pay in one request; your instance starts once the payment confirms." },
    ] satisfies X402Item[],
  },
  benefits: {
    id: "benefits",
    eyebrow: "Benefits",
    heading: "Card checkout, or x402",
    lead: "What changes when the buyer is an agent with a wallet instead of a person with a card.",
    columns: { aspect: "", card: "Card checkout", x402: "x402" },
    rows: [
      {
        aspect: "Who pays",
        card: "A person, with an account and a card on file",
        x402: "The agent itself, from its own wallet, within limits you set",
      },
      { aspect: "What you pay for", card: "A subscription or prepaid credits", x402: "Exactly the GPU time you use, per request" },
      { aspect: "Proof of payment", card: "An invoice from the provider", x402: "An on-chain transaction anyone can verify" },
      { aspect: "When it is final", card: "Days later, and open to chargebacks", x402: "After 1-3 block confirmations" },
    ],
  },
  payments: {
    id: "payment-methods",
    eyebrow: "Supported payment methods",
    heading: "Pay the way your agent holds value",
    lead: "Four tokens on three networks. PING, the network's own, is the default; the 402 answer lists every option and the agent picks one it holds.",
    /** Under the compact token summary (review round 19): the documentation's token table is the reference. */
    reference: { label: "Each token's networks and notes", href: "/x402-documentation#payments" },
  },
  cta: {
    heading: "Start building with x402",
    text: "Request compute now, or read the documentation to wire x402 into your\u00a0agent.",
  },
} as const;
