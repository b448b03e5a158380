/** /ecosystem: stats cards and partner lists by category. Static, no calls. */
import type { PageMeta } from "./meta.ts";
import { claims, stats, type Stat } from "./stats.ts";
import { site } from "./site.ts";
import { partnerRows } from "./home.ts";
import { walletCatalogue, type WalletFamily } from "./wallets.ts";

/**
 * Only real names, and the same ones as Home's partner marquee (review round 13: this page had other names than
 * Home's): every name of `partnerRows` (home.ts, itself read from the wallets, the GPU price list and the sandbox's
 * chains and tokens) stands in one category here, sorted by its part in the network; `pick` fails the build if a
 * name is not Home's, and tests/e2e/pages-content.test.ts checks that none of Home's is left out. Set as plain wordmarks, as on Home.
 */
const homeNames = new Set(partnerRows.flatMap((r) => r.names));
const pick = (...names: string[]) => {
  for (const n of names) if (!homeNames.has(n)) throw new Error(`/ecosystem: "${n}" is not one of Home's partner names`);
  return names;
};
/** The wallets of one family, in the catalogue's (the spec's) order: /access-compute connects Sui wallets and EVM wallets. */
const family = (f: WalletFamily) => pick(...walletCatalogue.filter((w) => w.family === f).map((w) => w.name));
/**
 * `role`: the category's part in the network, one word (the hero's flow and the directory's tag); `lead`: what that means.
 * A category with no `partners` is an ordinary row of the table whose partners cell says it is open (review round 26).
 */
type PartnerCategory = {
  id: string;
  name: string;
  role: string;
  lead: string;
  partners: string[];
  /**
   * Review round 23: a category with many names sets them in labelled sub-groups (its `partners` are the groups' names in
   * order); its fifteen names in one run read as a wall.
   */
  groups?: { label: string; names: string[] }[];
};

/** DeFi and Web3's names by kind: what payments are made in, the wallets by the family the site connects, the standards. */
const defiGroups = [
  { label: "Tokens", names: pick("PING", "USDC", "ETH") },
  { label: "Sui wallets", names: family("sui") },
  { label: "EVM wallets", names: family("evm") },
  { label: "Standards", names: pick("Wallet Standard", "EIP-6963") },
];

export const ecosystem = {
  meta: {
    path: "/ecosystem",
    title: "Ecosystem",
    description: `The Nirvana ecosystem: ${claims.gpus} in ${claims.countries}, ${claims.community}, and partners across AI, gaming, infrastructure, blockchain and DeFi.`,
  } satisfies PageMeta,
  eyebrow: "Ecosystem",
  heading: "An ecosystem built on shared compute",
  lead: "AI companies, game studios, infrastructure providers and Web3 protocols build on the network, and a global community keeps it\u00a0honest.",
  /** The figures' heading, over Home's band of figures (the shared `Stats`, review round 15). */
  statsLabel: "Network in numbers",
  /**
   * The spec's three figures, each its value and caption as src/content/stats.ts writes them, so a figure Home shows too
   * (the GPUs, the countries) reads the same on both pages. Review round 21 dropped the notes (Home's note for the
   * countries speaks of Home's map). Review round 23: without notes the band looked unfinished beside Home's; each figure
   * has a note of this page's, about one length, no map and no figure but stats.ts's: the GPUs what backs them (Home's
   * words: one fact, one sentence), the countries where the supply runs, the community the lead's "keeps it honest".
   * Review round 24: the GPUs' note was Home's very caption (the capacity claim); it says who hosts them, the
   * Supply of the drawing above (the infrastructure providers' row says the same), so no note is Home's sentence.
   * Review round 26: each note names the figure's part in this page's ecosystem (the categories below): the GPUs the
   * supply every category builds on, the countries where partners run their workloads, the community the lead's.
   */
  stats: [
    { ...stats.gpus, note: "The supply every partner category builds on" },
    { ...stats.countries, note: "Where partners can run their workloads" },
    { ...stats.community, note: "Members who keep the network honest" },
  ] as (Stat & { note: string })[],
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
      lead: "Labs and agents that find, call and pay for compute through open interfaces.",
      partners: pick("x402", "Model Context Protocol", "OpenAPI", "llms.txt", "Standard Webhooks"),
    },
    {
      id: "gaming",
      name: "Gaming studios",
      role: "Demand",
      lead: "Studios that stream and render their games from GPUs at the edge.",
      partners: [],
    },
    {
      id: "infrastructure",
      name: "Infrastructure providers",
      role: "Supply",
      lead: "Data centres and clouds that host the enterprise GPUs and are paid for the hours they serve.",
      // Nobody to name yet: the GPU models and the services the site runs on (Home's "GPUs and team tools"
      // row) are technology it uses, not partners, so they are not listed as providers here.
      partners: [],
    },
    {
      id: "blockchain",
      name: "Blockchain networks",
      role: "Settlement",
      lead: "Chains that settle every payment, with Sui as the home of PING.",
      partners: pick("Sui", "Base"),
    },
    {
      id: "defi",
      name: "DeFi and Web3",
      role: "Liquidity",
      lead: "The tokens payments are made in, and the wallets and standards the site connects.",
      partners: defiGroups.flatMap((g) => g.names),
      groups: defiGroups,
    },
  ] as PartnerCategory[],
  /**
   * The categories with nobody to name yet. Review round 26: ordinary rows of the table (round 24's highlighted block under
   * it spotlighted the gap), their partners cell a quiet muted note and a plain link to /contact.
   */
  open: {
    lead: "Open to partners",
    link: { label: "Talk to us", href: "/contact" },
  },
  /**
   * Under the flow, as its caption (review round 14: out of the closing band, where it was a third action): the checks
   * themselves (the request to send, the address, the endpoint) are /about's table, linked, not restated here (review round 9).
   */
  verify: {
    label: "Check it yourself",
    text: "Before you build on the network, check the parts this flow draws.",
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
