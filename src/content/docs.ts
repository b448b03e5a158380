/** /documentation: the six topic cards. Items are the spec's placeholder links (they lead to their own card). */
import type { PageMeta } from "./meta.ts";
import { Code2, Coins, Gamepad2, Network, Rocket, Server, type LucideIcon } from "lucide-react";
import { site } from "./site.ts";

export type DocsTopic = {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** 4-5 item labels. */
  items: readonly string[];
};

export const docTopics: readonly DocsTopic[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    description: "Everything you need for your first workload on the network.",
    icon: Rocket,
    items: ["Introduction", "Quick Start Guide", "Account and Wallet Setup", "Your First Deployment", "Best Practices"],
  },
  {
    id: "earth",
    title: `${site.name} Earth`,
    description: "Bare-metal GPU cloud for AI training and inference.",
    icon: Server,
    items: ["Bare-Metal GPU Instances", "Supported GPU Models", "Cluster Configuration", "Storage and Networking", "Uptime SLA"],
  },
  {
    id: "atmosphere",
    title: `${site.name} Atmosphere`,
    description: "Low-latency cloud gaming, streamed from the edge.",
    icon: Gamepad2,
    items: ["Cloud Gaming Overview", "Streaming SDK", "Regions and Latency", "Game Integration Guide"],
  },
  {
    id: "api-reference",
    title: "API Reference",
    description: "Provision, monitor and pay for compute programmatically.",
    icon: Code2,
    items: ["REST API", "Authentication", "Instances and Jobs", "Rate Limits", "Webhooks"],
  },
  {
    id: "architecture",
    title: "Architecture",
    description: "How the distributed GPU network is put together.",
    icon: Network,
    items: ["Network Overview", "Node Types", "Edge Infrastructure", "Security Model", "Proof of Compute"],
  },
  {
    id: "tokenomics",
    title: "Tokenomics",
    description: "The PING token on Sui and the economics of the network.",
    icon: Coins,
    items: ["PING Token Overview", "Token Utility", "Staking and Rewards", "Distribution", "Governance"],
  },
];

export const docsPage = {
  meta: {
    path: "/documentation",
    title: "Documentation",
    description: `Developer documentation for ${site.name}: getting started, ${site.name} Earth, ${site.name} Atmosphere, API reference, architecture and PING tokenomics.`,
  } satisfies PageMeta,
  eyebrow: "Developers",
  title: "Documentation",
  lead: "Guides and references for building on a decentralized GPU cloud, from your first deployment to autonomous payments by AI agents.",
  topicsHeading: "Browse by topic",
  itemsNote: "Topics in this section",
  /** Under each card's heading: its item links are placeholders (spec). */
  placeholderHint: "Pages in preparation",
  x402: {
    heading: "Paying with x402?",
    text: "The payment protocol that lets AI agents buy GPU compute on their own has its own guide, with SDK samples.",
    link: { label: "x402 Documentation", href: "/x402-documentation" },
    help: { label: "Contact Support", href: "/contact" },
  },
} as const;
