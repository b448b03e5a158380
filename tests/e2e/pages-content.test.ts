import { describe, expect, test } from "vitest";
import { site as siteConfig } from "../../src/content/site.ts";
import { claims, stats } from "../../src/content/stats.ts";
import { blogPosts } from "../../src/content/blog.ts";
import { positions } from "../../src/content/careers.ts";
import { partnerRows } from "../../src/content/home.ts";
import { openPage } from "../../scripts/lib/browser.ts";
import { useSite } from "../support/site.ts";

// /about, /blog, /ecosystem and the Earth and Atmosphere pages (with their alias paths), in a
// real Chromium against the real server. DIST_DIR in the environment points at another build.
const site = useSite();

const PAGES: Record<string, string> = {
  "/about": "Compute should be as open as the internet",
  "/blog": "Notes from the network",
  "/ecosystem": "An ecosystem built on shared compute",
  "/nirvana-earth": "Nirvana Earth",
  "/nirvana-atmosphere": "Nirvana Atmosphere",
};

const ALIASES: Record<string, string[]> = {
  "/nirvana-earth": ["/nirwana-earth", `/${siteConfig.formerBrandSlug}-earth`],
  "/nirvana-atmosphere": ["/nirwana-atmosphere", `/${siteConfig.formerBrandSlug}-atmosphere`],
};

const open = (path: string, width = 1440) => openPage(site.browser, site.url(path), { width, reducedMotion: "reduce" });

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

