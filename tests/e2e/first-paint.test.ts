import { describe, expect, test } from "vitest";
import { newPage } from "../../scripts/lib/browser.ts";
import { useSite } from "../support/site.ts";

// A first paint can happen before the whole document is parsed (on a slow phone it does). Whatever
// it shows must stay where it is: a block placed above later markup with CSS `order` is painted
// first where the later block then lands, and moves (/contact's "where a message goes" did so on
// a phone: a layout shift of 0.23 in Lighthouse). This loads each page with a long form, and home,
// as a phone at Lighthouse's 4x CPU slowdown and counts every layout shift until the faces are in.
const site = useSite();
const routes = ["/", "/contact", "/access-compute", "/provide-compute", "/ecosystem-fund", "/careers"];

describe("what the first paint shows stays where it is", () => {
  for (const route of routes)
    test(`${route} at 375 px, CPU 4x slower: no layout shift while it loads`, async () => {
      const { context, page, close } = await newPage(site.browser, { width: 375, height: 812, lazySections: true });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: Array<{ value: number; node: string }> };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; sources?: Array<{ node?: Node }> }>)
            w.shifts.push({ value: entry.value, node: String((entry.sources?.[0]?.node as Element | undefined)?.className ?? "") });
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(site.url(route), { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      // Two frames after the faces are in, so a shift they cause is reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const shifts = await page.evaluate(() => (window as unknown as { shifts: Array<{ value: number; node: string }> }).shifts);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      console.log(`${route}: layout shift while loading ${total.toFixed(4)}`);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
      await close();
    });
});
