import { describe, expect, test } from "vitest";
import { openPage } from "../../scripts/lib/browser.ts";
import { proofs } from "../../src/content/about.ts";
import { docsPage } from "../../src/content/docs.ts";
import { useSite } from "../support/site.ts";

// Review round 26 (docs/design.md "Review round 26: /access-compute and /documentation"), in a real Chromium against the
// built site: /documentation's request box and file tree. (/access-compute's changes are asserted in visuals.test.ts,
// design-direction.test.ts and wallet.test.ts, beside the older assertions they replace.)
const site = useSite();
const open = (path: string, width = 1440) => openPage(site.browser, site.url(path), { width, reducedMotion: "reduce" });

describe("review round 26: /documentation", () => {
  test.each([375, 1440])("at %i px the request box says how to take the command, and one click selects all of it", async (width) => {
    const { page, close } = await open("/documentation", width);
    const box = page.locator("[data-docs-request] [data-proof-check]");
    const m = await box.evaluate((el) => {
      const head = el.firstElementChild!;
      const hint = head.querySelector("[data-proof-select-hint]")!;
      const verb = head.firstElementChild!;
      const h = hint.getBoundingClientRect();
      const v = verb.getBoundingClientRect();
      const hb = head.getBoundingClientRect();
      return {
        text: hint.textContent,
        size: Number.parseFloat(getComputedStyle(hint).fontSize),
        border: getComputedStyle(hint).borderLeftWidth,
        hintRight: h.right,
        headRight: hb.right,
        sameLine: Math.abs(h.top + h.height / 2 - (v.top + v.height / 2)),
        gap: h.left - v.right,
        buttons: el.querySelectorAll("button, [role=button]").length,
        userSelect: getComputedStyle(el.querySelector("code")!).userSelect,
      };
    });
    // The hint at the head's right end (where /about's Copy stands), on the verb's line, a quiet word (no button's frame).
    expect(m.text).toBe(docsPage.request.selectHint);
    expect(m.size).toBeGreaterThanOrEqual(12);
    expect(m.border).toBe("0px");
    expect(m.buttons).toBe(0);
    expect(m.headRight - m.hintRight).toBeGreaterThan(8);
    expect(m.headRight - m.hintRight).toBeLessThan(20);
    expect(m.sameLine).toBeLessThanOrEqual(2);
    expect(m.gap).toBeGreaterThan(24);
    expect(m.userSelect).toBe("all");
    // What it promises: a click on the command selects the command whole, without its "$" prompt.
    await box.locator("code").click();
    expect(await page.evaluate(() => getSelection()!.toString())).toBe(proofs.sandbox.check.text);
    // Still no script of the page's own.
    expect(await page.locator("script[src], script[type=module]").count()).toBe(0);
    await close();
  });

  test("at 375 px the file tree's head stacks: the host, then the caption under it on the host's text edge, nothing crowded", async () => {
    const { page, close } = await open("/documentation", 375);
    const m = await page.evaluate(() => {
      const host = document.querySelector("[data-docs-shelf-host]")!;
      const caption = document.querySelector("[data-docs-shelf-caption]")!;
      const text = document.createRange();
      const nodes = [...host.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE);
      text.setStart(nodes[0]!, 0);
      text.setEnd(nodes.at(-1)!, nodes.at(-1)!.textContent!.length);
      const t = [...text.getClientRects()];
      const words = document.createRange();
      words.selectNodeContents(caption);
      const c = words.getBoundingClientRect();
      const lines = (el: Element) => {
        const r = document.createRange();
        r.selectNodeContents(el);
        return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
      };
      return {
        first: host.compareDocumentPosition(caption) & Node.DOCUMENT_POSITION_FOLLOWING,
        hostText: { left: t[0]!.left, bottom: Math.max(...t.map((x) => x.bottom)) },
        caption: { left: c.left, top: c.top },
        // The host's words (its dot, centred on the line, would count as a line of its own).
        lines: [new Set(t.map((x) => Math.round(x.top))).size, lines(caption)],
        rule: document.querySelector("[data-docs-index] figcaption")!.getBoundingClientRect().bottom,
        captionBottom: c.bottom,
      };
    });
    expect(m.first).toBeTruthy();
    expect(m.caption.top).toBeGreaterThanOrEqual(m.hostText.bottom);
    expect(Math.abs(m.caption.left - m.hostText.left)).toBeLessThanOrEqual(1);
    expect(m.lines).toEqual([1, 1]);
    expect(m.captionBottom).toBeLessThan(m.rule);
    await close();
  });

  test("at 1440 px the hero's text column ends on one right edge: the lead, the rule, the request box and its note", async () => {
    const { page, close } = await open("/documentation", 1440);
    const m = await page.evaluate(() => {
      const right = (s: string) => document.querySelector(s)!.getBoundingClientRect().right;
      return {
        lead: right("section[aria-labelledby='page-title'] h1 + p"),
        request: right("[data-docs-request]"),
        box: right("[data-docs-request] [data-proof-check]"),
        note: right("[data-docs-request] > p:last-child"),
      };
    });
    for (const r of [m.request, m.box, m.note]) expect(Math.abs(r - m.lead)).toBeLessThanOrEqual(1);
    await close();
  });
});
