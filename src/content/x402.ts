/** /x402-integration: the payment protocol landing page. */
import type { PageMeta } from "./meta.ts";
import { Bot, Coins, Cpu, Gauge, Globe, Receipt, ShieldCheck, Wallet, Zap, type LucideIcon } from "lucide-react";
import { site } from "./site.ts";
import { stats } from "./stats.ts";

export type X402Item = { icon: LucideIcon; title: string; text: string };

type PaymentMethod = { symbol: string; name: string; note: string; featured?: boolean };

/** Supported payment methods (spec: PING token, SUI, ETH, USDC). */
export const paymentMethods: readonly PaymentMethod[] = [
  { symbol: "PING", name: "PING token", note: "Native token on Sui", featured: true },
  { symbol: "SUI", name: "SUI", note: "Sui network" },
  { symbol: "ETH", name: "ETH", note: "Ethereum" },
  { symbol: "USDC", name: "USDC", note: "Stablecoin" },
];

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
  actions: {
    primary: { label: "Access Compute", href: "/access-compute" },
    secondary: { label: "Read the Docs", href: "/x402-documentation" },
  },
  steps: {
    id: "how-it-works",
    eyebrow: "How it works",
    heading: "Three steps from request to running GPU",
    /** "Step 1", "Step 2", … on each card. */
    label: (n: number) => `Step ${n}`,
    items: [
      { icon: Wallet, title: "Connect wallet", text: "Connect a Sui or EVM wallet, or give your agent its own. No account, no sign-up." },
      { icon: Cpu, title: "Select resources", text: "Choose GPU type, count and duration. The price is quoted up front." },
      { icon: Zap, title: "Instant access", text: "Pay in one request and get your instance as soon as the payment is confirmed." },
    ] satisfies X402Item[],
  },
  benefits: {
    id: "benefits",
    eyebrow: "Benefits",
    heading: "Built for autonomous workloads",
    items: [
      { icon: Bot, title: "Agent-native", text: "AI agents need no human approval for payments under threshold limits." },
      { icon: Receipt, title: "Pay per use", text: "Pay for exactly the GPU time you use, with no subscription." },
      { icon: ShieldCheck, title: "Transparent", text: "Every payment is an on-chain transaction you can verify." },
      { icon: Globe, title: "Global capacity", text: `${stats.gpus.value} enterprise GPUs across ${stats.countries.value} countries.` },
      { icon: Gauge, title: "Fast settlement", text: "Payments confirm in 1-3 blocks." },
      { icon: Coins, title: "Multi-token", text: "PING on Sui, plus SUI, ETH and USDC." },
    ] satisfies X402Item[],
  },
  payments: {
    id: "payment-methods",
    eyebrow: "Supported payment methods",
    heading: "Pay the way your agent holds value",
  },
  cta: {
    heading: "Start building with x402",
    text: "Request compute now, or read the documentation to wire x402 into your agent.",
  },
} as const;
