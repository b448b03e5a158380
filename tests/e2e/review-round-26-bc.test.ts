import { describe, expect, test } from "vitest";
import { openPage } from "../../scripts/lib/browser.ts";
import { blogPage, blogPosts } from "../../src/content/blog.ts";
import { careersPage } from "../../src/content/careers.ts";
import { OPEN_APPLICATION } from "../../src/forms/careers/form.ts";
import { siteAction } from "../../src/content/site-action.ts";
import { useSite } from "../support/site.ts";

// Review round 26 (docs/design.md "Review round 26: /blog and /careers"), in a real Chromium against the built site:
// the faults fresh reviewers named on /blog and /careers.
const site = useSite();
const open = (path: string, width = 1440) => openPage(site.browser, site.url(path), { width, reducedMotion: "reduce" });

describe("review round 26: /blog", () => {
  test.each([375, 1440])("at %i px the page ends in the shared closing band with one solid action", async (width) => {
    const { page, close } = await open("/blog", width);
    const g = await page.evaluate(() => {
      const main = document.querySelector("main")!;
      const sections = [...main.querySelectorAll(":scope section")].filter((s) => !s.parentElement!.closest("section"));
      const band = document.querySelector("[data-call-to-action]")!;
      const links = [...band.querySelectorAll("a")];
      const solid = links.filter((a) => {
        const bg = getComputedStyle(a).backgroundColor;
        const [r, g, b] = bg.match(/[\d.]+/g)!.map(Number);
        return r! > 200 && g! > 200 && b! > 200;
      });
      return {
        last: sections.at(-1) === band,
        bands: main.querySelectorAll("[data-call-to-action]").length,
        hrefs: links.map((a) => a.getAttribute("href")),
        solid: solid.map((a) => a.getAttribute("href")),
        heights: links.map((a) => a.getBoundingClientRect().height),
        title: band.querySelector("h2")!.textContent,
      };
    });
    expect(g.bands).toBe(1);
    expect(g.last).toBe(true);
    expect(g.title).toBe(blogPage.closing.heading);
    expect(g.hrefs).toEqual([siteAction.href, blogPage.closing.secondary.href]);
    // One primary action: Access Compute, the only solid button in the band.
    expect(g.solid).toEqual([siteAction.href]);
    for (const h of g.heights) expect(h).toBeGreaterThanOrEqual(44);
    await close();
  });

  test("at 1440 each article's side column holds its facts (category, date, reading time) and the way back, riding down the post", async () => {
    const { page, close } = await open("/blog", 1440);
    const words = blogPosts.map((p) => p.body.join(" ").split(/\s+/).filter(Boolean).length);
    const g = await page.evaluate(() =>
      [...document.querySelectorAll("article[id^='post-']")].map((post) => {
        const side = post.querySelector("[data-post-side]")!;
        const title = post.querySelector("h3")!.getBoundingClientRect();
        const back = side.querySelector("a[href='#posts']")!;
        const box = side.getBoundingClientRect();
        return {
          reading: (side.querySelector("[data-post-reading]") as HTMLElement).innerText,
          meta: side.querySelector("[data-post-meta]")!.textContent,
          sticky: getComputedStyle(side).position,
          inSide: box.right <= title.left,
          back: back.getBoundingClientRect().height,
          filled: box.height,
        };
      }),
    );
    expect(g).toHaveLength(6);
    for (const [i, p] of g.entries()) {
      const minutes = Math.max(1, Math.round(words[i]! / blogPage.reading.wordsPerMinute));
      expect(p.reading).toBe(`${minutes} ${blogPage.reading.minutes}`);
      expect(p.meta).toBe(`${blogPosts[i]!.tag}${blogPosts[i]!.date}`);
      expect(p.sticky).toBe("sticky");
      expect(p.inSide).toBe(true);
      expect(p.back).toBeGreaterThanOrEqual(44);
      // More than the one line of category and date (round 25's column held only that).
      expect(p.filled).toBeGreaterThan(100);
    }
    // Sticky: scrolled half way down a post, its facts are still in view under the header.
    const post = page.locator("#post-2");
    const top = await post.evaluate((el) => el.getBoundingClientRect().top + scrollY);
    await page.evaluate((y) => window.scrollTo(0, y + 250), top);
    const sideTop = await post.locator("[data-post-side]").evaluate((el) => el.getBoundingClientRect().top);
    expect(sideTop).toBeGreaterThan(0);
    expect(sideTop).toBeLessThan(200);
    await close();
  });

  test("at 375 the reading time stands on the facts' line, over the title, the way back at the post's foot", async () => {
    const { page, close } = await open("/blog", 375);
    const g = await page.evaluate(() =>
      [...document.querySelectorAll("article[id^='post-']")].map((post) => {
        const meta = post.querySelector("[data-post-meta]")!.getBoundingClientRect();
        const reading = post.querySelector("[data-post-reading]")!.getBoundingClientRect();
        const title = post.querySelector("h3")!.getBoundingClientRect();
        return {
          oneLine: Math.abs(meta.top - reading.top) < 3 && reading.left > meta.right,
          inside: reading.right <= document.documentElement.clientWidth - 16,
          above: reading.bottom <= title.top,
          sideBack: post.querySelector("[data-post-side-back]")!.checkVisibility(),
          footBack: post.querySelector("[data-post-back]")!.checkVisibility(),
        };
      }),
    );
    for (const p of g) expect(p).toEqual({ oneLine: true, inside: true, above: true, sideBack: false, footBack: true });
    await close();
  });

  test.each([768, 1440])(
    "at %i px the articles' paragraphs keep one measure of about 65-75 characters, wrapping greedily",
    async (width) => {
      const { page, close } = await open("/blog", width);
      await page.evaluate(() => document.fonts.ready);
      const g = await page.evaluate(() =>
        [...document.querySelectorAll("[data-post-body]")].map((p) => {
          const cs = getComputedStyle(p);
          const probe = document.createElement("span");
          probe.style.cssText = "position:absolute;visibility:hidden;white-space:nowrap";
          const text = p.textContent!;
          probe.textContent = text;
          p.append(probe);
          const perChar = probe.getBoundingClientRect().width / text.length;
          probe.remove();
          return {
            wrap: cs.textWrapStyle,
            width: Math.round(p.getBoundingClientRect().width),
            chars: p.getBoundingClientRect().width / perChar,
          };
        }),
      );
      expect(g).toHaveLength(18);
      // One measure for every paragraph at a width.
      expect(new Set(g.map((p) => p.width)).size).toBe(1);
      for (const p of g) {
        expect(p.wrap).toBe("auto");
        expect(p.chars).toBeGreaterThanOrEqual(60);
        expect(p.chars).toBeLessThanOrEqual(78);
      }
      await close();
    },
  );

  test.each([375, 1440])(
    "at %i px each index row is the link: 44 px or more, every point of it lands on its title's link, no ring",
    async (width) => {
      const { page, close } = await open("/blog", width);
      await page.locator("#posts").scrollIntoViewIfNeeded();
      const rows = await page.evaluate(() =>
        [...document.querySelectorAll("[data-blog-card]")].map((row) => {
          row.scrollIntoView({ block: "center" });
          const r = row.getBoundingClientRect();
          const link = row.querySelector("h2 a")!;
          const cue = row.querySelector("[data-blog-cue]")!.getBoundingClientRect();
          const points = [
            [r.left + 2, r.top + 2],
            [r.right - 2, r.bottom - 2],
            [r.left + r.width / 2, r.bottom - 3],
            [cue.left + cue.width / 2, cue.top + cue.height / 2],
          ];
          const hits = points.map(([x, y]) => link.contains(document.elementFromPoint(x!, y!)));
          return { height: r.height, hits, rings: row.querySelectorAll("[data-blog-cue-ring]").length };
        }),
      );
      expect(rows).toHaveLength(6);
      for (const r of rows) {
        expect(r.height).toBeGreaterThanOrEqual(44);
        expect(r.hits).toEqual([true, true, true, true]);
        expect(r.rings).toBe(0);
      }
      await close();
    },
  );
});

