import { describe, expect, test } from "vitest";
import { openPage } from "../../scripts/lib/browser.ts";
import { QUICKSTART_LINE_MAX, quickStartBase } from "../../src/content/x402-docs.ts";
import { useSite } from "../support/site.ts";

// Review round 26 (docs/design.md "Review round 26: x402 pages, /privacy, Atmosphere, /provide-compute"), in a real
// Chromium against the built site: small faults fresh reviewers named on routes scored 8.
const site = useSite();
const open = (path: string, width = 1440) => openPage(site.browser, site.url(path), { width, reducedMotion: "reduce" });

describe("review round 26: /x402-documentation", () => {
  test("the base URL is set in two short lines (the public origin's 37-character line scrolled at 375)", () => {
    const base = quickStartBase("https://nirvana.network");
    expect(base.code).toBe('BASE=https://nirvana.network\nBASE="$BASE/api/x402"');
    for (const line of base.code.split("\n")) expect(line.length, line).toBeLessThanOrEqual(QUICKSTART_LINE_MAX);
  });

  test("at 375 every Quick start box holds its lines, the base block included", async () => {
    const { page, close } = await open("/x402-documentation", 375);
    const boxes = await page
      .locator("#quickstart pre")
      .evaluateAll((els) => els.map((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, text: (el as HTMLElement).innerText })));
    expect(boxes[0]!.text.trim().split("\n")).toHaveLength(2);
    for (const b of boxes) expect(b.scroll, b.text).toBeLessThanOrEqual(b.client);
    await close();
  });

  test("the wallets note is one sentence, its counts from the data", async () => {
    const { page, close } = await open("/x402-documentation", 1440);
    const note = (await page.locator("[data-wallets-note]").innerText()).trim();
    expect(note).toMatch(/^All 6 pay over x402, and the Connect Wallet dialog on Access Compute connects 4 more: .+ and .+\.$/);
    expect(note.match(/\. /g)).toBeNull();
    await close();
  });

  test("below lg a static link at the foot of the sections goes back to the contents; from lg the contents stay in view", async () => {
    for (const [width, visible] of [
      [375, true],
      [1440, false],
    ] as const) {
      const { page, close } = await open("/x402-documentation", width);
      const link = page.locator("[data-back-to-contents]");
      expect(await link.getAttribute("href")).toBe("#toc-title");
      expect(await page.locator("#toc-title").count()).toBe(1);
      expect(await link.isVisible(), `${width}`).toBe(visible);
      if (visible) {
        const m = await link.evaluate((a) => {
          const r = a.getBoundingClientRect();
          const last = document.querySelector("#troubleshooting")!.getBoundingClientRect();
          return { height: r.height, top: r.top, lastBottom: last.bottom, text: (a as HTMLElement).innerText.trim() };
        });
        expect(m.text).toBe("Back to contents");
        expect(m.height).toBeGreaterThanOrEqual(44);
        expect(m.top).toBeGreaterThanOrEqual(m.lastBottom);
        await link.click();
        await page.waitForFunction(() => location.hash === "#toc-title");
        const top = await page.locator("#toc-title").evaluate((h) => h.getBoundingClientRect().top);
        expect(top).toBeGreaterThanOrEqual(0);
        expect(top).toBeLessThan(300);
      }
      await close();
    }
  });
});

describe("review round 26: /x402-integration", () => {
  test("the picked option's fold is the '{…}' marker alone, no chevron, and its row still opens the fields", async () => {
    const { page, close } = await open("/x402-integration", 1440);
    const summary = page.locator("[data-picked-fields] > summary");
    expect(await summary.locator("svg.lucide-chevron-right, [data-fold-marker] svg").count()).toBe(0);
    expect((await summary.locator("[data-fold-marker]").innerText()).trim()).toBe("{…}");
    await summary.click();
    await page.locator("[data-picked] dl").waitFor({ state: "visible" });
    await close();
  });

  test.each([375, 1440])(
    "at %i px the three steps are one vertical timeline (the site's Steps), beside the heading from lg",
    async (width) => {
      const { page, close } = await open("/x402-integration", width);
      const m = await page.evaluate(() => {
        const ol = document.querySelector("#how-it-works [data-steps]")!;
        const steps = [...ol.querySelectorAll(":scope > li")].map((li) => li.getBoundingClientRect());
        const heading = document.querySelector("#steps-title")!.getBoundingClientRect();
        return {
          layout: ol.getAttribute("data-steps"),
          lefts: steps.map((s) => s.left),
          tops: steps.map((s) => s.top),
          olLeft: ol.getBoundingClientRect().left,
          heading: heading.toJSON() as DOMRect,
        };
      });
      expect(m.layout).toBe("column");
      expect(m.tops).toHaveLength(3);
      for (const l of m.lefts) expect(Math.abs(l - m.lefts[0]!)).toBeLessThan(1);
      expect(m.tops[1]!).toBeGreaterThan(m.tops[0]!);
      expect(m.tops[2]!).toBeGreaterThan(m.tops[1]!);
      if (width >= 1024) expect(m.olLeft).toBeGreaterThanOrEqual(m.heading.right);
      else expect(m.tops[0]!).toBeGreaterThan(m.heading.bottom);
      await close();
    },
  );
});