describe("static content pages", () => {
  test.each(Object.entries(PAGES))("%s: 200, one h1, landmarks, own title and description, no JavaScript", async (path, h1) => {
    const { page, status, close } = await open(path);
    expect(status).toBe(200);
    expect((await page.locator("h1").allInnerTexts()).map(squash)).toEqual([h1]);
    for (const landmark of ["header", "main#main", "footer"]) expect(await page.locator(landmark).count(), landmark).toBe(1);
    expect(await page.title()).toMatch(new RegExp(`\\| ${siteConfig.name}$`));
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/.{60,}/);
    // No islands and no script files: only the layout's small inline script may remain.
    expect(await page.locator("astro-island").count()).toBe(0);
    expect(await page.locator("script[src], script[type=module], link[rel=modulepreload]").count()).toBe(0);
    // Every image has alt text; headings do not skip levels.
    expect(await page.locator("main img:not([alt])").count()).toBe(0);
    const levels = await page.locator("main :is(h1,h2,h3,h4)").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    levels.forEach((level, i) => {
      if (i > 0) expect(level, `heading ${i}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
    });
    await close();
  });

  test("every page has a different title and description", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of ["/", ...Object.keys(PAGES)]) {
      const html = await (await fetch(site.url(path))).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)![1]!);
      descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)![1]!);
    }
    expect(titles.size).toBe(6);
    expect(descriptions.size).toBe(6);
  });

  test("nothing overflows sideways on a 375 px phone", async () => {
    for (const path of ["/", ...Object.keys(PAGES)]) {
      const { page, close } = await open(path, 375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(375);
      await close();
    }
  });
});

describe("/blog", () => {
  test("six cards with title, date 2024, excerpt and a link that reaches its post, which does not repeat the excerpt", async () => {
    const { page, close } = await open("/blog");
    const cards = page.locator("[data-blog-card]");
    expect(await cards.count()).toBe(6);
    for (let i = 1; i <= 6; i++) {
      const card = cards.nth(i - 1);
      expect((await card.locator("h2").innerText()).length).toBeGreaterThan(10);
      expect(await card.locator("time").innerText()).toBe("2024");
      // The spec's card holds the excerpt; the article it links to does not say it again.
      expect(await card.locator("[data-blog-excerpt]").innerText()).toBe(blogPosts[i - 1]!.excerpt);
      expect(await page.locator(`#post-${i}`).innerText()).not.toContain(blogPosts[i - 1]!.excerpt);
      const link = card.locator("a");
      expect(await link.getAttribute("href")).toBe(`#post-${i}`);
      expect(await page.locator(`[id="post-${i}"]`).count()).toBe(1);
      await link.click();
      await page.waitForFunction((h) => location.hash === h, `#post-${i}`);
      // Scrolling is smooth: wait for it to settle near the top (sub-pixel offsets are fine).
      await page.waitForFunction((id) => {
        const t = document.getElementById(id)!.getBoundingClientRect().top;
        return t > -1 && t < 300;
      }, `post-${i}`);
      const top = await page.locator(`#post-${i}`).evaluate((el) => el.getBoundingClientRect().top);
      expect(top, `post-${i} scrolled into view`).toBeGreaterThan(-1);
      expect(top).toBeLessThan(300);
      // The article carries the card's title.
      expect(await page.locator(`#post-${i} h3`).innerText()).toBe(await card.locator("h2").innerText());
      await page.goto(site.url("/blog"));
    }
    await close();
  });
});

describe("/blog's articles", () => {
  test("on a phone each index row is a 44 px target with its cue, each excerpt whole, and the byline carries the date", async () => {
    const { page, close } = await open("/blog", 375);
    const rows = await page.locator("[data-blog-card]").evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
    for (const r of rows) expect(r.height).toBeGreaterThanOrEqual(44);
    // The cue is a 44 px arrow (review round 13: "Read post" was a 20 px line of text there).
    const cueSizes = await page
      .locator("[data-blog-cue]")
      .evaluateAll((els) => els.map((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height]));
    for (const [w, h] of cueSizes) expect(Math.min(w!, h!)).toBeGreaterThanOrEqual(44);
    // Never clamped or cut: each excerpt shows all its lines.
    const cut = await page
      .locator("[data-blog-excerpt]")
      .evaluateAll((ps) => ps.filter((p) => p.scrollHeight > p.clientHeight + 1 || getComputedStyle(p).webkitLineClamp !== "none").length);
    expect(cut).toBe(0);
    // Each post's "On the site" and "Back to the index" links are 44 px tap targets.
    const heights = await page
      .locator('article[id^="post-"] a')
      .evaluateAll((as) => as.filter((a) => a.getClientRects().length > 0).map((a) => a.getBoundingClientRect().height));
    expect(heights.length).toBe(12);
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
    const cues = await page
      .locator("[data-blog-card] > span[aria-hidden]")
      .evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0 && el.textContent === "Read post").length);
    expect(cues).toBe(6);
    // "Back to the index" is a visible control on a phone: its border draws the 44 px target.
    const back = page.locator('article[id^="post-"] a[href="#posts"]:visible').first();
    expect(await back.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe("1px");
    for (let i = 1; i <= 6; i++) expect(await page.locator(`#post-${i} [data-byline]`).innerText()).toBe(`By ${siteConfig.name} · 2024`);
    await close();
  });

  test("the index is the only list of titles, each post has a figure, '2024' once per post; no post title wraps its amount", async () => {
    const { page, close } = await open("/blog");
    // No sidebar list of the posts: the index is the only one (one link per post, its card's).
    for (let i = 1; i <= 6; i++) expect(await page.locator(`main a[href="#post-${i}"]`).count()).toBe(1);
    // A small console per post, made from data the site already shows.
    for (let i = 1; i <= 6; i++) expect(await page.locator(`#post-${i} [data-post-figure]`).count()).toBe(1);
    // The spec's date, twice per post: on its card in the index, and in its article, where the byline
    // names the publisher (the site's name; no invented authors). On a wide screen the date stands in
    // the post's side column (its category, date and the way back to the index), not in the byline too.
    expect((await page.locator("main").innerText()).match(/\b2024\b/g)).toHaveLength(12);
    for (let i = 1; i <= 6; i++) {
      expect(await page.locator(`#post-${i} [data-byline]`).innerText()).toBe(`By ${siteConfig.name}`);
      expect(await page.locator(`#post-${i} [data-post-meta]`).innerText()).toMatch(/^\w+\n2024\nBack to the index$/);
    }
    // "$100 Million" is one unit: a non-breaking space between the figure and its word.
    // (The title's last two words are joined too, so that none stands alone on a line.)
    const amount = stats.fund.value.replace(" ", "\u00a0");
    expect((await page.locator("[data-blog-card] h2").allTextContents()).filter((t) => t.includes(amount))).toEqual([
      `Announcing the ${amount} Ecosystem\u00a0Fund`,
    ]);
    // "The posts in full" starts at the page's margin, like every section heading (not at the article column).
    const left = (sel: string) => page.locator(sel).evaluate((el) => Math.round(el.getBoundingClientRect().left));
    expect(await left("#articles-title")).toBe(await left("h1"));
    await close();
  });

  test.each([375, 768, 1440])("the covers' words stay 12-14 px at %i px (they no longer grow with the box)", async (width) => {
    const { page, close } = await open("/blog", width);
    // Each drawing's words on screen: their size in drawing units times the drawing's scale.
    const scales = await page.locator("[data-post-figure]").evaluateAll((svgs) =>
      svgs.map((svg) => {
        const s = svg as SVGSVGElement;
        const box = s.getBoundingClientRect();
        const cs = getComputedStyle(s);
        const inner = box.width - Number.parseFloat(cs.paddingLeft) - Number.parseFloat(cs.paddingRight);
        const size = Number(s.querySelector("text")!.getAttribute("font-size"));
        return (size * inner) / s.viewBox.baseVal.width;
      }),
    );
    expect(scales).toHaveLength(6);
    for (const px of scales) {
      expect(px).toBeGreaterThanOrEqual(12);
      expect(px).toBeLessThanOrEqual(14);
    }
    await close();
  });
});