describe("review round 26: /careers", () => {
  test.each([375, 1440])(
    "at %i px the roles' Apply Now are quiet controls: the text's colour, unframed, unfilled, 44 px",
    async (width) => {
      const { page, close } = await open("/careers", width);
      const g = await page.evaluate(() => {
        const hero = document.querySelector("[data-hero-action]")!;
        const body = getComputedStyle(document.body).color;
        return {
          hero: getComputedStyle(hero).backgroundColor,
          body,
          rows: [...document.querySelectorAll("[data-position] a, [data-position] button")].map((el) => {
            const c = getComputedStyle(el);
            return {
              text: el.textContent,
              bg: c.backgroundColor,
              border: c.borderTopWidth,
              color: c.color,
              height: el.getBoundingClientRect().height,
            };
          }),
        };
      });
      expect(g.rows).toHaveLength(6);
      for (const r of g.rows) {
        expect(r.text).toBe(careersPage.list.applyLabel);
        expect(r.bg).toBe("rgba(0, 0, 0, 0)");
        expect(r.border).toBe("0px");
        // The text's colour (muted, the label read as grey text).
        expect(r.color).toBe(g.body);
        expect(r.height).toBeGreaterThanOrEqual(44);
      }
      expect(g.hero).not.toBe("rgba(0, 0, 0, 0)");
      await close();
    },
  );

  test.each([375, 1440])("at %i px the open-application prompt is the page's closing band, right under the roles", async (width) => {
    const { page, close } = await open("/careers", width);
    const g = await page.evaluate(() => {
      const band = document.querySelector("[data-open-application]")!;
      const main = document.querySelector("main")!;
      const table = document.querySelector("[data-positions-table]")!;
      const footer = document.querySelector("footer")!;
      const visible = [...main.querySelectorAll("section")].filter((s) => s.checkVisibility() && !s.contains(band));
      const after = visible.filter((s) => Boolean(band.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_FOLLOWING));
      const action = band.querySelector("a, button")!;
      return {
        shared: band.hasAttribute("data-call-to-action"),
        tag: band.tagName,
        heading: band.querySelector("h2")!.textContent,
        action: action.textContent,
        solid: getComputedStyle(action).backgroundColor !== "rgba(0, 0, 0, 0)",
        actionHeight: action.getBoundingClientRect().height,
        sectionsAfter: after.length,
        underTable: band.getBoundingClientRect().top >= table.getBoundingClientRect().bottom,
        gapToFooter: Math.round(footer.getBoundingClientRect().top - band.getBoundingClientRect().bottom),
        fullBleed: Math.round(band.getBoundingClientRect().width) === document.documentElement.clientWidth,
      };
    });
    expect(g).toEqual({
      shared: true,
      tag: "SECTION",
      heading: careersPage.openApplication.heading,
      action: careersPage.openApplication.buttonLabel,
      solid: true,
      actionHeight: g.actionHeight,
      sectionsAfter: 0,
      underTable: true,
      gapToFooter: 0,
      fullBleed: true,
    });
    expect(g.actionHeight).toBeGreaterThanOrEqual(44);
    await close();
  });

  test("Send Open Application in the closing band opens the form for an open application, and Cancel brings the band back", async () => {
    const { page, close } = await open("/careers", 1440);
    const action = page.locator("[data-open-application] [data-open-application-action]");
    await action.hover();
    // Hydrated (client:intent on pointer over): the island catches the band's click.
    await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"));
    await action.click();
    await expect.poll(() => page.locator("#application-title").innerText()).toBe(OPEN_APPLICATION);
    expect(await page.locator("[data-open-application]").isVisible()).toBe(false);
    expect(await page.evaluate(() => location.hash)).toBe("");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => page.locator("[data-open-application]").isVisible()).toBe(true);
    await close();
  });

  test.each([375, 1440])("at %i px the working hours' key: swatches 12 px or more, centred on their words", async (width) => {
    const { page, close } = await open("/careers", width);
    const g = await page.evaluate(() =>
      [...document.querySelectorAll("[data-hours-legend] li")].map((li) => {
        const swatch = li.querySelector("span")!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(li.lastChild!);
        const text = range.getBoundingClientRect();
        return {
          w: swatch.width,
          h: swatch.height,
          offset: Math.abs(swatch.top + swatch.height / 2 - (text.top + text.height / 2)),
          font: Number.parseFloat(getComputedStyle(li).fontSize),
        };
      }),
    );
    expect(g).toHaveLength(2);
    for (const s of g) {
      expect(s.w).toBeGreaterThanOrEqual(12);
      expect(s.h).toBeGreaterThanOrEqual(12);
      expect(s.offset).toBeLessThanOrEqual(1.5);
      expect(s.font).toBeGreaterThanOrEqual(13);
    }
    await close();
  });
});
