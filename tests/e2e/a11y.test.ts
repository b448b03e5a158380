import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { axeViolations } from "../support/axe.ts";
import { ROUTES } from "../../scripts/lib/site-routes.ts";
import { useSite } from "../support/site.ts";

// axe-core on every route at a phone and a desktop width, plus the states that only exist after
// an interaction. The page's own CSP forbids injected scripts, so this context bypasses it.
const site = useSite({ RATE_LIMIT_PER_MINUTE: "0" });

async function open(route: string, width: number): Promise<Page> {
  const context = await site.browser.newContext({ bypassCSP: true, viewport: { width, height: width < 800 ? 812 : 900 } });
  const page = await context.newPage();
  await page.goto(site.url(route), { waitUntil: "networkidle" });
  return page;
}

describe.each([375, 1440])("axe at %i px", (width) => {
  test.each(ROUTES)("%s has no violation", async (route) => {
    const page = await open(route, width);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("axe in interactive states", () => {
  test("the open mobile drawer with a group expanded", async () => {
    const page = await open("/", 375);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#nav-drawer summary").first().click();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test.each([375, 1440])("the open wallet dialog at %i px", async (width) => {
    const page = await open("/access-compute", width);
    await page.getByRole("button", { name: "Connect Wallet" }).click();
    await page.getByRole("dialog").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test.each([375, 1440])("the revealed ecosystem fund form at %i px", async (width) => {
    const page = await open("/ecosystem-fund", width);
    await page.getByRole("button", { name: "Apply for Funding" }).click();
    await page.locator("form").first().waitFor({ state: "visible" });
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test.each([375, 1440])("the careers form view at %i px", async (width) => {
    const page = await open("/careers", width);
    await page.getByRole("button", { name: "Apply Now" }).first().click();
    await page.getByRole("button", { name: "Back to Positions" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
