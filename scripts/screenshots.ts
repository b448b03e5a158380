// `npm run screenshots [-- /path ...]`: screenshots to look at the design, into
// test-results/screenshots/ as <route>-<width>-<state>.png:
// - every route, full page, at 375, 768 and 1440 px (state "page");
// - the interactive states, as the screen shows them: the mobile drawer open (375, 768), a header
//   dropdown open (1440), the wallet dialog listing a mock wallet (all widths), the ecosystem-fund
//   form after "Apply for Funding", the careers form after "Apply Now", and the copy-address toast
//   on home (all widths).
// With route arguments, only those routes and their states. Serves DIST_DIR (default dist/).
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { installMockWallets, waitForWalletPanel, ADDRESSES, type MockConfig } from "./lib/wallet-mocks.ts";
import { launchBrowser } from "./lib/browser.ts";
import { startServer, repoRoot } from "./lib/server.ts";
import { ROUTES } from "./lib/site-routes.ts";

const WIDTHS = [375, 768, 1440] as const;
type Width = (typeof WIDTHS)[number];

const routes = process.argv.slice(2).length ? process.argv.slice(2) : [...ROUTES];
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
 * package) and a Wallet Standard Sui wallet that announces its own icon (the mock's teal square).
 */
const mockWallets: MockConfig = {
  evm: [{ id: "metamask", where: "ethereum", flags: { isMetaMask: true }, address: ADDRESSES.evmA }],
  sui: [{ id: "slush", where: "standard", standardName: "Slush", address: ADDRESSES.suiA }],
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
    await settle(page);
    const file = `${out}/${slug(route)}-${width}-${state?.name ?? "page"}.png`;
    await page.screenshot({ path: file, fullPage: !state });
    console.log(file);
  } finally {
    await context.close();
  }
}

const [server, browser] = await Promise.all([startServer({ RATE_LIMIT_PER_MINUTE: "0" }), launchBrowser()]);
try {
  for (const width of WIDTHS) for (const route of routes) await shoot(browser, server.url, route, width);
  for (const state of states.filter((s) => routes.includes(s.route))) {
    for (const width of state.widths) await shoot(browser, server.url, state.route, width, state);
  }
} finally {
  await browser.close();
  await server.stop();
}
