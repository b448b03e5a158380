import { existsSync } from "node:fs";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { positions } from "../../src/content/careers.ts";
import { COPY_CONFIRM_MS, TOOLTIP_DELAYS } from "../../src/components/home/copy-config.ts";
import { site as siteConfig } from "../../src/content/site.ts";
import { networkMap } from "../../src/content/network.ts";
import { edge, hero, partnerships, x402 } from "../../src/content/home.ts";
import { worldMap } from "../../src/components/home/world-map.ts";
import { stats } from "../../src/content/stats.ts";
import { repoRoot } from "../../scripts/lib/server.ts";
import { newPage } from "../../scripts/lib/browser.ts";
import { useSite, HEADLINE_FIGURES } from "../support/site.ts";
import { PARTNER_FADE } from "../../src/components/home/PartnerMarquee.tsx";

// Home (/) in a real Chromium against the real server. DIST_DIR in the environment points the
// server at another build; by default it serves the repo's dist/.
const site = useSite();

/** The spec's section order (sections 1-13; the footer, 14, is checked after them). */
const SECTIONS = [
  "hero",
  "keywords",
  "stats",
  "x402",
  "products",
  "solutions",
  "partners",
  "partnerships",
  "docs",
  "provider",
  "resources",
  "team",
  "contract",
];
const KEYWORDS = [
  "GPU COMPUTING",
  "DISTRIBUTED CLOUD",
  "EDGE NETWORK",
  "AI INFERENCE",
  "REAL-TIME RENDERING",
  "BARE METAL",
  "LOW LATENCY",
  "HIGH PERFORMANCE",
  "SCALABLE INFRASTRUCTURE",
  "ENTERPRISE GRADE",
];
/** Review round 19: Home's figures at 375, compact rows (291 px; stacked they were 532 px). */
const STATS_COMPACT_MAX_HOME = 300;
const ANCHORS = ["edge", "ai-training", "cloud-gaming", "virtual-desktop", "rendering"];

async function openHome(options: { width?: number; reducedMotion?: "reduce" | "no-preference"; clipboard?: boolean } = {}) {
  const { width = 1440, reducedMotion = "no-preference", clipboard = false } = options;
  const { context, page } = await newPage(site.browser, { width, reducedMotion });
  if (clipboard) await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url("") });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const response = await page.goto(site.url("/"), { waitUntil: "load" });
  expect(response?.status()).toBe(200);
  return { context, page, errors };
}

/** Scrolls to the copy button, points at it (client:intent) and waits until its island has hydrated. */
async function hydratedCopyButton(page: Page) {
  const button = page.getByRole("button", { name: "Copy contract address" });
  await button.scrollIntoViewIfNeeded();
  await button.hover();
  await page.waitForSelector('astro-island[component-url*="CopyButton"]:not([ssr])', { timeout: 10_000 });
  return button;
}

/**
 * Reads a section's visible text (innerText) after scrolling to it, as a visitor would, once the
 * browser has rendered it (harmless now that home no longer uses content-visibility).
 */
async function scrollToSection(page: Page, name: string) {
  const section = page.locator(`[data-home-section="${name}"]`);
  await section.scrollIntoViewIfNeeded();
  await section.evaluate((el) => {
    const child = el.firstElementChild!;
    return new Promise<void>((resolve) => {
      const check = () => (child.checkVisibility({ contentVisibilityAuto: true }) ? resolve() : requestAnimationFrame(check));
      check();
    });
  });
}

/** A drawing's legend's look (review round 19, the shared `Legend`): what every legend shares, its size and row gap. */
const legendLook = (legend: Locator) =>
  legend.evaluate((ul) => {
    const li = ul.querySelector("li")!;
    const u = getComputedStyle(ul);
    const l = getComputedStyle(li);
    const shared = [
      u.display,
      u.flexWrap,
      // (the gap between entries is left out: review round 26 spaced /careers' larger key 24 px apart)
      u.fontFamily,
      u.color,
      l.display,
      l.alignItems,
      l.columnGap,
      li.firstElementChild!.tagName,
    ];
    return { shared: shared.join(" | "), size: u.fontSize, rowGap: u.rowGap };
  });

/** "copy" or "check": which icon the copy button shows right now. */
const iconOf = (page: Page) => page.getByRole("button", { name: "Copy contract address" }).locator("svg").getAttribute("data-icon");

