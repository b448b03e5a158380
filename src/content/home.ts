/** Every text, number and list on the Home page (spec section 2, "Home"), in page order. */
import {
  Boxes,
  Brain,
  BookOpen,
  Clapperboard,
  Coins,
  Gamepad2,
  Globe,
  Handshake,
  Monitor,
  Rocket,
  ChartCandlestick,
  type LucideIcon,
} from "lucide-react";
import type { PageMeta } from "./meta.ts";
import { site } from "./site.ts";
import { claims, stats, type Stat } from "./stats.ts";

type Link = { label: string; href: string };
type Card = { title: string; text: string; href: string; cta: string; icon: LucideIcon };

export const homePage = {
  meta: { path: "/", title: site.name, description: site.description } satisfies PageMeta,
};

export const hero = {
  eyebrow: "Decentralized GPU cloud · x402 ready",
  titleLead: "Enterprise GPU compute for",
  titleAccent: "humans and AI agents",
  lead: "Train models, stream games, run virtual desktops and render frames on a distributed cloud of enterprise GPUs. AI agents pay for what they use, on their own, with x402 and the PING token on Sui.",
  primary: { label: "Access Compute", href: "/access-compute" },
  secondary: { label: "Provide Compute", href: "/provide-compute" },
  proof: [stats.gpus, stats.countries, stats.uptime] as Stat[],
  console: {
    title: "network/status",
    rows: [
      ["gpus_online", stats.gpus.value],
      ["regions", claims.countries],
      ["uptime_30d", stats.uptime.value],
      ["payment", "x402 · PING on Sui"],
    ] as [string, string][],
    footer: "agent-7f3a paid 12.40 PING · h100 x8 ready",
  },
};

/** Accessible names of the keyword band and its list. */
export const keywordsLabels = { section: "What the network does", list: "Keywords" };

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
  heading: "A GPU network at planetary scale",
  items: [
    { value: stats.gpus.value, label: "GPUs" },
    { value: stats.countries.value, label: "Countries" },
    { value: stats.uptime.value, label: "Uptime" },
    { value: stats.fund.value, label: "Ecosystem Fund" },
  ] as Stat[],
  note: `Backed by ${claims.capacity}.`,
};

export const x402 = {
  eyebrow: "Payment protocol",
  heading: "Compute that AI agents can pay for themselves",
  text: "x402 brings the long-forgotten HTTP 402 status code to life. An agent asks for a GPU, receives a price, signs a payment and gets access, in one round trip and without a human approving every purchase under its threshold limits.",
  points: [
    "Pay per use in PING on Sui, or in SUI, ETH and USDC",
    "Settlement in 1-3 block confirmations",
    "No accounts, no API keys to leak, no invoices",
  ],
  /** `context` completes the link text for screen readers and crawlers ("Learn More about …"). */
  cta: { label: "Learn More", context: "about x402 integration", href: "/x402-integration" },
  /** Caption of the request/response figure. */
  exchangeCaption: { left: "agent ⇄ nirvana", right: "HTTP 402 flow" },
  exchange: [
    { dir: "→", text: "POST /v1/compute  gpu=h100 count=8 hours=1", tone: "fg" },
    { dir: "←", text: "402 Payment Required  accept: PING, SUI, ETH, USDC", tone: "accent-2" },
    { dir: "→", text: "X-PAYMENT: 0x9c1e…b2d4  (signed on Sui)", tone: "fg" },
    { dir: "←", text: "200 OK  instance: ready  region: eu-west", tone: "accent" },
  ] as { dir: string; text: string; tone: "fg" | "accent" | "accent-2" }[],
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
      bullets: ["Bare-metal H100 and H200 clusters", "High-bandwidth interconnect", `${stats.uptime.value} uptime SLA`],
      href: "/nirvana-earth",
      icon: Brain,
    },
    {
      name: "Nirvana Atmosphere",
      tagline: "Low-latency cloud gaming",
      text: "Stream full-fidelity games from GPUs close to every player, on any screen, with no downloads.",
      bullets: ["Edge GPUs near players", `${claims.countries} supported`, "Any device, any screen"],
      href: "/nirvana-atmosphere",
      icon: Gamepad2,
    },
  ],
};

export type Solution = {
  id: "ai-training" | "cloud-gaming" | "virtual-desktop" | "rendering";
  title: string;
  summary: string;
  detail: string;
  points: string[];
  spec: [string, string][];
  icon: LucideIcon;
};

