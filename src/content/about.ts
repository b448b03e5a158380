/** /about: static text on vision and team. */
import type { PageMeta } from "./meta.ts";
import { MCP_PATH, MCP_QUOTE_TOOL } from "./mcp.ts";
import { gpuPricing, usd } from "./gpu-pricing.ts";
import { sandboxPaymentOptions, X402_SANDBOX_PATH } from "./x402-sandbox.ts";
import { site } from "./site.ts";

type Value = { title: string; text: string };

/**
 * "Check it yourself": the things a visitor can verify without taking our word for it, each real
 * and on this site (the x402 sandbox, the MCP server, the token contract, the price list, the
 * documentation, the privacy notice). /about and /ecosystem (ecosystem.ts) each pick the ones that prove their
 * own page's claims; ProofSection (src/components/ui/) draws them.
 * Nothing here is a figure of its own: prices, paths and payment options are read from their modules.
 */
/** What a visitor checks: a command to run, an endpoint to add, an address to look up, or a page to read. */
export type ProofCheck =
  | { kind: "command" | "endpoint"; text: string; label: string }
  | { kind: "address"; text: string; label: string }
  | { kind: "page"; text: string; href: string };

export type ProofItem = {
  /** Short mono tag (what the check is about). */
  tag: string;
  /** The claim it backs, as the page makes it. */
  claim: string;
  check: ProofCheck;
  /** What the visitor will see. */
  result: string;
  /** Where the details are; `external` for another site (review round 20: the contract on a Sui explorer). */
  more?: { label: string; href: string; external?: boolean };
};

/**
 * A coin's page on Suiscan, the public Sui explorer /provide-compute links to (provide.ts): its type
 * ("0x…::ping::PING") after /coin/. Review round 20: the row said "look it up on a Sui explorer" with no link.
 */
const SUI_EXPLORER_COIN = (coinType: string) => `https://suiscan.xyz/mainnet/coin/${coinType}`;
const abs = (path: string) => new URL(path, site.url).href;
const cheapest = Object.values(gpuPricing).reduce((a, b) => (Number(b.pricePerGpuHourUsd) < Number(a.pricePerGpuHourUsd) ? b : a));
const dearest = Object.values(gpuPricing).reduce((a, b) => (Number(b.pricePerGpuHourUsd) > Number(a.pricePerGpuHourUsd) ? b : a));
/** One value of a role's fact when every role shares it ("Remote, every role"), else the values listed. */
const sandboxTokens = [...new Set(sandboxPaymentOptions.map((o) => o.symbol))].join(", ");

/** Every check the site can offer, by name; a page lists the ones its claims need, in its order. */
export const proofs = {
  sandbox: {
    tag: "x402",
    claim: "AI agents pay for compute on their own",
    check: { kind: "command", text: `curl -i ${abs(X402_SANDBOX_PATH)}`, label: "Command: request the x402 sandbox" },
    result: `The sandbox answers 402 Payment Required with its price and where to pay it (${sandboxTokens}, on testnets), the same exchange an agent completes before it is served.`,
    more: { label: "x402 documentation", href: "/x402-documentation" },
  },
  mcp: {
    tag: "MCP",
    claim: "Agents can use the network as a tool",
    check: { kind: "endpoint", text: abs(MCP_PATH), label: "MCP server address" },
    result: `A remote MCP server (Streamable HTTP): add it to an agent and list its tools, among them ${MCP_QUOTE_TOOL}, which buys a sample quote over x402.`,
    more: { label: "MCP guide", href: "/docs/mcp.md" },
  },
  contract: {
    tag: "Sui",
    claim: "Payments settle in PING on Sui",
    check: { kind: "address", text: site.tokenContractAddress, label: "PING token contract address" },
    result: "The PING token's contract on the Sui network, the same address as the contract bar on the home page.",
    more: { label: "Look it up on a Sui explorer", href: SUI_EXPLORER_COIN(site.tokenContractAddress), external: true },
  },
  prices: {
    tag: "Prices",
    claim: "Compute at list prices, by the hour",
    check: { kind: "page", text: "Nirvana Earth's GPU lineup", href: "/nirvana-earth#lineup" },
    result: `Each GPU's price per GPU-hour, in the open, from ${usd(cheapest.pricePerGpuHourUsd)} (${cheapest.short}) to ${usd(dearest.pricePerGpuHourUsd)} (${dearest.short}); the x402 sandbox quotes from the same list.`,
    // Review round 21: every row ends with a link onward, as the first three (this one and the privacy row had none).
    more: { label: "Nirvana Earth", href: "/nirvana-earth" },
  },
  docs: {
    tag: "Docs",
    claim: "Built to be read, not taken on trust",
    check: { kind: "page", text: "Documentation", href: "/documentation" },
    result: "The x402 guide, with requests you can send now, and the topics the documentation covers.",
  },
  privacy: {
    tag: "Data",
    claim: "What we keep about you, said plainly",
    check: { kind: "page", text: "Privacy notice", href: "/privacy" },
    result: "Who is responsible for your data, what each form stores, and how to have it deleted; no cookies, no advertising trackers.",
    more: { label: "Deleting your data", href: "/privacy#erasure" },
  },
} satisfies Record<string, ProofItem>;