describe("review round 26: /privacy", () => {
  test("at 375 every contents entry is one line, its number beside its label", async () => {
    const { page, close } = await open("/privacy", 375);
    const rows = await page
      .locator("[data-toc] a")
      .evaluateAll((as) => as.map((a) => ({ text: (a as HTMLElement).innerText, height: a.getBoundingClientRect().height })));
    expect(rows).toHaveLength(8);
    // One 20 px line in its 44 px target (two lines made "02" a 64 px entry).
    for (const r of rows) expect(r.height, r.text).toBeLessThanOrEqual(48);
    await close();
  });

  test("'What each form collects' has its 'In short' beside its lead at 1440, as the other prose sections", async () => {
    const { page, close } = await open("/privacy", 1440);
    const short = page.locator("#forms [data-privacy-short]");
    expect(await short.count()).toBe(1);
    expect(await short.isVisible()).toBe(true);
    expect(await short.textContent()).toContain("In short");
    const m = await page.evaluate(() => {
      const s = document.querySelector("#forms [data-privacy-short]")!.getBoundingClientRect();
      const lead = document.querySelector("#forms > p")!.getBoundingClientRect();
      const list = document.querySelector("#forms [data-privacy-forms]")!.getBoundingClientRect();
      return { s: s.toJSON() as DOMRect, lead: lead.toJSON() as DOMRect, list: list.toJSON() as DOMRect };
    });
    expect(m.s.left).toBeGreaterThanOrEqual(m.lead.right);
    expect(Math.abs(m.s.top - m.lead.top)).toBeLessThan(8);
    expect(m.s.bottom).toBeLessThanOrEqual(m.list.top);
    await close();
  });
});

describe("review round 26: /nirvana-atmosphere", () => {
  test.each([375, 768, 1440])("at %i px no latency chip covers a capture frame's corner", async (width) => {
    const { page, close } = await open("/nirvana-atmosphere", width);
    const hits = await page.evaluate(() =>
      [...document.querySelectorAll("[data-stream-hud]")].map((hud) => {
        const screen = hud.parentElement!;
        const h = hud.getBoundingClientRect();
        const corners = [...screen.querySelectorAll("svg path.stroke-muted\\/80")]
          .filter((p) => getComputedStyle(p).display !== "none")
          .flatMap((p) => {
            // Each corner's three points, from the path's own commands (M x y, V y, H x).
            const m = (p as SVGGraphicsElement).getScreenCTM()!;
            const tokens = (p.getAttribute("d") ?? "").trim().split(/\s+/);
            const out: { x: number; y: number }[][] = [];
            let x = 0;
            let y = 0;
            for (let i = 0; i < tokens.length; ) {
              const cmd = tokens[i++];
              if (cmd === "M") {
                x = Number(tokens[i++]);
                y = Number(tokens[i++]);
                out.push([]);
              } else if (cmd === "V") y = Number(tokens[i++]);
              else if (cmd === "H") x = Number(tokens[i++]);
              const pt = new DOMPoint(x, y).matrixTransform(m);
              out.at(-1)!.push({ x: pt.x, y: pt.y });
            }
            return out;
          });
        // A corner's box (its two arms) against the chip's, with 2 px of air.
        const hit = corners.filter((c) => {
          const [l, r] = [Math.min(...c.map((p) => p.x)), Math.max(...c.map((p) => p.x))];
          const [t, b] = [Math.min(...c.map((p) => p.y)), Math.max(...c.map((p) => p.y))];
          return l < h.right + 2 && r > h.left - 2 && t < h.bottom + 2 && b > h.top - 2;
        }).length;
        return { corners: corners.length, hit };
      }),
    );
    expect(hits.length).toBe(3);
    for (const n of hits) expect(n).toEqual({ corners: 3, hit: 0 });
    await close();
  });

  test("at 1440 the six key features stand in two columns of three rows; one list of rows below xl", async () => {
    const { page, close } = await open("/nirvana-atmosphere", 1440);
    const list = "section[aria-labelledby='features-title'] [data-feature-list]";
    const lefts = await page.locator(`${list} > li`).evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().left)));
    expect(lefts).toHaveLength(6);
    expect(new Set(lefts).size).toBe(2);
    await page.setViewportSize({ width: 768, height: 900 });
    await page.waitForFunction(() => document.documentElement.clientWidth === 768);
    const narrow = await page.locator(`${list} > li`).evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().left)));
    expect(new Set(narrow).size).toBe(1);
    await close();
  });
});

describe("review round 26: /provide-compute", () => {
  test("at 375 the descriptions under 'What happens next' wrap at the full content width, no word alone on a line", async () => {
    const { page, close } = await open("/provide-compute", 375);
    const m = await page.evaluate(() =>
      [...document.querySelectorAll("[data-host-next-text]")].map((p) => {
        // Each line's right edge, from the text's word boxes.
        const range = document.createRange();
        range.selectNodeContents(p);
        const rects = [...range.getClientRects()];
        const box = p.getBoundingClientRect();
        const lines = new Map<number, { left: number; right: number }>();
        for (const r of rects) {
          const k = Math.round(r.top);
          const l = lines.get(k);
          lines.set(k, { left: Math.min(l?.left ?? r.left, r.left), right: Math.max(l?.right ?? r.right, r.right) });
        }
        return {
          text: (p as HTMLElement).innerText,
          wrap: getComputedStyle(p).textWrapStyle,
          width: box.width,
          boxLeft: box.left,
          lines: [...lines.values()].map((l) => ({ used: l.right - box.left, width: l.right - l.left })),
        };
      }),
    );
    expect(m.length).toBe(4);
    for (const p of m) {
      expect(p.wrap, p.text).not.toBe("pretty");
      expect(p.width).toBeGreaterThanOrEqual(340);
      // Every line but the last runs within ~one word of the column's right edge; the last is more than one short word.
      for (const line of p.lines.slice(0, -1)) expect(line.used, p.text).toBeGreaterThanOrEqual(p.width - 70);
      if (p.lines.length > 1) expect(p.lines.at(-1)!.width, p.text).toBeGreaterThanOrEqual(40);
    }
    await close();
  });
});
