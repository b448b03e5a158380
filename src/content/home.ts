/** Every text, number and list on the Home page (spec section 2, "Home"), in page order. */
import { Brain, Clapperboard, Coins, Gamepad2, Monitor, RadioTower, ServerCog, type LucideIcon } from "lucide-react";
import { blogPage, blogPosts } from "./blog.ts";
import { positions } from "./careers.ts";
import { gpuPricing } from "./gpu-pricing.ts";
import type { PageMeta } from "./meta.ts";
import { site } from "./site.ts";
import { claims, stats, type Stat } from "./stats.ts";
import { walletCatalogue } from "./wallets.ts";

type Link = { label: string; href: string };
type Card = { title: string; text: string; href: string; cta: string };

export const homePage = {
  meta: { path: "/", title: site.name, description: site.description } satisfies PageMeta,
};

/** The hero job's machine, named as the price list spells it: "H100 ×8". */
const heroGpu = `${gpuPricing["NVIDIA H100"].short} ×8`;

export const hero = {
  eyebrow: "Decentralized GPU cloud · x402 ready",
  titleLead: "Enterprise GPU compute for",
  titleAccent: "humans and AI agents",
  lead: "Train models, stream games, run virtual desktops and render frames on a distributed cloud of enterprise GPUs. AI agents pay for what they use, on their own, with x402 and the PING token on Sui.",
  primary: { label: "Access Compute", href: "/access-compute" },
  secondary: { label: "Provide Compute", href: "/provide-compute" },
  /** A decorative job readout: the network's numbers are said once, in the stats band below. */
  console: {
    title: "network/status",
    /**
     * Review round 26: the readout is an example job, not the network's live state (two reviewers read "network/status"
     * as live data): the console's bar says so, beside its path.
     */
    exampleLabel: "Example",
    rows: [
      ["instance", `${heroGpu} · bare metal`],
      ["region", "eu-west · edge"],
      ["status", "ready"],
      ["payment", "x402 · PING on Sui"],
    ] as [string, string][],
    /** An agent's own id, not derived from any address shown on the page. */
    footer: `agent-04 paid in PING over x402 · ${heroGpu} ready`,
  },
};

/** Accessible names of the keyword band and its list. */
/** The band's visible label says what the words are: the network's capabilities, not decoration. */
export const keywordsLabels = { section: "Network capabilities", list: "Keywords" };

/** The keyword marquee, word for word from the spec. */
export const keywords = [
  "GPU COMPUTING",
  "DISTRIBUTED CLOUD",
  "EDGE NETWORK",
  "AI INFERENCE",
  "REAL-TIME RENDERING",
  "BARE METAL",
  "LOW LATENCY",
  "HIGH PERFORMANCE",
  "SCALABLE INFRASTRUCTURE",
  "ENTERPRISE GRADE",
] as const;

export const statsBand = {
  /** The band's anchor: other sections link here instead of repeating its numbers. */
  id: "network",
  heading: "A GPU network at planetary scale",
  /** Every figure has a short note (the GPU count: what backs it), one line each at every width, so the captions line up. */
  items: [
    // Review round 20: /ecosystem shows this figure too, in the same form (the long count, "Enterprise GPUs": the
    // spec's words for both pages); it showed the short count there and "GPUs" here.
    { ...stats.gpus, note: `${claims.capacity[0]!.toUpperCase()}${claims.capacity.slice(1)}` },
    { value: stats.countries.value, label: "Countries", note: "Each one a point on the map above" },
    { value: stats.uptime.value, label: "Uptime", note: "The service level of the fleet" },
    { value: stats.fund.value, label: "Ecosystem Fund", note: "Grants and investment for builders" },
  ] as (Stat & { note?: string })[],
};

export const x402 = {
  eyebrow: "Payment protocol",
  heading: "Compute that AI agents can pay for themselves",
  text: "x402 brings the long-forgotten HTTP 402 status code to life. An agent asks for a GPU, receives a price, signs a payment and gets access, in one round trip and without a human approving every purchase under its threshold limits.",
  points: [
    /** The other tokens are named once, in the sandbox's 402 answer beside this list. */
    "Pay per use in PING on Sui, or in any token the 402 answer accepts",
    "Settlement in 1-3 block confirmations",
    "No accounts, no API keys to leak, no invoices",
  ],
  /** `context` completes the link text for screen readers and crawlers ("Learn More about …"). */
  cta: { label: "Learn More", context: "about x402 integration", href: "/x402-integration" },
};

export const products = {
  eyebrow: "Web3 services",
  /** The link text at the bottom of each card. */
  cardCta: (name: string) => `Explore ${name}`,
  heading: "Two clouds, one network",
  items: [
    {
      name: "Nirvana Earth",
      tagline: "Bare-metal GPU cloud for AI",
      text: "Dedicated enterprise GPUs with no hypervisor in the way, for training, fine-tuning and inference at scale.",
      bullets: ["Bare-metal H100 and H200 clusters", "High-bandwidth interconnect", "Billed by the hour, settled on-chain"],
      href: "/nirvana-earth",
      /** Review round 22: its own icon (it shared AI Training's brain, and Atmosphere Cloud Gaming's pad): a server for
       * the bare-metal cloud, a tower for the edge streaming one. No icon repeats on Home (the hero's chip has `Server`). */
      icon: ServerCog,
    },
    {
      name: "Nirvana Atmosphere",
      tagline: "Low-latency cloud gaming",
      text: "Stream full-fidelity games from GPUs close to every player, on any screen, with no downloads.",
      bullets: ["Edge GPUs near players", "No downloads, no console", "Any device, any screen"],
      href: "/nirvana-atmosphere",
      icon: RadioTower,
    },
  ],
};

