// client:afterpaint (src/islands/after-paint.ts) in a real Chromium. The page's paint-timing
// notifications are held back by the test, so "after the first contentful paint" can be observed
// deterministically: nothing of the island loads while the paint is held, the island hydrates once
// it is released, and without any paint notification it still hydrates 3 s after `load`.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { openPage } from "../../scripts/lib/browser.ts";
import { useSite } from "../support/site.ts";

const site = useSite();

/** Opens /contact with paint notifications held until `window.__releasePaint()`. */
async function openWithPaintHeld(): Promise<{ page: Page; close: () => Promise<void> }> {
  const prepare = (context: BrowserContext) =>
    context.addInitScript(() => {
      const w = window as any;
      const Native = PerformanceObserver;
      const held: Array<() => void> = [];
      w.__releasePaint = () =>
        held.splice(0).forEach((deliver) => {
          deliver();
        });
      w.PerformanceObserver = class extends Native {
        constructor(callback: PerformanceObserverCallback) {
          super((list, observer) => {
            if (list.getEntries().some((entry) => entry.entryType === "paint")) held.push(() => callback(list, observer));
            else callback(list, observer);
          });
        }
      };
      new MutationObserver(() => {
        const island = document.querySelector("astro-island[client=afterpaint]");
        if (island && !island.hasAttribute("ssr") && w.__hydratedAt === undefined) w.__hydratedAt = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["ssr"] });
    });
  return openPage(site.browser, site.url("/contact"), { width: 412, height: 823, prepare });
}

const islandScripts = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").filter((r) => /\/_astro\/.+\.js$/.test(r.name)).length);
const hydratedAt = (page: Page) => page.evaluate(() => (window as any).__hydratedAt as number | undefined);

describe("client:afterpaint", () => {
  test("no island script is requested before the first contentful paint is reported; then the form hydrates", async () => {
    const { page, close } = await openWithPaintHeld();
    await page.waitForTimeout(1000); // client:idle or client:load would have loaded by now
    expect(await islandScripts(page)).toBe(0);
    expect(await hydratedAt(page)).toBeUndefined();
    await page.evaluate(() => (window as any).__releasePaint());
    await page.waitForFunction(() => (window as any).__hydratedAt !== undefined, null, { timeout: 10_000 });
    expect(await islandScripts(page)).toBeGreaterThan(0);
    await close();
  });

  test("with no paint notification at all, the island still hydrates, 3 s after load", async () => {
    const { page, close } = await openWithPaintHeld();
    await page.waitForFunction(() => (window as any).__hydratedAt !== undefined, null, { timeout: 15_000 });
    const loadEnd = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd);
    expect((await hydratedAt(page))! - loadEnd).toBeGreaterThanOrEqual(2900);
    await close();
  });
});