describe("home content", () => {
  test("the 13 sections come in the spec's order, then the footer", async () => {
    const { context, page } = await openHome();
    const order = await page.locator("[data-home-section]").evaluateAll((els) => els.map((e) => e.getAttribute("data-home-section")));
    expect(order).toEqual(SECTIONS);
    const footerAfter = await page.evaluate(() => {
      const sections = document.querySelectorAll("[data-home-section]");
      const last = sections[sections.length - 1]!;
      const footer = document.querySelector("footer")!;
      return Boolean(last.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(footerAfter).toBe(true);
    expect(await page.locator("h1").count()).toBe(1);
    await context.close();
  });

  test("hero buttons and section links go where the spec says", async () => {
    const { context, page } = await openHome();
    const hrefOf = (section: string, name: string) =>
      page.locator(`[data-home-section="${section}"]`).getByRole("link", { name, exact: true }).getAttribute("href");
    expect(await hrefOf("hero", "Access Compute")).toBe("/access-compute");
    expect(await hrefOf("hero", "Provide Compute")).toBe("/provide-compute");
    expect(await page.locator('[data-home-section="x402"] a').getAttribute("href")).toBe("/x402-integration");
    await scrollToSection(page, "x402");
    expect(await page.locator('[data-home-section="x402"] a').innerText()).toContain("Learn More");
    const products = await page.locator('[data-home-section="products"] a').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(products).toEqual(["/nirvana-earth", "/nirvana-atmosphere"]);
    // The two documentation teasers go to /blog, each to its post's article there, and say so.
    const docs = page.locator('[data-home-section="docs"] a');
    expect(await docs.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(["/blog", "/blog"]);
    for (const text of await docs.allInnerTexts()) expect(text).toContain("Read on the blog");
    // Visible text 'Learn More'; screen readers hear "Learn More about becoming a GPU provider".
    await scrollToSection(page, "provider");
    const providerLearnMore = page.locator('[data-home-section="provider"]').getByRole("link", { name: /^Learn More about/ });
    expect(await providerLearnMore.getAttribute("href")).toBe("/contact");
    expect((await providerLearnMore.innerText()).split("\n")[0]).toContain("Learn More");
    expect(await hrefOf("provider", "Get Started")).toBe("/contact");
    // The spec's order: Learn More first, then Get Started.
    const providerLinks = (await page.locator('[data-home-section="provider"] a').allInnerTexts()).map((t) => t.split("\n")[0]!.trim());
    expect(providerLinks).toEqual(["Learn More", "Get Started"]);
    expect(await page.locator('[data-home-section="provider"] h2').innerText()).toBe("Become A GPU Provider");
    const resources = await page
      .locator('[data-home-section="resources"] a')
      .evaluateAll((as) => as.map((a) => [a.querySelector("h3")?.textContent, a.getAttribute("href")]));
    expect(resources).toEqual([
      ["Ecosystem Fund", "/ecosystem-fund"],
      ["Ecosystem", "/ecosystem"],
      ["Docs", "/documentation"],
    ]);
    expect(await page.locator('[data-home-section="partnerships"] li h3').count()).toBe(2);
    await context.close();
  });

  test("on a phone (375 × 812) the network map is whole on the first screen, under the two actions", async () => {
    const { context, page } = await openHome({ width: 375 });
    const map = (await page.locator("[data-network-land]").boundingBox())!;
    const actions = (await page.locator('[data-home-section="hero"] a[href="/provide-compute"]').boundingBox())!;
    expect(map.y).toBeGreaterThan(actions.y + actions.height);
    expect(map.y + map.height, "the map's bottom on the first screen").toBeLessThanOrEqual(812);
    await context.close();
  });

  test("the map's legend is the shared Legend (also /careers' hours'), one look: 12 px, 16 px from the map and the readout (review round 19)", async () => {
    // Review round 19: Home's map and /careers' working hours each wrote the same swatch-and-label list; both are now
    // `Legend` (src/components/art/Legend.tsx), at the site's smallest text size (Home's had been 11 px).
    const looks = new Set<string>();
    for (const width of [375, 1440]) {
      const { context, page } = await openHome({ width });
      const legend = page.locator('[data-home-section="hero"] [data-legend]');
      expect(await legend.count()).toBe(1);
      expect(await legend.locator("li").allInnerTexts()).toEqual([networkMap.legend.point, networkMap.legend.arc]);
      const look = await legendLook(legend);
      expect(look.size, String(width)).toBe("12px");
      expect(look.rowGap).toBe("8px");
      const gaps = await legend.evaluate((ul) => {
        const map = ul.previousElementSibling!.getBoundingClientRect();
        const readout = ul.nextElementSibling!.getBoundingClientRect();
        const r = ul.getBoundingClientRect();
        return {
          map: ul.previousElementSibling!.querySelector("[data-network-land]") !== null,
          fromMap: r.top - map.bottom,
          toReadout: readout.top - r.bottom,
        };
      });
      expect(gaps.map).toBe(true);
      expect(Math.abs(gaps.fromMap - 16), `${width}: ${gaps.fromMap}`).toBeLessThanOrEqual(0.5);
      expect(Math.abs(gaps.toReadout - 16), `${width}: ${gaps.toReadout}`).toBeLessThanOrEqual(0.5);
      looks.add(look.shared);
      await context.close();
    }
    // /careers' legend: the same list, entries and size.
    const { context, page } = await newPage(site.browser, { width: 375 });
    await page.goto(site.url("/careers"));
    const careers = await legendLook(page.locator("[data-working-hours] [data-legend]"));
    // Review round 26: /careers' key a size up (13 px labels beside 14 px swatches; 8 px swatches read as specks).
    expect(careers.size).toBe("13px");
    looks.add(careers.shared);
    expect([...looks]).toHaveLength(1);
    await context.close();
  });

  test("the partnerships are a ruled split, not the product section's framed cards; each kind of partnership on one line", async () => {
    for (const width of [375, 768, 1440]) {
      const { context, page } = await openHome({ width });
      const look = (selector: string) =>
        page.locator(selector).evaluateAll((els) =>
          els.map((el) => {
            const s = getComputedStyle(el);
            return { framed: s.borderTopLeftRadius !== "0px" && s.borderLeftWidth !== "0px", fill: s.backgroundColor };
          }),
        );
      const partnerships = await look('[data-home-section="partnerships"] li');
      expect(partnerships).toHaveLength(2);
      for (const p of partnerships) expect(p).toEqual({ framed: false, fill: "rgba(0, 0, 0, 0)" });
      for (const c of await look('[data-home-section="products"] ul > li > a')) expect(c.framed).toBe(true);
      const kinds = await page
        .locator("[data-partnership-kind]")
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)));
      for (const lines of kinds) expect(Math.round(lines), `${width}px`).toBe(1);
      await context.close();
    }
  });

  test("the keyword marquee shows the exact 10 keywords, once for screen readers", async () => {
    const { context, page } = await openHome();
    const band = page.locator('[data-home-section="keywords"]');
    const original = await band.locator('[data-marquee-copy="original"] [data-keyword]').allInnerTexts();
    expect(original).toEqual(KEYWORDS);
    const copy = band.locator('[data-marquee-copy="duplicate"]');
    expect(await copy.getAttribute("aria-hidden")).toBe("true");
    expect(await copy.locator("[data-keyword]").allTextContents()).toEqual(KEYWORDS);
    const track = band.locator(".marquee-track");
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).not.toBe("none");
    await context.close();
  });

  test("marquees stop under prefers-reduced-motion", async () => {
    const { context, page } = await openHome({ reducedMotion: "reduce" });
    const tracks = await page.locator(".marquee-track").evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(tracks.length).toBe(4);
    expect(new Set(tracks)).toEqual(new Set(["none"]));
    await context.close();
  });

  test("the partner marquee has 3 rows of 11 names, alternating direction", async () => {
    const { context, page } = await openHome();
    await scrollToSection(page, "partners");
    const rows = page.locator('[data-home-section="partners"] .marquee-track');
    expect(await rows.count()).toBe(3);
    const names: string[] = [];
    const directions: string[] = [];
    for (let i = 0; i < 3; i++) {
      const row = rows.nth(i);
      const visible = await row.locator('[data-marquee-copy="original"] [data-partner]').allInnerTexts();
      expect(visible).toHaveLength(11);
      expect(await row.locator('[data-marquee-copy="duplicate"]').getAttribute("aria-hidden")).toBe("true");
      names.push(...visible);
      directions.push(await row.evaluate((el) => getComputedStyle(el).animationDirection));
    }
    expect(new Set(names).size).toBe(33);
    expect(directions).toEqual(["normal", "reverse", "normal"]);
    await context.close();
  });

  test("partner rows below lg stand still and wrap whole names (none cut at an edge)", async () => {
    const { context, page } = await openHome({ width: 375 });
    await scrollToSection(page, "partners");
    const rows = page.locator('[data-home-section="partners"] .marquee-track');
    expect(await rows.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName))).toEqual(["none", "none", "none"]);
    const cut = await page.locator('[data-home-section="partners"] [data-marquee-copy="original"]').evaluateAll((lists) =>
      lists.flatMap((ul) => {
        const box = ul.parentElement!.parentElement!.getBoundingClientRect();
        return [...ul.querySelectorAll("[data-partner]")]
          .filter((n) => {
            const r = n.getBoundingClientRect();
            return r.left < box.left - 0.5 || r.right > box.right + 0.5;
          })
          .map((n) => n.textContent);
      }),
    );
    expect(cut).toEqual([]);
    expect(await page.locator('[data-home-section="partners"] [data-marquee-copy="duplicate"]').first().isVisible()).toBe(false);
    await context.close();
  });

  test("partner rows below lg: no slash starts or ends a line (each name's slash comes before it; a line's first is clipped)", async () => {
    for (const width of [375, 768]) {
      const { context, page } = await openHome({ width });
      await scrollToSection(page, "partners");
      const lists = await page.locator('[data-home-section="partners"] [data-marquee-copy="original"]').evaluateAll((uls) =>
        uls.map((ul) => {
          const box = ul.parentElement!.parentElement!.getBoundingClientRect();
          return [...ul.children].map((li) => {
            const slash = li.querySelector("[data-partner-slash]")!.getBoundingClientRect();
            const name = li.querySelector("[data-partner]")!.getBoundingClientRect();
            return {
              top: Math.round(li.getBoundingClientRect().top),
              slashShown: slash.right > box.left + 0.5 && slash.left < box.right - 0.5,
              slashBeforeName: slash.right <= name.left,
            };
          });
        }),
      );
      for (const items of lists) {
        expect(items).toHaveLength(11);
        items.forEach((item, i) => {
          const startsLine = i === 0 || item.top !== items[i - 1]!.top;
          expect(item.slashBeforeName).toBe(true);
          expect(item.slashShown, `${width}px: item ${i} ${startsLine ? "starts a line: its slash is hidden" : "shows its slash"}`).toBe(
            !startsLine,
          );
        });
      }
      await context.close();
    }
  });

  test("partner rows from lg: over a whole loop, no name is part hidden while another part of it shows (the fades are long and eased)", async () => {
    const { context, page } = await openHome();
    await scrollToSection(page, "partners");
    const cut = await page.locator('[data-home-section="partners"] .marquee-track').evaluateAll(
      async (tracks, fade) => {
        const alphaAt = (p: number) => {
          const x = Math.min(p, 100 - p);
          if (x <= 0) return 0;
          for (let i = 1; i < fade.length; i++) {
            const [p0, a0] = fade[i - 1]!;
            const [p1, a1] = fade[i]!;
            if (x <= p1) return a0 + ((a1 - a0) * (x - p0)) / (p1 - p0);
          }
          return 1;
        };
        const found = new Set<string>();
        for (const track of tracks as HTMLElement[]) {
          const box = track.parentElement!.getBoundingClientRect();
          const duration = Number.parseFloat(getComputedStyle(track).animationDuration);
          for (let step = 0; step < 60; step++) {
            track.style.animationPlayState = "paused";
            track.style.animationDelay = `${-(duration * step) / 60}s`;
            await new Promise(requestAnimationFrame);
            for (const name of track.querySelectorAll<HTMLElement>("[data-partner]")) {
              const r = name.getBoundingClientRect();
              if (r.right <= box.left || r.left >= box.right) continue;
              const alphas = Array.from({ length: 9 }, (_, k) => {
                const x = r.left + (r.width * k) / 8;
                return x < box.left || x > box.right ? 0 : alphaAt(((x - box.left) / box.width) * 100);
              });
              if (Math.min(...alphas) < 0.03 && Math.max(...alphas) >= 0.6) found.add(name.textContent!);
            }
          }
          track.style.animationPlayState = "";
          track.style.animationDelay = "";
        }
        return [...found];
      },
      PARTNER_FADE.map(([p, a]) => [p, a] as [number, number]),
    );
    expect(cut).toEqual([]);
    // The box's mask is that fade.
    const mask = await page
      .locator('[data-home-section="partners"] .marquee-track')
      .first()
      .evaluate((el) => getComputedStyle(el.parentElement!).maskImage);
    expect(mask).toMatch(/^linear-gradient/);
    expect(mask).toContain("42%"); // review round 26: the fade runs over 42 % (was 36), the chip made names longer
    await context.close();
  });

  test("partner rows: a clear gap between each category and its names (1440); the section left-aligned on a phone", async () => {
    const { context, page } = await openHome();
    const gaps = await page.locator('[data-home-section="partners"] [data-partner-category]').evaluateAll((ps) =>
      ps.map((p) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        const marquee = p.nextElementSibling!.getBoundingClientRect();
        return marquee.left - range.getBoundingClientRect().right;
      }),
    );
    expect(gaps).toHaveLength(3);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(24);
    await page.setViewportSize({ width: 375, height: 812 });
    const aligns = await page
      .locator('[data-home-section="partners"] h2, [data-home-section="partners"] [data-partner-category]')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).textAlign));
    for (const a of aligns) expect(["start", "left"]).toContain(a);
    await context.close();
  });

  // Review round 18's "'Partners and integrations' has the site's eyebrow look" test: review round 22 gave the section a
  // heading like every other (an eyebrow over an h2 in the headings' look), see "review round 22: home" below.

  test("the payment-protocol text starts level with the sandbox panel's top from lg", async () => {
    const { context, page } = await openHome();
    const [text, panel] = await page
      .locator('[data-home-section="x402"] > div > *')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, h: r.height })));
    // Review round 26: from lg the text column is as tall as the panel (it ended ~200 px above it), see "review round 26".
    expect(panel!.h).toBeGreaterThanOrEqual(text!.h - 1);
    expect(Math.abs(text!.top - panel!.top)).toBeLessThan(4);
    await context.close();
  });

  test("the statistics band shows the spec's figures", async () => {
    const { context, page } = await openHome({ width: 375 });
    const values = await page.locator('[data-home-section="stats"] [data-stat] dd[data-stat-value]').allInnerTexts();
    expect(values).toEqual([stats.gpus.value, stats.countries.value, stats.uptime.value, stats.fund.value]);
    const labels = (await page.locator('[data-home-section="stats"] [data-stat] dt').allTextContents()).map((l) => l.toLowerCase());
    // Review round 20: "Enterprise GPUs", as /ecosystem's (it showed "435K+ / Enterprise GPUs", Home "435,000+ / GPUs").
    expect(labels).toEqual(["enterprise gpus", "countries", "uptime", "ecosystem fund"]);
    // Big numbers stay inside their cells on a phone.
    const overflow = await page.locator('[data-home-section="stats"] dl').evaluate((dl) => dl.scrollWidth - dl.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await context.close();
  });

  test("the five anchors exist and the solution cards reach them", async () => {
    const { context, page } = await openHome({ reducedMotion: "reduce" });
    for (const id of ANCHORS) expect(await page.locator(`[id="${id}"]`).count(), id).toBe(1);
    const cards = page.locator("[data-solution-card]");
    expect(await cards.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "#ai-training",
      "#cloud-gaming",
      "#virtual-desktop",
      "#rendering",
    ]);
    for (const id of ["ai-training", "rendering"]) {
      await page.locator(`[data-solution-card][href="#${id}"]`).click();
      await page.waitForFunction((h) => location.hash === h, `#${id}`);
      const top = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(300);
    }
    await context.close();
  });

  test("each headline number appears once on the page, in the stats band", async () => {
    const { context, page } = await openHome({ width: 375 });
    const text = await page.locator("body").innerText();
    const figures = HEADLINE_FIGURES;
    const counts = Object.fromEntries(Object.entries(figures).map(([k, re]) => [k, text.match(re)?.length ?? 0]));
    expect(counts).toEqual({ gpus: 1, countries: 1, uptime: 1, fund: 1, capacity: 1, community: 1 });
    const band = await page.locator('[data-home-section="stats"]').innerText();
    for (const k of ["gpus", "countries", "uptime", "fund"]) expect(band).toMatch(new RegExp(figures[k]!.source));
    // The edge section links to the numbers instead of repeating them.
    expect(await page.locator('#edge a[href="#network"]').count()).toBe(1);
    await context.close();
  });

  test("each workload card's numbered heading links to its anchor; the details add the one line, the GPUs and an example workload", async () => {
    // Review round 20: the index beside the heading (numbers and names, each a link to its anchor) repeated the four
    // headings right under it; it is gone, and each workload's heading (its number, tile and name) is the link.
    const { context, page } = await openHome();
    expect(await page.locator("[data-solution-index]").count()).toBe(0);
    for (const [i, id] of ["ai-training", "cloud-gaming", "virtual-desktop", "rendering"].entries()) {
      const card = page.locator(`section#${id} [data-solution-card]`);
      expect(await card.getAttribute("href"), id).toBe(`#${id}`);
      const name = (await page.locator(`#${id}-title`).innerText()).trim();
      expect((await card.locator("h3").innerText()).trim(), id).toBe(name);
      expect((await card.locator("[data-solution-number]").innerText()).trim(), id).toBe(`0${i + 1}`);
      const summary = (await page.locator(`section#${id} [data-solution-summary]`).innerText()).trim();
      expect(summary.length, id).toBeGreaterThan(20);
      const detail = page.locator(`section#${id}`);
      expect(await detail.locator("dt", { hasText: /^GPUs$/i }).count(), id).toBe(1);
      expect((await detail.locator("[data-example-workload]").innerText()).length, id).toBeGreaterThan(60);
      // Shown once: the disclosure's heading is a phone's, the card's from lg: one of the two is rendered at a time.
      const title = await detail.locator("h3:visible").innerText();
      expect(await page.getByRole("heading", { name: title, exact: true }).count(), id).toBe(1);
      expect(await page.locator(`a[href="#${id}"]`).count(), id).toBe(1);
    }
    await context.close();
  });

  test("from lg no column stands empty: the four workloads a full 2 × 2 grid under the heading, each shown whole", async () => {
    for (const width of [1024, 1440]) {
      const { context, page } = await openHome({ width, reducedMotion: "reduce" });
      await scrollToSection(page, "solutions");
      // One evaluate: every reading from the same frame.
      const g = await page.locator('[data-home-section="solutions"]').evaluate((section) => {
        const rect = (el: Element) => el.getBoundingClientRect();
        // Review round 20: no index beside the heading (it repeated the headings); the grid starts under the heading.
        const heading = rect(section.querySelector("#solutions-title")!.parentElement!);
        const cells = [...section.querySelectorAll("[data-solution]")].map((el) => {
          const r = rect(el);
          return { left: Math.round(r.left), top: Math.round(r.top), width: r.width, height: r.height };
        });
        const grid = rect(section.querySelector("[data-solution-details]")!);
        return {
          gridUnder: grid.top > heading.bottom,
          lefts: [...new Set(cells.map((c) => c.left))].length,
          tops: [...new Set(cells.map((c) => c.top))].length,
          widths: cells.map((c) => c.width / grid.width),
          // Each column's cells fill it: the two columns end within 15 % of the grid's height of each other.
          columnsEnd: Math.abs(cells[0]!.height + cells[2]!.height - (cells[1]!.height + cells[3]!.height)) / grid.height,
          summaries: [...section.querySelectorAll("[data-solution-summary-row]")].filter((el) => el.checkVisibility()).length,
          bodies: [...section.querySelectorAll("[data-example-workload], [data-solution-spec]")].filter(
            (el) => el.checkVisibility() && rect(el).height > 20,
          ).length,
        };
      });
      expect(g, `${width}`).toMatchObject({ gridUnder: true, lefts: 2, tops: 2, summaries: 0, bodies: 8 });
      for (const w of g.widths) expect(w, `${width}`).toBeGreaterThan(0.4);
      expect(g.columnsEnd, `${width}`).toBeLessThan(0.15);
      await context.close();
    }
  });

  test("on a phone each workload is a native disclosure: name and line shown, the rest a tap away; the section is short", async () => {
    const { context, page } = await openHome({ width: 375 });
    await scrollToSection(page, "solutions");
    const closed = await page.locator('[data-home-section="solutions"]').evaluate((section) => {
      const rows = [...section.querySelectorAll<HTMLElement>("[data-solution-summary-row]")];
      const details = [...section.querySelectorAll("[data-solution] details")];
      const from = section.querySelector("#solutions-title")!.getBoundingClientRect().top;
      const to = section.querySelector("#edge")!.getBoundingClientRect().top;
      return {
        rows: rows.map((r) => ({
          tag: r.tagName,
          text: r.innerText.replace(/\s+/g, " ").trim(),
          height: r.getBoundingClientRect().height,
        })),
        open: details.filter((d) => (d as HTMLDetailsElement).open).length,
        bodiesShown: [...section.querySelectorAll("[data-example-workload]")].filter((el) => el.checkVisibility()).length,
        scripts: section.querySelectorAll("script, astro-island").length,
        height: to - from,
      };
    });
    expect(closed.rows.map((r) => r.tag)).toEqual(["SUMMARY", "SUMMARY", "SUMMARY", "SUMMARY"]);
    for (const r of closed.rows) {
      expect(r.height).toBeGreaterThanOrEqual(44);
      expect(r.text.length, r.text).toBeGreaterThan(30);
    }
    expect(closed).toMatchObject({ open: 0, bodiesShown: 0, scripts: 0 });
    // It was ~2,200 px from the heading to the edge network at 375 before review round 15.
    expect(closed.height).toBeLessThan(1000);
    await page.locator("section#cloud-gaming [data-solution-summary-row]").click();
    await expect.poll(() => page.locator("section#cloud-gaming [data-example-workload]").isVisible()).toBe(true);
    expect(await page.locator("section#cloud-gaming [data-solution-spec] dt", { hasText: /^GPUs$/i }).isVisible()).toBe(true);
    expect(await page.locator('section#cloud-gaming a[href="/access-compute"]').isVisible()).toBe(true);
    await context.close();
  });

  test("phone and tablet: each workload fact is one ruled row (label left, value right, unwrapped); the resources never sit three narrow across", async () => {
    const { context, page } = await openHome({ width: 375 });
    // The facts are inside each workload's disclosure on a phone: open them all.
    await page.locator("[data-solution] details").evaluateAll((ds) => {
      for (const d of ds) (d as HTMLDetailsElement).open = true;
    });
    const facts = await page.locator("[data-solution-spec] > div").evaluateAll((rows) =>
      rows.map((row) => {
        const [dt, dd] = [row.querySelector("dt")!, row.querySelector("dd")!].map((el) => el.getBoundingClientRect());
        const lineHeight = Number.parseFloat(getComputedStyle(row.querySelector("dd")!).lineHeight);
        return {
          text: row.textContent,
          sameLine: Math.abs(dt!.top - dd!.top) < 6 && dt!.right < dd!.left,
          oneLine: dd!.height < lineHeight * 1.5,
        };
      }),
    );
    expect(facts.length).toBe(12);
    for (const f of facts) expect(f, f.text ?? "").toMatchObject({ sameLine: true, oneLine: true });
    await page.setViewportSize({ width: 768, height: 1024 });
    const widths = await page
      .locator('[data-home-section="resources"] li')
      .evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().width));
    for (const w of widths) expect(w).toBeGreaterThan(300);
    await context.close();
  });

  test("the team image is drawn at build time from our data: every discipline of the careers page, no people, no image file", async () => {
    const { context, page } = await openHome({ width: 375 });
    const image = page.locator('[data-home-section="team"] [role="img"][data-team-image]');
    await image.scrollIntoViewIfNeeded();
    expect((await image.getAttribute("aria-label"))!.length).toBeGreaterThan(20);
    const shown = await image.locator("[data-discipline]").evaluateAll((els) => els.map((e) => e.getAttribute("data-discipline")));
    expect(new Set(shown)).toEqual(new Set(positions.map((p) => p.department)));
    // Nothing is fetched for it: no <img>, and the clip-art file is gone.
    expect(await page.locator('[data-home-section="team"] img').count()).toBe(0);
    expect(existsSync(`${repoRoot}public/media/team.svg`)).toBe(false);
    // At a phone's width each layer's words fit their band and the caption is one line.
    const overflow = await image.locator("[data-discipline]").evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).length);
    expect(overflow).toBe(0);
    // Review round 20: no window card, so no caption to check (round 19's "team / six desks" card read as filler).
    expect(await page.locator('[data-home-section="team"] figure, [data-home-section="team"] figcaption').count()).toBe(0);
    await context.close();
  });

  test("the team section shows no team facts (they are /careers'): one link to /careers says how many roles are open", async () => {
    const { context, page } = await openHome({ width: 375 });
    const team = page.locator('[data-home-section="team"]');
    expect(await team.locator("dl").count()).toBe(0);
    const careers = team.locator('a[href="/careers"]');
    expect(await careers.count()).toBe(1);
    expect(await careers.innerText()).toContain(`${positions.length} open roles`);
    expect(await team.innerText()).not.toMatch(/full-time|remote/i);
    await context.close();
  });

  test("review round 20: at 1024 and 1440 no list above the workloads repeats their headings; each heading keeps its number", async () => {
    // Round 19's index (01 AI Training … 04 Rendering, ↓) stood beside the heading, the four headings right under it.
    for (const width of [1024, 1440]) {
      const { context, page } = await openHome({ width, reducedMotion: "reduce" });
      await scrollToSection(page, "solutions");
      const m = await page.locator('[data-home-section="solutions"]').evaluate((section) => {
        const grid = section.querySelector("[data-solution-details]")!.getBoundingClientRect();
        const names = [...section.querySelectorAll("[data-solution] h3:not([id])")].map((h) => h.textContent!.trim());
        // Every visible element above the workloads' grid whose text holds one of their names.
        const repeats = [...section.querySelectorAll<HTMLElement>("*")]
          .filter((el) => el.checkVisibility() && el.getBoundingClientRect().bottom <= grid.top)
          .filter((el) => names.some((n) => el.textContent!.includes(n))).length;
        const numbers = [...section.querySelectorAll<HTMLElement>("[data-solution] [data-solution-number]")]
          .filter((el) => el.checkVisibility())
          .map((el) => {
            const h = el.closest("[data-solution-card]")!.querySelector("h3")!.getBoundingClientRect();
            const r = el.getBoundingClientRect();
            return { text: el.textContent, level: Math.abs(r.top + r.height / 2 - (h.top + h.height / 2)) < 4, left: r.right <= h.left };
          });
        return { names, repeats, numbers };
      });
      expect(m.names).toHaveLength(4);
      expect(m.repeats, `${width}: elements above the grid naming a workload`).toBe(0);
      expect(m.numbers.map((n) => n.text)).toEqual(["01", "02", "03", "04"]);
      for (const n of m.numbers) expect(n, `${width}`).toMatchObject({ level: true, left: true });
      await context.close();
    }
  });

  test("review round 19: at 375 the figures are compact rows, the value left and its label right, about half as tall", async () => {
    const { context, page } = await openHome({ width: 375 });
    const m = await page.locator('[data-home-section="stats"] [data-stats]').evaluate((dl) => {
      const box = (el: Element) => el.getBoundingClientRect();
      return {
        height: box(dl).height,
        compact: dl.hasAttribute("data-stats-compact"),
        rows: [...dl.querySelectorAll(":scope > [data-stat]")].map((cell) => {
          const value = box(cell.querySelector("[data-stat-value]")!);
          const label = box(cell.querySelector("dt")!);
          return { valueRight: value.right, labelLeft: label.left, valueTop: value.top, valueBottom: value.bottom, labelTop: label.top };
        }),
      };
    });
    expect(m.compact).toBe(true);
    expect(m.rows).toHaveLength(4);
    for (const r of m.rows) {
      expect(r.labelLeft, "the label right of the value").toBeGreaterThan(r.valueRight);
      // Side by side: the label starts within the value's height.
      expect(r.labelTop).toBeLessThan(r.valueBottom);
    }
    // The labels in one column.
    expect(new Set(m.rows.map((r) => Math.round(r.labelLeft))).size).toBe(1);
    // Stacked (value, label, note one under the other) the band was 532 px at 375.
    expect(m.height).toBeLessThanOrEqual(STATS_COMPACT_MAX_HOME);
    await context.close();
  });

  test("review round 20: the team's desks on Home are a plain list (no card, no window chrome) over the links; /about keeps its full console", async () => {
    // Round 19's teaser was a window card ("team / six desks") around six chips: it read as filler dressed as a console.
    for (const width of [375, 1440]) {
      const { context, page } = await openHome({ width });
      const team = page.locator('[data-home-section="team"]');
      await team.scrollIntoViewIfNeeded();
      const m = await team.evaluate((section) => {
        const box = (el: Element) => el.getBoundingClientRect();
        const image = section.querySelector("[data-team-image]")!;
        // A card: side borders, a fill or a radius, on the wrapper or the list (the list's rules are top and bottom only).
        const carded = (el: Element) => {
          const cs = getComputedStyle(el);
          return (
            Number.parseFloat(cs.borderLeftWidth) > 0 ||
            Number.parseFloat(cs.borderRightWidth) > 0 ||
            cs.backgroundColor !== "rgba(0, 0, 0, 0)" ||
            Number.parseFloat(cs.borderTopLeftRadius) > 0
          );
        };
        return {
          list: image.hasAttribute("data-team-list"),
          desks: [...image.querySelectorAll("[data-discipline]")].map((el) => Math.round(box(el).top)),
          // No card: no box around the list, no figure or caption.
          card: carded(image) || carded(image.querySelector("ul")!),
          chrome: section.querySelectorAll("figure, figcaption").length,
          text: (image as HTMLElement).innerText,
          listBottom: box(image).bottom,
          links: box(section.querySelector('a[href="/about"]')!).top,
          heading: box(section.querySelector("h2")!),
          imageLeft: box(image).left,
        };
      });
      expect(m.list).toBe(true);
      expect(m.desks).toHaveLength(6);
      expect(m.card, `${width}: a card around the desks`).toBe(false);
      expect(m.chrome).toBe(0);
      // What each desk looks after and its open role are /about's: Home names the desks only.
      expect(m.text).not.toMatch(/open role|scheduling|provider GPUs/i);
      expect(m.links, "the links under the list").toBeGreaterThan(m.listBottom);
      if (width === 1440) {
        // Beside the heading. Review round 22: one run of names (it was three ruled columns, two rows).
        expect(m.imageLeft).toBeGreaterThan(m.heading.right);
        expect(new Set(m.desks).size).toBe(1);
      } else {
        expect(new Set(m.desks).size).toBeLessThanOrEqual(3);
      }
      await context.close();
    }
    const { page, close } = await newPage(site.browser, { width: 1440 });
    await page.goto(site.url("/about"));
    const about = page.locator("[data-about-team] [data-team-image]");
    expect(await about.count()).toBe(1);
    expect(await about.evaluate((el) => el.hasAttribute("data-team-list"))).toBe(false);
    // Review round 26: no badge per desk; the open roles are one link under the desks, in the same panel.
    expect(await about.innerText()).not.toMatch(/open role/i);
    expect(await page.locator("[data-about-team] figure [data-team-open-roles]").innerText()).toMatch(/open role at each desk/i);
    await close();
  });

  test("review round 19: at 768 each product's name is one line inside its card", async () => {
    for (const width of [768, 1024, 1440]) {
      const { context, page } = await openHome({ width });
      const names = await page.locator('[data-home-section="products"] li h3').evaluateAll((els) =>
        els.map((el) => {
          const card = el.closest("a")!.getBoundingClientRect();
          const r = el.getBoundingClientRect();
          // The text's own box (the heading's box is its column's width, whatever the text does).
          const range = document.createRange();
          range.selectNodeContents(el);
          return {
            text: el.textContent,
            lines: Math.round(r.height / Number.parseFloat(getComputedStyle(el).lineHeight)),
            inside: range.getBoundingClientRect().right <= card.right - 16 && el.scrollWidth <= el.clientWidth,
          };
        }),
      );
      expect(names.map((n) => n.text)).toEqual(["Nirvana Earth", "Nirvana Atmosphere"]);
      for (const n of names) expect(n, `${width}: ${n.text}`).toMatchObject({ lines: 1, inside: true });
      await context.close();
    }
  });

  test("the blog teasers sit on the section's edges: the tag on the heading's left, the link's end on the rule's (review round 18)", async () => {
    const { context, page } = await openHome({ width: 1440 });
    const m = await page.locator('[data-home-section="docs"]').evaluate((section) => {
      const box = (el: Element) => el.getBoundingClientRect();
      const list = box(section.querySelector("ul")!);
      return {
        heading: box(section.querySelector("h2")!).left,
        list,
        rows: [...section.querySelectorAll("li a")].map((a) => ({
          tag: box(a.firstElementChild!).left,
          link: box(a.lastElementChild!).right,
        })),
      };
    });
    expect(m.rows).toHaveLength(2);
    for (const row of m.rows) {
      expect(Math.abs(row.tag - m.heading)).toBeLessThan(1);
      expect(Math.abs(row.link - m.list.right)).toBeLessThan(1);
    }
    await context.close();
  });

  test("nothing is wider than the viewport at 375 and 1440 px (an element past an edge is clipped by a box inside it)", async () => {
    for (const width of [375, 1440]) {
      const { context, page } = await openHome({ width });
      const over = await page.evaluate(() => {
        const vw = document.documentElement.clientWidth;
        const clippedInside = (el: Element) => {
          for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
            const r = p.getBoundingClientRect();
            if (getComputedStyle(p).overflowX !== "visible" && r.left >= -0.5 && r.right <= vw + 0.5) return true;
          }
          return false;
        };
        return {
          scroll: document.documentElement.scrollWidth - vw,
          wide: [...document.body.querySelectorAll("*")]
            .filter((el) => {
              if (!el.checkVisibility()) return false;
              const r = el.getBoundingClientRect();
              // A visually hidden element (the skip link until focused) is clipped away: not drawn.
              return r.width > 0 && !el.closest(".sr-only") && (r.left < -0.5 || r.right > vw + 0.5) && !clippedInside(el);
            })
            .map((el) => `${el.tagName}.${el.className}`.slice(0, 80)),
        };
      });
      expect(over, `${width}`).toEqual({ scroll: 0, wide: [] });
      await context.close();
    }
  });

  test("the copy button is home's only island", async () => {
    const { context, page } = await openHome();
    const islands = await page.locator("astro-island").evaluateAll((els) => els.map((e) => e.getAttribute("component-url") ?? ""));
    const own = islands.filter((u) => !/Toaster/.test(u));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatch(/CopyButton/);
    expect(await page.locator('astro-island[component-url*="CopyButton"]').getAttribute("client")).toBe("intent");
    await context.close();
  });
});

