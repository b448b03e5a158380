import { describe, expect, test } from "vitest";
import { newPage, openPage } from "../../scripts/lib/browser.ts";
import { stats } from "../../src/content/stats.ts";
import { ecosystem } from "../../src/content/ecosystem.ts";
import { formSelector, openForm, useFormsSite } from "./forms-kit.ts";

// Review round 26 of /ecosystem and /ecosystem-fund, in a real Chromium against the real server: the partners' monogram
// chips (Home's mark), one table with the open categories as ordinary rows, the figures' notes of this page; the fund's
// compact ranges chart, the focus areas' tops on one rule, one icon treatment, and the open form's head with its Cancel.
const site = useFormsSite();

describe("/ecosystem (review round 26)", () => {
  test("every partner name has the shared hairline diamond (the round's monogram chips read as placeholder logos), the same on /ecosystem and Home; no letter but the name's", async () => {
    for (const width of [375, 1440]) {
      const read = () =>
        [...document.querySelectorAll<HTMLElement>("[data-partner]")]
          .filter((el) => el.checkVisibility())
          .map((el) => {
            const chip = el.querySelector<HTMLElement>("[data-partner-mark]");
            const c = chip ? getComputedStyle(chip) : null;
            const r = chip?.getBoundingClientRect();
            const text = [...el.childNodes]
              .filter((n) => n.nodeType === Node.TEXT_NODE)
              .map((n) => n.textContent)
              .join("");
            return {
              name: text,
              inner: el.innerText.trim(),
              mark: chip?.dataset.partnerMark ?? null,
              after: chip ? getComputedStyle(chip, "::after").content : null,
              hidden: chip?.getAttribute("aria-hidden") ?? null,
              look:
                c && r
                  ? [chip!.offsetWidth, chip!.offsetHeight, c.borderTopWidth, c.borderTopStyle, c.borderRadius, c.borderTopColor].join("|")
                  : null,
              first: el.firstElementChild === chip,
            };
          });
      const { page, close } = await openPage(site.browser, site.url("/ecosystem"), { width });
      const eco = await page.evaluate(read);
      await page.goto(site.url("/"));
      const home = await page.evaluate(read);
      await close();
      expect(eco.length).toBeGreaterThanOrEqual(22);
      expect(home.length).toBeGreaterThanOrEqual(11);
      for (const p of [...eco, ...home]) {
        expect(p.mark, p.name).toBe("");
        expect(p.after, p.name).toBe("none");
        expect(p.hidden, p.name).toBe("true");
        expect(p.first, `${p.name}: the chip before the name`).toBe(true);
        // innerText leaves out the chip's ::after: the name's text is the name alone.
        expect(p.inner).toBe(p.name);
      }
      // One mark on both pages: size, hairline, radius, its colour; a small mark, not a 22 px tile.
      expect(new Set([...eco, ...home].map((p) => p.look)).size, `${width}`).toBe(1);
      expect(Number.parseFloat(eco[0]!.look!.split("|")[0]!)).toBeLessThanOrEqual(10);
    }
  });

  test("at 1440 each row's or group's names hold one line with their chips; no slash between names (the chips part them)", async () => {
    const { page, close } = await openPage(site.browser, site.url("/ecosystem"), { width: 1440 });
    const runs = await page.locator("[data-partner-names]").evaluateAll((uls) =>
      uls.map((ul) => ({
        tops: new Set([...ul.querySelectorAll("li")].map((li) => Math.round(li.getBoundingClientRect().top))).size,
        slashes: ul.querySelectorAll("li > span[aria-hidden]").length,
      })),
    );
    await close();
    expect(runs.length).toBe(6);
    for (const r of runs) expect(r).toEqual({ tops: 1, slashes: 0 });
  });

  test("one table of the spec's five categories in order; the open ones are ordinary rows with a quiet note and a link to /contact", async () => {
    for (const width of [375, 1440]) {
      const { page, close } = await openPage(site.browser, site.url("/ecosystem"), { width });
      const m = await page.evaluate(() => {
        const table = document.querySelector("[data-partner-table]")!;
        return {
          block: document.querySelectorAll("[data-open-block]").length,
          rows: [...table.querySelectorAll<HTMLElement>(":scope > section")].map((r) => {
            const cell = r.querySelector<HTMLElement>("[data-open-cell]");
            const lead = cell?.querySelector<HTMLElement>("[data-open-lead]");
            const a = cell?.querySelector("a");
            const desc = r.querySelector<HTMLElement>(":scope > p")!;
            const cs = cell ? getComputedStyle(cell) : null;
            return {
              id: r.id,
              names: r.querySelectorAll("[data-partner-names] li").length,
              open: r.hasAttribute("data-open"),
              lead: lead?.textContent ?? null,
              leadColour: lead ? getComputedStyle(lead).color === getComputedStyle(desc).color : null,
              leadSize: lead ? getComputedStyle(lead).fontSize === getComputedStyle(desc).fontSize : null,
              boxed: cs ? cs.borderTopWidth !== "0px" || cs.backgroundColor !== "rgba(0, 0, 0, 0)" : null,
              href: a?.getAttribute("href") ?? null,
              height: a ? a.getBoundingClientRect().height : null,
              solid: a ? getComputedStyle(a).backgroundColor !== "rgba(0, 0, 0, 0)" : null,
              rowBg: getComputedStyle(r).backgroundColor,
            };
          }),
        };
      });
      await close();
      expect(m.block).toBe(0);
      expect(m.rows.map((r) => r.id)).toEqual(["ai", "gaming", "infrastructure", "blockchain", "defi"]);
      for (const r of m.rows) {
        expect(r.rowBg, r.id).toBe(m.rows[0]!.rowBg);
        if (r.open) {
          expect(r, `${width}: ${r.id}`).toMatchObject({
            names: 0,
            lead: ecosystem.open.lead,
            leadColour: true,
            leadSize: true,
            boxed: false,
            href: "/contact",
            solid: false,
          });
          expect(r.height).toBeGreaterThanOrEqual(44);
        } else expect(r.names, r.id).toBeGreaterThan(0);
      }
      expect(m.rows.filter((r) => r.open).map((r) => r.id)).toEqual(["gaming", "infrastructure"]);
    }
  });

  test("the figures keep the spec's three values; their notes speak of this page's partners", async () => {
    const { page, close } = await openPage(site.browser, site.url("/ecosystem"), { width: 1440 });
    const m = await page.locator("[data-network-figures] [data-stat]").evaluateAll((cells) =>
      cells.map((c) => ({
        value: c.querySelector("[data-stat-value]")!.textContent,
        note: c.querySelector("[data-stat-note]")!.textContent,
      })),
    );
    await close();
    expect(m.map((c) => c.value)).toEqual([stats.gpus.value, stats.countries.value, stats.community.value]);
    expect(m.map((c) => c.note)).toEqual(ecosystem.stats.map((s) => s.note));
    expect(m[0]!.note).toMatch(/partner categor/);
    expect(m[1]!.note).toMatch(/partners/);
  });
});

