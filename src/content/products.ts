/** The Earth and Atmosphere product pages (spec section 2). */
import {
  Activity,
  BrainCircuit,
  Cpu,
  FlaskConical,
  Gauge,
  Globe,
  HardDrive,
  Network,
  Radio,
  SlidersHorizontal,
  Sparkles,
  Wallet,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { gpuPricing, usd, type GpuModel } from "./gpu-pricing.ts";
import type { PageMeta } from "./meta.ts";
import { pointsOfPresence, type Region } from "./network.ts";
import { claims, stats } from "./stats.ts";

export type Item = { title: string; text: string; icon: LucideIcon };
/** A use case: who or what it is for, and its line; Earth's also an icon for its tile (review round 21). */
export type UseCase = { title: string; text: string; icon?: LucideIcon };
export type Product = {
  key: "earth" | "atmosphere";
  /** `meta.path` is the canonical path; the aliases are in site.aliasPaths. */
  meta: PageMeta & { path: "/nirvana-earth" | "/nirvana-atmosphere" };
  eyebrow: string;
  name: string;
  tagline: string;
  lead: string;
  /** Eyebrows of the sections both product pages share (none repeats the page's title). */
  sectionEyebrows: { features: string; useCases: string; steps: string };
  featuresHeading: string;
  features: Item[];
  useCasesHeading: string;
  /** One line under the use cases' heading: who the product is for, in the page's own terms. */
  useCasesLead: string;
  useCases: UseCase[];
  callout: { eyebrow: string; value: string; heading: string; text: string; more?: { label: string; href: string } };
  steps: { heading: string; items: { title: string; text: string }[] };
  cta: { heading: string; text: string; primary: { label: string; href: string }; secondary: { label: string; href: string } };
};

const sectionEyebrows = { features: "What you get", useCases: "Who it is for", steps: "How it works" };
/** "Step 01", "Step 02", … above each step. */

export const earth: Product = {
  key: "earth",
  meta: {
    path: "/nirvana-earth",
    title: "Nirvana Earth: Bare-Metal GPU Cloud for AI",
    description: `Nirvana Earth is a bare-metal GPU cloud for AI: dedicated enterprise GPUs for training, fine-tuning and inference, backed by a ${stats.uptime.value} uptime SLA.`,
  },
  eyebrow: "Web3 services",
  name: "Nirvana Earth",
  tagline: "Bare-metal GPU cloud for AI",
  lead: "Dedicated enterprise GPUs with nothing between your model and the silicon. Train, fine-tune and serve at scale, pay by the hour, and let your agents buy their own capacity with x402.",
  /** No row of figures: the page's one figure is the uptime SLA, beside the key features. */
  sectionEyebrows,
  featuresHeading: "Key features",
  features: [
    {
      title: "True bare metal",
      text: "Whole machines, no hypervisor: full GPU memory bandwidth and the real interconnect topology.",
      icon: Cpu,
    },
    { title: "Multi-node clusters", text: "High-bandwidth networking between nodes for distributed training runs.", icon: Network },
    { title: "Fast local storage", text: "NVMe scratch space next to the GPUs for datasets and checkpoints.", icon: HardDrive },
    { title: "Pay per hour, on-chain", text: "Metered by the hour and settled in PING on Sui, or in SUI, ETH and USDC.", icon: Wallet },
    { title: "Agent-ready", text: "AI agents provision and pay for compute themselves through x402.", icon: Sparkles },
  ],
  useCasesHeading: "Use cases",
  useCasesLead: "For teams whose jobs need whole GPUs: bare metal with root access, for as long as the job runs.",
  useCases: [
    {
      title: "Foundation-model training",
      text: "Scale pre-training across nodes without queueing for a hyperscaler.",
      icon: BrainCircuit,
    },
    {
      title: "Fine-tuning",
      text: "Adapt open models to your data on dedicated GPUs, then release them.",
      icon: SlidersHorizontal,
    },
    {
      title: "Inference at scale",
      text: "Serve models close to users with predictable latency and cost.",
      icon: Zap,
    },
    {
      title: "Batch and research jobs",
      text: "Burst to hundreds of GPUs for experiments, sweeps and evaluation.",
      icon: FlaskConical,
    },
  ],
  /**
   * The spec's uptime claim, in its words (the figure from stats.ts), and what it covers as the site says it elsewhere
   * (Home's figures: "The service level of the fleet"). No promises the spec does not make (review round 15:
   * "every node health-checked and replaced" was ours, not the spec's); the terms are sales' to give.
   */
  callout: {
    eyebrow: "Service level",
    value: stats.uptime.value,
    heading: "Uptime SLA",
    text: "The service level of the whole fleet, Earth's clusters included.",
    more: { label: "Ask sales for the terms", href: "/contact" },
  },
  steps: {
    heading: "From request to running job",
    items: [
      { title: "Choose GPUs", text: "Pick the model, the count and the duration you need." },
      { title: "Pay your way", text: "Pay on-chain, or let an agent pay through x402." },
      { title: "Get root access", text: "SSH into bare metal and start your job." },
    ],
  },
  cta: {
    heading: "Ready to train on bare metal?",
    text: "Tell us what you need and get access to enterprise GPUs.",
    primary: { label: "Access Compute", href: "/access-compute" },
    secondary: { label: "Talk to sales", href: "/contact" },
  },
};

export const atmosphere: Product = {
  key: "atmosphere",
  meta: {
    path: "/nirvana-atmosphere",
    title: "Nirvana Atmosphere: Low-Latency Cloud Gaming",
    description: `Nirvana Atmosphere is low-latency cloud gaming on edge GPUs close to every player, supported in ${claims.countries}, on any device.`,
  },
  eyebrow: "Web3 services",
  name: "Nirvana Atmosphere",
  tagline: "Low-latency cloud gaming",
  lead: `Stream full-fidelity games from GPUs placed near every player. No downloads, no installs, no high-end hardware: just press play, wherever your players are.`,
  /** No row of figures: the page's one figure is the countries, over the regions' table. */
  sectionEyebrows,
  featuresHeading: "Key features",
  features: [
    { title: "Low latency by design", text: "Each session runs on an edge GPU near the player to keep input lag low.", icon: Gauge },
    { title: "Worldwide reach", text: "Reach players worldwide from one integration.", icon: Globe },
    { title: "Elastic capacity", text: "Borrow GPUs from the wider network for launches and peaks.", icon: Activity },
    { title: "Studio-grade GPUs", text: "RTX-class GPUs render at full quality, in real time.", icon: Cpu },
    { title: "Stream anywhere", text: "Phones, TVs, browsers and thin laptops become gaming machines.", icon: Radio },
    { title: "On-chain billing", text: "Pay for session hours in PING on Sui, or in SUI, ETH and USDC.", icon: Wallet },
  ],
  useCasesHeading: "Use cases",
  useCasesLead:
    "For anyone who puts a game or a real-time 3D scene in front of players: each stream comes from an edge GPU near the player.",
  useCases: [
    { title: "Game publishers", text: "Offer instant play without a download, in every market." },
    { title: "Game studios", text: "Playtest builds with players anywhere before launch." },
    { title: "Telecoms and platforms", text: "Add a cloud gaming service to your network or device." },
    { title: "Interactive experiences", text: "Stream real-time 3D for events, demos and virtual worlds." },
  ],
  callout: {
    eyebrow: "Global reach",
    value: stats.countries.value,
    heading: "Countries supported",
    text: `Atmosphere places sessions on edge GPUs near each player, so most players are never far from the machine that runs their game.`,
  },
  steps: {
    heading: "How a session starts",
    items: [
      { title: "Player presses play", text: "From a browser, a TV app or a phone." },
      { title: "Nearest GPU is chosen", text: "The scheduler picks an edge GPU close to the player." },
      { title: "The game streams", text: "Video streams down, input streams up, in real time." },
    ],
  },
  cta: {
    heading: "Bring your game to every screen",
    text: "Talk to us about launching on Nirvana Atmosphere.",
    primary: { label: "Access Compute", href: "/access-compute" },
    secondary: { label: "Contact us", href: "/contact" },
  },
};

/**
 * Earth only (review round 23): the uptime SLA as a figure, in Home's big-numerals band (the shared `Stats`), beside the
 * network's size it is the service level of. Every figure from stats.ts; the SLA's line and link are the callout's.
 */
export const earthServiceLevel = {
  // Review round 24: under "Service level" the network's GPUs and countries read as Earth's SLA; the band's name says
  // it holds both (the SLA is the fleet's, and the fleet is the network).
  heading: "Network and service level",
  items: [
    { value: stats.uptime.value, label: earth.callout.heading, note: earth.callout.text },
    { ...stats.gpus, note: `${claims.capacity[0]!.toUpperCase()}${claims.capacity.slice(1)}` },
    { ...stats.countries, note: "Supported by the network" },
  ],
  more: earth.callout.more!,
};

/** What each GPU of the lineup suits (Earth's "Best for"; /provide-compute's "GPUs we onboard" says the same). */
export const gpuBestFor: Record<GpuModel, string> = {
  "NVIDIA H200": "Large-model training",
  "NVIDIA H100": "Training and inference",
  "NVIDIA A100": "Fine-tuning, research",
  "NVIDIA L40S": "Inference, rendering",
};

/**
 * Earth only: the GPU lineup table, prices from gpu-pricing.ts. Columns in the order every GPU table has (review
 * round 20): GPU, memory, what it suits, then the price.
 */
export const earthLineup = {
  eyebrow: "Hardware",
  heading: "GPU lineup",
  caption: "Bare-metal configurations available on Nirvana Earth, with their price per GPU-hour",
  columns: { gpu: "GPU", memory: "Memory", bestFor: "Best for", price: "Per GPU-hour" },
  rows: (Object.keys(gpuPricing) as GpuModel[]).map((gpu) => ({
    gpu,
    memory: gpuPricing[gpu].memory,
    bestFor: gpuBestFor[gpu],
    price: usd(gpuPricing[gpu].pricePerGpuHourUsd),
  })),
};

/**
 * Earth only: the hero's console, a cluster being reserved (an illustration drawn in HTML/CSS, not
 * a form). The price is the lineup's; the hourly total is computed from it.
 */
const consoleGpu: GpuModel = "NVIDIA H100";
/** /access-compute's request form with its GPU field filled in. */
export const requestComputeHref = (gpu: string) => `/access-compute?${new URLSearchParams({ gpu_required: gpu })}#request-form`;
const nodes = 2;
const gpusPerNode = 8;
const hostName = (n: number) => `fra-h100-${String(412 + n).padStart(4, "0")}`;
const host = `${hostName(0)}.earth.nirvana.network`;
const region = "eu-central · Frankfurt";
/** Inside a node, then between the nodes (the console's machine line, the cluster drawing's links). */
const links = { node: "NVLink", fabric: "3.2 Tb/s InfiniBand" };
export const earthConsole = {
  title: "earth / reserve cluster",
  label: "Reserving a bare-metal cluster on Nirvana Earth",
  gpuLabel: "GPU type",
  gpu: consoleGpu,
  countLabel: "Count",
  count: `${nodes} nodes × ${gpusPerNode} GPUs`,
  totalGpus: nodes * gpusPerNode,
  regionLabel: "Region",
  region,
  priceLabel: "Price",
  pricePerGpuHour: `${usd(gpuPricing[consoleGpu].pricePerGpuHourUsd)} / GPU-hour`,
  pricePerHour: `${usd(Number(gpuPricing[consoleGpu].pricePerGpuHourUsd) * nodes * gpusPerNode)} / hour`,
  action: "Reserve cluster",
  /** Beside the link, to the visitor: what they will find there (review round 17: "Opens the request form, filled in" read as a developer's note). */
  actionNote: "Pre-fills your request",
  /** "Reserve cluster" opens the request form with this cluster filled in. */
  actionHref: requestComputeHref(`${nodes * gpusPerNode}× ${consoleGpu} (${nodes} nodes × ${gpusPerNode} GPUs)`),
  status: `ready · ${nodes * gpusPerNode}× ${gpuPricing[consoleGpu].short} · bare metal`,
  terminalLabel: "Terminal",
  ssh: `ssh root@${host}`,
  /** The same command on a phone, continued at its space with a `\\` so every line fits 375 px at 12 px. */
  sshPhone: ["ssh -l root \\", `  ${host}`] as const,
  prompt: `root@${hostName(0)}:~#`,
  motd: `${gpusPerNode}× ${consoleGpu} ${gpuPricing[consoleGpu].memory} · ${links.node} · ${links.fabric}`,
  /** The machine line on a phone: the GPUs, then the links, split at a separator. */
  motdPhone: [`${gpusPerNode}× ${consoleGpu} ${gpuPricing[consoleGpu].memory}`, `${links.node} · ${links.fabric}`] as const,
};

/**
 * Earth only (review round 23): the console's cluster as a line drawing beside the lineup's heading, from the same
 * data: the rack in its region with the cluster's nodes lit, each node its GPUs on one NVLink bus, the nodes joined by
 * the InfiniBand fabric.
 */
export const earthCluster = {
  label: `The cluster in the console: ${nodes} nodes of ${gpusPerNode} ${consoleGpu} GPUs in ${region}`,
  caption: `The console's cluster: ${nodes} nodes × ${gpusPerNode} ${gpuPricing[consoleGpu].short} in ${region}, ${links.node} inside each node, ${links.fabric} between them.`,
  region,
  rackLabel: "Rack",
  nodes: Array.from({ length: nodes }, (_, i) => ({ host: hostName(i), gpus: gpusPerNode })),
  gpu: gpuPricing[consoleGpu].short,
  memory: gpuPricing[consoleGpu].memory,
  links,
};

/** Atmosphere only: one game streamed to three screens, each from the nearest edge GPU. */
export const atmosphereStream = {
  /** The screens' caption, naming them in the drawing's order (laptop, TV, phone); that their cities and latencies are examples is said once, in the notes under the latency table (`atmosphereLatency.notes.example`). */
  caption: "Example session: one game on a laptop, a TV and a phone, each streamed from the edge GPU nearest to it.",
  devices: [
    { kind: "tv", name: "Smart TV", city: "London", latencyMs: 11, resolution: "4K · 60 fps" },
    { kind: "laptop", name: "Laptop", city: "São Paulo", latencyMs: 17, resolution: "1440p · 120 fps" },
    { kind: "phone", name: "Mobile", city: "Singapore", latencyMs: 14, resolution: "1080p · 60 fps" },
  ] as { kind: "tv" | "laptop" | "phone"; name: string; city: string; latencyMs: number; resolution: string }[],
  /** Under "How a session starts", which sits beside the use cases: the steps are what the hero's screens show. */
  stepsLead: "What the three screens at the top of this page show, from a tap on play to the first frame.",
  /** Over each device's edge GPU, above its city. */
  edgeLabel: "Edge GPU",
  /** "11 ms" */
  ms: (n: number) => `${n} ms`,
};

/**
 * Atmosphere only: the regions of network.ts with their countries, and the latency each region's
 * edge is built for. The latencies are design targets, not measurements (the spec states none): the
 * page labels them so, with their basis.
 */
export const atmosphereLatency = {
  eyebrow: "Reach",
  caption: "Countries and target latency per region",
  columns: { region: "Region", countries: "Countries", latency: "Target latency" },
  /**
   * The page's caveats, gathered in one numbered list under the latency table (review round 14: they
   * were spread over the hero's caption, the section's lead and two lines under the table); each
   * place they qualify carries its number.
   */
  notesHeading: "Notes",
  notes: {
    example:
      "The screens at the top show an example session: its cities and latencies are examples within the target latencies in this table.",
    countries: "Countries per region are counted from our points of presence.",
    targets:
      "Latencies are design targets, not measurements: from a player's input to the streamed frame, on a wired connection; the player's own network adds to them.",
  },
  /**
   * The bars' scale: a bar's length is its latency on an axis from 0 to `scaleMs`, ticked every `tickMs`, so a shorter
   * bar is a lower latency. No key says so (review round 19: "Shorter bar = lower latency" repeated the axis and the
   * "Target latency" header, and was ours, not the spec's).
   */
  scaleMs: 40,
  tickMs: 10,
  /** The axis' unit, after its last tick. */
  unit: "ms",
  rows: [
    { region: "Europe", latencyMs: 12 },
    { region: "North America", latencyMs: 14 },
    { region: "Middle East", latencyMs: 17 },
    { region: "Asia Pacific", latencyMs: 19 },
    { region: "Latin America", latencyMs: 23 },
    { region: "Africa", latencyMs: 28 },
  ] as { region: Region; latencyMs: number }[],
  /** Countries of each region, counted from the points of presence. */
  countriesIn: (region: Region) => pointsOfPresence.filter((p) => p.region === region).length,
};
