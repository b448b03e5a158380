import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessPage } from "../../src/content/access.ts";
import { careersHero, positions } from "../../src/content/careers.ts";
import { site as siteConfig } from "../../src/content/site.ts";
import { claims } from "../../src/content/stats.ts";
import { codeSamples, quickStartSamples } from "../../src/content/x402-docs.ts";
import { X402_SANDBOX_PATH } from "../../src/content/x402-sandbox.ts";
import { x402Page } from "../../src/content/x402.ts";
import { newPage, type PageOptions } from "../../scripts/lib/browser.ts";
import { useSite } from "../support/site.ts";

// The content pages (careers, documentation, fund, contact, access, provide, x402,
// errors) and the site files, against the real server and a real Chromium.
// DIST_DIR in the environment points the server at another build.
const site = useSite({ RATE_LIMIT_PER_MINUTE: "0" });

const H1: Record<string, string> = {
  "/careers": "Join Our Team",
  "/documentation": "Documentation",
  "/ecosystem-fund": claims.fund,
  "/contact": "Get in Touch",
  "/access-compute": "Enterprise GPUs, on demand",
  "/provide-compute": "Cloud Host Application",
  "/x402-integration": "GPU compute that AI agents pay for themselves",
  "/x402-documentation": "x402 Documentation",
};

const DOC_ANCHORS = ["overview", "quickstart", "authentication", "payments", "api", "sdk", "security", "troubleshooting"];

async function open(path: string, options: PageOptions = {}) {
  const { width = 1440, reducedMotion = "no-preference", ...rest } = options;
  const { page, close } = await newPage(site.browser, { width, reducedMotion, ...rest });
  const messages: string[] = [];
  page.on("console", (m) => messages.push(m.text()));
  const response = await page.goto(site.url(path), { waitUntil: "load" });
  return { page, status: response?.status(), messages, close };
}

/** A link's in-page target, or a button (once an island owns the action): the target must exist. */
async function expectActionWorks(page: Page, name: string | RegExp) {
  const action = page.getByRole("link", { name }).or(page.getByRole("button", { name })).first();
  // An action inside an island is checked once the island has hydrated (a link may become a
  // button then): reading it in between would race the hydration.
  await action.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const island = el.closest("astro-island");
        const check = () => (island?.hasAttribute("ssr") ? setTimeout(check, 50) : resolve());
        check();
      }),
  );
  await expect(action.isVisible()).resolves.toBe(true);
  // Read the action and its target in one step: the island's render after hydration may swap a link
  // for a button (and remove the link's target) between two separate reads.
  const broken = () =>
    action.evaluate((el) => {
      const href = el.getAttribute("href");
      return href?.startsWith("#") && !document.getElementById(href.slice(1)) ? href : null;
    });
  await expect.poll(broken, { message: `${name}: its in-page target exists` }).toBeNull();
}

describe("content routes", () => {
  test.each(Object.entries(H1))("%s answers 200 with its one h1, a title and a description", async (path, h1) => {
    const { page, status, close } = await open(path);
    expect(status).toBe(200);
    const headings = await page.locator("h1").allInnerTexts();
    expect(headings.map((h) => h.replace(/\s+/g, " ").trim())).toEqual([h1]);
    expect(await page.title()).toMatch(new RegExp(`\\| ${siteConfig.name}$`));
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/.{50,}/);
    expect(await page.locator("main#main").count()).toBe(1);
    await close();
  });

  test("titles and descriptions differ from page to page", async () => {
    const seen = new Set<string>();
    for (const path of Object.keys(H1)) {
      const html = await (await fetch(site.url(path))).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
      expect(seen.has(title!), title).toBe(false);
      expect(seen.has(description!), description).toBe(false);
      seen.add(title!).add(description!);
    }
  });
});

