/** /ecosystem-fund: overview, what is supported, how to apply (spec sections 2 and 9). */
import type { PageMeta } from "./meta.ts";
import { Brain, Gamepad2, type LucideIcon } from "lucide-react";
import { site } from "./site.ts";
import { claims, stats } from "./stats.ts";
import { fundingRanges } from "./funding-ranges.ts";

export { fundingRanges };
/** The span of the ranges for sentences ("from … to over …"): the lowest bound and the last, open-ended range without its "+". */
export const fundingRange = {
  lowest: fundingRanges[0].label.split("-")[0]!,
  highest: fundingRanges[fundingRanges.length - 1]!.label.replace(/\+$/, ""),
};

export const fundPage = {
  meta: {
    path: "/ecosystem-fund",
    title: "Ecosystem Fund",
    description: `A ${claims.fund}, paid in PING on Sui, for teams building AI, machine learning, gaming and metaverse projects on decentralized GPU compute.`,
  } satisfies PageMeta,
  /** Target of the Learn More button ("scrolls to top"). */
  topId: "top",
  eyebrow: "Ecosystem Fund",
  title: { amount: stats.fund.value, rest: "Ecosystem Fund" },
  lead: `Funding for the founders who build on ${site.name}'s GPU network. Grants are paid in PING, our token on the Sui network, and come with compute and a team that wants you to ship.`,
  heroLink: { label: "How to apply", href: "#how-to-apply" },
  /** The fund's size is the h1; the facts add how it pays and how much per project. */
  facts: [
    { value: "PING", label: "Paid on the Sui network" },
    { value: `${fundingRange.lowest}-${fundingRanges[fundingRanges.length - 1]!.label}`, label: "Funding per project" },
  ],
  overview: {
    id: "overview",
    eyebrow: "Overview",
    heading: "Capital and compute for the next wave of builders",
    paragraphs: [
      `The Ecosystem Fund backs teams whose products run on decentralized GPU compute. It is paid in the PING token on the Sui network.`,
      `Beyond capital, funded teams get access to enterprise GPUs across the network, technical guidance from our engineers, and introductions across our partner network.`,
    ],
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
          "Agents that pay for compute with x402",
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
    rangesHeading: "Funding ranges",
  },
  howToApply: {
    id: "how-to-apply",
    eyebrow: "How to apply",
    heading: "From application to funding",
    steps: [
      {
        title: "Submit your application",
        text: "Tell us about your project, your team, the category and the funding range you are asking for.",
      },
      { title: "Review", text: "Our team reviews every application and gets back to you." },
      { title: "Meet the team", text: "Shortlisted founders present their project and roadmap to the fund." },
      { title: "Funding and support", text: "Approved projects receive PING on Sui, plus compute and hands-on support." },
    ],
  },
  apply: {
    id: "apply",
    heading: "Ready to build?",
    text: "Applications are open to founders and teams at any stage.",
    applyLabel: "Apply for Funding",
    /** Where the application form is revealed. */
    formId: "apply-form",
    learnMoreLabel: "Learn More",
    /** Shown where the form opens until the form island is in place: what an application asks for. */
    prepare: {
      heading: "What your application covers",
      required: ["Project name", "Founder name", "Email", "Category", "Funding amount", "Project description"],
      optional: ["Company website", "Team size", "Telegram handle", "Pitch deck URL", "GitHub URL", "Additional information"],
      requiredLabel: "Required",
      optionalLabel: "Optional",
    },
  },
} as const;