describe("home (review round 20)", () => {
  test("at 1440 the resources' heading has a lead: its column ends near the rows' end, no empty block under the heading", async () => {
    const { context, page } = await openHome({ width: 1440 });
    await scrollToSection(page, "resources");
    const m = await page.locator('[data-home-section="resources"]').evaluate((section) => {
      const box = (el: Element) => el.getBoundingClientRect();
      const heading = section.querySelector("#resources-title")!.parentElement!;
      const list = box(section.querySelector("ul")!);
      return { lead: heading.querySelector("p:last-child")?.textContent ?? "", headingBottom: box(heading).bottom, list };
    });
    expect(m.lead.length).toBeGreaterThan(40);
    // The heading stood alone ~250 px above the rows' end.
    expect(m.list.bottom - m.headingBottom).toBeLessThan(80);
    await context.close();
  });

  test("at 375 and 320 the figures' value column ends 24 px or more before the labels' column", async () => {
    for (const width of [375, 320]) {
      const { context, page } = await openHome({ width });
      const m = await page.locator('[data-home-section="stats"] [data-stats]').evaluate((dl) =>
        [...dl.querySelectorAll(":scope > [data-stat]")].map((cell) => ({
          value: cell.querySelector("[data-stat-value]")!.getBoundingClientRect().right,
          label: cell.querySelector("dt")!.getBoundingClientRect().left,
        })),
      );
      // "$100 Million" ended ~12 px from "ECOSYSTEM FUND".
      const valuesEnd = Math.max(...m.map((r) => r.value));
      for (const r of m) expect(r.label - valuesEnd, `${width}`).toBeGreaterThanOrEqual(24);
      await context.close();
    }
  });

  test("at 375 every text link is a 44 px tap target: the blog rows, the team's, the resources', the edge's, the contract's", async () => {
    const { context, page } = await openHome({ width: 375 });
    const small = await page.evaluate(() =>
      ["docs", "resources", "team", "contract", "solutions", "x402", "provider"].flatMap((name) =>
        [...document.querySelectorAll<HTMLElement>(`[data-home-section="${name}"] a`)]
          .filter((a) => a.checkVisibility())
          .map((a) => ({ text: `${name}: ${a.innerText.trim().slice(0, 30)}`, height: a.getBoundingClientRect().height }))
          .filter((a) => a.height < 44),
      ),
    );
    expect(small).toEqual([]);
    await context.close();
  });

  test("the contract bar links to the coin on a Sui explorer: whole address, 44 px, under the address's box", async () => {
    for (const width of [375, 1440]) {
      const { context, page } = await openHome({ width });
      const link = page.locator('[data-home-section="contract"] a[data-contract-explorer]');
      await link.scrollIntoViewIfNeeded();
      expect(await link.innerText()).toBe("View on Sui explorer");
      expect(await link.getAttribute("href")).toBe(`https://suiscan.xyz/mainnet/coin/${siteConfig.tokenContractAddress}`);
      const m = await link.evaluate((a) => {
        const r = a.getBoundingClientRect();
        const address = a.parentElement!.querySelector("[data-contract-address]")!.parentElement!.getBoundingClientRect();
        const bar = a.parentElement!.getBoundingClientRect();
        return { height: r.height, under: r.top >= address.bottom - 0.5, inside: r.left >= bar.left && r.right <= bar.right };
      });
      expect(m, `${width}`).toMatchObject({ under: true, inside: true });
      expect(m.height).toBeGreaterThanOrEqual(44);
      if (width === 1440) {
        // Whole on one line from xl (the link does not take its room).
        const lines = await page
          .locator("[data-contract-full]")
          .evaluate((el) => Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)));
        expect(lines).toBe(1);
      }
      await context.close();
    }
  });
});

