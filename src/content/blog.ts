/** The six static blog posts (spec: title, date '2024', excerpt, link to #post-1..#post-6). */
import type { PageMeta } from "./meta.ts";
import { fundingRange } from "./fund.ts";
import { claims, stats } from "./stats.ts";

type BlogPost = {
  /** In-page anchor id, "post-1" .. "post-6". */
  id: string;
  title: string;
  date: string;
  tag: string;
  excerpt: string;
  /** "#post-N", the card's link. */
  link: string;
  body: string[];
};

const posts: Omit<BlogPost, "id" | "link">[] = [
  {
    title: "Introducing x402 payments for AI agents",
    date: "2024",
    tag: "Announcement",
    excerpt: "AI agents can now pay for GPU compute on their own, over plain HTTP, with PING on Sui or with SUI, ETH and USDC.",
    body: [
      "Most clouds assume a human with a credit card. Agents do not have one. With x402, an agent asks for a GPU, receives an HTTP 402 Payment Required answer with a price, signs a payment and gets access, all in one exchange.",
      "Payments settle on Sui in 1-3 block confirmations. Under threshold limits set by their owners, agents need no human approval, so a pipeline can scale its own inference capacity in the middle of the night.",
      "The x402 integration page walks through the three steps: connect a wallet, select resources, get instant access.",
    ],
  },
  {
    title: "Why bare metal wins for AI training",
    date: "2024",
    tag: "Engineering",
    excerpt: "Virtualisation costs throughput. Here is how Nirvana Earth hands whole machines to training jobs, and what that buys you.",
    body: [
      "A hypervisor between a model and its GPUs adds latency to every memory copy and hides the interconnect topology from the scheduler. For multi-node training, those losses compound.",
      `Nirvana Earth leases whole machines. Your job sees the real GPUs, the real network and the real disks, and our ${stats.uptime.value} uptime SLA covers the fleet.`,
      "The result is simple: more steps per dollar, and performance that matches what you measured in your own lab.",
    ],
  },
  {
    title: `Cloud gaming in ${claims.countries}`,
    date: "2024",
    tag: "Product",
    excerpt: "How Nirvana Atmosphere places game sessions on GPUs close to every player to keep input latency low.",
    body: [
      `In cloud gaming, distance is latency. Atmosphere runs each session on an edge GPU near the player, chosen from the network's edge locations.`,
      "Studios publish once and reach players on phones, TVs and thin laptops, with no download and no install.",
      "Capacity follows demand: launch days borrow GPUs from the wider network and give them back when the rush is over.",
    ],
  },
  {
    title: "Becoming a GPU provider: a field guide",
    date: "2024",
    tag: "Providers",
    excerpt: "From the first conversation to the first PING earned: what data centres and enterprises need to join the network.",
    body: [
      "Providers range from tier-3 data centres to studios with a render farm that sits idle at night. What they share is enterprise-grade hardware and reliable connectivity.",
      "Onboarding starts with the Cloud Host Application. A company email is required; personal addresses are not accepted.",
      "Once connected, your machines serve AI, gaming and rendering jobs, and you are paid on-chain for every hour of compute.",
    ],
  },
  {
    title: `Announcing the ${claims.fund}`,
    date: "2024",
    tag: "Ecosystem",
    excerpt: "Grants and investment for AI and gaming founders building on Nirvana, paid in PING on the Sui network.",
    body: [
      "The Ecosystem Fund backs teams that turn GPU compute into products: AI and machine learning, gaming and the metaverse, infrastructure and DeFi.",
      `Funding ranges from ${fundingRange.lowest} to over ${fundingRange.highest}. Founders apply with a short description of the project, the team and the amount they need.`,
      "Grants are paid in PING on the Sui network.",
    ],
  },
  {
    title: `Inside the network: ${stats.gpus.value} GPUs, one scheduler`,
    date: "2024",
    tag: "Architecture",
    excerpt: "A look at how jobs find the right GPU across providers, regions and hardware generations.",
    body: [
      `Every GPU on the network reports its model, memory, location and health. The scheduler matches jobs against that live inventory.`,
      "Placement weighs latency for gaming, interconnect for training and price for rendering, then books the machines and starts metering.",
      "Metering and payment are on-chain, so providers and customers can both verify every hour billed.",
    ],
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
  articlesHeading: "All posts",
  backToTop: "Back to all posts",
};
