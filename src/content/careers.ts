/** /careers: the six open positions (spec section 3, "Open position") and the page copy. */
import type { PageMeta } from "./meta.ts";
import { stats } from "./stats.ts";

export type Position = {
  title: string;
  department: string;
  location: "Remote";
  type: "Full-time";
};

/** Hard-coded, not stored. The forms engineer validates `position_title` against these titles. */
export const positions = [
  { title: "Senior Backend Engineer", department: "Engineering", location: "Remote", type: "Full-time" },
  { title: "DevOps Engineer", department: "Infrastructure", location: "Remote", type: "Full-time" },
  { title: "Product Manager - AI", department: "Product", location: "Remote", type: "Full-time" },
  { title: "Marketing Manager", department: "Marketing", location: "Remote", type: "Full-time" },
  { title: "Business Development", department: "Sales", location: "Remote", type: "Full-time" },
  { title: "Community Manager", department: "Community", location: "Remote", type: "Full-time" },
] as const satisfies readonly Position[];

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
  lead:
    "We are building the GPU network that AI agents, studios and enterprises run on. Every role is remote and full-time, so you can do the best work of your career from wherever you are.",
  values: [
    { title: "Remote across time zones", text: "Async by default, with overlap where it matters." },
    { title: "Infrastructure at scale", text: `${stats.gpus.value} enterprise GPUs in ${stats.countries.value} countries.` },
    { title: "Small teams, real ownership", text: "Ship what you design, and see it used." },
  ],
  list: {
    eyebrow: "Open roles",
    heading: "Open Positions",
    lead: "Six roles, all remote and full-time.",
    applyLabel: "Apply Now",
    /** Names of a position's facts (read by screen readers before each value). */
    factLabels: { department: "Department", location: "Location", type: "Type" },
  },
  openApplication: {
    heading: "Don't see a position that fits?",
    text: "We are always glad to meet people who care about compute, AI and open networks. Tell us what you would like to work on.",
    buttonLabel: "Send Open Application",
  },
  /** The application area: the Apply buttons of the static page link here (#apply). */
  apply: { id: "apply", label: "Open positions and application" },
} as const;