describe("contract address copy button", () => {
  test("the timing constants are the spec's", () => {
    expect(TOOLTIP_DELAYS).toEqual({ delayDuration: 700, skipDelayDuration: 300 });
    expect(COPY_CONFIRM_MS).toBe(2000);
  });

  test("copies the address, toasts, and shows the check mark for 2 s", async () => {
    const { context, page, errors } = await openHome({ clipboard: true });
    const button = await hydratedCopyButton(page);
    // A 44 px target (CopyButton's default size).
    expect(await button.evaluate((b) => [b.getBoundingClientRect().width, b.getBoundingClientRect().height])).toEqual([44, 44]);
    // At 1440 px the address shows whole; the phone's shortened form is checked in "layout".
    expect(await page.locator("[data-contract-full]").innerText()).toBe(siteConfig.tokenContractAddress);
    expect(await page.locator("[data-contract-short]").isVisible()).toBe(false);
    expect(await iconOf(page)).toBe("copy");
    // The page records, in its own clock, when the button is clicked and when its icon changes,
    // so the figures do not depend on how fast this test process reads them.
    await button.evaluate((el) => {
      const log: Array<{ icon: string | null; at: number }> = [];
      (window as any).__icons = log;
      el.addEventListener("click", (event) => ((window as any).__clickedAt = event.timeStamp));
      new MutationObserver(() => {
        const icon = el.querySelector("svg")?.getAttribute("data-icon") ?? null;
        if (log.at(-1)?.icon !== icon) log.push({ icon, at: performance.now() });
      }).observe(el, { subtree: true, childList: true, attributes: true });
    });
    await button.click();
    await page.getByText("Contract address copied!").waitFor({ state: "visible", timeout: 5000 });
    // The toast's close button sits inside its top-right corner, big enough to tap (polled: the
    // toast slides in).
    await expect
      .poll(async () => {
        const toast = await page.locator("[data-sonner-toast]").first().boundingBox();
        const close = await page.locator("[data-sonner-toast] [data-close-button]").first().boundingBox();
        if (!toast || !close) return "not shown";
        const inside = close.x >= toast.x && close.y >= toast.y && close.x + close.width <= toast.x + toast.width;
        return { inside, right: close.x + close.width / 2 > toast.x + toast.width / 2, tappable: close.width >= 44 && close.height >= 44 };
      })
      .toEqual({ inside: true, right: true, tappable: true });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteConfig.tokenContractAddress);
    await page.waitForFunction(() => (window as any).__icons.at(-1)?.icon === "copy", null, { timeout: 6000 });
    const { log, clickedAt } = await page.evaluate(() => ({
      log: (window as any).__icons as Array<{ icon: string; at: number }>,
      clickedAt: (window as any).__clickedAt as number,
    }));
    expect(log.map((entry) => entry.icon)).toEqual(["check", "copy"]);
    const [checkAt, copyAt] = log.map((entry) => entry.at) as [number, number];
    expect(checkAt - clickedAt, "the check mark appears at once").toBeLessThan(1000);
    expect(copyAt - clickedAt, "it stays 2 s").toBeGreaterThanOrEqual(1990);
    expect(copyAt - clickedAt, "then reverts").toBeLessThan(2900);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a failing clipboard toasts 'Failed to copy' and keeps the copy icon", async () => {
    const context: BrowserContext = await site.browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error("denied")), readText: () => Promise.reject(new Error("denied")) },
      });
    });
    const page = await context.newPage();
    await page.goto(site.url("/"));
    const button = await hydratedCopyButton(page);
    await button.click();
    await page.getByText("Failed to copy").waitFor({ state: "visible", timeout: 2000 });
    expect(await page.getByText("Contract address copied!").count()).toBe(0);
    expect(await iconOf(page)).toBe("copy");
    await context.close();
  });

  test("the tooltip opens on hover after the 700 ms delay, not before", async () => {
    const { context, page } = await openHome();
    const button = await hydratedCopyButton(page);
    await page.mouse.move(0, 0);
    // Page-clock timestamps of the hover and of the tooltip's appearance.
    await button.evaluate((el) => {
      el.addEventListener("pointerenter", (event) => ((window as any).__hoveredAt ??= event.timeStamp));
      const observer = new MutationObserver(() => {
        if (document.querySelector('[role="tooltip"]')) {
          (window as any).__tooltipAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
    await button.hover();
    await page.getByRole("tooltip").waitFor({ state: "attached", timeout: 5000 });
    const { hoveredAt, tooltipAt } = await page.evaluate(() => ({
      hoveredAt: (window as any).__hoveredAt as number,
      tooltipAt: (window as any).__tooltipAt as number,
    }));
    expect(tooltipAt - hoveredAt).toBeGreaterThanOrEqual(690);
    expect(await page.getByRole("tooltip").textContent()).toContain("Copy contract address");
    await context.close();
  });
});

describe("review round 22: home", () => {
  test("each product card opens with its own icon, used nowhere else on the page (Earth shared AI Training's brain)", async () => {
    const { context, page } = await openHome({ width: 1440 });
    const g = await page.evaluate(() => {
      const name = (svg: Element) => [...svg.classList].find((c) => c.startsWith("lucide-") && c !== "lucide-icon");
      const cards = [...document.querySelectorAll('[data-home-section="products"] li > a')].map((a) => name(a.querySelector("svg")!));
      const all = [...document.querySelectorAll("main svg.lucide")].map(name);
      return { cards, count: cards.map((c) => all.filter((n) => n === c).length) };
    });
    expect(g.cards).toEqual(["lucide-server-cog", "lucide-radio-tower"]);
    expect(g.count).toEqual([1, 1]);
    await context.close();
  });

  test("'Partners and integrations' is a section heading (eyebrow over an h2 in the headings' look), like its neighbours", async () => {
    const { context, page } = await openHome({ width: 1440 });
    const g = await page.evaluate(() => {
      const look = (el: Element) => {
        const c = getComputedStyle(el);
        return [c.fontFamily, c.fontSize, c.fontWeight, c.color].join(" | ");
      };
      const h = document.querySelector("#partners-title")!;
      const other = document.querySelector("#products-title")!;
      return {
        tag: h.tagName,
        text: h.textContent,
        look: look(h),
        otherLook: look(other),
        eyebrow: look(h.previousElementSibling!),
        otherEyebrow: look(other.previousElementSibling!),
        eyebrowText: h.previousElementSibling!.textContent,
      };
    });
    expect(g.tag).toBe("H2");
    expect(g.text).toBe("Partners and integrations");
    expect(g.look).toBe(g.otherLook);
    expect(g.eyebrow).toBe(g.otherEyebrow);
    expect(g.eyebrowText).toBe("Ecosystem");
    await context.close();
  });

  for (const width of [375, 1440]) {
    test(`at ${width} the team's six departments are one run under the paragraph, parted by middots, no rules (not an empty table)`, async () => {
      const { context, page } = await openHome({ width });
      const team = page.locator('[data-home-section="team"]');
      await team.scrollIntoViewIfNeeded();
      const g = await team.evaluate((section) => {
        const box = (el: Element) => el.getBoundingClientRect();
        const run = section.querySelector("[data-run]")!;
        const names = [...run.querySelectorAll("[data-department]")];
        const ruled = [run, ...run.querySelectorAll("li")].some((el) => {
          const cs = getComputedStyle(el);
          return Number.parseFloat(cs.borderTopWidth) > 0 || Number.parseFloat(cs.borderBottomWidth) > 0;
        });
        const lines = new Set(names.map((n) => Math.round(box(n).top)));
        // A line never starts with a middot: the first name on each line is the leftmost thing on it. Review round 23:
        // the run is pulled left inside its clipping box (each name carries its separator before it), so the edge is
        // the box's.
        const clip = box(section.querySelector("[data-team-list]")!);
        const left = Math.round(clip.left);
        return {
          names: names.length,
          ruled,
          lines: lines.size,
          oneLineEach: names.every((n) => n.getClientRects().length === 1),
          starts: [...lines].map((top) =>
            Math.min(...names.filter((n) => Math.round(box(n).top) === top).map((n) => Math.round(box(n).left))),
          ),
          left,
          // Round 23: the separators shown, i.e. inside the clipping box (a line's first one falls outside it).
          middots: [...run.querySelectorAll("[data-run-sep]")].filter((s) => box(s).left >= clip.left - 0.5).length,
          gap: box(run).top - box(section.querySelector("[data-team-lead]")!).bottom,
          leadLeft: Math.round(box(section.querySelector("[data-team-lead]")!).left),
          headingRight: box(section.querySelector("h2")!).right,
        };
      });
      expect(g.names).toBe(6);
      expect(g.ruled).toBe(false);
      // Round 22: five middots on one line; round 23: one fewer per further line (no separator ends or starts a line).
      expect(g.middots).toBe(6 - g.lines);
      expect(g.oneLineEach).toBe(true);
      for (const s of g.starts) expect(s).toBe(g.left);
      expect(g.gap).toBeGreaterThanOrEqual(0);
      expect(g.gap).toBeLessThanOrEqual(24);
      expect(g.leadLeft).toBe(g.left);
      if (width === 1440) {
        expect(g.lines).toBe(1);
        expect(g.left).toBeGreaterThan(g.headingRight);
      } else expect(g.lines).toBeLessThanOrEqual(3);
      await context.close();
    });
  }
});

describe("review round 23: home", () => {
  for (const width of [375, 1440]) {
    test(`at ${width} no line of the team's departments ends or starts on a separator; each shown separator stands between two names on its line`, async () => {
      const { context, page } = await openHome({ width });
      const team = page.locator('[data-home-section="team"]');
      await team.scrollIntoViewIfNeeded();
      const g = await team.evaluate((section) => {
        const box = (el: Element) => el.getBoundingClientRect();
        const clip = box(section.querySelector("[data-team-list]")!);
        const names = [...section.querySelectorAll("[data-run] [data-department]")].map(box);
        const shown = [...section.querySelectorAll("[data-run] [data-run-sep]")]
          .map(box)
          .filter((s) => s.left >= clip.left - 0.5 && s.right <= clip.right + 0.5);
        // One line: the same vertical centre (the separator is an inline block, line-high; a name's box is its text's).
        const sameLine = (a: DOMRect, b: DOMRect) => Math.abs(a.top + a.height / 2 - (b.top + b.height / 2)) < 4;
        return {
          lines: new Set(names.map((n) => Math.round(n.top))).size,
          shown: shown.length,
          // Every separator shown has a name right before it and right after it on its own line.
          between: shown.every(
            (s) =>
              names.some((n) => sameLine(n, s) && n.right <= s.left + 0.5 && s.left - n.right < 4) &&
              names.some((n) => sameLine(n, s) && n.left >= s.right - 0.5 && n.left - s.right < 4),
          ),
          // The dot sits in the middle of its gap (within 2 px).
          centred: shown.every((s) => {
            const before = names.filter((n) => sameLine(n, s) && n.right <= s.left + 0.5).at(-1);
            const after = names.find((n) => sameLine(n, s) && n.left >= s.right - 0.5);
            if (!before || !after) return false;
            return Math.abs((s.left + s.right) / 2 - (before.right + after.left) / 2) <= 2;
          }),
        };
      });
      if (width === 375) expect(g.lines).toBeGreaterThan(1);
      expect(g.shown).toBe(6 - g.lines);
      expect(g.between).toBe(true);
      expect(g.centred).toBe(true);
      await context.close();
    });
  }

  test("at 1440 the team's two columns share their top (the heading was bottom-aligned and read as centred)", async () => {
    const { context, page } = await openHome({ width: 1440 });
    const team = page.locator('[data-home-section="team"]');
    await team.scrollIntoViewIfNeeded();
    const g = await team.evaluate((section) => {
      const grid = section.querySelector("[data-team-grid]")!;
      const [left, right] = [...grid.children].map((el) => el.getBoundingClientRect());
      return { left: left!.top, right: right!.top, leftX: left!.right, rightX: right!.left };
    });
    expect(Math.abs(g.left - g.right)).toBeLessThanOrEqual(1);
    expect(g.rightX).toBeGreaterThan(g.leftX);
    await context.close();
  });

  test("at 1440 the workloads' heading is a split (title left, lead right on its last line) and the band opens 128 px above it, unlike the two clouds' stacked heading", async () => {
    const { context, page } = await openHome({ width: 1440 });
    const g = await page.evaluate(() => {
      const box = (el: Element) => el.getBoundingClientRect();
      const section = document.querySelector('[data-home-section="solutions"]')!;
      const title = box(section.querySelector("#solutions-title")!);
      const lead = box(section.querySelector("[data-solutions-lead]")!);
      const products = document.querySelector('[data-home-section="products"]')!;
      const pTitle = box(products.querySelector("h2")!);
      const pNext = box(products.querySelector("ul")!);
      return {
        leadLeft: lead.left,
        titleRight: title.right,
        bottomGap: Math.abs(lead.bottom - title.bottom),
        leadTopBelowTitleTop: lead.top > title.top,
        padTop: Number.parseFloat(getComputedStyle(section).paddingTop),
        productsPadTop: Number.parseFloat(getComputedStyle(products).paddingTop),
        productsStacked: pNext.top > pTitle.bottom,
      };
    });
    expect(g.leadLeft).toBeGreaterThan(g.titleRight);
    expect(g.bottomGap).toBeLessThanOrEqual(12);
    expect(g.leadTopBelowTitleTop).toBe(true);
    expect(g.padTop).toBe(128);
    expect(g.padTop).toBeGreaterThan(g.productsPadTop);
    expect(g.productsStacked).toBe(true);
    await context.close();
  });

  test("at 375 the workloads' band opens 64 px above its heading (was 48, as the two clouds')", async () => {
    const { context, page } = await openHome({ width: 375 });
    const pad = await page.locator('[data-home-section="solutions"]').evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingTop));
    expect(pad).toBe(64);
    await context.close();
  });

  test("at 1440 'Strategic partnerships' is a split: the heading left, the two partnerships stacked right from the eyebrow's top (its right half was empty)", async () => {
    const { context, page } = await openHome({ width: 1440 });
    const section = page.locator('[data-home-section="partnerships"]');
    await section.scrollIntoViewIfNeeded();
    const g = await section.evaluate((s) => {
      const box = (el: Element) => el.getBoundingClientRect();
      const heading = box(s.querySelector("#partnerships-title")!.parentElement!);
      const list = box(s.querySelector("[data-partnerships]")!);
      const items = [...s.querySelectorAll("[data-partnerships] > li")].map(box);
      const grid = s.querySelector("[data-partnerships]")!.parentElement!;
      // The container's content edge (inside its padding).
      const container = { right: box(grid).right - Number.parseFloat(getComputedStyle(grid).paddingRight) };
      return { heading, list, items, container };
    });
    expect(g.items).toHaveLength(2);
    expect(g.list.left).toBeGreaterThan(g.heading.right);
    expect(Math.abs(g.list.top - g.heading.top)).toBeLessThanOrEqual(1);
    expect(Math.abs(g.list.right - g.container.right)).toBeLessThanOrEqual(1);
    // Stacked: the second under the first, on one left edge.
    expect(g.items[1]!.top).toBeGreaterThanOrEqual(g.items[0]!.bottom - 1);
    expect(Math.abs(g.items[1]!.left - g.items[0]!.left)).toBeLessThanOrEqual(1);
    await context.close();
  });
});

describe("review round 26: home", () => {
  test("the x402 partnership is about the partnership (no second account of the protocol) and points to the payment section", async () => {
    const { context, page } = await openHome({ width: 1440 });
    const named = page.locator('[data-partnership="named"]');
    const text = await named.innerText();
    // The payment section explains the exchange (402, price, wallet, signing); the partnership entry does not again.
    expect(await page.locator('[data-home-section="x402"]').innerText()).toContain("HTTP 402");
    for (const phrase of ["HTTP 402", "wallet", "receive a price", "signs"]) expect(text).not.toContain(phrase);
    expect(await named.locator("[data-partnership-kind]").innerText()).toBe(partnerships.lead.kind.toUpperCase());
    expect(await named.locator("h3").innerText()).toBe(partnerships.lead.name);
    const link = named.locator("a[data-text-link]");
    expect(await link.getAttribute("href")).toBe("#payment-protocol");
    expect(await link.innerText()).toBe(partnerships.lead.link.label);
    expect(await page.locator('#payment-protocol[data-home-section="x402"]').count()).toBe(1);
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });

  for (const width of [375, 1440]) {
    test(`at ${width} the unnamed trading firm is a plainer second row: smaller name, no icon, an "Unnamed partner" tag`, async () => {
      const { context, page } = await openHome({ width });
      const rows = await page.locator("[data-partnership]").evaluateAll((els) =>
        els.map((li) => {
          const h3 = li.querySelector("h3")!;
          return {
            kind: li.getAttribute("data-partnership"),
            nameSize: Number.parseFloat(getComputedStyle(h3).fontSize),
            icons: li.querySelectorAll("svg").length,
            tag: li.querySelector("[data-partnership-unnamed]")?.textContent ?? null,
            height: li.getBoundingClientRect().height,
            top: li.getBoundingClientRect().top,
          };
        }),
      );
      expect(rows.map((r) => r.kind)).toEqual(["named", "unnamed"]);
      const [named, unnamed] = rows as [(typeof rows)[0], (typeof rows)[0]];
      expect(unnamed.nameSize).toBe(18);
      expect(named.nameSize).toBeGreaterThanOrEqual(24);
      // The named entry has its icon (and the link's arrow); the unnamed one none.
      expect(unnamed.icons).toBe(0);
      expect(unnamed.tag).toBe(partnerships.second.unnamed);
      expect(unnamed.height).toBeLessThan(named.height);
      expect(unnamed.top).toBeGreaterThan(named.top);
      expect(await page.locator('[data-partnership="unnamed"] h3').innerText()).toBe(partnerships.second.name);
      await context.close();
    });
  }

  test("one style for every text link on the page: underlined in the text's colour (link.ts's quiet look), 17 at 1440", async () => {
    for (const width of [375, 1440]) {
      const { context, page } = await openHome({ width });
      const looks = await page.locator("main [data-text-link]").evaluateAll((els) =>
        els
          .filter((el) => el.checkVisibility())
          .map((el) => {
            const s = getComputedStyle(el);
            return [s.textDecorationLine, s.textDecorationColor, s.textUnderlineOffset, s.color, s.fontWeight].join(" | ");
          }),
      );
      // Solutions 4 (from lg; below lg inside closed disclosures), edge 1, partners 1, partnership 1, blog 2, resources 3,
      // products 2, team 2, contract 1.
      if (width === 1440) expect(looks.length).toBe(17);
      expect(new Set(looks).size, JSON.stringify([...new Set(looks)])).toBe(1);
      expect(looks[0]).toMatch(/^underline \| /);
      // The partner marquee's and the resources' links were plain (underlined on hover only), the product cards' too.
      for (const selector of [
        '[data-home-section="partners"] a[href="/ecosystem"]',
        '[data-home-section="resources"] a [data-text-link]',
        '[data-home-section="products"] a [data-text-link]',
      ]) {
        const count = await page.locator(selector).count();
        expect(count, selector).toBeGreaterThan(0);
      }
      await context.close();
    }
  });

  for (const width of [375, 1440]) {
    test(`at ${width} the hero console's bar labels its readout an example, before its path`, async () => {
      const { context, page } = await openHome({ width });
      const g = await page.locator('[data-home-section="hero"] [data-console-bar]').evaluate((bar) => {
        const tag = bar.querySelector("[data-console-example]")!;
        const map = bar.parentElement!.querySelector("[data-network-land]")!.getBoundingClientRect();
        const t = tag.getBoundingClientRect();
        return {
          visible: tag.checkVisibility(),
          text: tag.textContent,
          size: Number.parseFloat(getComputedStyle(tag).fontSize),
          border: getComputedStyle(tag).borderTopWidth,
          aboveMap: t.bottom <= map.top,
          barText: (bar as HTMLElement).innerText,
        };
      });
      expect(g.visible).toBe(true);
      expect(g.text).toBe(hero.console.exampleLabel);
      expect(g.size).toBeGreaterThanOrEqual(12);
      expect(g.border).toBe("1px");
      expect(g.aboveMap).toBe(true);
      expect(g.barText.replace(/\s+/g, " ").trim()).toBe(`${hero.console.exampleLabel.toUpperCase()} ${hero.console.title}`);
      await context.close();
    });

    test(`at ${width} the map's visible land is centred in the console (it sat ~34 units right)`, async () => {
      const { context, page } = await openHome({ width });
      const map = worldMap();
      const g = await page.locator('[data-home-section="hero"] [data-network-land]').evaluate((svg) => {
        const r = svg.getBoundingClientRect();
        const card = svg.closest(".rounded-card")!;
        const c = card.getBoundingClientRect();
        const pad = Number.parseFloat(getComputedStyle(card).paddingLeft);
        return {
          left: r.left,
          width: r.width,
          viewX: Number((svg.getAttribute("viewBox") ?? "").split(" ")[0]),
          cardLeft: c.left + pad + 1,
          cardRight: c.right - pad - 1,
        };
      });
      const scale = g.width / map.width;
      const landLeft = g.left + (map.shown[0] - g.viewX) * scale;
      const landRight = g.left + (map.shown[1] - g.viewX) * scale;
      expect(g.viewX).toBeGreaterThan(20);
      expect(Math.abs(landLeft - g.cardLeft - (g.cardRight - landRight)), `${landLeft} ${landRight}`).toBeLessThanOrEqual(2);
      await context.close();
    });
  }

  test("at 1440 the x402 text column is as tall as the sandbox panel: shared top and end, no block of empty space", async () => {
    const { context, page } = await openHome({ width: 1440 });
    const g = await page.locator('[data-home-section="x402"]').evaluate((section) => {
      const text = section.querySelector("[data-x402-text]")!;
      const panel = section.querySelector("[data-x402-exchange]")!.getBoundingClientRect();
      const kids = [...text.children].map((el) => el.getBoundingClientRect());
      const gaps = kids.slice(1).map((k, i) => k.top - kids[i]!.bottom);
      const button = text.querySelector('a[href="/x402-integration"]')!.getBoundingClientRect();
      const rows = [...section.querySelectorAll("[data-x402-points] > li")].map((li) => getComputedStyle(li).borderBottomWidth);
      return { top: kids[0]!.top, panelTop: panel.top, buttonBottom: button.bottom, panelBottom: panel.bottom, gaps, rows };
    });
    expect(Math.abs(g.top - g.panelTop)).toBeLessThan(4);
    expect(Math.abs(g.buttonBottom - g.panelBottom)).toBeLessThanOrEqual(1);
    // Before: ~200 px under the link; now no gap between the column's blocks over 80 px.
    expect(Math.max(...g.gaps), JSON.stringify(g.gaps)).toBeLessThanOrEqual(80);
    // The points are ruled rows (a hairline between them).
    // A hairline under each row but the last (the list's own border closes it).
    expect(g.rows).toEqual(["1px", "1px", "0px"]);
    expect(x402.points).toHaveLength(3);
    await context.close();
  });

  for (const width of [375, 1440]) {
    test(`at ${width} each edge place opens with its own static line drawing, left of its name`, async () => {
      const { context, page } = await openHome({ width });
      const g = await page.locator("#edge [data-edge-places] > li").evaluateAll((lis) =>
        lis.map((li) => {
          const svg = li.querySelector("svg[data-edge-drawing]")!;
          const s = svg.getBoundingClientRect();
          const name = li.querySelector("p")!.getBoundingClientRect();
          return {
            kind: svg.getAttribute("data-edge-drawing"),
            hidden: svg.getAttribute("aria-hidden"),
            w: s.width,
            h: s.height,
            left: s.right <= name.left,
            name: li.querySelector("p")!.textContent,
            strokes: [...new Set([...svg.querySelectorAll("[stroke-width]")].map((el) => el.getAttribute("stroke-width")))],
          };
        }),
      );
      expect(g.map((p) => p.name)).toEqual(edge.places.map((p) => p.name));
      expect(new Set(g.map((p) => p.kind)).size).toBe(3);
      for (const p of g) {
        expect(p.hidden).toBe("true");
        expect([p.w, p.h]).toEqual([80, 60]);
        expect(p.left).toBe(true);
        expect(p.strokes).toEqual(["1.5"]);
      }
      // Static markup: no script or island in the edge block.
      expect(await page.locator("#edge script, #edge astro-island").count()).toBe(0);
      await context.close();
    });
  }
});
