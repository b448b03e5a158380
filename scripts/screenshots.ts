// `npm run screenshots [-- /path ...]`: screenshots to look at the design, into
// test-results/screenshots/ as <route>-<width>-<state>.png:
// - every route, full page, at 375, 768 and 1440 px (state "page");
// - the interactive states, as the screen shows them: the mobile drawer open (375, 768), a header
//   dropdown open (1440), the wallet dialog listing a mock wallet (all widths), the ecosystem-fund
//   form after "Apply for Funding", the careers form after "Apply Now", and the copy-address toast
//   on home (all widths).
// With route arguments, only those routes and their states. Serves DIST_DIR (default dist/).
// `npm run screenshots -- --patterns`: instead, one picture of each section archetype and shared
// component (the examples docs/design.md shows), at 375 and 1440 px, into
// test-results/screenshots/patterns/<pattern>-<width>.png.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { installMockWallets, waitForWalletPanel, ADDRESSES, type MockConfig } from "./lib/wallet-mocks.ts";
import { DRAW_ALL_SECTIONS, launchBrowser } from "./lib/browser.ts";
import { startServer, repoRoot } from "./lib/server.ts";
import { logoSvgs } from "../src/components/brand/logo-svgs.ts";
import { ROUTES } from "./lib/site-routes.ts";

const WIDTHS = [375, 768, 1440] as const;
type Width = (typeof WIDTHS)[number];

const args = process.argv.slice(2);
const patternsOnly = args.includes("--patterns");
const routeArgs = args.filter((a) => a !== "--patterns");
const routes = routeArgs.length ? routeArgs : [...ROUTES];
const out = `${repoRoot}test-results/screenshots`;
mkdirSync(out, { recursive: true });

const slug = (route: string) => (route === "/" ? "home" : route.slice(1).replaceAll("/", "_"));
const viewport = (width: number) => ({ width, height: width < 800 ? (width < 500 ? 812 : 1024) : 900 });

/** Waits until the islands in view have hydrated (Astro drops the `ssr` attribute then; islands below wait to be seen). */
const hydrated = (page: Page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll("astro-island[ssr]")].every((el) => {
        const box = el.getBoundingClientRect();
        return box.bottom <= 0 || box.top >= innerHeight;
      }),
    null,
    { timeout: 15_000 },
  );
/** Lets transitions and smooth scrolling finish before the picture. */
const settle = (page: Page) => page.waitForTimeout(600);

type State = {
  name: string;
  route: string;
  widths: readonly Width[];
  /** Brings the page into the state; the screenshot is of the viewport. */
  enter: (page: Page) => Promise<void>;
  prepare?: (page: Page, origin: string) => Promise<unknown>;
};

/**
 * Two installed wallets: MetaMask through window.ethereum (so it shows its logo from the icon
 * package) and a Wallet Standard Sui wallet that announces its own icon, as a real one does: the
 * Sui Wallet's mark, as the site draws it (the mocks' default, a flat teal square, read as a placeholder
 * in the pictures).
 */
const suiWalletIcon = `data:image/svg+xml;base64,${Buffer.from(logoSvgs["wallet-sui"]).toString("base64")}`;
const mockWallets: MockConfig = {
  evm: [{ id: "metamask", where: "ethereum", flags: { isMetaMask: true }, address: ADDRESSES.evmA }],
  sui: [{ id: "slush", where: "standard", standardName: "Slush", address: ADDRESSES.suiA, icon: suiWalletIcon }],
};

const states: State[] = [
  {
    name: "drawer",
    route: "/",
    widths: [375, 768],
    enter: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.locator("#nav-drawer summary").first().click();
    },
  },
  {
    name: "dropdown",
    route: "/",
    widths: [1440],
    enter: async (page) => {
      await page.locator("[data-nav-group] > button").first().hover();
    },
  },
  {
    name: "wallet-dialog",
    route: "/access-compute",
    widths: WIDTHS,
    prepare: (page) => page.context().addInitScript(installMockWallets, mockWallets),
    enter: async (page) => {
      await waitForWalletPanel(page);
      await page.getByRole("button", { name: "Connect Wallet" }).click();
      await page
        .getByRole("dialog", { name: "Select Wallet" })
        .getByRole("button", { name: /All Wallets/ })
        .click();
      await page.mouse.move(0, 0); // no row under the pointer: none drawn hovered
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>("[role=dialog] img")].every((img) => img.complete));
    },
  },
  {
    name: "fund-form",
    route: "/ecosystem-fund",
    widths: WIDTHS,
    enter: async (page) => {
      await page.getByRole("button", { name: "Apply for Funding" }).click();
      await page.locator("form").first().waitFor({ state: "visible" });
      await page.mouse.move(0, 0); // the form scrolls under the pointer: no field drawn hovered
    },
  },
  {
    // /documentation's topics with their pages shown: the one "Show contents" toggle open (review round 19), in view.
    name: "topics-open",
    route: "/documentation",
    widths: WIDTHS,
    enter: async (page) => {
      await page.locator("[data-topics-toggle] > summary").click();
      await page.locator("[data-placeholder-link]").first().waitFor({ state: "visible" });
      await page.locator("[data-coming-soon-block]").evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
      await page.mouse.move(0, 0);
    },
  },
  {
    name: "careers-form",
    route: "/careers",
    widths: WIDTHS,
    enter: async (page) => {
      await page.getByRole("button", { name: "Apply Now" }).first().click();
      await page.getByRole("button", { name: "Back to Positions" }).waitFor();
    },
  },
  {
    name: "toast",
    route: "/",
    widths: WIDTHS,
    prepare: (page, origin) => page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin }),
    enter: async (page) => {
      const button = page.getByRole("button", { name: "Copy contract address" });
      await button.scrollIntoViewIfNeeded();
      await page.waitForSelector('astro-island[component-url*="CopyButton"]:not([ssr])', { timeout: 15_000 });
      await button.click();
      await page.getByText("Contract address copied!").waitFor({ state: "visible" });
    },
  },
];