describe("/ecosystem-fund (review round 26)", () => {
  test("the ranges chart is compact at 1440 (lanes and axis 300 px or less), each label on its bar's line, clear of the bar", async () => {
    for (const width of [375, 1440]) {
      const { page, close } = await openPage(site.browser, site.url("/ecosystem-fund"), { width });
      const m = await page.evaluate(() => {
        const lanes = [...document.querySelectorAll<HTMLElement>("[data-fund-ranges] > li")];
        const axis = document.querySelector("[data-fund-axis]")!.getBoundingClientRect();
        return {
          height: axis.bottom - lanes[0]!.getBoundingClientRect().top,
          lanes: lanes.map((li) => {
            const label = li.querySelector<HTMLElement>("[data-fund-range-label]")!;
            const l = label.getBoundingClientRect();
            const bar = li.querySelector(":scope > span[aria-hidden]")!.getBoundingClientRect();
            return {
              text: label.textContent,
              size: Number.parseFloat(getComputedStyle(label).fontSize),
              labelMid: (l.top + l.bottom) / 2,
              barMid: (bar.top + bar.bottom) / 2,
              labelLeft: l.left,
              labelRight: l.right,
              labelBottom: l.bottom,
              barLeft: bar.left,
              barRight: bar.right,
              barTop: bar.top,
              open: li.querySelector("[data-fund-open-bar]") !== null,
            };
          }),
        };
      });
      await close();
      expect(m.lanes).toHaveLength(5);
      for (const l of m.lanes) expect(l.size, l.text!).toBeGreaterThanOrEqual(13);
      if (width === 1440) {
        expect(m.height).toBeGreaterThanOrEqual(220);
        expect(m.height).toBeLessThanOrEqual(300);
        for (const l of m.lanes) {
          expect(Math.abs(l.labelMid - l.barMid), l.text!).toBeLessThanOrEqual(2);
          if (l.open) expect(l.barLeft - l.labelRight, l.text!).toBeGreaterThanOrEqual(8);
          else expect(l.labelLeft - l.barRight, l.text!).toBeGreaterThanOrEqual(8);
        }
      } else {
        // On a phone the bars are short: each label stays over its bar, from its start.
        for (const l of m.lanes) {
          expect(l.labelBottom, l.text!).toBeLessThanOrEqual(l.barTop + 1);
          expect(Math.abs(l.labelLeft - l.barLeft), l.text!).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  test("'Two focus areas': at 1440 one rule over the heading's column and both areas, their tops level; at 375 the areas closer under the heading's line", async () => {
    for (const width of [375, 1440]) {
      const { page, close } = await openPage(site.browser, site.url("/ecosystem-fund"), { width });
      const m = await page.evaluate(() => {
        const grid = document.querySelector<HTMLElement>("[data-fund-supported-grid]")!;
        const head = document.querySelector<HTMLElement>("[data-fund-supported-head]")!;
        const eyebrow = head.querySelector("p")!.getBoundingClientRect();
        const para = head.querySelector(":scope > p")!.getBoundingClientRect();
        const areas = [...document.querySelectorAll<HTMLElement>("[data-fund-areas] > li")];
        return {
          gridRule: getComputedStyle(grid).borderTopWidth,
          gridTop: grid.getBoundingClientRect().top,
          headTop: head.getBoundingClientRect().top,
          eyebrowTop: eyebrow.top,
          areaTops: areas.map((a) => a.getBoundingClientRect().top),
          areaRules: areas.map((a) => getComputedStyle(a).borderTopWidth),
          titleTops: areas.map((a) => a.querySelector("h3")!.getBoundingClientRect().top),
          paraBottom: para.bottom,
        };
      });
      await close();
      if (width === 1440) {
        expect(m.gridRule).toBe("1px");
        expect(m.areaRules).toEqual(["0px", "0px"]);
        for (const t of [m.headTop, ...m.areaTops]) expect(Math.abs(t - m.gridTop)).toBeLessThanOrEqual(1);
        // The eyebrow and the areas' titles start on one line, about 24 px under the rule.
        for (const t of m.titleTops) expect(Math.abs(t - m.eyebrowTop)).toBeLessThanOrEqual(8);
        expect(m.eyebrowTop - m.gridTop).toBeGreaterThanOrEqual(20);
        expect(m.eyebrowTop - m.gridTop).toBeLessThanOrEqual(30);
      } else {
        expect(m.areaRules).toEqual(["1px", "1px"]);
        expect(m.areaTops[0]! - m.paraBottom).toBeLessThanOrEqual(26);
        expect(m.titleTops[0]! - m.paraBottom).toBeLessThanOrEqual(56);
      }
    }
  });

  test("one icon treatment: every line icon outside the buttons is bare (no tile) at the page's 1.5 stroke", async () => {
    for (const width of [375, 1440]) {
      const { page, close } = await openPage(site.browser, site.url("/ecosystem-fund"), { width });
      const icons = await page.evaluate(() =>
        [...document.querySelectorAll<SVGElement>("main svg.lucide")]
          .filter((svg) => !svg.closest("a, button") && svg.checkVisibility())
          .map((svg) => {
            let boxed = false;
            const own = svg.getBoundingClientRect();
            for (let el = svg.parentElement; el && el.tagName !== "MAIN"; el = el.parentElement) {
              const r = el.getBoundingClientRect();
              if (r.width > own.width * 3 || r.height > own.height * 3) break;
              const c = getComputedStyle(el);
              if (c.borderTopWidth !== "0px" || c.borderLeftWidth !== "0px" || c.backgroundColor !== "rgba(0, 0, 0, 0)") boxed = true;
            }
            return { name: svg.getAttribute("class"), stroke: svg.getAttribute("stroke-width"), boxed };
          }),
      );
      await close();
      expect(icons.length).toBeGreaterThanOrEqual(12);
      for (const i of icons) expect(i, `${width}`).toMatchObject({ stroke: "1.5", boxed: false });
    }
  });

  test("the open form says where the visitor is (the fund's eyebrow over its title) and its one Cancel shows at its head", async () => {
    for (const [width, height] of [
      [375, 812],
      [1440, 900],
    ] as const) {
      const { page, close } = await newPage(site.browser, { width, height });
      await openForm(page, site.url("/ecosystem-fund"), "ecosystem-fund");
      await page.locator(formSelector("ecosystem-fund")).waitFor({ state: "visible" });
      await page.waitForTimeout(300);
      const m = await page.evaluate(() => {
        const head = document.querySelector<HTMLElement>("[data-fund-form-head]")!;
        const cancel = head.querySelector<HTMLElement>("[data-fund-cancel]")!;
        const c = cancel.getBoundingClientRect();
        const h = head.getBoundingClientRect();
        const title = head.querySelector("h3")!.getBoundingClientRect();
        return {
          eyebrow: head.querySelector("p")!.textContent,
          title: head.querySelector("h3")!.textContent,
          cancel: cancel.textContent,
          cancels: [...document.querySelectorAll("main button, main a")].filter((b) => b.textContent === "Cancel" && b.checkVisibility())
            .length,
          inView: c.top >= 0 && c.bottom <= innerHeight,
          height: c.height,
          besideTitle: c.left > title.right && Math.abs((c.top + c.bottom) / 2 - (h.top + h.bottom) / 2) <= 2,
        };
      });
      expect(m).toMatchObject({
        eyebrow: "Ecosystem Fund",
        title: "Funding application",
        cancel: "Cancel",
        cancels: 1,
        inView: true,
        besideTitle: true,
      });
      expect(m.height).toBeGreaterThanOrEqual(44);
      // Cancel still hides the form (the spec's behaviour).
      await page.locator("[data-fund-cancel]").click();
      expect(await page.locator(formSelector("ecosystem-fund")).isVisible()).toBe(false);
      await close();
    }
  });
});
