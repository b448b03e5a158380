/** /about: static text on vision and team. */
import type { PageMeta } from "./meta.ts";
import { positions } from "./careers.ts";

type Value = { title: string; text: string };

/** What each team does, by the departments of the careers page's roles (each has one open role). */
const teamWork: Record<(typeof positions)[number]["department"], string> = {
  Engineering: "Builds the scheduler, metering and x402 payments on Sui.",
  Infrastructure: "Runs the network and the provider fleet across regions.",
  Product: "Designs Nirvana Earth, Nirvana Atmosphere and the developer experience.",
  Marketing: "Tells the network's story to AI labs, studios and GPU owners.",
  Sales: "Brings data centres, clouds and enterprises onto the network.",
  Community: "Looks after providers, partners and token holders.",
};

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
      "The world's most valuable compute sits behind a handful of hyperscalers, with waiting lists, long contracts and prices set far from the people who need it. Meanwhile, enterprise GPUs in data centres, studios and labs sit idle for hours every day.",
      `Nirvana connects the two. We pool enterprise GPUs from providers around the world into one network, and sell their time by the hour to AI labs, game studios, designers and render artists.`,
      "With x402, AI agents pay for GPU compute themselves, in PING on Sui, in SUI, ETH or USDC, without a human approving every purchase under their threshold limits.",
    ],
  },
  /** The hero's figure (VisionStages.tsx): the lead's idea in three drawings, from idle GPUs to an agent paying. */
  stages: {
    caption: "From idle GPUs to compute agents buy",
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
      `We work remotely across time zones, which is only fitting for a company whose computers are spread across the globe.`,
    ],
    groupsLabel: "Teams",
    openRoleLabel: "Open role",
    groups: positions.map((p) => ({ name: p.department, text: teamWork[p.department], role: p.title })),
    cta: { label: "See open positions", href: "/careers" },
    contact: { label: "Contact us", href: "/contact" },
  },
};
