/** /documentation: the six topic cards. Items are the spec's placeholder links (they lead to their own card). */
import type { PageMeta } from "./meta.ts";
import { site } from "./site.ts";

export type DocsTopic = {
  id: string;
  title: string;
  description: string;
  /** 4-5 item labels. */
  items: readonly string[];
};

export const docTopics: readonly DocsTopic[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    description: "Everything you need for your first workload on the network.",
    items: ["Introduction", "Quick Start Guide", "Account and Wallet Setup", "Your First Deployment", "Best Practices"],
  },
  {
    id: "earth",
    title: `${site.name} Earth`,
    description: "Bare-metal GPU cloud for AI training and inference.",
    items: ["Bare-Metal GPU Instances", "Supported GPU Models", "Cluster Configuration", "Storage and Networking", "Uptime SLA"],
  },
  {
    id: "atmosphere",
    title: `${site.name} Atmosphere`,
    description: "Low-latency cloud gaming, streamed from the edge.",
    items: ["Cloud Gaming Overview", "Streaming SDK", "Regions and Latency", "Game Integration Guide"],
  },
  {
    id: "api-reference",
    title: "API Reference",
    description: "Provision, monitor and pay for compute programmatically.",
    items: ["REST API", "Authentication", "Instances and Jobs", "Rate Limits", "Webhooks"],
  },
  {
    id: "architecture",
    title: "Architecture",
    description: "How the distributed GPU network is put together.",
    items: ["Network Overview", "Node Types", "Edge Infrastructure", "Security Model", "Proof of Compute"],
  },
  {
    id: "tokenomics",
    title: "Tokenomics",
    description: "The PING token on Sui and the economics of the network.",
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
  topicsLead: "One guide is live; six more, from a first deployment to the token's economics, are in\u00a0preparation.",
  itemsNote: "Topics in this section",
  topicsEyebrow: "Guides",
  /** The topics' items are placeholders (spec): the index says so once, over the six topics. */
  comingSoon: "Coming soon",
  /** Each topic's count of pages, beside its name in the compact list under "Coming soon". */
  pages: (n: number) => `${n} pages`,
  /** The one toggle that shows (and hides) every topic's pages at once (review round 19). */
  toggle: { show: "Show contents", hide: "Hide contents" },
  /** The one live guide: the first row of the index, above the six topics. */
  live: {
    label: "Live",
    title: "x402 Documentation",
    description:
      "How an app or an AI agent pays for GPU compute on its own: a sandbox you can call now, the payment step by step, tokens, security and troubleshooting.",
    link: { label: "Read the guide", href: "/x402-documentation" },
    /** The label over the guide's contents (its table of contents, from x402-docs.ts). */
    contents: "In this guide",
  },
  /**
   * The hero: the documents a reader (a person or an agent) can open today, as the site serves them;
   * the paths are the discovery modules' (DocsShelf), the notes say what each holds.
   */
  shelf: {
    caption: "docs / readable today",
    label: "Documents you can open today",
    notes: {
      llms: "Every page and document, listed for agents",
      openapi: "The forms' JSON API in OpenAPI 3.1",
      catalog: "What agents can call, and how they pay",
      leadApi: "Send a form over HTTP, with curl",
      mcp: "How to call the MCP server's tools",
      x402Sandbox: "Pay the sandbox quote, over HTTP or MCP",
    },
  },
  /**
   * The hero's foot (review round 20): the request a visitor can send now (the x402 sandbox's path, X402_SANDBOX_PATH),
   * under a label, and what its answer is for.
   */
  request: {
    label: "A request you can send now",
    note: "The x402 sandbox answers with its price; the guide below shows how an app or an AI agent pays it.",
    /**
     * Review round 26: the box's head, at its right end, where /about's Copy button stands (this page runs no script, so
     * no button): one click or tap on the command selects the whole of it (`user-select: all`), ready to copy.
     */
    selectHint: "Select to copy",
  },
  /**
   * The close: its own job, not the guide again (the index's first row links it twice): request GPUs now, build with what
   * is readable today, ask support the rest. Review round 20: it said again that the six guides are in preparation,
   * which "Browse by topic" says above it.
   */
  close: {
    heading: "Start now, ask as you go",
    text: "Request GPUs today, build with the x402 guide and the documents above, and ask support whatever they leave open.",
    primary: { label: "Access Compute", href: "/access-compute" },
    secondary: { label: "Contact Support", href: "/contact" },
  },
} as const;
