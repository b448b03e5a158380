// client:intent (src/islands/on-intent.ts) in a real Chromium: a page carries none of its islands'
// JavaScript until the visitor reaches for an island, and nothing the visitor does before the
// island has hydrated is lost. The islands' scripts are held by request interception and released
// only once the visitor has acted, so "before hydration" is a state, not a race.
import type { Page, Route } from "playwright-core";
import { describe, expect, test } from "vitest";
import { site as siteConfig } from "../../src/content/site.ts";
import { newPage } from "../../scripts/lib/browser.ts";
import { installMockWallets, dialog, ADDRESSES } from "../../scripts/lib/wallet-mocks.ts";
import { useSite } from "../support/site.ts";
import { exampleSubmissions } from "../../src/forms/examples.ts";
import { forms } from "../../src/forms/forms.ts";
import { fillForm, formSelector, readForm, sample, submitButton, waitForToast } from "./forms-kit.ts";

const site = useSite({ RATE_LIMIT_PER_MINUTE: "0" });

/** Holds every request for a JavaScript file of the build until release(); records them all. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  const requested: string[] = [];
  let released = false;
  await page.route("**/_astro/*.js", async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    requested,
    waitForRequest: (part: string) => page.waitForRequest((r) => r.url().includes("/_astro/") && r.url().includes(part)),
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const island = (page: Page, component: string) => page.locator(`astro-island[component-url*="/${component}."]`);
const hydrated = (page: Page, component: string) =>
  page.locator(`astro-island[component-url*="/${component}."]:not([ssr])`).waitFor({ state: "attached", timeout: 15_000 });

describe("islands load on the visitor's intent", () => {
  test("/access-compute: typed input and a wallet click made before hydration are kept and done after it", async () => {
    const { page, close } = await newPage(site.browser, {
      width: 1280,
      height: 900,
      prepare: (context) =>
        context.addInitScript(installMockWallets, {
          evm: [
            { id: "metamask", where: "ethereum" as const, flags: { isMetaMask: true }, address: ADDRESSES.evmA, behaviour: "ok" as const },
          ],
        }),
    });
    const scripts = await holdScripts(page);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto(site.url("/access-compute"), { waitUntil: "load" });
    // Loaded and painted, nobody has acted: no script file was asked for.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(scripts.requested).toEqual([]);

    // The visitor types into the form: the first focus asks for the island's code, which is held.
    const s = sample("access-compute", `intent${Date.now()}`);
    const formRequested = scripts.waitForRequest("AccessComputeForm");
    await fillForm(page, "access-compute", s.fill);
    await formRequested;
    // …and clicks Connect Wallet, which does nothing yet.
    const walletRequested = scripts.waitForRequest("WalletIsland");
    await page.getByRole("button", { name: "Connect Wallet" }).click();
    await walletRequested;
    expect(await island(page, "AccessComputeForm").getAttribute("ssr")).not.toBeNull();
    expect(await island(page, "WalletIsland").getAttribute("ssr")).not.toBeNull();
    expect(await dialog(page).count()).toBe(0);
    const names = Object.keys(s.fill);
    expect(await readForm(page, "access-compute", names)).toEqual(s.fill);

    await scripts.release();
    await hydrated(page, "AccessComputeForm");
    await hydrated(page, "WalletIsland");
    // The click is made again once the wallet island has hydrated: the dialog opens, once.
    await dialog(page).waitFor({ state: "visible", timeout: 15_000 });
    expect(await dialog(page).count()).toBe(1);
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "hidden" });
    // Every value typed, chosen and ticked before hydration is still there, and is what is sent.
    expect(await readForm(page, "access-compute", names)).toEqual(s.fill);
    await submitButton(page, "access-compute").click();
    const toast = await waitForToast(page, forms["access-compute"].successToast.title);
    expect(toast.type).toBe("success");
    expect(errors).toEqual([]);
    await close();
  });

  test("/: no script before the visitor acts; a click on the copy button before hydration copies and toasts", async () => {
    const { context, page, close } = await newPage(site.browser, { width: 1280, height: 900 });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url("/") });
    const scripts = await holdScripts(page);
    await page.goto(site.url("/"), { waitUntil: "load" });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(scripts.requested).toEqual([]);

    const button = page.getByRole("button", { name: "Copy contract address" });
    await button.scrollIntoViewIfNeeded();
    const requested = scripts.waitForRequest("CopyButton");
    await button.click();
    await requested;
    expect(await island(page, "CopyButton").getAttribute("ssr")).not.toBeNull();
    await scripts.release();
    await page.getByText("Contract address copied!").waitFor({ state: "visible", timeout: 15_000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteConfig.tokenContractAddress);
    await close();
  });

  test("/careers: a form opened, chosen and typed into before hydration stays open, chosen and filled after it", async () => {
    const { page, close } = await newPage(site.browser, { width: 1280, height: 900 });
    const scripts = await holdScripts(page);
    await page.goto(site.url("/careers"), { waitUntil: "load" });
    const role = String(exampleSubmissions.careers.position_title);
    const requested = scripts.waitForRequest("CareersBoard");
    // Before hydration, Apply Now is a link to #apply: the form shows by CSS, with a position select.
    await page.locator("[data-position]", { hasText: role }).getByRole("link", { name: "Apply Now" }).click();
    await requested;
    await page.waitForFunction(() => location.hash === "#apply");
    const s = sample("careers", `intent${Date.now()}`);
    await page.locator(`${formSelector("careers")} select[name="position_title"]`).selectOption(role);
    await fillForm(page, "careers", s.fill);
    expect(await island(page, "CareersBoard").getAttribute("ssr")).not.toBeNull();

    await scripts.release();
    await hydrated(page, "CareersBoard");
    await page.locator("#application-title", { hasText: role }).waitFor({ state: "visible", timeout: 15_000 });
    const names = Object.keys(s.fill);
    expect(await readForm(page, "careers", [...names, "position_title"])).toEqual({ ...s.fill, position_title: role });
    await close();
  });

  test("with nobody acting, the islands still hydrate when the browser is idle after load", async () => {
    const { page, close } = await newPage(site.browser, { width: 1280, height: 900 });
    await page.goto(site.url("/contact"), { waitUntil: "load" });
    await hydrated(page, "ContactForm");
    await page.locator('section[aria-label^="Notifications"]').waitFor({ state: "attached", timeout: 15_000 });
    expect(await page.locator(formSelector("contact")).count()).toBe(1);
    await close();
  });
});
