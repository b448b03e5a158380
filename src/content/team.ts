/**
 * The teams, said once for the whole site: the departments of the careers page's six roles, each
 * with what it looks after and its open role. One component draws them (TeamConsole): the team image
 * of Home and /about (review round 17: /careers' hero has its own picture). No people: the spec names none.
 */
import { positions } from "./careers.ts";

type Department = (typeof positions)[number]["department"];

/** What each team looks after, short enough for a desk of the console. */
const looksAfter: Record<Department, string> = {
  Engineering: "scheduling, metering, x402 on Sui",
  Infrastructure: "provider GPUs, fleets across regions",
  Product: "from first quote to running cluster",
  Marketing: "AI labs, studios, GPU owners",
  Sales: "data centres, clouds, enterprises",
  Community: "builders, providers, token holders",
};

export const teams = {
  caption: "team / desks and open roles",
  label:
    "The team as six desks, one per department of the open roles (engineering, infrastructure, product, marketing, sales and community), each with what it looks after and its one open role; everyone works remotely, full-time.",
  desks: positions.map((p, i) => ({
    department: p.department,
    does: looksAfter[p.department],
    role: p.title,
    /** The role's row on /careers (PositionList's title id). */
    anchor: `position-${i + 1}`,
  })),
  /**
   * Review round 26: one line under the desks, a link to the roles (six "1 open role" badges, one per desk, said the
   * same thing six times). True by construction: the desks are the roles' departments, one desk per role.
   */
  openRoles: { text: "One open role at each desk", href: "/careers#positions-title" },
  /**
   * Home's teaser (review round 19: Home showed /about's full console): the six desks, each its department only; what
   * each looks after and its open role are /about's and /careers'. Review round 20: a plain list, no window card (the
   * card around six names read as filler dressed as a console).
   */
  teaser: {
    label:
      "The team as six desks, one per department of the open roles: engineering, infrastructure, product, marketing, sales and community.",
  },
} as const;
