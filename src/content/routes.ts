/**
 * The route manifest: every page of the site, declared once. A page's entry says its metadata
 * (and so its path), the Markdown copy agents read at /md/<page>.md, its places in the
 * navigation, how llms.txt lists it when the navigation does not, and its JavaScript budget.
 * The navigation (nav.ts), /md/*, llms.txt, the sitemap, the JavaScript budget test and the
 * tests' route list (scripts/lib/site-routes.ts) are derived from this list; the .astro file of
 * each route stays in src/pages (tests/unit/routes-manifest.test.ts checks that the two match).
 */
import { about } from "./about.ts";
import { accessPage } from "./access.ts";
import { blogPage, blogPosts } from "./blog.ts";
import { careersPage, positions } from "./careers.ts";
import { contactPage } from "./contact.ts";
import { docsPage, docTopics } from "./docs.ts";
import { ecosystem } from "./ecosystem.ts";
import { notFoundPage, serverErrorPage } from "./errors.ts";
import { fundPage } from "./fund.ts";
import * as home from "./home.ts";
import type { PageMeta } from "./meta.ts";
import { privacyPage } from "./privacy.ts";
import { providePage } from "./provide.ts";
import { atmosphere, earth } from "./products.ts";
import { site } from "./site.ts";
import { securityPractices, supportedTokens, supportedWallets, troubleshooting, x402DocsPage } from "./x402-docs.ts";
import { paymentMethods, x402Page } from "./x402.ts";

/** The header's groups in order, then the footer's Connect column. */
export const navGroupNames = ["Web3 Services", "Solutions", "Ecosystem", "Company", "Connect"] as const;
export type NavGroupName = (typeof navGroupNames)[number];

/** One link to the page in a navigation group: its name, its position in the group, and an optional anchor on the page. */
export type NavSlot = { readonly group: NavGroupName; readonly position: number; readonly name: string; readonly anchor?: string };

/**
 * A public page: in the sitemap, in llms.txt, with a Markdown copy, in the tests' route list.
 * `markdown`: the content objects the page renders, walked into /md/<slug>.md (slug: the path
 * without "/", "home" for "/"). `llms`: the page's line in llms.txt's Pages section, required
 * when no navigation slot lists the page (without a note: the description of the form the page
 * shows). `jsBudget`: gzip bytes of JavaScript its islands may load once a visitor has used them
 * all (before that, a page runs only its small inline scripts: tests/unit/js-budget.test.ts);
 * without one, no script file.
 */
export type SitePage = {
  readonly kind: "page";
  readonly meta: PageMeta;
  readonly markdown: Readonly<Record<string, unknown>>;
  readonly nav?: readonly NavSlot[];
  readonly llms?: { readonly name: string; readonly note?: string };
  readonly jsBudget?: number;
};

/**
 * A route that is not a public page: an error page (served with its status), the operators'
 * application, or the alias paths (one route file, `[alias]`, for several paths of another
 * page). `route` is the route as its file under src/pages names it.
 */
export type OtherRoute =
  | { readonly kind: "error"; readonly route: string; readonly meta: PageMeta }
  | {
      readonly kind: "app";
      readonly route: string;
      /** Gzip bytes the application loads when it opens (its static imports). */
      readonly jsBudget: number;
      /** Gzip bytes of the screens it loads only when one is opened (its `import()` chunks), all together. */
      readonly lazyJsBudget: number;
    }
  | { readonly kind: "alias"; readonly route: string; readonly paths: readonly string[] };

export type SiteRoute = SitePage | OtherRoute;

