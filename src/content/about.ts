/** /about: static text on vision and team. */
import type { PageMeta } from "./meta.ts";
import { Eye, Globe, Lock, Scale, Users, Zap, type LucideIcon } from "lucide-react";
import { stats, type Stat } from "./stats.ts";

type Value = { title: string; text: string; icon: LucideIcon };

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
    paragraphs: [
      "The world's most valuable compute sits behind a handful of hyperscalers, with waiting lists, long contracts and prices set far from the people who need it. Meanwhile, enterprise GPUs in data centres, studios and labs sit idle for hours every day.",
      `Nirvana connects the two. We pool enterprise GPUs from providers around the world into one network, and sell their time by the hour to AI labs, game studios, designers and render artists.`,
      "The next customers of the cloud will not be people at all. With x402, AI agents pay for GPU compute themselves, in PING on Sui, in SUI, ETH or USDC, without a human approving every purchase under their threshold limits.",
    ],
  },
  numbers: [stats.gpusShort, stats.countries, stats.uptime, stats.community] as Stat[],
  values: {
    eyebrow: "Values",
    heading: "What we stand for",
    items: [
      { title: "Open access", text: "No waiting lists and no minimum contracts. If you can pay, you can compute.", icon: Globe },
      { title: "Performance first", text: "Bare metal where it matters, edge GPUs where latency matters.", icon: Zap },
      { title: "Verifiable by design", text: "Metering and payment on-chain, so every hour billed can be checked.", icon: Eye },
      { title: "Fair to providers", text: "Hardware owners keep control of their machines and earn for every hour served.", icon: Scale },
      { title: "Secure by default", text: "Isolated workloads, signed payments, no shared API keys to leak.", icon: Lock },
      { title: "Built in the open", text: "Our community shapes the roadmap with us, in the open.", icon: Users },
    ] as Value[],
  },
  team: {
    eyebrow: "Team",
    heading: "Our team",
    paragraphs: [
      "We are engineers, operators and designers from hyperscale clouds, game studios and blockchain protocols. We have run data centres, shipped games to millions of players and written smart contracts that hold real value.",
      `We work remotely across time zones, which is only fitting for a company whose computers are spread across the globe.`,
    ],
    groups: [
      { name: "Infrastructure", text: "Runs the scheduler, the network and the provider fleet." },
      { name: "Protocol", text: "Builds x402 payments, metering and the PING token on Sui." },
      { name: "Product", text: "Designs Nirvana Earth, Nirvana Atmosphere and the developer experience." },
      { name: "Community", text: "Supports providers, partners and the community." },
    ],
    cta: { label: "See open positions", href: "/careers" },
    contact: { label: "Contact us", href: "/contact" },
  },
};