export type Solution = {
  id: "ai-training" | "cloud-gaming" | "virtual-desktop" | "rendering";
  title: string;
  /** The workload's one line, under its name in the detail (the index above lists names only). */
  summary: string;
  /** What the workload runs on: GPUs, access or reach, billing. */
  spec: [string, string][];
  /** An example job, told as a customer would run it. */
  example: { who: string; text: string };
  icon: LucideIcon;
};

export const solutions = {
  eyebrow: "Solutions",
  heading: "Built for every GPU workload",
  lead: "One network serves four very different jobs. Here is how each one runs on Nirvana.",
  items: [
    {
      id: "ai-training",
      title: "AI Training",
      summary: "Multi-node clusters for training and fine-tuning foundation models.",
      spec: [
        ["GPUs", "H100, H200, A100"],
        ["Access", "Bare metal, SSH"],
        ["Billing", "Per hour, on-chain"],
      ],
      example: {
        who: "A research lab",
        text: "fine-tunes an open 70B-parameter model on two nodes of 8× H100 over a weekend, checkpoints to its own storage, and releases the cluster on Monday morning.",
      },
      icon: Brain,
    },
    {
      id: "cloud-gaming",
      title: "Cloud Gaming",
      summary: "Stream AAA titles from GPUs near every player.",
      spec: [
        ["GPUs", "RTX-class, L40S"],
        ["Reach", "Edge GPUs near players"],
        ["Delivery", "Browser, TV, mobile"],
      ],
      example: {
        who: "A game studio",
        text: "streams its launch weekend to players on phones and TVs, adds edge GPUs for the evening peak, and hands them back when the queue is empty.",
      },
      icon: Gamepad2,
    },
    {
      id: "virtual-desktop",
      title: "Virtual Desktop",
      summary: "GPU-accelerated workstations for every team member.",
      spec: [
        ["GPUs", "RTX A-series, L4"],
        ["Clients", "Any OS, any browser"],
        ["Billing", "Per seat-hour"],
      ],
      example: {
        who: "A design team",
        text: "opens CAD and Blender on RTX workstations from thin laptops, starts them at nine and stops them at six, and keeps every file in the cloud.",
      },
      icon: Monitor,
    },
    {
      id: "rendering",
      title: "Rendering",
      summary: "Render farms that scale to thousands of frames at once.",
      spec: [
        ["GPUs", "RTX 4090, L40S"],
        ["Scale", "Hundreds of nodes"],
        ["Billing", "Per job"],
      ],
      example: {
        who: "An architecture studio",
        text: "splits a 2,400-frame walkthrough across 200 GPUs and has the finished frames back in under an hour instead of over a weekend.",
      },
      icon: Clapperboard,
    },
  ] as Solution[],
  /** The detail sections' small labels and link. */
  runsOn: "Runs on",
  exampleLabel: "Example workload",
  getCompute: (title: string) => `Get compute for ${title}`,
};

/** Which line drawing opens an edge place (src/components/art/EdgePlace.tsx). */
export type EdgePlaceKind = "datacentre" | "telecom" | "enterprise";

export const edge = {
  eyebrow: "Nirvana Edge",
  heading: "An edge network close to every user",
  text: "Workloads run on GPUs placed where data and people are. Latency drops, data stays in region, and capacity follows demand.",
  /** Where the edge GPUs sit, and what each place is for (the network's size is in the stats band). */
  places: [
    { name: "Data centres", text: "Bare-metal racks for training and rendering", drawing: "datacentre" },
    { name: "Telecom hubs", text: "GPUs a few milliseconds from players", drawing: "telecom" },
    { name: "Enterprise sites", text: "On-premises GPUs that keep data in region", drawing: "enterprise" },
  ] as { name: string; text: string; drawing: EdgePlaceKind }[],
  numbersLink: { label: "The network in numbers", href: "#network" },
};

/**
 * The marquee's 33 names, 3 rows of 11 (spec section 9): the network's real integrations, each one a
 * visitor can check on this site, never an invented company. Read from the modules that define them:
 * the wallets the wallet button connects (wallets.ts), the GPUs of the price list (gpu-pricing.ts),
 * the chains and tokens the x402 sandbox accepts (x402-sandbox.ts, checked by a test); the standards and services are
 * the ones the site speaks (the agent interfaces, the lead notifications, the operators' stack).
 */
