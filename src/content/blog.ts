/** The six static blog posts (spec: title, date '2024', excerpt, link to #post-1..#post-6). */
import { accessPage } from "./access.ts";
import { fundingRange } from "./fund.ts";
import { fundingRanges } from "./funding-ranges.ts";
import { gpuPricing } from "./gpu-pricing.ts";
import type { PageMeta } from "./meta.ts";
import { pointsOfPresence } from "./network.ts";
import { atmosphereStream } from "./products.ts";
import { providePage } from "./provide.ts";
import { claims, stats } from "./stats.ts";
import { paymentSequence } from "./x402-sequence.ts";
import { site } from "./site.ts";

/**
 * A post's figure: a small console in the site's panel style, every line taken from data the site
 * already shows elsewhere (the sandbox's exchange, the GPU lineup, the fund's ranges…), nothing new.
 * `key`: the mono left column; `value`: the line; `note`: a quieter second part; `variant`: colour of the value (a style, so not in the Markdown copy).
 */
export type PostFigure = {
  caption: string;
  rows: readonly { key: string; value: string; note?: string; variant?: "accent" | "accent-2" }[];
};

const arrows = { request: "→", response: "←", self: "·" } as const;
const placed = accessPage.video.jobs[0]!;
const placedAt = pointsOfPresence.find((p) => p.iso2 === placed.to)!;
const { words } = accessPage.video;

type BlogPost = {
  /** In-page anchor id, "post-1" .. "post-6". */
  id: string;
  title: string;
  date: string;
  tag: string;
  excerpt: string;
  figure: PostFigure;
  /** "#post-N", the card's link. */
  link: string;
  body: string[];
  /** The site's page the post is about: where a reader checks what it says. */
  related: { label: string; href: string };
};

