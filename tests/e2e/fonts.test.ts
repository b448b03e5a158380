// The web faces in a real Chromium at a phone's width: nothing but the HTML is on the path to the
// first paint (no font, manifest or icon is asked for before it), the faces arrive after it, and
// swapping from the metric-matched fallbacks to them moves (almost) nothing, one face a frame. Font requests are
// held until the first paint has been reported, so "after" is a state, not a race.
import type { Route } from "playwright-core";
import { describe, expect, test } from "vitest";
import { newPage } from "../../scripts/lib/browser.ts";
import { WEB_FONTS } from "../../src/styles/font-subset.ts";
import { useSite } from "../support/site.ts";

const site = useSite();

/** Layout shift Lighthouse would count (no recent input), summed over the page's life so far. */
const CLS_LIMIT = 0.01;

describe("web faces off the path to the first paint", () => {
  test.each(["/", "/about", "/provide-compute", "/x402-integration", "/blog"])(
    "%s paints first, then swaps in the faces",
    async (route) => {
      const { page, close } = await newPage(site.browser, { width: 412, height: 823 });
      await page.addInitScript(() => {
        const f = window as unknown as { __frame: number; __adds: Array<[string, number]> };
        f.__frame = 0;
        f.__adds = [];
        const tick = () => {
          f.__frame++;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        const add = FontFaceSet.prototype.add;
        FontFaceSet.prototype.add = function (face: FontFace) {
          f.__adds.push([face.family.replace(/"/g, ""), f.__frame]);
          return add.call(this, face);
        };
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!e.hadRecentInput) w.__cls += e.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      const early: string[] = [];
      const held: Route[] = [];
      page.on("request", (r) => {
        const path = new URL(r.url()).pathname;
        if (/\.(woff2|ico|png|svg|webmanifest)$/.test(path)) early.push(path);
      });
      await page.route("**/*.woff2", (r) => held.push(r));
      await page.goto(site.url(route), { waitUntil: "load" });
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length === 1);
      // The faces are asked for once the page has painted; the manifest is linked then.
      await page.waitForFunction(() => document.querySelector('link[rel="manifest"]') !== null);
      await expect.poll(() => held.length, { timeout: 10_000 }).toBe(WEB_FONTS.length);
      const fcpAt = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]!.startTime);
      expect(early.filter((p) => !p.endsWith(".woff2"))).toEqual([]);
      // What this test measures is the swap: count the shifts from the faces' release on (a shift
      // while a loaded machine paints a half-parsed page is Lighthouse's CLS, reported by bench:pages).
      await page.evaluate(() => {
        (window as unknown as { __cls: number }).__cls = 0;
      });
      // All three arrive at once; each is still added in a frame of its own (adding a face re-lays
      // out the page: three at once make one task three times as long on a phone).
      for (const r of held.splice(0)) await r.continue();
      await page.waitForFunction(
        (families) =>
          families.every((family) => [...document.fonts].some((f) => f.family.replace(/"/g, "") === family && f.status === "loaded")),
        WEB_FONTS.map((f) => f.family),
      );
      await page.evaluate(() => document.fonts.ready);
      const fontsAt = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((e) => e.name.endsWith(".woff2"))
          .map((e) => e.startTime),
      );
      expect(fontsAt).toHaveLength(WEB_FONTS.length);
      expect(fontsAt.every((t) => t >= fcpAt)).toBe(true);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const adds = await page.evaluate(() => (window as unknown as { __adds: Array<[string, number]> }).__adds);
      expect(adds.map(([family]) => family).sort()).toEqual(WEB_FONTS.map((f) => f.family).sort());
      expect(new Set(adds.map(([, frame]) => frame)).size, `faces added in frames ${JSON.stringify(adds)}`).toBe(WEB_FONTS.length);
      // The text is drawn with the web faces now.
      const h1Font = await page
        .locator("h1")
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily);
      expect(h1Font).toMatch(/^"?Space Grotesk"?,/);
      expect(await page.evaluate((family) => document.fonts.check(`700 40px "${family}"`), "Space Grotesk")).toBe(true);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      console.log(
        `${route}: font requests ${fontsAt.map((t) => `${Math.round(t - fcpAt)} ms`).join(", ")} after FCP; layout shift ${cls.toFixed(4)}`,
      );
      expect(cls).toBeLessThan(CLS_LIMIT);
      await close();
    },
  );
});
