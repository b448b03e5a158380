/** The six static blog posts (spec: title, date '2024', excerpt, link to #post-1..#post-6). */
import { fundingRange } from "./fund.ts";
import type { PageMeta } from "./meta.ts";
import { claims, stats } from "./stats.ts";
import { site } from "./site.ts";
import { siteAction } from "./site-action.ts";

/**
 * A post's cover: a line drawing of the post's idea in the site's illustration language
 * (src/components/blog/PostCover.tsx, drawn at build time), not a table a product page already
 * shows. `art` picks the drawing, `caption` names the view like a path, `alt` says what it shows.
 * (The key is `image`, so the Markdown copy skips it.)
 */
export type PostArt = "payment" | "bare-metal" | "edge" | "idle-hours" | "fund" | "scheduler";
export type PostImage = { art: PostArt; caption: string; alt: string };

/** The words inside the drawings, per drawing (mono, at least 12 px on screen). */
export const postArtLabels = {
  payment: { agent: "agent", limit: "owner's limit", coin: "= 402, paid", ticks: ["00:00", "03:00", "06:00"] },
  "bare-metal": { job: "job", hypervisor: "hypervisor", virtualised: "virtualised", bare: "bare metal" },
  edge: { player: "player", edge: "edge GPU", far: "far region" },
  "idle-hours": { own: "your jobs", network: "network jobs", earned: "PING earned", ticks: ["00", "06", "12", "18", "24"] },
  fund: { areas: ["AI and ML", "gaming", "infra, DeFi"] },
  scheduler: { job: "job", scheduler: "scheduler", weighs: "latency · interconnect · price" },
} as const;

type BlogPost = {
  /** In-page anchor id, "post-1" .. "post-6". */
  id: string;
  title: string;
  date: string;
  tag: string;
  excerpt: string;
  image: PostImage;
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
    image: {
      art: "payment",
      caption: "x402 / scaling overnight",
      alt: "An agent adds GPUs step by step through the night, each step paid over x402, under the limit its owner set.",
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
    image: {
      art: "bare-metal",
      caption: "earth / no hypervisor in the way",
      alt: "Two stacks: a job reaching its GPU through a hypervisor, and a job on the bare-metal GPU directly.",
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
    image: {
      art: "edge",
      caption: "atmosphere / distance is latency",
      alt: "A player's screen served by an edge GPU close by, rather than by a rack in a far region.",
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
    image: {
      art: "idle-hours",
      caption: "provide / one server's day",
      alt: "A day of a provider's GPU server, hour by hour: its own jobs by day, network jobs in its idle hours, and PING earned rising then.",
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
    image: {
      art: "fund",
      caption: "fund / grants paid in PING",
      alt: "The PING coin paying out to three kinds of project: AI and machine learning, gaming, infrastructure and DeFi.",
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
    image: {
      art: "scheduler",
      caption: "network / one job, placed",
      alt: "A job goes to the scheduler, which weighs latency, interconnect and price and places it on eight free GPUs of one provider.",
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
  /** The journal's byline, said once in the masthead (review round 19: it stood under every post): the publisher, the network itself (no invented authors). */
  byline: { by: "By", publisher: site.name },
  relatedLabel: "On the site",
  /** The articles' section: an eyebrow over its heading, like every section heading on the site. */
  articlesEyebrow: "Articles",
  articlesHeading: "The posts in full",
  backToTop: "Back to the index",
  /** Review round 26: each post's reading time in its side column, counted at build time from its text. */
  reading: { wordsPerMinute: 200, minutes: "min read" },
  /** Review round 26: the page's closing band (it ended on the last post): the next step after reading, one solid action. */
  closing: {
    eyebrow: "Next step",
    heading: "Put the network to work",
    text: "Request GPUs for training, inference or rendering, or pay per use from an agent over x402. The documentation covers both.",
    primary: siteAction,
    secondary: { label: "Read the documentation", href: "/documentation" },
  },
};
