// The insights screen's charts (uPlot) in Chromium: drawn (the accent and form colours are on the
// canvas), as wide as their column at 1440 and again at 375 px (they follow a resize), laid out by
// uPlot's stylesheet (which the build's CSS purge keeps), hidden from assistive technology beside
// their tables, the line charts' key naming the table's forms; axe-clean. The charts draw in the
// browser from the API's answer, so one engine (SQLite) covers them; tests/e2e/admin-triage.test.ts
// checks the numbers on both.
import { mkdir } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { linkOf, newEmail, operatorsCli } from "../api/admin-support.ts";
import { fixtures } from "../api/leads-fixtures.ts";
import { createTestDb, postLead, type TestDb } from "../api/leads-support.ts";
import { axeViolations } from "../support/axe.ts";
import { setPasswordByLink } from "../support/set-password.ts";
import { useSite } from "../support/site.ts";

const wait = { timeout: 20_000 };
const SHOTS = "test-results/screenshots";

describe("insights charts", () => {
  let db: TestDb | undefined;
  beforeAll(async () => {
    db = await createTestDb("sqlite");
  });
  afterAll(async () => {
    await db?.close();
  });
  const site = useSite(() => ({ ...db!.env, RATE_LIMIT_PER_MINUTE: "0", REDIS_URL: "" }));

  async function signedIn(): Promise<Page> {
    const added = await operatorsCli({ ...db!.env, SITE_URL: site.url() }, "add", newEmail());
    expect(added.code).toBe(0);
    const context = await site.browser.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await setPasswordByLink(page, linkOf(added.stdout).link);
    await expect.poll(() => page.getByRole("heading", { name: "Inbox" }).isVisible(), wait).toBe(true);
    return page;
  }

  /** Each chart: its kind, its box's and its canvas's CSS widths, whether an ancestor hides it, and the colours it drew. */
  const charts = (page: Page) =>
    page.locator("[data-chart]").evaluateAll((els) =>
      els.map((el) => {
        const canvas = el.querySelector("canvas");
        const over = el.querySelector(".u-over");
        const colours = new Set<string>();
        if (canvas) {
          const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
          for (let i = 0; i < data.length; i += 16) if (data[i + 3]! > 200) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
        }
        return {
          kind: el.getAttribute("data-chart"),
          box: Math.round(el.getBoundingClientRect().width),
          canvas: canvas ? Math.round(canvas.getBoundingClientRect().width) : 0,
          hidden: el.closest("[aria-hidden='true']") !== null,
          overlay: over ? getComputedStyle(over).position : "",
          colours: [...colours],
        };
      }),
    );

  test("drawn, sized to their column at 1440 and 375, hidden beside their tables", async () => {
    const t = Math.random().toString(36).slice(2, 8);
    for (const [slug, body] of [
      ["contact", { ...fixtures.contact.full, name: `Ada ${t}`, utm_source: "newsletter", utm_medium: "email" }],
      ["contact", { ...fixtures.contact.full, name: `Alan ${t}`, utm_source: "x", utm_medium: "social" }],
      ["careers", { ...fixtures.careers.full, full_name: `Grace ${t}` }],
      ["access-compute", { ...fixtures["access-compute"].full, landing_path: "/access-compute" }],
    ] as const) {
      const res = await postLead(site.url(), slug, body as Record<string, unknown>);
      expect(res.status, res.text).toBe(201);
    }
    const page = await signedIn();
    await page.goto(site.url("/admin/insights"), { waitUntil: "networkidle" });
    await expect.poll(async () => (await charts(page)).length, wait).toBeGreaterThanOrEqual(5);

    const drawn = await charts(page);
    expect(new Set(drawn.map((c) => c.kind))).toEqual(new Set(["time", "bars"]));
    for (const c of drawn) {
      expect(c.hidden).toBe(true);
      expect(c.overlay).toBe("absolute"); // uPlot's stylesheet reached the page
      expect(Math.abs(c.canvas - c.box)).toBeLessThanOrEqual(1);
      expect(c.colours.length).toBeGreaterThan(2); // more than the background and one line: something is drawn
    }
    // The bars are drawn in the accent colour (#2de2c4 at three quarters over the surface).
    const funnel = page.getByRole("region", { name: "Status funnel", exact: true }).locator("[data-chart]");
    const accentPixels = await funnel.evaluate((el) => {
      const canvas = el.querySelector("canvas")!;
      const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 1]! > 150 && data[i]! < 90 && data[i + 2]! > 120) n++;
      return n;
    });
    expect(accentPixels).toBeGreaterThan(100);
    // The line charts' key names the forms the table has as columns.
    const week = page.getByRole("region", { name: "Leads per week (weeks from Monday)", exact: true });
    const columns = await week.getByRole("columnheader").allTextContents();
    expect(await week.locator("ul[aria-hidden='true'] li").allTextContents()).toEqual(columns.slice(1, -1));
    expect(await axeViolations(page)).toEqual([]);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/admin-insights-1440.png`, fullPage: true });

    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(async () => (await charts(page)).every((c) => c.box <= 375 && Math.abs(c.canvas - c.box) <= 1), wait).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/admin-insights-375.png`, fullPage: true });
    await page.context().close();
  });
});
