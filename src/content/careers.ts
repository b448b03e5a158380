/** /careers: the six open positions (spec section 3, "Open position") and the page copy. */
import type { PageMeta } from "./meta.ts";

export type Position = {
  title: string;
  department: string;
  location: "Remote";
  type: "Full-time";
  /** What the role does, in about two lines; also the JobPosting description. */
  description: string;
};

/** Hard-coded, not stored. The forms engineer validates `position_title` against these titles. */
export const positions = [
  {
    title: "Senior Backend Engineer",
    department: "Engineering",
    location: "Remote",
    type: "Full-time",
    description: "Design and run the services that schedule GPU jobs, meter usage and settle x402 payments on Sui, in TypeScript and Rust.",
  },
  {
    title: "DevOps Engineer",
    department: "Infrastructure",
    location: "Remote",
    type: "Full-time",
    description:
      "Automate how provider GPUs join the network, keep fleets healthy across regions, and own our deployments and observability.",
  },
  {
    title: "Product Manager - AI",
    department: "Product",
    location: "Remote",
    type: "Full-time",
    description: "Shape how AI teams and autonomous agents find, buy and run GPU compute, from the first quote to a running cluster.",
  },
  {
    title: "Marketing Manager",
    department: "Marketing",
    location: "Remote",
    type: "Full-time",
    description:
      "Tell the network's story to AI labs, studios and GPU owners, and run the launches, content and campaigns that reach them.",
  },
  {
    title: "Business Development",
    department: "Sales",
    location: "Remote",
    type: "Full-time",
    description: "Bring data centres, cloud providers and enterprise customers onto the network, and build the partnerships that grow it.",
  },
  {
    title: "Community Manager",
    department: "Community",
    location: "Remote",
    type: "Full-time",
    description: "Grow and look after our community of builders, providers and token holders on Telegram and X.",
  },
] as const satisfies readonly Position[];

/**
 * The positions' structured data (schema.org JobPosting, read by search engines). `datePosted` is a
 * placeholder until the team gives real dates, like the other unstated values in site.ts.
 */
export const jobPostingDefaults = {
  datePosted: "2024-01-15",
  employmentType: "FULL_TIME",
  jobLocationType: "TELECOMMUTE",
} as const;

export type PositionTitle = (typeof positions)[number]["title"];

/** `position_title` sent when the visitor applies without choosing a role. */
export const OPEN_APPLICATION_TITLE = "Open Application";

export const careersPage = {
  meta: {
    path: "/careers",
    title: "Careers",
    description:
      "Join Our Team: six remote, full-time roles building a decentralized GPU cloud for AI, gaming and rendering, from engineering and product to sales and community.",
  } satisfies PageMeta,
  eyebrow: "Careers",
  title: "Join Our Team",
  list: {
    eyebrow: "Open roles",
    heading: "Open positions",
    applyLabel: "Apply Now",
    /** Names of a position's facts (the table's columns, read by screen readers before each value). */
    factLabels: { role: "Role", work: "What you will do", department: "Department", location: "Location", type: "Type" },
  },
  openApplication: {
    /** Review round 26: the prompt is the page's closing band; its eyebrow, over the spec's question. */
    eyebrow: "Open application",
    heading: "Don't see a position that fits?",
    text: "We are always glad to meet people who care about compute, AI and open networks. Tell us what you would like to work on.",
    buttonLabel: "Send Open Application",
    /** The form view's summary for an open application (no role chosen). */
    summary: "No role in the list? Tell us what you would like to work on, and where you would fit in.",
  },
  /** The application area: the Apply buttons of the static page link here (#apply). */
  apply: { id: "apply", label: "Open positions and application" },
} as const;

const { factLabels } = careersPage.list;

/** Location and type, the same for every role (the spec: "All are Remote and Full-time"): two of the team's facts. */
export const everyRoleFacts = [
  { term: factLabels.location, value: positions[0].location },
  { term: factLabels.type, value: positions[0].type },
] as const;