export const partnerRows: { label: string; names: string[] }[] = [
  { label: "Wallets", names: [...walletCatalogue.map((w) => w.name), "EIP-6963"] },
  {
    label: "Payments and agents",
    names: [
      "x402",
      "PING",
      "USDC",
      "ETH",
      "Sui",
      "Base",
      "Model Context Protocol",
      "OpenAPI",
      "llms.txt",
      "Wallet Standard",
      "Standard Webhooks",
    ],
  },
  {
    label: "GPUs and team tools",
    names: [...Object.keys(gpuPricing), "Slack", "Discord", "Telegram", "PostgreSQL", "SQLite", "Redis", "Prometheus"],
  },
];
/** The partner marquee names the ecosystem: partners and integrations, not customers. */
export const partnersHeading = "Partners and integrations";
/** Review round 22: the marquee's eyebrow, over its heading like every section's: the header's group for these names. */
export const partnersEyebrow = "Ecosystem";
export const partnersLink = { label: "See the ecosystem by category", href: "/ecosystem" };

/**
 * Review round 26: the x402 entry explained the protocol a second time (the payment section above already does, with the
 * sandbox's exchange); it now says what the partnership is and points to that section. The trading firm, unnamed, was
 * set like a named partner (icon, 30 px name): it is a plainer second row, presented as an unnamed partner.
 */
export const partnerships = {
  eyebrow: "Strategic partnerships",
  heading: "Partners that move compute on-chain",
  lead: {
    kind: "Payment-protocol integration",
    name: "x402 Protocol",
    text: "Nirvana is an integration partner of x402: every GPU on the network can be bought by an AI agent over the protocol.",
    link: { label: "How an agent pays", href: "#payment-protocol" },
    icon: Coins,
  },
  second: {
    kind: "On-chain credit-purchase partnership",
    /** Unnamed, as the spec states it ("an on-chain credit-purchase partnership with a trading firm"): no invented firm. */
    name: "A trading firm",
    unnamed: "Unnamed partner",
    text: "Buys Nirvana compute credits on-chain, settled on Sui, for its research and execution models.",
  },
};

/**
 * Section 9, the spec's two documentation teasers "linking to /blog": two how-to posts of the blog,
 * read from blog.ts (title, tag, excerpt), each linking to /blog exactly as the spec says, so the label
 * says where the link goes and the teaser promises only what is there.
 */
const teaserPosts = [blogPosts[0]!, blogPosts[1]!];
export const docsTeasers = {
  eyebrow: "From the blog",
  heading: "Learn how it works",
  /** Tag and title only: the first post's excerpt repeats the tokens the payment section lists. */
  items: teaserPosts.map((p) => ({ title: p.title, tag: p.tag, href: blogPage.meta.path })),
  cta: "Read on the blog",
};

export const provider = {
  eyebrow: "For GPU owners",
  heading: "Become A GPU Provider",
  text: "Data centres, cloud providers and enterprises with idle GPUs can join the network, serve AI, gaming and rendering demand, and earn PING for every hour of compute.",
  points: ["Earn on idle capacity", "Keep full control of your hardware", "Paid on-chain, transparently"],
  learnMore: { label: "Learn More", context: "about becoming a GPU provider", href: "/contact" },
  getStarted: { label: "Get Started", href: "/contact" },
};

export const resources = {
  eyebrow: "Resources",
  heading: "Build with the ecosystem",
  /** Review round 20: the heading stood alone over ~250 px of empty column beside the three rows; what the rows hold. */
  lead: "Funding for founders, the partners and community already on the network, and the documentation to build on it.",
  items: [
    {
      title: "Ecosystem Fund",
      text: "Funding paid in PING on Sui, for AI and gaming founders building on Nirvana.",
      href: "/ecosystem-fund",
      cta: "Apply for funding",
    },
    {
      title: "Ecosystem",
      text: `Meet the partners and the ${claims.community} building AI, gaming and Web3 on the network.`,
      href: "/ecosystem",
      cta: "Explore the ecosystem",
    },
    {
      title: "Docs",
      text: "Guides, API reference, architecture and tokenomics for developers and providers.",
      href: "/documentation",
      cta: "Read the docs",
    },
  ] as Card[],
};

export const team = {
  eyebrow: "Team",
  heading: "Built by people who run GPUs for a living",
  text: `Our engineers come from hyperscale clouds, game studios and blockchain protocols. We spend our days making thousands of machines around the world behave like one computer.`,
  links: [
    { label: "About us", href: "/about" },
    /** One line to the roles (review round 15): their facts (location, type) are /careers' own, not repeated here. */
    { label: `See the ${positions.length} open roles`, href: "/careers" },
  ] as Link[],
};

export const contract = {
  heading: "PING token contract",
  network: "Sui network",
  copyLabel: "Copy contract address",
  /**
   * Review round 20: a way to check the contract, beside the copy button: the coin's page on Suiscan, the public Sui
   * explorer /provide-compute links for its payouts (same host and network), addressed by the coin type shown here.
   */
  explorer: {
    label: "View on Sui explorer",
    href: `https://suiscan.xyz/mainnet/coin/${site.tokenContractAddress}`,
  },
  copiedLabel: "Copied!",
  success: "Contract address copied!",
  failure: "Failed to copy",
};
