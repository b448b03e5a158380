/** /ecosystem: stats cards and partner lists by category. Static, no calls. */
import type { PageMeta } from "./meta.ts";
import { Blocks, Brain, Coins, Gamepad2, Server, Users, Globe, Cpu, type LucideIcon } from "lucide-react";
import { claims, stats } from "./stats.ts";
import type { BrandLogo } from "./brand.ts";

/** `logo`: a real brand's mark (Sui); the other partners are not real companies and show a glyph of ours. */
type Partner = { name: string; text: string; logo?: BrandLogo };
type PartnerCategory = { id: string; name: string; lead: string; icon: LucideIcon; partners: Partner[] };

export const ecosystem = {
  meta: {
    path: "/ecosystem",
    title: "Ecosystem",
    description: `The Nirvana ecosystem: ${stats.gpusShort.value} enterprise GPUs in ${claims.countries}, ${claims.community}, and partners across AI, gaming, infrastructure, blockchain and DeFi.`,
  } satisfies PageMeta,
  eyebrow: "Ecosystem",
  heading: "An ecosystem built on shared compute",
  lead: "AI companies, game studios, infrastructure providers and Web3 protocols build on the network, and a global community keeps it honest.",
  /** Accessible name of the stats cards' section. */
  statsLabel: "Network in numbers",
  stats: [
    { ...stats.gpusShort, label: "Enterprise GPUs", icon: Cpu },
    { ...stats.countries, label: "Countries", icon: Globe },
    { ...stats.community, label: "Community members", icon: Users },
  ] as { value: string; label: string; icon: LucideIcon }[],
  partnersEyebrow: "Partners",
  partnersHeading: "Partners by category",
  partnersLead: "A selection of the teams that build on, supply or connect to the network.",
  categories: [
    {
      id: "ai",
      name: "AI",
      lead: "Labs and startups training and serving models.",
      icon: Brain,
      partners: [
        { name: "Parallax AI", text: "Foundation-model training on bare-metal clusters" },
        { name: "Hyperion AI", text: "Agent platform paying for inference with x402" },
        { name: "Tensorloop", text: "Fine-tuning as a service" },
        { name: "Frontier ML", text: "Computer-vision research" },
      ],
    },
    {
      id: "gaming",
      name: "Gaming studios",
      lead: "Studios streaming and rendering games on the network.",
      icon: Gamepad2,
      partners: [
        { name: "Arcadia Studios", text: "Cloud-streamed open-world titles" },
        { name: "Lumen Games", text: "Cross-platform multiplayer" },
        { name: "Crescent Games", text: "Mobile-first cloud gaming" },
        { name: "Solace Interactive", text: "Real-time cinematics" },
      ],
    },
    {
      id: "infrastructure",
      name: "Infrastructure providers",
      lead: "Data centres and clouds supplying enterprise GPUs.",
      icon: Server,
      partners: [
        { name: "Stratos Cloud", text: "Tier-3 data centres in Europe" },
        { name: "Orbital Compute", text: "GPU capacity across Asia-Pacific" },
        { name: "Zenith Infra", text: "Edge sites in telecom hubs" },
        { name: "Nimbus Grid", text: "Renewable-powered GPU halls" },
      ],
    },
    {
      id: "blockchain",
      name: "Blockchain networks",
      lead: "Chains that settle payments and metering.",
      icon: Blocks,
      partners: [
        { name: "Sui", text: "Settlement network for PING and x402 payments", logo: "network-sui" },
        { name: "Keystone Chain", text: "Cross-chain messaging" },
        { name: "Vertex Mesh", text: "Decentralized storage for checkpoints" },
        { name: "Ionic Networks", text: "Oracle network for usage data" },
      ],
    },
    {
      id: "defi",
      name: "DeFi and Web3",
      lead: "Protocols and firms that move value around compute.",
      icon: Coins,
      partners: [
        { name: "Helix Markets", text: "On-chain purchase of compute credits" },
        { name: "Mosaic Finance", text: "Liquidity for the PING token" },
        { name: "Obsidian Capital", text: "Ecosystem investment" },
        { name: "Riftline", text: "Wallet and payments tooling" },
      ],
    },
  ] as PartnerCategory[],
  community: {
    heading: "Join the community",
    text: `Talk to the team, meet other builders and follow the network's news with the rest of the community.`,
    fund: { label: "Ecosystem Fund", href: "/ecosystem-fund" },
    contact: { label: "Become a partner", href: "/contact" },
  },
};