export const about = {
  meta: {
    path: "/about",
    title: "About",
    description: "Nirvana's vision of open, decentralized GPU compute for humans and AI agents, and the team building it.",
  } satisfies PageMeta,
  eyebrow: "About Nirvana",
  heading: "Compute should be as open as the internet",
  lead: "We are building a decentralized GPU cloud that anyone can use, anyone with hardware can supply, and any AI agent can pay for on its own.",
  vision: {
    eyebrow: "Vision",
    heading: "Our vision",
    /** Set large under the heading, beside the paragraphs. */
    statement: "The next customers of the cloud will not be people at all.",
    paragraphs: [
      // Review round 20: the three paragraphs within 12 characters of each other (185, 181, 170), so in three equal
      // columns they end within a line (round 19 sized the columns by them instead).
      "A few hyperscalers hold the world's most valuable compute, behind waiting lists and long contracts, while enterprise GPUs in data centres, studios and labs sit idle for hours every day.",
      `Nirvana connects the two. We pool enterprise GPUs from providers around the world into one network, and rent them by the hour to AI labs, game studios, designers and render artists.`,
      "With x402, AI agents pay for GPU compute themselves, in PING on Sui or in SUI, ETH or USDC, with no human approving each purchase that stays under their threshold limits.",
    ],
  },
  /**
   * The vision's three drawings (VisionStages.tsx, review round 16: from the hero to head the vision's columns): their
   * titles head the columns; the caption names the hero's network drawing. `text` is each drawing's line in words.
   */
  stages: {
    caption: "From idle GPUs to compute agents buy",
    /**
     * Review round 26: the hero drawing's parts named on it (it was unlabelled): the lit racks, the dark one on its
     * dashed line, the node, the terminal and its payment. Only what the lead and the vision say; nothing counted.
     */
    labels: {
      providers: "provider GPUs",
      idle: "idle GPUs",
      network: "one network",
      agent: "AI agent",
      payment: "pays over x402",
    },
    items: [
      { key: "idle", title: "Idle GPUs", text: "Enterprise GPUs in data centres, studios and labs, unused for hours a day." },
      { key: "pooled", title: "One network", text: "Pooled from providers everywhere, rented by the hour." },
      { key: "agents", title: "Bought by agents", text: "AI agents pay for their own GPU time, over x402." },
    ] as const,
  },
  values: {
    eyebrow: "Values",
    heading: "What we stand for",
    items: [
      { title: "Open access", text: "No waiting lists and no minimum contracts. If you can pay, you can compute." },
      { title: "Performance first", text: "Bare metal where it matters, edge GPUs where latency matters." },
      { title: "Verifiable by design", text: "Metering and payment on-chain, so every hour billed can be checked." },
      { title: "Fair to providers", text: "Hardware owners keep control of their machines and earn for every hour served." },
      { title: "Secure by default", text: "Isolated workloads, signed payments, no shared API keys to leak." },
      { title: "Built in the open", text: "Our community shapes the roadmap with us, in the open." },
    ] as Value[],
  },
  team: {
    eyebrow: "Team",
    heading: "Our team",
    paragraphs: [
      "We are engineers, operators and designers from hyperscale clouds, game studios and blockchain protocols. We have run data centres, shipped games to millions of players and written smart contracts that hold real value.",
      `We work remotely across time zones, which is only fitting for a company whose computers are spread across the\u00a0globe.`,
    ],
  },
  /**
   * Review round 26: the page closes on the shared call to action (it ended on a thin ruled line of text and two buttons
   * under the team): the careers page the one primary action, writing to us the secondary.
   */
  close: {
    heading: "Build an open cloud with us",
    text: "Open roles and how we work are on the careers page. For anything else, partnerships included, write to us.",
    primary: { label: "See open positions", href: "/careers" },
    secondary: { label: "Contact us", href: "/contact" },
  },
  /** After the principles ("Verifiable by design", "Built in the open"): what backs the lead and the vision. */
  proof: {
    eyebrow: "Check it yourself",
    heading: "Don't take our word for it",
    lead: "What this page says about agents, payments and open prices, you can check from here: a request to send, an endpoint to add, an address to look up, and the pages with the details.",
    columns: { claim: "What we say", check: "Check it", result: "What you will see" },
    items: [proofs.sandbox, proofs.mcp, proofs.contract, proofs.prices, proofs.privacy] as ProofItem[],
  },
};
