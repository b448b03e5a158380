import { existsSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { positions } from "../../src/content/careers.ts";
import { COPY_CONFIRM_MS, TOOLTIP_DELAYS } from "../../src/components/home/copy-config.ts";
import { site as siteConfig } from "../../src/content/site.ts";
import { stats } from "../../src/content/stats.ts";
import { repoRoot } from "../../scripts/lib/server.ts";
import { newPage } from "../../scripts/lib/browser.ts";
import { useSite, HEADLINE_FIGURES } from "../support/site.ts";

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

  test("the payment-protocol text starts level with the sandbox panel's top from lg", async () => {
    const { context, page } = await openHome();
    const [text, panel] = await page
      .locator('[data-home-section="x402"] > div > *')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, h: r.height })));
    expect(panel!.h).toBeGreaterThan(text!.h);
    expect(Math.abs(text!.top - panel!.top)).toBeLessThan(4);
    await context.close();
  });

  test("the statistics band shows the spec's figures", async () => {
    const { context, page } = await openHome({ width: 375 });
    const values = await page.locator('[data-home-section="stats"] [data-stat] dd[data-stat-value]').allInnerTexts();
    expect(values).toEqual([stats.gpus.value, stats.countries.value, stats.uptime.value, stats.fund.value]);
    const labels = (await page.locator('[data-home-section="stats"] [data-stat] dt').allTextContents()).map((l) => l.toLowerCase());
    expect(labels).toEqual(["gpus", "countries", "uptime", "ecosystem fund"]);
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

  test("the solution index is names only; the details add the one line, the GPUs and an example workload", async () => {
    const { context, page } = await openHome();
    for (const id of ["ai-training", "cloud-gaming", "virtual-desktop", "rendering"]) {
      const entry = page.locator(`[data-solution-card][href="#${id}"]`);
      expect(await entry.locator("[data-solution-summary]").count(), id).toBe(0);
      expect((await entry.innerText()).trim(), id).toBe((await page.locator(`#${id}-title`).innerText()).trim());
      const summary = (await page.locator(`section#${id} [data-solution-summary]`).innerText()).trim();
      expect(summary.length, id).toBeGreaterThan(20);
      const detail = page.locator(`section#${id}`);
      expect(await detail.locator("dt", { hasText: /^GPUs$/i }).count(), id).toBe(1);
      expect((await detail.locator("[data-example-workload]").innerText()).length, id).toBeGreaterThan(60);
      // Shown once: the index entry is a link beside its details, not a second heading or card.
      const title = await detail.locator("h3").innerText();
      expect(await page.getByRole("heading", { name: title, exact: true }).count(), id).toBe(1);
      expect(await page.locator(`[data-solution-index] a[href="#${id}"]`).count(), id).toBe(1);
    }
    await context.close();
  });

  test("the workload index sticks below the header from lg, never over it, and a jump lands the workload level with it; on a phone it is static contents", async () => {
    const { context, page } = await openHome({ width: 1440, reducedMotion: "reduce" });
    const index = page.locator("[data-solution-index]");
    for (const id of ["cloud-gaming", "virtual-desktop", "rendering"]) {
      await page.locator(`[data-solution-index] a[href="#${id}"]`).click();
      await page.waitForFunction((id) => location.hash === `#${id}`, id);
      const [headerBottom, indexTop, sectionTop] = await Promise.all([
        page.locator("body > header").evaluate((h) => h.getBoundingClientRect().bottom),
        index.evaluate((el) => el.getBoundingClientRect().top),
        page.locator(`section#${id}`).evaluate((el) => el.getBoundingClientRect().top),
      ]);
      // Stuck (the same place after every jump), clear of the header, the workload's rule level with the index's.
      expect(indexTop, id).toBeGreaterThan(headerBottom);
      expect(Math.abs(indexTop - sectionTop), id).toBeLessThan(3);
      await expect
        .poll(() =>
          page
            .locator("[data-solution-card]")
            .evaluateAll((as) => as.filter((a) => a.matches(":target-current")).map((a) => a.getAttribute("href"))),
        )
        .toEqual([`#${id}`]);
    }
    // On a phone the index is the contents above the articles: it scrolls away with them.
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await index.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe("static");
    await context.close();
  });

  test("phone and tablet: each workload fact is one ruled row (label left, value right, unwrapped); the resources never sit three narrow across", async () => {
    const { context, page } = await openHome({ width: 375 });
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
    const caption = page.locator('[data-home-section="team"] figcaption span').last();
    const box = await caption.evaluate((el) => ({
      h: el.getBoundingClientRect().height,
      line: Number.parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(box.h).toBeLessThan(box.line * 1.5);
    await context.close();
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
