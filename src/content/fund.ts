/** /ecosystem-fund: overview, what is supported, how to apply (spec sections 2 and 9). */
import type { PageMeta } from "./meta.ts";
import { Brain, Cpu, Gamepad2, Handshake, type LucideIcon, Wrench } from "lucide-react";
import { site } from "./site.ts";
import { claims, stats } from "./stats.ts";
import { fundingRanges } from "./funding-ranges.ts";

export { fundingRanges };
/** The span of the ranges for sentences ("from … to over …"): the lowest bound and the last, open-ended range without its "+". */
export const fundingRange = {
  lowest: fundingRanges[0].label.split("-")[0]!,
  highest: fundingRanges[fundingRanges.length - 1]!.label.replace(/\+$/, ""),
};

/**
 * The closing call to action and the form's place: the only part of the page the form island
 * reads, kept apart so the island does not carry the page's icons and copy.
 */
export const fundApply = {
  /** Target of the Learn More button ("scrolls to top"). */
  topId: "top",
  id: "apply",
  heading: "Ready to build?",
  text: "Applications are open to founders and teams at any stage.",
  applyLabel: "Apply for Funding",
  /** Where the application form is revealed. */
  formId: "apply-form",
  learnMoreLabel: "Learn More",
  /** The open form's eyebrow, over its title (review round 26: at 375 the open form did not say whose it was). */
  formEyebrow: "Ecosystem Fund",
  /** Where Learn More leads (review round 20): its accessible name, the visible label first. */
  learnMoreName: "Learn More: the fund's overview, at the top of this page",
} as const;

export const fundPage = {
  meta: {
    path: "/ecosystem-fund",
    title: "Ecosystem Fund",
    description: `A ${claims.fund}, paid in PING on Sui, for teams building AI, machine learning, gaming and metaverse projects on decentralized GPU compute.`,
  } satisfies PageMeta,
  topId: fundApply.topId,
  eyebrow: "Ecosystem Fund",
  title: { amount: stats.fund.value, rest: "Ecosystem Fund" },
  lead: `Funding for the founders who build on ${site.name}'s GPU network. Grants are paid in PING, our token on the Sui network, and come with compute and a team that wants you to ship.`,
  heroLink: { label: "How to apply", href: "#how-to-apply" },
  /** The hero's picture (review round 14): a grant's path, from the PING coin to your project to the network's GPUs. */
  path: {
    /** The window card's title (review round 18): the picture's own name, from its alt. */
    caption: "fund / a grant's path",
    alt: "A grant's path: the fund pays your project in PING, and your project runs on the network's GPUs.",
    fund: "PING grant",
    project: "your project",
    compute: "GPU compute",
  },
  /**
   * The hero's term sheet: how the fund pays (PING on Sui) and what a grant brings besides the
   * money. Nothing the page's sections repeat below (the ranges, the focus areas, the path are theirs).
   */
  terms: {
    caption: "fund / terms",
    paidIn: "Paid in",
    token: "PING",
    network: "on the Sui network",
    /** The sheet's head already says the capital is PING on Sui: the rows are what comes with it (review round 9). */
    includesLabel: "With the grant",
    includes: [
      { icon: Cpu, label: "Compute", text: "enterprise GPUs across the network" },
      { icon: Wrench, label: "Guidance", text: "technical help from our engineers" },
      { icon: Handshake, label: "Introductions", text: "across our partner network" },
    ] satisfies { icon: LucideIcon; label: string; text: string }[],
  },
  supported: {
    id: "supported",
    eyebrow: "What we support",
    heading: "Two focus areas",
    areas: [
      {
        icon: Brain,
        title: "AI & Machine Learning",
        text: "Models, agents and tools that need serious GPU power.",
        examples: [
          "Model training and fine-tuning",
          "Inference services and AI agents",
          "Agents that pay for compute with\u00a0x402",
          "Data and ML tooling",
        ],
      },
      {
        icon: Gamepad2,
        title: "Gaming & Metaverse",
        text: "Worlds and games streamed from GPUs at the edge.",
        examples: ["Cloud-native games", "Real-time rendering and 3D worlds", "Metaverse experiences", "Game infrastructure and tooling"],
      },
    ] satisfies { icon: LucideIcon; title: string; text: string; examples: string[] }[],
    alsoConsidered: "We also consider infrastructure, DeFi and other projects that grow the network.",
    rangesEyebrow: "Funding amount",
    rangesHeading: "Funding ranges",
    rangesText: "Five ranges per project, from a first prototype to a team scaling up; the application asks for one.",
    /** How the ranges' dollars and the grant's PING relate: said once on the page, beside the ranges (review round 13). */
    rangesCurrency: {
      label: "Stated in US dollars, paid in PING",
      text: "Each range is a value in US dollars: it sizes the grant you ask for. An approved grant is paid as that value in PING, on the Sui network.",
    },
    rangesColumns: { range: "Range per project, in USD" },
    /** The scale's axis is logarithmic (each tick a multiple of the last), said on the chart's title line (review round 18). */
    rangesScale: "log scale",
  },
  howToApply: {
    id: "how-to-apply",
    eyebrow: "How to apply",
    heading: "From application to funding",
    steps: [
      {
        title: "Submit your application",
        short: "Apply",
        text: "Tell us about your project, your team, the category and the funding range you are asking for.",
      },
      { title: "Review", short: "Review", text: "Our team reviews every application and gets back to you." },
      { title: "Meet the team", short: "Meet the team", text: "Shortlisted founders present their project and roadmap to the fund." },
      {
        title: "Funding and support",
        short: "Funded in PING",
        // No hyphenated word to break at its hyphen (review round 9 saw "hands-" end a line); and no
        // U+2011, which the web-font subsets do not hold.
        text: "Approved projects receive PING on Sui, plus compute and direct support.",
      },
    ],
  },
  /**
   * Beside the open form (from lg): what becomes of what you send, which the page says nowhere else (review round 15: this
   * column showed How to apply's four steps again, a section above). Its lines are /privacy's, in short; "Used for" is
   * /privacy's purpose of this form, word for word (FundApply reads it from privacy.ts); the form's note links to the notice.
   */
  formAside: {
    heading: "Before you send",
    usedFor: "Used for",
    rows: [
      { label: "Read by", text: "Only our team, who must sign in to read it. We do not sell it or share it with anyone else." },
      { label: "Kept", text: "Until you ask us to delete it, or until our team does." },
      { label: "Deleted", text: "Write to us with the e-mail address you used: everything sent from it goes, in one step." },
    ],
  },
  apply: fundApply,
} as const;