const posts: Omit<BlogPost, "id" | "link">[] = [
  {
    title: "Introducing x402 payments for AI agents",
    date: "2024",
    tag: "Announcement",
    figure: {
      caption: "x402 / one payment",
      rows: paymentSequence.messages.map((m) => ({
        key: arrows[m.dir],
        value: m.head,
        note: m.lines[0],
        variant: m.tone === "fg" ? undefined : m.tone,
      })),
    },
    excerpt: "AI agents can now pay for GPU compute on their own, over plain HTTP, with PING on Sui or with SUI, ETH and USDC.",
    body: [
      "Most clouds assume a human with a credit card. Agents do not have one. With x402, an agent asks for a GPU, receives an HTTP 402 Payment Required answer with a price, signs a payment and gets access, all in one exchange.",
      "Payments settle on Sui in 1-3 block confirmations. Under threshold limits set by their owners, agents need no human approval, so a pipeline can scale its own inference capacity in the middle of the night.",
      "The x402 integration page walks through the three steps: connect a wallet, select resources, get instant access.",
    ],
    related: { label: "x402 integration", href: "/x402-integration" },
  },
  {
    title: "Why bare metal wins for AI training",
    date: "2024",
    tag: "Engineering",
    figure: {
      caption: "earth / bare-metal GPUs",
      rows: Object.values(gpuPricing).map((g) => ({ key: g.short, value: g.memory })),
    },
    excerpt: "Virtualisation costs throughput. Here is how Nirvana Earth hands whole machines to training jobs, and what that buys you.",
    body: [
      "A hypervisor between a model and its GPUs adds latency to every memory copy and hides the interconnect topology from the scheduler. For multi-node training, those losses compound.",
      `Nirvana Earth leases whole machines. Your job sees the real GPUs, the real network and the real disks, and our ${stats.uptime.value} uptime SLA covers the fleet.`,
      "The result is simple: more steps per dollar, and performance that matches what you measured in your own lab.",
    ],
    related: { label: "Nirvana Earth's GPU lineup", href: "/nirvana-earth#lineup" },
  },
  {
    title: `Cloud gaming in ${claims.countries}`,
    date: "2024",
    tag: "Product",
    figure: {
      caption: "atmosphere / example session",
      rows: atmosphereStream.devices.map((d) => ({
        key: atmosphereStream.ms(d.latencyMs),
        value: `${d.name} · ${d.city}`,
        note: d.resolution,
      })),
    },
    excerpt: "How Nirvana Atmosphere places game sessions on GPUs close to every player to keep input latency low.",
    body: [
      `In cloud gaming, distance is latency. Atmosphere runs each session on an edge GPU near the player, chosen from the network's edge locations.`,
      "Studios publish once and reach players on phones, TVs and thin laptops, with no download and no install.",
      "Capacity follows demand: launch days borrow GPUs from the wider network and give them back when the rush is over.",
    ],
    related: { label: "Nirvana Atmosphere", href: "/nirvana-atmosphere" },
  },
  {
    title: "Becoming a GPU provider: a field guide",
    date: "2024",
    tag: "Providers",
    figure: {
      caption: "provide / after you apply",
      rows: providePage.steps.map((step, i) => ({ key: String(i + 1).padStart(2, "0"), value: step.title, note: step.text })),
    },
    excerpt: "From the first conversation to the first PING earned: what data centres and enterprises need to join the network.",
    body: [
      "Providers range from tier-3 data centres to studios with a render farm that sits idle at night. What they share is enterprise-grade hardware and reliable connectivity.",
      "Onboarding starts with the Cloud Host Application. A company email is required; personal addresses are not accepted.",
      "Once connected, your machines serve AI, gaming and rendering jobs, and you are paid on-chain for every hour of compute.",
    ],
    related: { label: "Provide compute", href: "/provide-compute" },
  },
  {
    title: `Announcing the ${claims.fund}`,
    date: "2024",
    tag: "Ecosystem",
    figure: {
      caption: "fund / ranges in USD, paid in PING",
      rows: fundingRanges.map((r, i) => ({ key: String(i + 1).padStart(2, "0"), value: r.label })),
    },
    excerpt: "Grants and investment for AI and gaming founders building on Nirvana, paid in PING on the Sui network.",
    body: [
      "The Ecosystem Fund backs teams that turn GPU compute into products: AI and machine learning, gaming and the metaverse, infrastructure and DeFi.",
      `Funding ranges from ${fundingRange.lowest} to over ${fundingRange.highest}. Founders apply with a short description of the project, the team and the amount they need.`,
      "Grants are paid in PING on the Sui network.",
    ],
    related: { label: "The Ecosystem Fund", href: "/ecosystem-fund" },
  },
  {
    title: `Inside the network: ${stats.gpus.value} GPUs, one scheduler`,
    date: "2024",
    tag: "Architecture",
    figure: {
      caption: "network / one job placed",
      rows: [
        { key: words.request, value: `${placed.gpus} × ${gpuPricing[placed.gpu].short}`, note: placed.workload },
        { key: words.matching, value: placedAt.region },
        { key: words.scheduled, value: `${placedAt.city}, ${placedAt.iso2}` },
        { key: words.running, value: `${placed.gpus} GPUs`, variant: "accent" },
      ],
    },
    excerpt: "A look at how jobs find the right GPU across providers, regions and hardware generations.",
    body: [
      `Every GPU on the network reports its model, memory, location and health. The scheduler matches jobs against that live inventory.`,
      "Placement weighs latency for gaming, interconnect for training and price for rendering, then books the machines and starts metering.",
      "Metering and payment are on-chain, so providers and customers can both verify every hour billed.",
    ],
    related: { label: "Request GPUs", href: "/access-compute" },
  },
];

export const blogPosts: BlogPost[] = posts.map((p, i) => ({ ...p, id: `post-${i + 1}`, link: `#post-${i + 1}` }));

export const blogPage = {
  /** Accessible name of the cards' section. */
  postsLabel: "Posts",
  meta: {
    path: "/blog",
    title: "Blog",
    description:
      "News, engineering notes and guides from the Nirvana decentralized GPU cloud: x402 payments, bare-metal AI, cloud gaming and the ecosystem.",
  } satisfies PageMeta,
  eyebrow: "Blog",
  heading: "Notes from the network",
  lead: "Product news, engineering deep dives and guides for builders, providers and AI agents.",
  readMore: "Read post",
  /** Every post's byline: the publisher, the network itself (no invented authors). */
  byline: { by: "By", publisher: site.name },
  relatedLabel: "On the site",
  articlesHeading: "The posts in full",
  backToTop: "Back to the index",
};
