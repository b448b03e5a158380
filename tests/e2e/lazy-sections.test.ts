import { describe, expect, test } from "vitest";
import { newPage } from "../../scripts/lib/browser.ts";
import { useSite } from "../support/site.ts";

// The sections below a phone's first screen skip their layout and paint until the visitor
// scrolls near them (content-visibility: auto in src/styles/global.css), and so does the footer, which keeps the first
// parse, style and layout small. This checks it as a visitor's browser does it (the other tests
// draw every section at once to read it): skipped at first, drawn and readable once scrolled to,
// and nothing on screen moves while the visitor scrolls through the page.
const site = useSite();

describe("sections below the first screen", () => {
  for (const width of [375, 1440]) {
    test(`/ at ${width} px: skipped until scrolled near, then drawn and readable, and scrolling moves nothing`, async () => {
      const { page, close } = await newPage(site.browser, { width, height: width < 800 ? 812 : 900, lazySections: true });
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) w.shifts.push(entry.value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(site.url("/"), { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      const sections = page.locator("main > section");
      const count = await sections.count();
      expect(count).toBeGreaterThan(4);

      // The one before the last is far below the first screen: skipped, so its text is not laid out yet. The last is
      // always drawn (it sits against the footer: global.css says why).
      const beforeLast = sections.nth(count - 2);
      expect(await beforeLast.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("auto");
      expect(await beforeLast.evaluate((el) => (el as HTMLElement).innerText.trim())).toBe("");
      expect(await sections.nth(count - 1).evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("visible");
      // So is the footer, the page's last box.
      const footer = page.locator("body > footer");
      expect(await footer.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("auto");
      expect(await footer.evaluate((el) => (el as HTMLElement).innerText.trim())).toBe("");
      // The first three are drawn at once whatever their place.
      for (let i = 0; i < 3; i++) expect(await sections.nth(i).evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("visible");

      // Scrolled through like a visitor with a wheel, each section reads in full when it is in view.
      for (let i = 3; i < count; i++) {
        const section = sections.nth(i);
        await section.scrollIntoViewIfNeeded();
        // Text a breakpoint hides (display: none on a phone) or a closed disclosure holds (Solutions' <details> below
        // lg) is not expected to be drawn: checkVisibility() says so for both, and (without its contentVisibilityAuto
        // option) still counts a section skipped by content-visibility: auto as visible, which is what is waited on.
        await page.waitForFunction(
          (el) => {
            let expected = "";
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            for (let n = walker.nextNode(); n; n = walker.nextNode())
              if (n.parentElement?.checkVisibility()) expected += `${n.textContent} `;
            const drawn = (el as HTMLElement).innerText.replace(/\s+/g, " ").trim().length;
            return drawn > 0 && drawn >= expected.replace(/\s+/g, " ").trim().length * 0.9;
          },
          await section.elementHandle(),
        );
      }
      // The footer reads in full once scrolled to.
      await footer.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (el) =>
          (el as HTMLElement).innerText.replace(/\s+/g, " ").trim().length >=
          (el.textContent ?? "").replace(/\s+/g, " ").trim().length * 0.9,
        await footer.elementHandle(),
      );
      await page.mouse.wheel(0, -100_000);
      await page.waitForFunction(() => scrollY === 0);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.01);
      await close();
    });
  }
});