async function shoot(browser: Browser, origin: string, route: string, width: Width, state?: State) {
  const context = await browser.newContext({ viewport: viewport(width) });
  const page = await context.newPage();
  try {
    await state?.prepare?.(page, origin);
    await page.goto(origin + route, { waitUntil: "networkidle" });
    if (state) {
      await hydrated(page);
      await state.enter(page);
    }
    // A full page is drawn at once: sections below the first screen skip their paint until the
    // visitor scrolls near them (content-visibility: auto), which would leave them blank here.
    if (!state) await page.addStyleTag({ content: DRAW_ALL_SECTIONS });
    await settle(page);
    // The brand faces load off the critical path (font-display: swap); a picture taken before they arrive shows the
    // fallback (review round 21 saw it on Home at 375). Wait for every face the page uses.
    await page.evaluate(() => document.fonts.ready);
    const file = `${out}/${slug(route)}-${width}-${state?.name ?? "page"}.png`;
    await page.screenshot({ path: file, fullPage: !state });
    console.log(file);
  } finally {
    await context.close();
  }
}

/**
 * The archetypes and shared components, each at one place it is used: the route and a selector
 * for the element (its closest section when `section` is set).
 */
const patterns: { name: string; route: string; selector: string; section?: boolean }[] = [
  { name: "split-hero", route: "/about", selector: "section[aria-labelledby='page-title']" },
  { name: "stats-band", route: "/", selector: "[data-home-section=stats]" },
  { name: "split-index", route: "/", selector: "[data-home-section=solutions]" },
  { name: "feature-list", route: "/about", selector: "[data-feature-list]", section: true },
  { name: "steps-row", route: "/ecosystem-fund", selector: "[data-steps=row]", section: true },
  { name: "steps-column", route: "/provide-compute", selector: "[data-payout-flow] [data-steps=column]" },
  { name: "directory", route: "/ecosystem", selector: "section[aria-labelledby='partners-title']" },
  { name: "comparison-table", route: "/nirvana-earth", selector: "section[aria-labelledby='lineup-title']" },
  { name: "questions-answers", route: "/x402-documentation", selector: "[data-troubleshooting]", section: true },
  { name: "call-to-action", route: "/nirvana-earth", selector: "[data-call-to-action]" },
  { name: "card-grid", route: "/", selector: "section[aria-labelledby='resources-title']" },
];

async function shootPattern(browser: Browser, origin: string, pattern: (typeof patterns)[number], width: Width) {
  const context = await browser.newContext({ viewport: viewport(width), reducedMotion: "reduce" });
  const page = await context.newPage();
  try {
    await page.goto(origin + pattern.route, { waitUntil: "networkidle" });
    // A sticky header or column would move in a tall element's picture: pin them in the flow.
    await page.addStyleTag({ content: 'header, [class*="sticky"] { position: relative !important; top: auto !important; }' });
    const element = page.locator(pattern.selector).first();
    const target = pattern.section ? element.locator("xpath=ancestor::section[1]") : element;
    await target.scrollIntoViewIfNeeded();
    await settle(page);
    const file = `${out}/patterns/${pattern.name}-${width}.png`;
    await target.screenshot({ path: file });
    console.log(file);
  } finally {
    await context.close();
  }
}

const [server, browser] = await Promise.all([startServer({ RATE_LIMIT_PER_MINUTE: "0" }), launchBrowser()]);
try {
  if (patternsOnly) {
    mkdirSync(`${out}/patterns`, { recursive: true });
    for (const width of [375, 1440] as const) for (const p of patterns) await shootPattern(browser, server.url, p, width);
  }
  for (const width of patternsOnly ? [] : WIDTHS) for (const route of routes) await shoot(browser, server.url, route, width);
  for (const state of states.filter((s) => !patternsOnly && routes.includes(s.route))) {
    for (const width of state.widths) await shoot(browser, server.url, state.route, width, state);
  }
} finally {
  await browser.close();
  await server.stop();
}
