/** /ecosystem: stats cards and partner lists by category. Static, no calls. */
import type { PageMeta } from "./meta.ts";
import { claims, stats, type Stat } from "./stats.ts";
import { site } from "./site.ts";

/**
 * Only real names: the chains, tokens, wallets and protocols the network works with today (each one
 * a visitor can check on this site: the sandbox's networks and tokens, the wallet button, the agent
 * interfaces). Every name is set as a plain wordmark (no logos: only some have one, and a mixed row reads as uneven); `href`: its own site (every name links out, none is plain text). A category with nobody to name
 * yet is `open`, with where to join: no invented company stands in for a partner.
 */
type Partner = { name: string; href: string };
/** `role`: the category's part in the network, one word (the hero's flow and the directory's tag); `lead`: what that means. */
type PartnerCategory = {
  id: string;
  name: string;
  role: string;
  lead: string;
  partners: Partner[];
  /** A category with no partner to name yet says so, with where to join (no invented names). */
  open?: { label: string; href: string };
};

export const ecosystem = {
  meta: {
    path: "/ecosystem",
    title: "Ecosystem",
    description: `The Nirvana ecosystem: ${stats.gpusShort.value} enterprise GPUs in ${claims.countries}, ${claims.community}, and partners across AI, gaming, infrastructure, blockchain and DeFi.`,
  } satisfies PageMeta,
  eyebrow: "Ecosystem",
  heading: "An ecosystem built on shared compute",
  lead: "AI companies, game studios, infrastructure providers and Web3 protocols build on the network, and a global community keeps it\u00a0honest.",
  /** The stats' section: its heading (the ledger's label, beside the figures). */
  statsLabel: "Network in numbers",
  /**
   * The figures, each with this page's own note (not Home's words): who stands behind the number,
   * in the words of this page's directory and lead. The spec writes the GPU count in its short form here.
   */
  stats: [
    { ...stats.gpusShort, label: "Enterprise GPUs", note: "Hosted by the data centres and clouds that supply the network" },
    { ...stats.countries, label: "Countries", note: "GPUs at the edge, close to the players and their data" },
    { ...stats.community, label: "Community members", note: "The global community that keeps the network honest" },
  ] as (Stat & { note?: string })[],
  partnersEyebrow: "Partners",
  partnersHeading: "Partners by category",
  partnersLead: "Who supplies the GPUs, who uses them, and who settles and funds the payments in\u00a0between.",
  /** The directory's column heads (a table's header row from the lg breakpoint). */
  columns: { category: "Category and role", role: "What it does", partners: "Partners and integrations" },
  /** The hero: how compute and payments move between the categories. */
  flow: {
    network: `${site.name} network`,
    gpus: "GPUs",
    compute: "compute",
    payment: "paid in PING over x402",
    /** Each role's box: the part, and what it does (no partner or category names: the directory below lists them). */
    roles: {
      Supply: "brings the GPUs",
      Demand: "uses the compute",
      Settlement: "settles every payment",
      Liquidity: "funds the payments",
    } as Record<string, string>,
    label:
      "Infrastructure providers supply GPUs to the network; AI and gaming studios use its compute and pay in PING over x402; blockchain networks settle the payments and DeFi and Web3 partners provide liquidity.",
  },
  categories: [
    {
      id: "ai",
      name: "AI",
      role: "Demand",
      lead: "Labs and startups rent GPUs to train and serve models; their agents find, call and pay for compute through these open interfaces.",
      partners: [
        { name: "x402", href: "https://www.x402.org" },
        { name: "Model Context Protocol", href: "https://modelcontextprotocol.io" },
        { name: "OpenAPI", href: "https://www.openapis.org" },
        { name: "llms.txt", href: "https://llmstxt.org" },
      ],
    },
    {
      id: "gaming",
      name: "Gaming studios",
      role: "Demand",
      lead: "Studios that stream and render their games from GPUs at the edge, close to the players.",
      partners: [],
      open: { label: "Open to studios: apply to the Ecosystem Fund", href: "/ecosystem-fund" },
    },
    {
      id: "infrastructure",
      name: "Infrastructure providers",
      role: "Supply",
      lead: "Data centres and clouds that host the enterprise GPUs and are paid for the hours they serve.",
      partners: [],
      open: { label: "Open to providers: offer your GPUs", href: "/provide-compute" },
    },
    {
      id: "blockchain",
      name: "Blockchain networks",
      role: "Settlement",
      lead: "Chains that settle every payment and record usage, with Sui as the home of PING.",
      partners: [
        { name: "Sui", href: "https://sui.io" },
        { name: "Base", href: "https://base.org" },
      ],
    },
    {
      id: "defi",
      name: "DeFi and Web3",
      role: "Liquidity",
      lead: "What buyers and providers pay and are paid with: USDC beside PING, and the Sui and EVM wallets the site connects.",
      partners: [
        { name: "USDC", href: "https://www.circle.com/usdc" },
        { name: "Phantom", href: "https://phantom.com" },
        { name: "MetaMask", href: "https://metamask.io" },
        { name: "OKX Wallet", href: "https://web3.okx.com" },
      ],
    },
  ] as PartnerCategory[],
  /**
   * Between the directory and the closing band, one line: the checks themselves (the request to send,
   * the address, the endpoint) are /about's table, linked, not restated here (review round 9).
   */
  verify: {
    label: "Check it yourself",
    text: "Before you build on the network, check the parts the flow above draws.",
    all: { label: "Every check, with the request to send", href: "/about#proof-title" },
  },
  community: {
    heading: "Build the network with us",
    text: "Supply GPUs, build on the network's compute, or settle and fund its payments: tell us where you fit. Founders can apply to the Ecosystem Fund, and everyone can follow the network's news with the community.",
    /** The page's one action: the partner list leads here. */
    partner: { label: "Become a partner", href: "/contact" },
    fund: { label: "Ecosystem Fund", href: "/ecosystem-fund" },
  },
};
