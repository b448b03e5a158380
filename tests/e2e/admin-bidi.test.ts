// Lead text that could deface the operators' inbox, in Chromium with a signed-in operator: bidi
// controls (U+202A-202E, U+2066-2069) stay inside the visitor's text (the headings isolate it,
// the tab title has none), and long unbroken strings wrap instead of widening the page, on the
// list and on the lead page, at 375 and 1440 px.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { useSite } from "../support/site.ts";
import { createOperator } from "../api/admin-support.ts";
import { fixtures } from "../api/leads-fixtures.ts";
import { createTestDb, postLead, type TestDb } from "../api/leads-support.ts";

const wait = { timeout: 15_000 };
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
const tag = Math.random().toString(36).slice(2, 8);

/**
 * RLO reverses what follows; LRE, RLE, LRI, RLI and FSI open embeddings and isolates left
 * unclosed. Every text is as long as its field allows, without a break opportunity.
 */
const lead = {
  ...fixtures.contact.full,
  name: `\u202eGrace ${tag}${"W".repeat(80)}\u202a\u202b\u2066\u2067\u2068`,
  company: `\u202e${"Acme".repeat(37)}`,
  email: `${"g".repeat(64)}@${"h".repeat(63)}.${"i".repeat(63)}.example.com`,
  message: "M".repeat(3000),
};

describe("bidi controls and long unbroken strings in a lead", () => {
  let db: TestDb | undefined;
  beforeAll(async () => {
    db = await createTestDb("sqlite");
  });
  afterAll(async () => {
    await db?.close();
  });
  const site = useSite(() => ({ ...db!.env, RATE_LIMIT_PER_MINUTE: "0", REDIS_URL: "" }));
  let cookie = "";
  let leadPath = "";

  // biome-ignore lint/suspicious/noDuplicateTestHooks: runs after the site that useSite starts in its own beforeAll
  beforeAll(async () => {
    const stored = await postLead(site.url(), "contact", lead);
    expect(stored.status).toBe(201);
    leadPath = `/admin/leads/contact/${stored.json.id}`;
    cookie = (await createOperator(site.url(), db!.env)).cookie;
  });

  async function open(path: string, width: number): Promise<Page> {
    const context = await site.browser.newContext({ viewport: { width, height: 900 } });
    const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
    await context.addCookies([{ name, value, url: site.url() }]);
    const page = await context.newPage();
    await page.goto(site.url(path), { waitUntil: "networkidle" });
    return page;
  }

  /** How far the document is wider than the viewport (0: no sideways scrolling). */
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  /** The element's text, and whether all of it sits in one isolating element (bdi, dir=auto, unicode-bidi: isolate). */
  const isolation = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const isolates = (node: Element) => {
          const bidi = getComputedStyle(node).unicodeBidi;
          return node.localName === "bdi" || node.getAttribute("dir") === "auto" || bidi === "isolate" || bidi === "plaintext";
        };
        const inner = [el, ...el.querySelectorAll("*")].find((node) => isolates(node) && node.textContent === el.textContent);
        return { text: el.textContent, isolated: Boolean(inner), unicodeBidi: inner ? getComputedStyle(inner).unicodeBidi : null };
      });

  for (const width of [375, 1440]) {
    test(`inbox at ${width} px: no sideways scrolling; the lead's name is isolated; the tab title has no bidi control`, async () => {
      const page = await open("/admin", width);
      try {
        const link = page.getByRole("link", { name: new RegExp(`Grace ${tag}`) }).locator("visible=true");
        await expect.poll(() => link.count(), wait).toBe(1);
        expect(await overflow(page)).toBe(0);
        const name = await isolation(page, `a[href="${leadPath}"]:visible`);
        expect(name).toMatchObject({ text: lead.name, isolated: true });
        expect(await page.title()).not.toMatch(BIDI_CONTROLS);
      } finally {
        await page.context().close();
      }
    });

    test(`lead page at ${width} px: no sideways scrolling; the heading isolates the name; the tab title has no bidi control`, async () => {
      const page = await open(leadPath, width);
      try {
        await expect.poll(async () => (await page.locator("h1").textContent()) ?? "", wait).toContain(`Grace ${tag}`);
        await expect.poll(() => page.getByText(lead.message.slice(0, 50)).count(), wait).toBe(1);
        expect(await overflow(page)).toBe(0);
        expect(await isolation(page, "h1")).toMatchObject({ text: lead.name, isolated: true });
        const title = await page.title();
        expect(title).toContain(`Grace ${tag}`);
        expect(title).not.toMatch(BIDI_CONTROLS);
      } finally {
        await page.context().close();
      }
    });
  }
});