export const siteRoutes: readonly SiteRoute[] = [
  {
    kind: "page",
    meta: home.homePage.meta,
    markdown: {
      hero: home.hero,
      keywords: home.keywords,
      x402: home.x402,
      products: home.products,
      solutions: home.solutions,
      edge: home.edge,
      partnerships: home.partnerships,
      provider: home.provider,
      resources: home.resources,
      team: home.team,
    },
    nav: [
      { group: "Web3 Services", position: 2, name: "Edge", anchor: "edge" },
      { group: "Solutions", position: 0, name: "AI Training", anchor: "ai-training" },
      { group: "Solutions", position: 1, name: "Cloud Gaming", anchor: "cloud-gaming" },
      { group: "Solutions", position: 2, name: "Virtual Desktop", anchor: "virtual-desktop" },
      { group: "Solutions", position: 3, name: "Rendering", anchor: "rendering" },
    ],
    llms: { name: "Home", note: site.tagline },
    jsBudget: 102_000, // copy button (Radix tooltip) + toasts
  },
  { kind: "page", meta: about.meta, markdown: about, nav: [{ group: "Company", position: 0, name: "About" }] },
  {
    kind: "page",
    meta: blogPage.meta,
    markdown: { page: blogPage, posts: blogPosts },
    nav: [{ group: "Company", position: 1, name: "Blog" }],
  },
  {
    kind: "page",
    meta: careersPage.meta,
    markdown: { page: careersPage, positions },
    nav: [{ group: "Company", position: 2, name: "Careers" }],
    jsBudget: 101_000,
  },
  {
    kind: "page",
    meta: docsPage.meta,
    markdown: { page: docsPage, topics: docTopics },
    nav: [
      { group: "Ecosystem", position: 3, name: "Developers" },
      { group: "Company", position: 3, name: "Documentation" },
    ],
  },
  {
    kind: "page",
    meta: fundPage.meta,
    markdown: fundPage,
    nav: [{ group: "Ecosystem", position: 2, name: "Ecosystem Fund" }],
    jsBudget: 101_500,
  },
  {
    kind: "page",
    meta: ecosystem.meta,
    markdown: ecosystem,
    nav: [
      { group: "Ecosystem", position: 0, name: "Partners" },
      { group: "Ecosystem", position: 1, name: "Community" },
      { group: "Connect", position: 1, name: "Community" },
    ],
  },
  {
    kind: "page",
    meta: contactPage.meta,
    markdown: contactPage,
    nav: [
      { group: "Company", position: 4, name: "Support" },
      { group: "Connect", position: 0, name: "Contact and Support" },
    ],
    jsBudget: 96_000,
  },
  { kind: "page", meta: earth.meta, markdown: earth, nav: [{ group: "Web3 Services", position: 0, name: "Nirvana Earth" }] },
  { kind: "page", meta: atmosphere.meta, markdown: atmosphere, nav: [{ group: "Web3 Services", position: 1, name: "Nirvana Atmosphere" }] },
  { kind: "page", meta: accessPage.meta, markdown: accessPage, llms: { name: "Access Compute" }, jsBudget: 120_000 }, // request form (with its GPU picks) + wallet
  { kind: "page", meta: providePage.meta, markdown: providePage, llms: { name: "Provide Compute" }, jsBudget: 97_500 },
  {
    kind: "page",
    meta: x402Page.meta,
    markdown: { page: x402Page, paymentMethods },
    nav: [{ group: "Web3 Services", position: 3, name: "x402 Integration" }],
  },
  {
    kind: "page",
    meta: x402DocsPage.meta,
    markdown: { page: x402DocsPage, supportedWallets, supportedTokens, securityPractices, troubleshooting },
    llms: { name: "x402 Documentation", note: "How agents pay with x402" },
    jsBudget: 102_000, // the code samples' copy buttons (the same island as Home's) + toasts
  },
  {
    kind: "page",
    meta: privacyPage.meta,
    markdown: privacyPage,
    llms: { name: "Privacy notice", note: "What the forms collect, why, how long, and erasure" },
  },
  { kind: "alias", route: "/[alias]", paths: site.aliasPaths },
  { kind: "error", route: notFoundPage.meta.path, meta: notFoundPage.meta },
  { kind: "error", route: serverErrorPage.meta.path, meta: serverErrorPage.meta },
  // The operators' application (React + TanStack Query, inbox, lead page: 87 KB); noindex, loads on /admin only.
  // At open: the inbox, triage, the second factor at sign-in and operator management. Later, each
  // when opened: insights (with uPlot, its charts: about 23 KB of the 36 KB), the account screen,
  // WebAuthn (passkeys).
  { kind: "app", route: "/admin", jsBudget: 96_000, lazyJsBudget: 36_000 },
];

/** The public pages, in the manifest's order. */
export const sitePages: readonly SitePage[] = siteRoutes.filter((r): r is SitePage => r.kind === "page");

/** The route a manifest entry stands for, as its file under src/pages names it ("/" for index). */
export const routeOf = (r: SiteRoute): string => (r.kind === "page" ? r.meta.path : r.route);

/** The slug of a page's Markdown copy: /md/<slug>.md. */
export const markdownSlug = (page: SitePage): string => page.meta.path.slice(1) || "home";

/** The JavaScript budget of each route that loads any (gzip bytes); every other route loads none. */
/** The applications' budgets for the screens they load when opened (see `lazyJsBudget`). */
export const lazyJsBudgetBytes: Readonly<Record<string, number>> = Object.fromEntries(
  siteRoutes.flatMap((r) => (r.kind === "app" ? [[r.route, r.lazyJsBudget]] : [])),
);

export const jsBudgetBytes: Readonly<Record<string, number>> = Object.fromEntries(
  siteRoutes.flatMap((r) => ("jsBudget" in r && r.jsBudget !== undefined ? [[routeOf(r), r.jsBudget]] : [])),
);