describe("/careers", () => {
  test("lists the six positions with department, Remote, Full-time and Apply Now", async () => {
    const { page, close } = await open("/careers", { width: 375 });
    const cards = page.locator("[data-position]");
    await expect(cards.count()).resolves.toBe(6);
    const expected = [
      ["Senior Backend Engineer", "Engineering"],
      ["DevOps Engineer", "Infrastructure"],
      ["Product Manager - AI", "Product"],
      ["Marketing Manager", "Marketing"],
      ["Business Development", "Sales"],
      ["Community Manager", "Community"],
    ];
    expect(positions.map((p) => [p.title, p.department])).toEqual(expected);
    for (const [i, [title, department]] of expected.entries()) {
      const card = cards.nth(i);
      expect(await card.locator("h3").innerText()).toBe(title);
      const meta = await card.locator("dd").allInnerTexts();
      expect(meta).toEqual([department, "Remote", "Full-time"]);
      const apply = card.getByRole("link", { name: "Apply Now" }).or(card.getByRole("button", { name: "Apply Now" }));
      await expect(apply.isVisible()).resolves.toBe(true);
    }
    await expectActionWorks(page, "Apply Now");
    await close();
  });

  test("each role has a two-line description; Apply Now is a quiet row link, the open application the list's one button", async () => {
    const { page, close } = await open("/careers", { width: 1440 });
    const cards = page.locator("[data-position]");
    for (const [i, p] of positions.entries()) {
      const description = cards.nth(i).locator("[data-position-description]");
      expect(await description.innerText()).toBe(p.description);
      const lines = await description.evaluate((el) =>
        Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
      );
      expect(lines, p.title).toBeGreaterThanOrEqual(1);
      expect(lines, p.title).toBeLessThanOrEqual(3);
    }
    const applyNow = page
      .locator("#apply")
      .getByRole("button", { name: "Apply Now" })
      .or(page.locator("#apply").getByRole("link", { name: "Apply Now" }));
    expect(await applyNow.count()).toBe(6);
    // Review round 12: six solid pills competed; each role's Apply Now is a quiet underlined label (no fill,
    // no gradient, no pill), 44 px tall, and its row is its target.
    const looks = await applyNow.evaluateAll((els) =>
      els.map((el) => ({
        filled: el.classList.contains("bg-fg") || el.classList.contains("bg-gradient-accent") || el.classList.contains("rounded-full"),
        height: el.getBoundingClientRect().height,
      })),
    );
    for (const look of looks) {
      expect(look.filled).toBe(false);
      expect(look.height).toBeGreaterThanOrEqual(44);
    }
    const open_ = page
      .locator("#apply")
      .getByRole("button", { name: "Send Open Application" })
      .or(page.locator("#apply").getByRole("link", { name: "Send Open Application" }));
    expect(await open_.evaluate((el) => el.classList.contains("border") && !el.classList.contains("bg-fg"))).toBe(true);
    const primaries = page.locator("#apply a.bg-gradient-accent, #apply button.bg-gradient-accent").filter({ visible: true });
    expect(await primaries.count()).toBe(0);
    // The page's one primary action is the hero's, down to the roles.
    const hero = page.locator("section[aria-labelledby='page-title']");
    const solid = hero.locator("a.bg-fg");
    expect(await solid.count()).toBe(1);
    expect(await solid.getAttribute("href")).toBe("#positions-title");
    expect(await page.locator("#positions-title").count()).toBe(1);
    // The table is one solid surface, not rows over the page's background.
    const tableBg = await page.locator("[data-positions-table]").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(tableBg).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    await close();
  });

  test("a role's Apply Now is a 44 px target on a phone", async () => {
    const { page, close } = await open("/careers", { width: 375 });
    const heights = await page
      .locator("[data-position]")
      .evaluateAll((rows) => rows.map((row) => row.querySelector("a, button")!.getBoundingClientRect().height));
    expect(heights).toHaveLength(6);
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
    await close();
  });

  test("JobPosting structured data: six postings that match the list", async () => {
    const html = await (await fetch(site.url("/careers"))).text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]!) as { "@context": string; "@graph": Array<Record<string, unknown>> };
    expect(data["@context"]).toBe("https://schema.org");
    const postings = data["@graph"].filter((g) => g["@type"] === "JobPosting");
    expect(postings).toHaveLength(6);
    expect(postings.map((p) => p.title)).toEqual(positions.map((p) => p.title));
    for (const p of postings) {
      expect(p).toMatchObject({
        employmentType: "FULL_TIME",
        jobLocationType: "TELECOMMUTE",
        hiringOrganization: { name: siteConfig.name },
      });
      expect(String(p.description).length).toBeGreaterThan(40);
      expect(String(p.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  test("asks whether a fitting position is missing, with Send Open Application", async () => {
    const { page, close } = await open("/careers");
    const prompt = page.locator("[data-open-application]");
    expect(await prompt.innerText()).toMatch(/Don.t see a position that fits\?/);
    await expectActionWorks(page, "Send Open Application");
    await close();
  });
});

describe("/documentation", () => {
  test("six topic cards, each with 4-5 items that are placeholder links doing nothing", async () => {
    const { page, close } = await open("/documentation");
    const cards = page.locator("[data-topic]");
    const titles = await cards.locator("h3").allInnerTexts();
    expect(titles).toEqual([
      "Getting Started",
      `${siteConfig.name} Earth`,
      `${siteConfig.name} Atmosphere`,
      "API Reference",
      "Architecture",
      "Tokenomics",
    ]);
    for (let i = 0; i < 6; i++) {
      const items = await cards.nth(i).locator("li").allInnerTexts();
      expect(items.length).toBeGreaterThanOrEqual(4);
      expect(items.length).toBeLessThanOrEqual(5);
      expect(items.every((t) => t.trim().length > 0)).toBe(true);
      // Spec: "The links on the cards are placeholders that do nothing": each item is a link announced
      // as unavailable (aria-disabled), reachable by keyboard, with no target at all.
      const links = cards.nth(i).getByRole("link", { disabled: true });
      expect(await links.count()).toBe(items.length);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) expect(href).toBeNull();
    }
    // The hero is the documentation readable today: real documents of this site, each answering 200 (links.test.ts follows them).
    const shelf = await page.locator("[data-docs-shelf] a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(shelf).toContain("/llms.txt");
    expect(shelf.every((href) => href?.startsWith("/"))).toBe(true);
    expect(shelf).toHaveLength(6);
    // Each is a thumb's target, 44 px high at least on a phone too: set as text at a sentence's spacing (review round 13),
    // its hit area is an invisible ::after that reaches above and below the line.
    await page.setViewportSize({ width: 375, height: 800 });
    const heights = await page.locator("[data-placeholder-link]").evaluateAll((as) =>
      as.map((a) => {
        const after = getComputedStyle(a, "::after");
        return after.position === "absolute" ? a.getBoundingClientRect().height - parseFloat(after.top) - parseFloat(after.bottom) : 0;
      }),
    );
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    // Choosing one by keyboard or pointer does nothing: same document, same URL, same scroll.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const first = page.locator("[data-placeholder-link]").first();
    await first.scrollIntoViewIfNeeded();
    const before = { url: page.url(), y: await page.evaluate(() => scrollY) };
    await first.focus();
    expect(await first.evaluate((a) => a === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    // A real pointer click (Playwright would otherwise wait for an aria-disabled element to become enabled).
    const box = (await first.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect({ url: page.url(), y: await page.evaluate(() => scrollY) }).toEqual(before);
    await close();
  });

  test("'Coming soon' is said once, over the topics, and describes every placeholder", async () => {
    const { page, close } = await open("/documentation", { width: 375 });
    const text = await page.locator("main").innerText();
    expect(text.match(/coming soon/gi)).toHaveLength(1);
    const soonId = await page.locator("[data-coming-soon]").getAttribute("id");
    const described = await page.locator("[data-placeholder-link]").evaluateAll((as) => as.map((a) => a.getAttribute("aria-describedby")));
    expect(new Set(described)).toEqual(new Set([soonId]));
    await close();
  });
});

describe("/ecosystem-fund", () => {
  test("overview, what is supported, how to apply, ranges, and the two buttons", async () => {
    const { page, close } = await open("/ecosystem-fund", { width: 375 });
    const text = await page.locator("main").innerText();
    // The fund's size is said once, in the h1 (claims.fund: "$100 Million Ecosystem Fund").
    expect(text.toLowerCase()).toContain(claims.fundAmount.toLowerCase());
    for (const needle of ["PING", "Sui network", "AI & Machine Learning", "Gaming & Metaverse", "From application to funding"]) {
      expect(text).toContain(needle);
    }
    for (const range of ["$50K-$100K", "$100K-$250K", "$250K-$500K", "$500K-$1M", "$1M+"]) expect(text).toContain(range);
    await expectActionWorks(page, "Apply for Funding");
    const learnMore = page.getByRole("link", { name: "Learn More" });
    // Both quiet links are a thumb's target on a phone (review round 11).
    for (const link of [page.locator("a[href='#how-to-apply']").first(), learnMore]) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    const target = (await learnMore.getAttribute("href"))!;
    expect(target).toMatch(/^#/);
    // Learn More scrolls to the top of the page.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await learnMore.click();
    await page.waitForFunction(() => window.scrollY < 50, null, { timeout: 20_000 }); // a smooth scroll: slow on a loaded machine
    await close();
  });
});

describe("/ecosystem-fund's first screen", () => {
  test("the hero's Apply for Funding opens the form, before and after the island hydrates", async () => {
    const { page, close } = await open("/ecosystem-fund", { width: 1440 });
    const hero = page.locator("section[aria-labelledby='page-title'] [data-fund-hero-apply]");
    expect(await hero.innerText()).toBe("Apply for Funding");
    expect((await hero.boundingBox())!.y + 44, "on the first screen").toBeLessThan(900);
    // Hydrated: the hero's link hands the click to the island's button (focus moves into the form).
    await page.waitForSelector('astro-island[component-url*="FundApplication"]:not([ssr])', { timeout: 15_000 });
    await hero.click();
    await page.locator("#fund-form-title").waitFor({ state: "visible" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("form") !== null)).toBe(true);
    // With the form open, the hero's link scrolls back to it.
    await page.evaluate(() => scrollTo(0, 0));
    await hero.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
    await close();
  });
});

describe("/contact and /provide-compute", () => {
  test("/contact shows the sales and support addresses as text, and a place for the form", async () => {
    const { page, close } = await open("/contact");
    const text = await page.locator("main").innerText();
    expect(text).toContain(siteConfig.email.sales);
    expect(text).toContain(siteConfig.email.support);
    expect(await page.locator("#contact-form").count()).toBe(1);
    // Its own first-screen drawing: where a message goes and who answers (no promised response time).
    const route = page.locator("[role='img'][data-contact-route]");
    expect((await route.getAttribute("aria-label"))!).toMatch(/sales or support/);
    // Not a window card: the frame's three dots are for real terminals and apps.
    expect(await page.locator("figure [data-contact-route]").count()).toBe(0);
    // "write to support" is a link to the support address the direct lines show (review round 9).
    const write = page.locator("[data-contact-route-note] a");
    expect(await write.innerText()).toBe("write to support");
    expect(await write.getAttribute("href")).toBe(`mailto:${siteConfig.email.support}`);
    await close();
  });

  test("/contact on a phone: the form comes right after the heading, where a message goes after it (review round 12)", async () => {
    const { page, close } = await open("/contact", { width: 375 });
    const route = (await page.locator("[data-contact-route-block]").boundingBox())!;
    const form = (await page.locator("#contact-form").boundingBox())!;
    const lines = (await page.locator("[data-direct-lines]").boundingBox())!;
    expect(form.y + form.height).toBeLessThanOrEqual(route.y);
    expect(route.y + route.height).toBeLessThanOrEqual(lines.y);
    // The form starts on the first screen (812 px tall).
    expect(form.y).toBeLessThan(812);
    // The support link is a thumb's target.
    expect((await page.locator("[data-contact-route-note] a").boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await close();
  });

  test("/provide-compute says a company email is required and personal emails are rejected", async () => {
    const { page, close } = await open("/provide-compute");
    const note = await page.locator("[data-email-note]").innerText();
    expect(note).toMatch(/company email is required/i);
    expect(note).toContain("Gmail and other personal emails will be rejected.");
    await close();
  });
});

describe("/x402-integration", () => {
  test("three steps, benefits, payment methods and both calls to action", async () => {
    const { page, close } = await open("/x402-integration");
    const steps = await page.locator("#how-it-works li h3").allInnerTexts();
    expect(steps).toEqual(["Connect wallet", "Select resources", "Instant access"]); // the spec's three steps, in the site's sentence case
    // Benefits as a comparison with card checkout: one row per benefit.
    expect(await page.locator("#benefits tbody tr").count()).toBeGreaterThanOrEqual(3);
    const methods = await page
      .locator("#payment-methods [data-token-table] [data-payment-method]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-payment-method")));
    expect(methods).toEqual(["PING", "SUI", "ETH", "USDC"]);
    expect(await page.locator("main").innerText()).toContain("PING token");
    // The tokens are the hero's 402 answer and the payment methods' table: the comparison does not list them a third time.
    expect(await page.locator("#benefits").innerText()).not.toMatch(/USDC/);
    // Under the hero's answer, the command that gets it: the sandbox's own URL under the site's origin.
    const command = await page.locator("section[aria-labelledby='page-title'] [data-sandbox-command] code").innerText();
    expect(command).toBe(`curl -i ${new URL(X402_SANDBOX_PATH, siteConfig.url).href}`);
    expect(await page.locator('main a[href="/access-compute"]').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('main a[href="/x402-documentation"]').count()).toBeGreaterThanOrEqual(1);
    await close();
  });

  test("/x402-integration at 1440: the steps under the actions fill the column beside the 402 answer", async () => {
    const { page, close } = await open("/x402-integration", { width: 1440 });
    const hero = page.locator("section[aria-labelledby='page-title']");
    const steps = (await hero.locator("#how-it-works").boundingBox())!;
    const answer = (await hero.locator("[data-hero-visual]").boundingBox())!;
    const actions = (await hero.getByRole("link", { name: "Read the Docs" }).boundingBox())!;
    // The steps sit in the text column, under the actions; the column ends near the answer's bottom, not far above it.
    expect(steps.y).toBeGreaterThan(actions.y + actions.height);
    expect(steps.x + steps.width).toBeLessThan(answer.x);
    expect(Math.abs(steps.y + steps.height - (answer.y + answer.height))).toBeLessThan(120);
    // The steps are the shared timeline as the product pages show it (its default row), not a list of their own.
    expect(await hero.locator("#how-it-works [data-steps]").getAttribute("data-steps")).toBe("row");
    // The picked option's details read at 12 px or more.
    const sizes = await hero
      .locator("[data-picked] dl dt, [data-picked] dl dd")
      .evaluateAll((els) => els.map((el) => Number.parseFloat(getComputedStyle(el).fontSize)));
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);
    await close();
  });

  test("/x402-integration on a phone: the sandbox command wraps inside its box, nothing cut off", async () => {
    const { page, close } = await open("/x402-integration", { width: 375 });
    const box = await page
      .locator("[data-sandbox-command] pre")
      .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, right: el.getBoundingClientRect().right }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    expect(box.right).toBeLessThanOrEqual(375);
    // "click to select" is a mouse's hint: not shown on a phone.
    expect(await page.getByText(x402Page.tryIt.hint).isVisible()).toBe(false);
    // A token's networks ("Ethereum and Base") stay on one line, inside their cell.
    const pairs = await page.locator("#payment-methods [data-networks]").evaluateAll((els) =>
      els.map((el) => ({
        lines: el.getClientRects().length,
        right: el.getBoundingClientRect().right,
        cell: el.parentElement!.getBoundingClientRect().right,
      })),
    );
    expect(pairs).toHaveLength(4);
    for (const p of pairs) {
      expect(p.lines).toBe(1);
      expect(p.right).toBeLessThanOrEqual(p.cell + 0.5);
    }
    await close();
  });
});

describe("/x402-documentation", () => {
  test("back link, table of contents with the eight anchors, and their sections in order", async () => {
    const { page, close } = await open("/x402-documentation", { width: 375 });
    expect(await page.locator("[data-back-link]").getAttribute("href")).toBe("/x402-integration");
    const toc = await page.locator('nav[aria-labelledby="toc-title"] a').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    // The spec's eight; the sandbox's curl lines are the Quick start, right after the overview.
    expect(toc).toEqual(DOC_ANCHORS.map((id) => `#${id}`));
    const sectionIds = await page.locator("main section[id]").evaluateAll((els) => els.map((e) => e.id));
    expect(sectionIds.filter((id) => DOC_ANCHORS.includes(id))).toEqual(DOC_ANCHORS);
    // What is real comes first: the Quick start is the live sandbox; the SDK's samples say they are a preview, and no install line offers the package.
    const quickstart = await page.locator("#quickstart pre").first().innerText();
    expect(quickstart).toContain("/api/x402\n");
    expect(quickstart).toContain('"$BASE/sandbox/quote"');
    expect(await page.locator('#quickstart-title [data-status="live"]').count()).toBe(1);
    for (const id of ["authentication", "api", "sdk"]) expect(await page.locator(`#${id}-title [data-status="preview"]`).count()).toBe(1);
    expect(await page.locator("main").innerText()).not.toMatch(/npm install/);
    await page.locator('a[href="#troubleshooting"]').click();
    await page.waitForFunction(() => location.hash === "#troubleshooting");
    await close();
  });

  test("code samples are highlighted at build time; their copy buttons are the only islands", async () => {
    const html = await (await fetch(site.url("/x402-documentation"))).text();
    const blocks = html.match(/<pre class="astro-code[^"]*"/g) ?? [];
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    // shiki colours tokens with inline styles; several colours means real highlighting.
    const colours = new Set([...html.matchAll(/<span style="color:(#[0-9A-Fa-f]{6})/g)].map((m) => m[1]));
    expect(colours.size).toBeGreaterThanOrEqual(4);
    for (const method of ["connectWallet", "pay", "calculateCost", "payAndProvision", "getNonce", "authenticate"]) {
      expect(html).toContain(method);
    }
    // One copy button per code sample, hydrated only when the visitor reaches for it; no other island but the toasts.
    const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
    const copyButtons = islands.filter((tag) => /component-url="[^"]*CopyButton/.test(tag));
    expect(copyButtons).toHaveLength(blocks.length);
    for (const tag of copyButtons) expect(tag).toContain('client="intent"');
    expect(islands.filter((tag) => !/CopyButton|Toaster/.test(tag))).toEqual([]);
  });

  test("a code sample's copy button copies the whole sample", async () => {
    const { page, close } = await open("/x402-documentation", { width: 375 });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url("") });
    const button = page.getByRole("button", { name: `Copy code: ${codeSamples.authentication.title}` });
    await button.scrollIntoViewIfNeeded();
    await page.waitForSelector('astro-island[component-url*="CopyButton"]:not([ssr])', { timeout: 10_000 });
    await button.click();
    await page.getByText("Code copied!").waitFor({ state: "visible", timeout: 5000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codeSamples.authentication.code);
    // A Quick start command's button copies its lines as written: one paste that runs in bash.
    const first = quickStartSamples()[0]!;
    const command = page.getByRole("button", { name: `Copy code: ${first.title}` });
    await command.scrollIntoViewIfNeeded();
    await command.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(first.code);
    await close();
  });

  test("wide tables and code scroll inside their own box on a phone, and the page does not", async () => {
    const { page, close } = await open("/x402-documentation", { width: 375 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    const boxes = await page.locator('[role="region"], pre').evaluateAll((els) =>
      els.map((el) => ({
        right: el.getBoundingClientRect().right,
        scrolls: el.scrollWidth > el.clientWidth,
        overflow: getComputedStyle(el).overflowX,
        tabIndex: (el as HTMLElement).tabIndex,
        region: el.getAttribute("role") === "region" && Boolean(el.getAttribute("aria-label")),
      })),
    );
    expect(boxes.filter((b) => b.scrolls).length, "some boxes are wider than a phone").toBeGreaterThan(0);
    for (const b of boxes) {
      expect(b.right).toBeLessThanOrEqual(375);
      expect(b.overflow).toBe("auto");
      expect(b.tabIndex, "reachable by keyboard to scroll").toBe(0);
      expect(b.region, "a named region").toBe(true);
    }
    await close();
  });

  test("on a phone the shell commands fit their box line for line (a $BASE variable, `\\` continuations); only overflowing TypeScript shows the Scroll hint", async () => {
    const { page, close } = await open("/x402-documentation", { width: 375 });
    const commands = await page.locator("#quickstart pre").evaluateAll((els) =>
      els.map((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
        text: (el as HTMLElement).innerText,
        wrap: getComputedStyle(el).whiteSpace,
        // A line that wrapped would be taller than one line of the box.
        lineHeights: [...el.querySelectorAll(".line")].map((l) => l.getBoundingClientRect().height),
        lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
      })),
    );
    expect(commands.length).toBe(4);
    for (const c of commands) {
      expect(c.scroll, c.text).toBeLessThanOrEqual(c.client);
      expect(c.wrap).toBe("pre");
      for (const h of c.lineHeights) expect(h, c.text).toBeLessThanOrEqual(c.lineHeight + 1);
      expect(c.text.split("\n")[0]).toBe(`BASE=${new URL("/api/x402", siteConfig.url).href}`);
      expect(c.text).toContain('"$BASE/sandbox/quote"');
    }
    expect(await page.locator("#quickstart [data-scroll-hint]").count(), "a command that fits has no hint").toBe(0);
    // auth.ts is wider than a phone: its hint shows, after the Preview tag in the same header row.
    const auth = page.locator("#authentication [data-code-sample]");
    await auth.scrollIntoViewIfNeeded();
    await expect.poll(() => auth.locator("[data-scroll-hint]").evaluate((el) => Number(getComputedStyle(el).opacity))).toBeGreaterThan(0.5);
    const tag = (await auth.locator('figcaption [data-status="preview"]').boundingBox())!;
    const header = (await auth.locator("figcaption > span").first().boundingBox())!;
    expect(tag.y).toBeGreaterThanOrEqual(header.y);
    expect(tag.y + tag.height).toBeLessThanOrEqual(header.y + header.height);
    await close();
    // At 1440 the same sample fits: no hint.
    const wide = await open("/x402-documentation", { width: 1440 });
    const hint = wide.page.locator("#authentication [data-scroll-hint]");
    await hint.scrollIntoViewIfNeeded();
    expect(await hint.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(0);
    await wide.close();
  });

  test("at 1440 the payment exchange is a sequence diagram across the column, and troubleshooting a ruled problem, cause, fix list", async () => {
    const { page, close } = await open("/x402-documentation", { width: 1440 });
    const exchange = page.locator("#payments [data-x402-exchange]");
    const figure = (await exchange.boundingBox())!;
    // Each message between the agent and the sandbox is an arrow across most of the figure.
    const arrows = await exchange
      .locator("li[data-direction='request'], li[data-direction='response']")
      .evaluateAll((lis) => lis.map((li) => li.querySelector("[data-message-arrow]")?.getBoundingClientRect().width ?? 0));
    expect(arrows).toHaveLength(4);
    for (const width of arrows) expect(width).toBeGreaterThan(figure.width * 0.6);
    const rows = page.locator("[data-troubleshooting] > li");
    expect(await rows.count()).toBe(3);
    for (const row of await rows.all()) {
      const tops = await row.evaluate((li) => [...li.children].map((c) => Math.round(c.getBoundingClientRect().top)));
      expect(tops).toHaveLength(3);
      expect(Math.max(...tops) - Math.min(...tops), "problem, cause and fix side by side").toBeLessThan(12);
      expect(await row.evaluate((li) => getComputedStyle(li).borderRadius)).toBe("0px");
    }
    await close();
  });

  test("the table of contents marks the section in view (CSS scroll markers)", async () => {
    const { page, close } = await open("/x402-documentation", { width: 1440 });
    const current = () =>
      page.locator("[data-toc] a").evaluateAll((as) => as.filter((a) => a.matches(":target-current")).map((a) => a.getAttribute("href")));
    await page.evaluate(() => document.getElementById("payments")!.scrollIntoView({ behavior: "instant" }));
    await page.waitForFunction(() => document.querySelector('[data-toc] a[href="#payments"]')!.matches(":target-current"), null, {
      timeout: 3000,
    });
    expect(await current()).toEqual(["#payments"]);
    const colour = await page.locator('[data-toc] a[href="#payments"]').evaluate((a) => getComputedStyle(a).color);
    const other = await page.locator('[data-toc] a[href="#overview"]').evaluate((a) => getComputedStyle(a).color);
    expect(colour).not.toBe(other);
    await close();
  });

  test("wallets, tokens, confirmations, API methods, security, troubleshooting and the repository", async () => {
    const { page, close } = await open("/x402-documentation");
    expect(await page.locator("[data-wallets] li").allInnerTexts()).toEqual([
      "Phantom",
      "Sui Wallet",
      "MetaMask",
      "Coinbase Wallet",
      "Nightly",
      "OKX",
    ]);
    // The tokens once, in the token table /x402-integration shows too (one component, one style).
    const tokens = page.locator("#payments [data-token-table] [data-payment-method]");
    expect(await tokens.evaluateAll((els) => els.map((e) => e.getAttribute("data-payment-method")))).toEqual([
      "PING",
      "SUI",
      "ETH",
      "USDC",
    ]);
    expect(await page.locator("main [data-token-table]").count()).toBe(1);
    const text = await page.locator("main").innerText();
    expect(text).toContain("1-3 block");
    // Header names never break at their hyphen (a no-wrap span keeps the real hyphen for copying).
    const names = await page.locator("[data-header-name]").allInnerTexts();
    expect(names).toContain("PAYMENT-REQUIRED");
    expect(names).toContain("PAYMENT-RESPONSE");
    // The glance card has no Confirmations row (the spec's copy says 1-3 blocks), and no Tokens or Wallets rows at any
    // width (the hero and their own sections say them): what a developer can reach, from the sandbox's data. The
    // wallets note says which pay and connect.
    const glanceTerms = await page.locator("[data-docs-glance] > dl > div > dt").allInnerTexts();
    expect(glanceTerms).toEqual(["Protocol", "Sandbox", "Over MCP", "Sample price", "Test networks"]);
    const glance = await page.locator("[data-docs-glance]").innerText();
    for (const fact of ["x402 v2", X402_SANDBOX_PATH, "/mcp", "get_compute_quote", "0.1 PING on Sui Testnet", "Base Sepolia"]) {
      expect(glance).toContain(fact);
    }
    expect(await page.locator("[data-wallets-note]").innerText()).toMatch(/These 6 pay over x402\..* connects 10:/);
    expect(text).toContain("3600");
    expect(text).toMatch(/pending for over 10 minutes, contact support/);
    expect(await page.locator("[data-api-methods] > li").count()).toBe(4);
    expect(await page.locator("[data-security-practices] > li").count()).toBe(6);
    expect(await page.locator("[data-troubleshooting] h3").allInnerTexts()).toEqual([
      "Wallet not detected",
      "Transaction failed",
      "Payment pending",
    ]);
    const repo = page.locator("[data-repository-link]").first();
    expect(await repo.getAttribute("href")).toBe(siteConfig.x402RepositoryUrl);
    expect(await repo.getAttribute("target")).toBe("_blank");
    expect(await repo.getAttribute("rel")).toContain("noopener");
    await close();
  });
});

describe("/access-compute hero video", () => {
  test("is muted, looped and inline, with a small still, and plays once the page has loaded", async () => {
    const { page, close } = await open("/access-compute");
    const video = page.locator("video[data-hero-video]");
    const attrs = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.hasAttribute("muted") && v.muted,
      loop: v.loop,
      playsInline: v.hasAttribute("playsinline"),
      preload: v.getAttribute("preload"),
      autoplayAttribute: v.hasAttribute("autoplay"),
      sources: [...v.querySelectorAll("source")].map((s) => s.getAttribute("src")!),
    }));
    expect(attrs).toMatchObject({ muted: true, loop: true, playsInline: true, preload: "none", autoplayAttribute: false });
    const still = await page.locator("picture:has(img[data-hero-still])").evaluate((p) => ({
      avif: p.querySelector('source[type="image/avif"]')?.getAttribute("srcset"),
      webp: p.querySelector("img")!.getAttribute("src"),
      priority: p.querySelector("img")!.getAttribute("fetchpriority"),
    }));
    expect(still.priority).toBe("low");
    let bytes = 0;
    // This width's files: the wide composition (the phone's narrow one has its own, chosen by `media`).
    const wide = attrs.sources.filter((src) => !src.includes("-narrow"));
    expect(wide).toHaveLength(2);
    for (const src of [still.avif!, still.webp!, ...wide]) {
      const res = await fetch(site.url(src));
      expect(res.status, src).toBe(200);
      const size = (await res.arrayBuffer()).byteLength;
      // The still most browsers fetch (AVIF) is small: it loads alongside the first paint.
      if (src === still.avif) expect(size, src).toBeLessThan(12 * 1024);
      bytes += size;
    }
    expect(bytes).toBeLessThan(400 * 1024);
    // Without a reduced-motion preference the video really plays.
    await page.waitForFunction(
      () => {
        const v = document.querySelector<HTMLVideoElement>("video[data-hero-video]");
        return !!v && !v.paused && v.currentTime > 0;
      },
      null,
      { timeout: 10_000 },
    );
    expect(await video.isVisible()).toBe(true);
    // Scrolled off screen (to the footer) it pauses; back on screen it plays again.
    const paused = () => video.evaluate((v: HTMLVideoElement) => v.paused);
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect.poll(paused, { timeout: 10_000 }).toBe(true);
    await video.scrollIntoViewIfNeeded();
    await expect.poll(paused, { timeout: 10_000 }).toBe(false);
    await close();
  });

  test("no byte of the video is requested before the page's load event, and Chromium fetches only the AVIF still", async () => {
    const { page, close } = await open("/access-compute");
    await page.waitForFunction(
      () => performance.getEntriesByType("resource").some((e) => /\/media\/access-hero\.(webm|mp4)/.test(e.name)),
      null,
      {
        timeout: 10_000,
      },
    );
    const timing = await page.evaluate(() => ({
      loadedAt: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
      video: performance
        .getEntriesByType("resource")
        .filter((e) => /\/media\/access-hero\.(webm|mp4)/.test(e.name))
        .map((e) => e.startTime),
      still: performance
        .getEntriesByType("resource")
        .filter((e) => /\/media\/access-hero-poster\./.test(e.name))
        .map((e) => e.name.replace(/^.*\//, "")),
    }));
    expect(timing.loadedAt, "the load event fired").toBeGreaterThan(0);
    for (const start of timing.video) expect(start).toBeGreaterThanOrEqual(timing.loadedAt!);
    // Chromium takes the AVIF; the WebP is only for browsers without it.
    expect(timing.still).toEqual(["access-hero-poster.avif"]);
    await close();
  });

  test("without JavaScript the still shows and no video byte is fetched", async () => {
    const { page, close } = await open("/access-compute", { javaScriptEnabled: false });
    const still = page.locator("img[data-hero-still]");
    await still.evaluate((img: HTMLImageElement) => img.decode());
    expect(await still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
    expect(await still.isVisible()).toBe(true);
    const fetched = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
    expect(fetched.filter((u) => /\/media\/access-hero\.(webm|mp4)/.test(u))).toEqual([]);
    await close();
  });

  test("at 375 px the video is the phone's composition in its own box from the first paint, its card is readable, and its title is one whole line", async () => {
    const { page, close } = await open("/access-compute", { width: 375 });
    const video = page.locator("video[data-hero-video]");
    const narrow = accessPage.video.narrow;
    const box = await video.evaluate((v: HTMLVideoElement) => {
      const r = v.getBoundingClientRect();
      return { ratio: r.width / r.height, w: r.width };
    });
    // The whole frame, uncropped: the box has the narrow composition's ratio.
    expect(box.ratio).toBeCloseTo(narrow.width / narrow.height, 2);
    // Its smallest words (24 units in the 640-unit frame, scripts/make-access-hero.ts) are 12 px or more.
    expect((box.w / narrow.width) * 24).toBeGreaterThanOrEqual(12);
    // Below the first screen at 375 px: it starts when it is scrolled into view.
    await video.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => (document.querySelector("video[data-hero-video]") as HTMLVideoElement).videoWidth > 0, null, {
      timeout: 10_000,
    });
    // The phone's own files play, at the size the box reserves, so nothing moves when they arrive.
    const intrinsic = await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight, v.currentSrc]);
    expect(intrinsic.slice(0, 2)).toEqual([narrow.width, narrow.height]);
    expect(intrinsic[2]).toContain("-narrow");
    const caption = page.locator("[data-hero-video-caption]");
    const c = await caption.evaluate((el) => ({
      h: el.getBoundingClientRect().height,
      line: Number.parseFloat(getComputedStyle(el).lineHeight),
      cut: el.scrollWidth > el.clientWidth,
      text: el.textContent,
    }));
    expect(c.cut).toBe(false);
    expect(c.h, c.text ?? "").toBeLessThan(c.line * 1.5);
    await close();
  });

  test("the hero map's '93 countries' label is page text of 12 px or more, over the picture's top-left corner at 375 and 1440 px", async () => {
    for (const width of [375, 1440]) {
      const { page, close } = await open("/access-compute", { width, reducedMotion: "reduce" });
      const label = page.locator("[data-hero-map-label]");
      expect(await label.textContent()).toBe(accessPage.video.mapLabel);
      const m = await label.evaluate((el) => {
        const box = el.closest("[data-hero-figure]")!.querySelector("img[data-hero-still]")!.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        return {
          size: Number.parseFloat(getComputedStyle(el).fontSize),
          dx: r.left - box.left,
          dy: r.top - box.top,
          w: box.width,
          h: box.height,
        };
      });
      expect(m.size, `${width}`).toBeGreaterThanOrEqual(12);
      expect(m.dx, `${width}`).toBeLessThan(m.w * 0.1);
      expect(m.dy, `${width}`).toBeLessThan(m.h * 0.1);
      await close();
    }
  });

  test("under prefers-reduced-motion no video plays and the poster is shown as a still", async () => {
    const { page, close } = await open("/access-compute", { reducedMotion: "reduce" });
    await page.waitForTimeout(1500);
    const state = await page.evaluate(() =>
      [...document.querySelectorAll("video")].map((v) => ({
        visible: v.checkVisibility(),
        playing: !v.paused && v.currentTime > 0,
        source: v.currentSrc,
      })),
    );
    expect(state.length).toBeGreaterThan(0);
    for (const v of state) {
      expect(v.visible && v.playing, JSON.stringify(v)).toBe(false);
      expect(v.playing).toBe(false);
      expect(v.source).toBe("");
    }
    expect(await page.locator("img[data-hero-still]").isVisible()).toBe(true);
    await close();
  });
});

describe("error pages", () => {
  test("an unknown path answers 404 with the message, a way home and a console message naming it", async () => {
    const path = `/no-such-page-${Date.now()}`;
    const { page, status, messages, close } = await open(path);
    expect(status).toBe(404);
    expect(await page.locator("h1").innerText()).toBe("Oops! Page not found");
    const home = page.getByRole("link", { name: "Return to Home" });
    expect(await home.getAttribute("href")).toBe("/");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(messages.some((m) => m.includes("404 Error: User attempted to access non-existent route:") && m.includes(path))).toBe(true);
    await home.click();
    await page.waitForURL(site.url("/"));
    await close();
  });

  test("the error page reads 'Unexpected Application Error!' followed by the status text", async () => {
    const { page, close } = await open("/500");
    expect(await page.locator("h1").innerText()).toBe("Unexpected Application Error!");
    const text = (await page.locator("main").innerText()).replace(/\s+/g, " ");
    expect(text).toMatch(/Unexpected Application Error! 500 Internal Server Error/);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await close();
  });
});

describe("site files", () => {
  test.each([
    ["/robots.txt", "text/plain"],
    ["/sitemap.xml", "xml"],
    ["/favicon.svg", "image/svg+xml"],
    ["/favicon.ico", "image/x-icon"],
    ["/apple-touch-icon.png", "image/png"],
    ["/og-image.png", "image/png"],
    ["/site.webmanifest", "application/manifest+json"],
  ])("%s answers 200 (%s)", async (path, type) => {
    const res = await fetch(site.url(path));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain(type);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(50);
  });

  test("robots.txt allows all and names the sitemap; the sitemap lists the content routes", async () => {
    const robots = await (await fetch(site.url("/robots.txt"))).text();
    expect(robots).toMatch(/User-agent: \*\s+Allow: \//);
    expect(robots).toContain(`Sitemap: ${siteConfig.url}/sitemap.xml`);
    const sitemap = await (await fetch(site.url("/sitemap.xml"))).text();
    for (const path of Object.keys(H1)) expect(sitemap).toContain(`<loc>${siteConfig.url}${path}</loc>`);
    expect(sitemap).toContain(`<loc>${siteConfig.url}/</loc>`);
    expect(sitemap).not.toMatch(/nirwana-|aethir-/); // aliases point to their canonical page
    expect(sitemap).not.toMatch(/\/(404|500)</);
  });

  test("the manifest is named from the site config, and its icons exist", async () => {
    const manifest = (await (await fetch(site.url("/site.webmanifest"))).json()) as {
      name: string;
      short_name: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest).toMatchObject({
      short_name: siteConfig.name,
      display: "standalone",
      theme_color: "#07090d",
      background_color: "#07090d",
    });
    expect(manifest.name).toContain(siteConfig.name);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons) expect((await fetch(site.url(icon.src))).status).toBe(200);
  });
});

describe("one view, one place (review round 8)", () => {
  test("the team's desks are Home's alone; /careers' first screen shows how applying works, on a solid surface", async () => {
    for (const path of ["/about", "/careers"]) {
      const { page, close } = await open(path);
      expect(await page.locator("[data-team-image]").count(), path).toBe(0);
      await close();
    }
    const { page, close } = await open("/careers");
    // Review round 12: the hero's picture is the path from a role to a reply (the shared Steps), not the
    // teams board, which repeated the roles' table: no role title, department or count in it.
    const panel = page.locator("section[aria-labelledby='page-title'] [data-apply-process]");
    expect(await panel.count()).toBe(1);
    const steps = panel.locator("[data-steps] > li");
    expect(await steps.locator("h3").allInnerTexts()).toEqual(careersHero.process.steps.map((s) => s.title));
    const drawn = await panel.innerText();
    for (const p of positions) {
      expect(drawn).not.toContain(p.title);
      expect(drawn).not.toContain(p.department);
    }
    expect(drawn).not.toMatch(/open role/);
    const bg = await panel.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    expect(await page.locator("section[aria-labelledby='page-title'] [data-how-we-work] dt").allInnerTexts()).toEqual(["WHERE", "TEAMS"]);
    await close();
  });

  test("/ecosystem links to /about's checks instead of repeating them, and leaves the social links to the footer", async () => {
    const { page, close } = await open("/ecosystem");
    expect(await page.locator("#proof-title").count()).toBe(0);
    // One line to /about's table (review round 9): no restated checks, and its link is 44 px tall.
    expect(await page.locator("[data-verify] > li").count()).toBe(0);
    const all = page.locator("a[href='/about#proof-title']");
    expect(await all.count()).toBe(1);
    expect((await all.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Social links: only the header's and the footer's.
    expect(await page.locator(`main a[href='${siteConfig.social.x.href}']`).count()).toBe(0);
    // The flow draws roles only (review round 9): the directory under it names the categories and partners.
    const flow = await page.locator("[data-ecosystem-flow]").innerText();
    for (const role of ["Supply", "Demand", "Settlement", "Liquidity"]) expect(flow).toContain(role);
    for (const name of ["Sui", "Base", "USDC", "MetaMask", "Model Context Protocol", "Infrastructure providers", "Gaming studios"]) {
      expect(flow).not.toContain(name);
    }
    await close();
  });

  test("/contact's direct lines: the addresses are links like X and Telegram, on the same rows (review round 9)", async () => {
    const { page, close } = await open("/contact", { width: 1440 });
    const lines = page.locator("[data-direct-lines] > div");
    expect(await lines.count()).toBe(3);
    const linkTops: number[] = [];
    const textTops: number[] = [];
    for (let i = 0; i < 3; i++) {
      const line = lines.nth(i);
      const link = line.locator("dd a").first();
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      linkTops.push(box.y);
      textTops.push((await line.locator("dd > p").boundingBox())!.y);
    }
    for (const email of [siteConfig.email.sales, siteConfig.email.support]) {
      expect(await page.locator(`[data-direct-lines] a[href='mailto:${email}']`).count()).toBe(1);
    }
    expect(Math.max(...linkTops) - Math.min(...linkTops)).toBeLessThanOrEqual(1);
    expect(Math.max(...textTops) - Math.min(...textTops)).toBeLessThanOrEqual(1);
    // A section's distance under the form (96 px), not the grid's 40 px gap (review round 12).
    const form = (await page.locator("#contact-form").boundingBox())!;
    const label = (await page.locator("[data-direct-lines]").evaluate((dl) => dl.parentElement!.getBoundingClientRect().top))!;
    expect(label - (form.y + form.height)).toBeGreaterThanOrEqual(88);
    await close();
  });
});