export const solutions = {
  eyebrow: "Solutions",
  heading: "Built for every GPU workload",
  lead: "One network serves four very different jobs. Pick yours to see how it runs on Nirvana.",
  items: [
    {
      id: "ai-training",
      title: "AI Training",
      summary: "Multi-node clusters for training and fine-tuning foundation models.",
      detail: "Reserve bare-metal clusters for a run, scale out across nodes, and pay only for the hours you train. Agents can provision their own inference capacity through x402.",
      points: ["Distributed training across nodes", "Fine-tuning and batch inference", "Checkpoint to your own storage"],
      spec: [["GPUs", "H100, H200, A100"], ["Access", "Bare metal, SSH"], ["Billing", "Per hour, on-chain"]],
      icon: Brain,
    },
    {
      id: "cloud-gaming",
      title: "Cloud Gaming",
      summary: "Stream AAA titles from GPUs near every player.",
      detail: "Publishers and studios run game sessions on edge GPUs close to their players, so a phone, a TV or a thin laptop plays like a gaming rig.",
      points: ["Sessions placed near the player", "Elastic capacity for launch days", "Works in the browser"],
      spec: [["GPUs", "RTX-class, L40S"], ["Reach", claims.countries], ["Delivery", "Browser, TV, mobile"]],
      icon: Gamepad2,
    },
    {
      id: "virtual-desktop",
      title: "Virtual Desktop",
      summary: "GPU-accelerated workstations for every team member.",
      detail: "Give designers, engineers and analysts a powerful workstation they reach from any device, with data that never leaves the cloud.",
      points: ["Full GPU workstations on demand", "Central control of data", "Start and stop by the hour"],
      spec: [["GPUs", "RTX A-series, L4"], ["Clients", "Any OS, any browser"], ["Billing", "Per seat-hour"]],
      icon: Monitor,
    },
    {
      id: "rendering",
      title: "Rendering",
      summary: "Render farms that scale to thousands of frames at once.",
      detail: "Split a sequence across hundreds of GPUs and get frames back in minutes instead of days, for film, architecture and product visuals.",
      points: ["Thousands of frames in parallel", "Popular render engines", "Pay per finished job"],
      spec: [["GPUs", "RTX 4090, L40S"], ["Scale", "Hundreds of nodes"], ["Billing", "Per job"]],
      icon: Clapperboard,
    },
  ] as Solution[],
  cardCta: "See how it runs",
};

export const edge = {
  eyebrow: "Nirvana Edge",
  heading: `An edge network in ${claims.countries}`,
  text: `Workloads run on GPUs placed where data and people are: inside data centres, telecom hubs and enterprise sites across ${claims.countries}. Latency drops, data stays in region, and capacity follows demand.`,
  facts: [stats.countries, stats.gpusShort, stats.uptime] as Stat[],
};

/** 33 partner names as text logos: 3 rows of 11 (spec section 9). */
export const partnerRows: string[][] = [
  ["Quantix Labs", "Helio Render", "Vectorforge", "Lumen Games", "Arcadia Studios", "Nimbus Grid", "Parallax AI", "Stratos Cloud", "Kinetic Play", "Orbital Compute", "Synapse Works"],
  ["Cobalt Systems", "Tensorloop", "Polygonal Studios", "Meridian Data", "Neon Harbor", "Bytewell", "Frontier ML", "Ionic Networks", "Crescent Games", "Datacairn", "Echelon Labs"],
  ["Pixelmint", "Zenith Infra", "Aurora Render", "Hyperion AI", "Keystone Chain", "Mosaic Finance", "Obsidian Capital", "Photon Edge", "Riftline", "Solace Interactive", "Vertex Mesh"],
];
export const partnersHeading = "Trusted by builders across AI, gaming and Web3";

export const partnerships = {
  eyebrow: "Strategic partnerships",
  heading: "Partners that move compute on-chain",
  items: [
    {
      kind: "Payment-protocol integration",
      name: "x402 Protocol",
      text: "Nirvana is integrated with the x402 payment protocol: agents receive a price over HTTP 402, pay in PING, SUI, ETH or USDC, and get GPU access without a human in the loop.",
      icon: Coins,
    },
    {
      kind: "On-chain credit-purchase partnership",
      name: "Helix Markets",
      text: "Trading firm Helix Markets buys Nirvana compute credits on-chain, settling on Sui, to power its research and execution models with enterprise GPUs.",
      icon: ChartCandlestick,
    },
  ],
};

export const docsTeasers = {
  eyebrow: "From the docs",
  heading: "Learn how it works",
  items: [
    {
      title: "Pay for GPUs from an AI agent",
      text: "Walk through an x402 payment from the first 402 response to a running instance, with the SDK calls an agent needs.",
      tag: "Guide",
      href: "/blog",
    },
    {
      title: "Your first bare-metal cluster",
      text: "Pick GPUs, reserve a cluster on Nirvana Earth and start a distributed training run in under an hour.",
      tag: "Tutorial",
      href: "/blog",
    },
  ],
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
  items: [
    {
      title: "Ecosystem Fund",
      text: `A ${stats.fund.value} fund, paid in PING on Sui, for AI and gaming founders building on Nirvana.`,
      href: "/ecosystem-fund",
      cta: "Apply for funding",
      icon: Rocket,
    },
    {
      title: "Ecosystem",
      text: `Meet the partners and the ${claims.community} building AI, gaming and Web3 on the network.`,
      href: "/ecosystem",
      cta: "Explore the ecosystem",
      icon: Handshake,
    },
    {
      title: "Docs",
      text: "Guides, API reference, architecture and tokenomics for developers and providers.",
      href: "/documentation",
      cta: "Read the docs",
      icon: BookOpen,
    },
  ] as Card[],
};

export const team = {
  eyebrow: "Team",
  heading: "Built by people who run GPUs for a living",
  text: `Our engineers come from hyperscale clouds, game studios and blockchain protocols. We spend our days making thousands of machines in ${claims.countries} behave like one computer.`,
  facts: [
    { label: "Remote-first team", icon: Globe },
    { label: "Infrastructure, gaming and Web3 veterans", icon: Boxes },
  ],
  image: {
    src: "/media/team.svg",
    alt: "Illustration of the Nirvana team: six stylised people linked as nodes of a network over a glowing grid",
    width: 720,
    height: 540,
  },
  links: [
    { label: "About us", href: "/about" },
    { label: "Join the team", href: "/careers" },
  ] as Link[],
};

export const contract = {
  heading: "PING token contract",
  network: "Sui network",
  copyLabel: "Copy contract address",
  copiedLabel: "Copied!",
  success: "Contract address copied!",
  failure: "Failed to copy",
};