describe("/ecosystem", () => {
  test("stats cards and partner lists by category", async () => {
    const { page, close } = await open("/ecosystem");
    // The stats as big numerals (the shared Stats component): each cell's value, then its label.
    const cards = await page
      .locator("[data-stats] [data-stat]")
      .evaluateAll((els) => els.map((el) => `${el.querySelector("dd")!.textContent} ${el.querySelector("dt")!.textContent}`));
    expect(cards).toEqual([
      `${stats.gpusShort.value} Enterprise GPUs`,
      `${stats.countries.value} Countries`,
      `${stats.community.value} Community members`,
    ]);
    const categories = await page.locator("main section[id] h3").allInnerTexts();
    expect(categories).toEqual(["AI", "Gaming studios", "Infrastructure providers", "Blockchain networks", "DeFi and Web3"]);
    // Real names only, and Home's (review round 13): each of the marquee's names stands in one category here, none else.
    const listed = async (id: string) => (await page.locator(`section#${id} li`).allInnerTexts()).map((t) => t.trim());
    expect(await listed("ai")).toEqual(["x402", "Model Context Protocol", "OpenAPI", "llms.txt", "Standard Webhooks"]);
    expect(await listed("blockchain")).toEqual(["Sui", "Base"]);
    const all = (await page.locator("section[aria-labelledby='partners-title'] section[id] li").allInnerTexts()).map((t) => t.trim());
    // Home's names, but for its "GPUs and team tools" row: technology the site uses, not partners.
    expect([...all].sort()).toEqual(
      partnerRows
        .filter((r) => r.label !== "GPUs and team tools")
        .flatMap((r) => r.names)
        .sort(),
    );
    expect(await listed("gaming")).toEqual([]);
    expect(await listed("infrastructure")).toEqual([]);
    // The categories with nobody to name yet: one line under the table says where to join, no dashed boxes.
    expect(await page.locator("[data-open-seat]").count()).toBe(0);
    const openLine = page.locator("[data-open-line] a");
    expect(await openLine.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(["/ecosystem-fund", "/provide-compute"]);
    // One treatment for every name: plain wordmarks, no logo beside some (review round 11).
    expect(await page.locator("section[aria-labelledby='partners-title'] [data-brand-logo]").count()).toBe(0);
    await close();
  });
});

describe("product pages", () => {
  test(`Earth: bare-metal GPU cloud for AI, key features, use cases, ${claims.uptime} SLA`, async () => {
    const { page, close } = await open("/nirvana-earth");
    const text = squash(await page.locator("main").innerText());
    expect(text).toMatch(/Bare-metal GPU cloud for AI/i);
    expect(text).toContain("Key features");
    expect(text).toContain("Use cases");
    expect(text.toLowerCase()).toContain(`${claims.uptime} SLA`.toLowerCase());
    await close();
  });

  test(`Atmosphere: low-latency cloud gaming in ${claims.countries}`, async () => {
    const { page, close } = await open("/nirvana-atmosphere");
    const text = squash(await page.locator("main").innerText());
    expect(text).toMatch(/Low-latency cloud gaming/i);
    expect(text.toLowerCase()).toContain(`${claims.countries} supported`.toLowerCase());
    await close();
  });

  test("Earth's SLA: from lg a ruled column the features' height, its claim centred against the list (no box in empty space, no half-empty column); a card on a phone", async () => {
    const { page, close } = await open("/nirvana-earth");
    const sla = page.locator("[data-sla-card]");
    const list = page.locator("section[aria-labelledby='features-title'] [data-feature-list]");
    const box = await sla.evaluate((el) => {
      const cs = getComputedStyle(el);
      return { bg: cs.backgroundColor, top: cs.borderTopWidth, left: cs.borderLeftWidth, rect: el.getBoundingClientRect().toJSON() };
    });
    const listRect = await list.evaluate((el) => el.getBoundingClientRect().toJSON());
    expect(box).toMatchObject({ bg: "rgba(0, 0, 0, 0)", top: "0px", left: "1px" });
    expect(Math.abs(box.rect.top - listRect.top)).toBeLessThan(2);
    expect(Math.abs(box.rect.bottom - listRect.bottom)).toBeLessThan(2);
    // The claim stands in the middle of its column: as much space above it as below (review round 13).
    const claim = await sla.locator("[data-big-claim]").evaluate((el) => el.getBoundingClientRect().toJSON());
    expect(Math.abs(claim.top - box.rect.top - (box.rect.bottom - claim.bottom))).toBeLessThan(8);
    await page.setViewportSize({ width: 375, height: 812 });
    // Polled: the resized page may answer its first style query before the media queries are re-evaluated.
    await expect.poll(() => sla.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe("1px");
    await close();
  });

  test("every section heading of the product pages is the site's SectionHeading, and the latency table's header is set like the lineup's", async () => {
    const { page, close } = await open("/nirvana-atmosphere");
    const style = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((el) => {
          const cs = getComputedStyle(el);
          return { transform: cs.textTransform, family: cs.fontFamily, size: cs.fontSize, spacing: cs.letterSpacing };
        });
    const latency = await style("[data-latency-table] thead th");
    expect(latency.transform).toBe("uppercase");
    // Two notes under the table, each wrapped pretty.
    expect(await page.locator("[data-latency-note]").evaluate((el) => getComputedStyle(el).textWrapStyle)).toBe("pretty");
    const stepsAtmosphere = await page.locator("#steps-title").evaluate((el) => [el.className, el.previousElementSibling?.tagName]);
    await page.goto(site.url("/nirvana-earth"));
    expect(await style("#lineup thead th")).toEqual(latency);
    const stepsEarth = await page.locator("#steps-title").evaluate((el) => [el.className, el.previousElementSibling?.tagName]);
    const useCases = await page.locator("#use-cases-title").evaluate((el) => el.className);
    expect(stepsEarth).toEqual(stepsAtmosphere);
    expect(stepsEarth[0]).toBe(useCases);
    await close();
  });

  test.each(Object.entries(ALIASES))("%s and its aliases show the same page with one canonical URL", async (canonical, aliases) => {
    const reference = await open(canonical);
    const h1 = await reference.page.locator("h1").innerText();
    const main = squash(await reference.page.locator("main").innerText());
    const canonicalHref = new URL(canonical, siteConfig.url).href;
    expect(await reference.page.locator('link[rel="canonical"]').getAttribute("href")).toBe(canonicalHref);
    await reference.close();
    for (const alias of aliases) {
      const { page, status, close } = await open(alias);
      expect(status, alias).toBe(200);
      expect(await page.locator("h1").innerText()).toBe(h1);
      expect(squash(await page.locator("main").innerText())).toBe(main);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(canonicalHref);
      expect(await page.locator('meta[property="og:url"]').getAttribute("content")).toBe(canonicalHref);
      await close();
    }
  });
});

describe("/about", () => {
  test("vision and team", async () => {
    const { page, close } = await open("/about");
    const h2 = await page.locator("main h2").allInnerTexts();
    expect(h2).toEqual(expect.arrayContaining(["Our vision", "Our team"]));
    // No network figures here (the spec: static text on vision and team); the principles are numbered, in order.
    expect(await page.locator("[data-stats]").count()).toBe(0);
    expect(await page.locator("[data-principles] > li").count()).toBe(6);
    // The hero's three drawings are told in page text of at least 12 px (number, title, line).
    const sizes = await page
      .locator("[data-vision-stages] li span")
      .evaluateAll((els) => els.map((el) => Number.parseFloat(getComputedStyle(el).fontSize)));
    expect(sizes.length).toBe(9);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    // The principles (review round 13): one measure for all six texts, wrapped pretty, so neighbours wrap at
    // the same width; their rules are neutral hairlines (no accent tick spent on decoration).
    const texts = await page
      .locator("[data-principles] li p")
      .evaluateAll((ps) => ps.map((p) => ({ wrap: getComputedStyle(p).textWrapStyle, max: getComputedStyle(p).maxWidth })));
    expect(texts).toHaveLength(6);
    for (const t of texts) expect(t).toEqual({ wrap: "pretty", max: texts[0]!.max });
    expect(texts[0]!.max).not.toBe("none");
    expect(await page.locator("[data-principles] .bg-accent").count()).toBe(0);
    await close();
  });

  test("the team sits beside who is hiring: facts read from the careers roles, nothing typed twice", async () => {
    const { page, close } = await open("/about");
    const facts = await page
      .locator("[data-about-hiring] dl > div")
      .evaluateAll((rows) => rows.map((r) => [r.querySelector("dt")!.textContent, r.querySelector("dd")!.textContent]));
    expect(facts).toEqual([
      ["Open roles", String(positions.length)],
      ["Teams", [...new Set(positions.map((p) => p.department))].join(", ")],
      ["Location", "Remote, every role"],
      ["Type", "Full-time, every role"],
    ]);
    // A split at 1440: the words on the left, the facts beside them, both starting at the section's top
    // (measured once the faces are in: a full CI run saw the fallback's layout, one line apart).
    await page.evaluate(() => document.fonts.ready);
    const words = (await page.locator("[data-about-team] > div > div").first().boundingBox())!;
    const hiring = (await page.locator("[data-about-hiring]").boundingBox())!;
    expect(hiring.x).toBeGreaterThan(words.x + words.width);
    expect(Math.abs(hiring.y - words.y)).toBeLessThan(2);
    await close();
  });
});
