import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { gpuPricing, usd } from "../../src/content/gpu-pricing.ts";
import { atmosphereStream, earthConsole } from "../../src/content/products.ts";
import { providePage } from "../../src/content/provide.ts";
import { figures } from "../../src/content/stats.ts";
import { sandboxPaymentOptions } from "../../src/content/x402-sandbox.ts";
import { paymentSequence } from "../../src/content/x402-sequence.ts";
import { openPage } from "../../scripts/lib/browser.ts";
import { useSite } from "../support/site.ts";

// The product visuals in a real Chromium against the built site: present, drawn from
// the data, sized, and still under prefers-reduced-motion.
const site = useSite();

const open = (route: string, options: { width?: number; reducedMotion?: "reduce" | "no-preference" } = {}) =>
  openPage(site.browser, site.url(route), options);

/** The computed animation-name of every element matching `selector`. */
const animationNames = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));

describe("Home's network map", () => {
  test("is inline SVG in the hero with one point per country, sized, named, and no script loaded for it", async () => {
    const { page, close } = await open("/");
    const map = page.locator('[data-home-section="hero"] svg[data-network-map]');
    expect(await map.count()).toBe(1);
    expect(await map.locator("[data-map-points] circle").count()).toBe(figures.countries);
    expect(await map.getAttribute("role")).toBe("img");
    expect(await map.getAttribute("aria-label")).toBeTruthy();
    const box = (await map.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.width / box.height).toBeCloseTo(Number(await map.getAttribute("width")) / Number(await map.getAttribute("height")), 1);
    // The land is drawn under the points: its path covers most of the map's box.
    const land = (await page.locator('[data-home-section="hero"] [data-network-land] path').boundingBox())!;
    expect(land.width).toBeGreaterThan(box.width * 0.9);
    await close();
  });

  test("moves slowly by default and not at all under prefers-reduced-motion", async () => {
    const moving = await open("/");
    expect(new Set(await animationNames(moving.page, "[data-map-pulse]"))).toEqual(new Set(["map-pulse"]));
    expect(new Set(await animationNames(moving.page, "[data-map-arcs]"))).toEqual(new Set(["arc-fade"]));
    await moving.close();

    const still = await open("/", { reducedMotion: "reduce" });
    const names = [...(await animationNames(still.page, "[data-map-pulse]")), ...(await animationNames(still.page, "[data-map-arcs]"))];
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(["none"]));
    await still.close();
  });

  test("its motion is composited: an idle page keeps the main thread mostly free (4x CPU throttle)", async () => {
    const { page, close } = await open("/", { width: 412 });
    // Idle means settled: the web faces swapped in after the first paint, the islands hydrated (idle after load).
    await page.waitForFunction(() => [...document.fonts].some((f) => f.family.replace(/"/g, "") === "Inter" && f.status === "loaded"));
    await page.waitForFunction(() => document.querySelectorAll("astro-island[ssr]").length === 0, null, { timeout: 20_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.waitForTimeout(500);
    const busy = async () => (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration")!.value;
    const before = await busy();
    await page.waitForTimeout(3000);
    // Animating the arcs' dashes (a repaint per frame) measured 2,900 ms of 4,000; composited motion about 100 ms.
    expect((await busy()) - before).toBeLessThan(1.2);
    await close();
  });
});

describe("Earth and Atmosphere are different products", () => {
  test("Earth shows a console reserving a cluster, with the lineup's price, and no screens", async () => {
    const { page, close } = await open("/nirvana-earth", { width: 375 });
    const console = page.locator("[data-earth-console]");
    await console.waitFor();
    const text = await console.innerText();
    expect(text).toContain(`${usd(gpuPricing["NVIDIA H100"].pricePerGpuHourUsd)} / GPU-hour`);
    // On a phone the command continues after a `\` at its space: the host whole on its own line.
    expect(text).toContain(earthConsole.sshPhone[1].trim());
    expect(text).toContain("ssh -l root \\");
    // Terminal lines never wrap (white-space: pre), are set in at least 12 px, and all fit 375 px: no sideways scroll.
    const lines = await console.locator("[data-earth-terminal] p").evaluateAll((els) =>
      els.map((el) => ({
        px: Number.parseFloat(getComputedStyle(el).fontSize),
        ws: getComputedStyle(el).whiteSpace,
      })),
    );
    expect(lines.length).toBe(4);
    for (const l of lines) expect(l).toMatchObject({ ws: "pre" });
    for (const l of lines) expect(l.px).toBeGreaterThanOrEqual(12);
    const term = await console.locator("[data-earth-terminal]").evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth }));
    expect(term).toEqual({ scrolls: false });
    // Reserve cluster, the console's one link, is a full tap target.
    const reserve = await page.getByRole("link", { name: earthConsole.action }).boundingBox();
    expect(reserve!.height).toBeGreaterThanOrEqual(44);
    expect(await page.locator("[data-stream-screens]").count()).toBe(0);
    // The console fits a phone's width: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await close();
  });

  test("Atmosphere streams to a TV, a laptop and a phone, with latency per region, and has no console", async () => {
    const { page, close } = await open("/nirvana-atmosphere");
    const screens = page.locator("[data-stream-screens] [data-device]");
    expect(await screens.evaluateAll((els) => els.map((e) => e.getAttribute("data-device")).sort())).toEqual(["laptop", "phone", "tv"]);
    for (const d of atmosphereStream.devices)
      expect(await page.locator(`[data-device="${d.kind}"]`).innerText()).toContain(atmosphereStream.ms(d.latencyMs));
    expect(await page.locator("[data-latency-table] tbody tr").count()).toBe(6);
    expect(await page.locator("[data-earth-console]").count()).toBe(0);
    // Nothing written over the screens (each device's caption says its city, latency and resolution once), no text under 12 px.
    expect(
      (
        await page
          .locator("[data-stream-screens] [data-stream-scene]")
          .evaluateAll((els) => els.map((e) => e.parentElement!.textContent!.trim()))
      ).join(""),
    ).toBe("");
    const sizes = await page
      .locator("[data-stream-screens] p, [data-stream-screens] figcaption")
      .evaluateAll((els) => els.map((e) => Number.parseFloat(getComputedStyle(e).fontSize)));
    for (const px of sizes) expect(px).toBeGreaterThanOrEqual(12);
    // Each screen draws the same line-art scene (a side-on level, the player mid-jump), no race track.
    expect(await page.locator("[data-stream-screens] svg[data-stream-scene]").count()).toBe(3);
    expect(await page.locator(".animate-stream-lap, [class*='stream-sun'], [class*='stream-sky']").count()).toBe(0);
    // Each device is fed by its own edge GPU, named by its city, with the session's latency on the link.
    for (const d of atmosphereStream.devices) {
      const column = page.locator(`[data-device="${d.kind}"]`);
      expect(await column.locator(`[data-edge="${d.city}"]`).innerText()).toContain(d.city);
      const edge = (await column.locator("[data-edge] svg").boundingBox())!;
      const screen = (await column.locator("[data-stream-scene]").boundingBox())!;
      expect(edge.y + edge.height).toBeLessThan(screen.y);
    }
    // The three edge GPUs stand on one line.
    const tops = await page.locator("[data-edge] svg").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await animationNames(page, "[data-edge] .animate-soft-blink")).toEqual(Array(3).fill("soft-blink"));
    await close();

    const still = await open("/nirvana-atmosphere", { reducedMotion: "reduce" });
    expect(new Set(await animationNames(still.page, "[data-stream-screens] .animate-soft-blink"))).toEqual(new Set(["none"]));
    await still.close();
  });
});

describe("the x402 payment, drawn once from the sandbox's data", () => {
  // One component (PaymentExchange) draws the exchange wherever it appears (Home, the documentation): the same steps, the same look.
  test.each(["/", "/x402-documentation"])(
    "%s shows the exchange request → 402 → pay → retry → 200 with the sandbox's price, inside a phone's width",
    async (path) => {
      const { page, close } = await open(path, { width: 375 });
      const exchange = page.locator("[data-x402-exchange]");
      expect(await exchange.count()).toBe(1);
      await exchange.scrollIntoViewIfNeeded();
      const phases = await exchange.locator("li").evaluateAll((els) => els.map((el) => el.getAttribute("data-exchange-step")));
      expect(phases).toEqual(["request", "402", "pay", "retry", "200"]);
      expect(phases).toHaveLength(paymentSequence.messages.length);
      const text = await exchange.innerText();
      expect(text).toContain("402 Payment Required");
      expect(text).toContain(paymentSequence.price);
      expect(text).toContain("200 OK");
      const box = (await exchange.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await close();
    },
  );

  test("/x402-integration opens on its own visual: the sandbox's 402 answer, the PING option picked, inside a phone's width", async () => {
    const { page, close } = await open("/x402-integration", { width: 375 });
    const hero = page.locator("section[aria-labelledby='page-title']");
    expect(await hero.locator("[data-x402-exchange]").count(), "not the exchange Home and the documentation draw").toBe(0);
    const challenge = hero.locator("[data-x402-challenge]");
    expect(await challenge.count()).toBe(1);
    expect(await challenge.getAttribute("aria-label")).toContain(paymentSequence.price);
    const accepts = await challenge.locator("[data-accept]").evaluateAll((els) => els.map((el) => el.getAttribute("data-accept")));
    expect(accepts).toEqual(sandboxPaymentOptions.map((o) => o.id));
    expect(await challenge.locator("[data-picked]").getAttribute("data-accept")).toBe(paymentSequence.option.id);
    expect(await challenge.locator("[data-challenge-status]").innerText()).toBe("HTTP/1.1 402 Payment Required");
    const box = (await challenge.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // Nothing inside runs out of the panel.
    const overflowing = await challenge.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(overflowing).toBe(false);
    await close();
  });

  test("no page draws the exchange another way", async () => {
    for (const path of ["/", "/x402-integration", "/x402-documentation"]) {
      const { page, close } = await open(path, { width: 1440 });
      expect(await page.locator("[data-x402-sequence], [data-x402-agent-log]").count(), path).toBe(0);
      await close();
    }
  });
});

describe("the columns beside the forms", () => {
  test("/provide-compute tells what qualifies, how earnings are paid and what happens next", async () => {
    const { page, close } = await open("/provide-compute");
    const guide = page.locator("[data-host-guide]");
    const headings = await guide.locator("h3").allInnerTexts();
    // Beside the form (under it on a phone): what qualifies, then what happens next, under the section's own heading.
    expect(headings).toEqual(["Hardware that qualifies", "What happens next"]);
    expect(await page.locator("#application-title").innerText()).toBe(providePage.formHeading);
    expect(await page.locator("[data-host-form] + [data-host-guide] [data-host-steps] h3").innerText()).toBe("What happens next");
    // Each GPU we onboard is a row of the list.
    expect(await page.locator("[data-host-gpus] > li").count()).toBe(providePage.hardware.gpus.length);
    // Earnings are one flow of four stages, GPU-hour to a Sui transaction, in a band before the application, drawn as
    // the site's numbered Steps (row), as "What happens next" (column): one step design on the page.
    expect(await page.locator("[data-payout-flow] [data-steps=row] [data-step]").count()).toBe(4);
    expect(await page.locator("[data-host-steps] [data-steps=column] [data-step]").count()).toBe(providePage.steps.length);
    expect(await page.locator("[data-steps-marker]").count()).toBe(0);
    // "a Sui explorer" is a real link to a public explorer, an ordinary link (same tab) with rel="noopener".
    const explorer = page.locator("[data-payout-flow] a[data-explorer-link]");
    expect(await explorer.innerText()).toBe("a Sui explorer");
    expect(await explorer.getAttribute("href")).toMatch(/^https:\/\/suiscan\.xyz\//);
    expect(await explorer.getAttribute("rel")).toBe("noopener");
    expect(await explorer.getAttribute("target")).toBeNull();
    const [flowBottom, formTop] = await page.evaluate(() => [
      document.querySelector("[data-payout-flow]")!.getBoundingClientRect().bottom,
      document.querySelector("[data-host-form]")!.getBoundingClientRect().top,
    ]);
    expect(flowBottom).toBeLessThan(formTop);
    // "What happens next" keeps its natural height (not stretched to the form's end): its last step ends just above
    // the card's padding, and the column beside the form is top-aligned with it.
    const fit = await page.evaluate(() => {
      const card = document.querySelector("[data-host-steps]")!.getBoundingClientRect();
      const last = document.querySelector("[data-host-steps] li:last-child")!.getBoundingClientRect();
      const guide = document.querySelector("[data-host-guide]")!.getBoundingClientRect();
      const form = document.querySelector("[data-host-form]")!.getBoundingClientRect();
      return { slack: card.bottom - last.bottom, top: guide.top - form.top, ends: guide.bottom - form.bottom };
    });
    expect(fit.slack).toBeLessThan(40);
    expect(Math.abs(fit.top)).toBeLessThan(2);
    // The two columns end together (within a few lines), no empty lower right beside the form.
    expect(Math.abs(fit.ends)).toBeLessThan(80);
    // No short field alone at half width: every row of the form's grid is full (the ninth, GPU setup, takes its row).
    const rows = await page.locator("[data-host-form] form > div.grid > *").evaluateAll((els) => {
      const byTop = new Map<number, number>();
      for (const el of els) {
        const r = el.getBoundingClientRect();
        if (r.height === 0) continue;
        byTop.set(Math.round(r.top), (byTop.get(Math.round(r.top)) ?? 0) + r.width);
      }
      const full = els[0]!.parentElement!.getBoundingClientRect().width;
      return [...byTop.values()].map((w) => w / full);
    });
    expect(rows.length).toBeGreaterThan(4);
    for (const share of rows) expect(share).toBeGreaterThan(0.9);
    await close();
  });

  test("/access-compute: the column beside the form (heading, wallet, after you submit) is top-aligned at its natural height (wide only)", async () => {
    const { page, close } = await open("/access-compute", { width: 1440, reducedMotion: "reduce" });
    const aside = page.locator("[data-request-aside]");
    expect(await aside.locator("#wallet").count()).toBe(1);
    expect(await aside.locator("#request-title").count()).toBe(1);
    expect(await aside.locator("[data-after-submit] li").count()).toBe(3);
    const box = await page.evaluate(() => {
      const r = (s: string) => document.querySelector(s)!.getBoundingClientRect();
      return {
        aside: r("[data-request-aside]"),
        form: r("#request-form"),
        after: r("[data-after-submit]"),
        last: r("[data-after-submit] li:last-child"),
      };
    });
    // Both columns start together; "After you submit" keeps its natural height (no stretched card, no empty rails).
    expect(Math.abs(box.aside.top - box.form.top)).toBeLessThan(2);
    expect(box.after.bottom - box.last.bottom).toBeLessThan(40);
    // The lead says "Two steps" (01 wallet, 02 form): what follows is marked by dots on the rail, not numbered on as 03-05.
    const after = aside.locator("[data-after-submit] ol");
    expect(await after.getAttribute("data-steps-marker")).toBe("dot");
    expect(await after.getAttribute("start")).toBeNull();
    expect(await after.innerText()).not.toMatch(/\b0\d\b/);
    // The form keeps one rhythm: every row is two halves or one full-width field (never three across), and GPU Type
    // has no box of its own inside the form's card.
    const rows = await page.locator("#request-form form > div.grid > *").evaluateAll((els) => {
      const full = els[0]!.parentElement!.getBoundingClientRect().width;
      const byTop = new Map<number, number[]>();
      for (const el of els) {
        const r = el.getBoundingClientRect();
        if (r.height === 0) continue;
        byTop.set(Math.round(r.top), [...(byTop.get(Math.round(r.top)) ?? []), r.width / full]);
      }
      return [...byTop.values()];
    });
    for (const row of rows)
      expect(row.length === 1 ? row[0]! > 0.99 : row.length === 2 && row.every((w) => w > 0.45 && w < 0.5)).toBe(true);
    const gpu = await page.locator("#request-form form > div.grid > *:has([name='gpu_required'])").evaluate((el) => {
      const cs = getComputedStyle(el);
      return { border: cs.borderTopWidth, background: cs.backgroundColor };
    });
    expect(gpu).toEqual({ border: "0px", background: "rgba(0, 0, 0, 0)" });
    await close();

    const phone = await open("/access-compute", { width: 375 });
    expect(await phone.page.locator("[data-request-aside]").evaluate((el) => getComputedStyle(el).position)).toBe("static");
    // On a phone "After you submit" comes after the form, not between the wallet and the form.
    const tops = await phone.page.evaluate(() =>
      ["#wallet", "#request-form", "[data-after-submit]"].map((s) => document.querySelector(s)!.getBoundingClientRect().top),
    );
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    await phone.close();
  });
});