/**
 * The team's facts, read from the roles, never typed (review round 14), shown in one place: /careers' hero
 * (review round 15: open roles, location, type; the roles' table names the teams); Home and /about link there.
 */
export const teamFacts = {
  label: "Hiring now",
  openRoles: { term: "Open roles", value: String(positions.length) },
  teams: { term: "Teams", value: [...new Set(positions.map((p) => p.department))].join(", ") },
  location: everyRoleFacts[0],
  type: everyRoleFacts[1],
} as const;

/**
 * The hero and the form view's "After you apply" (static HTML, never in the careers island): kept apart
 * from careersPage, which the island reads, so the island does not carry this copy (review round 13).
 */
export const careersHero = {
  /**
   * Review round 19: the hero had two blocks of metadata under its action (the team's facts, then "How we work" in two
   * ruled items); they are one strip of facts now. How the teams work went where it is read: its "Teams" line in the
   * lead, its "Where" line over the picture that draws it (`hours.note`).
   */
  lead: "We build the GPU network that AI agents, studios and enterprises run on, and the payments that let agents pay for it on their own. We work in small teams with real ownership: you ship what you design, and see it\u00a0used. Come and build it with us.",
  /** The hero's one action: down to the roles' table (PositionList's h2), the same words as /about's link here. */
  heroAction: { label: "See open positions", href: "#positions-title" },
  /**
   * The hero's picture (review round 17: it was Home's team desks, which told the roles' table again): how the team
   * works across time zones (`note`), as one day's hours with working days side by side, yours among them,
   * overlapping for a few hours, async the rest of the day. No zone, city or count is named: the site states none.
   */
  hours: {
    /**
     * Review round 21 said "illustration" in the caption; review round 22: it names a path as every art panel's caption
     * does ("network/status"), the team's; the image's name still says it is an illustration (`label`).
     */
    caption: "team / hours across time zones",
    label:
      "An illustration of one day's hours, from 00 to 24, with working days in different time zones side by side, yours among them: they overlap for a few hours, and the rest of the day the team works async.",
    /**
     * Over the drawing (review round 19: it was the hero's "Where" item). Review round 23: it said the hero's message
     * again ("Work from the time zone you live in…"); now it reads the chart: what a bar, the band and the dots are.
     */
    note: "One day, 00 to 24: each bar is a working day in another time zone, yours among them; the lit band is the hours they all share.",
    ticks: ["00", "06", "12", "18", "24"],
    /** Each row's name (review round 19: the rows were unlabelled): whose working day it is; its hours follow it. */
    rows: { you: "You", team: "Team" },
    legend: { overlap: "Overlap", async: "Async" },
  },
  /**
   * After the roles' table (review round 16; the hero's picture from round 12 to 15): how applying works, from what the site does with an
   * application: the form asks only for a name and an e-mail (the spec's required fields), stores it as
   * it is sent and alerts the hiring team (the delivery worker, the inbox's hiring role), and a person
   * answers by e-mail (the spec's success toast: "We'll review your application and get back to you
   * soon"). No stage, time or promise the site does not keep: no interviews or offers are described.
   */
  process: {
    eyebrow: "Applying",
    label: "How applying works",
    steps: [
      { title: "Choose a role", text: "Apply from a role's row below, or send an open application if none\u00a0fits." },
      {
        title: "Send your application",
        text: "Only your name and e-mail are required. A resume link and a few lines on why you fit help\u00a0most.",
      },
      // No "when" tags (review round 15: only steps 03 and 04 had one): each step is a title and its line; the
      // timings are in the words ("the moment you send it", "by e-mail").
      {
        title: "The hiring team reads it",
        text: "Stored the moment you send it, it goes straight to the people hiring for the\u00a0role.",
      },
      { title: "We get back to you", text: "A person from the team answers by e-mail, at the address you\u00a0gave." },
    ],
  },
} as const;
