// Triage at keyboard speed in Chromium (SQLite and PostgreSQL, real server, an operator made by
// the CLI, leads through the public API): bulk status and spam from a selection, keyboard
// triage (j/k, x, o, status keys, "/", "?" dialog; ignored while typing), sort and range, the
// selection's CSV, a new lead announced without reloading, the person view with mailto:/tel:
// links, and the insights screen (every table, its CSV, form and range filters); axe on each.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { linkOf, newEmail, operatorsCli } from "../api/admin-support.ts";
import { fixtures } from "../api/leads-fixtures.ts";
import { createTestDb, engines, postLead, type TestDb } from "../api/leads-support.ts";
import { axeViolations } from "../support/axe.ts";
import { setPasswordByLink } from "../support/set-password.ts";
import { useSite } from "../support/site.ts";

const wait = { timeout: 20_000 };

for (const engine of engines()) {
  describe(`keyboard triage on ${engine}`, () => {
    let db: TestDb | undefined;
    beforeAll(async () => {
      db = await createTestDb(engine);
    });
    afterAll(async () => {
      await db?.close();
    });
    const site = useSite(() => ({ ...db!.env, RATE_LIMIT_PER_MINUTE: "0", REDIS_URL: "" }));

    const t = Math.random().toString(36).slice(2, 8);
    const grace = { name: `Grace Triage ${t}`, email: `grace.${t}@lead.example` };

    async function signedIn(): Promise<Page> {
      const operator = newEmail();
      const added = await operatorsCli({ ...db!.env, SITE_URL: site.url() }, "add", operator);
      expect(added.code).toBe(0);
      const context = await site.browser.newContext({ bypassCSP: true, acceptDownloads: true, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await setPasswordByLink(page, linkOf(added.stdout).link);
      await expect.poll(() => page.getByRole("heading", { name: "Inbox" }).isVisible(), wait).toBe(true);
      return page;
    }

    const statusOf = async (id: string) =>
      String((await db!.query(`select status from inbox_index where lead_id = '${id}'`))[0]?.status ?? "");

    test("bulk actions, keyboard, new leads, person view, insights", async () => {
      const ids: string[] = [];
      for (const [slug, body] of [
        ["contact", { ...fixtures.contact.full, ...grace }],
        ["careers", { ...fixtures.careers.full, full_name: grace.name, email: grace.email, phone: "+1 555 0100" }],
        ["contact", { ...fixtures.contact.full, name: `Alan ${t}`, email: `alan.${t}@lead.example` }],
        ["contact", { ...fixtures.contact.full, name: `Edsger ${t}`, email: `edsger.${t}@lead.example` }],
      ] as const) {
        const res = await postLead(site.url(), slug, body as Record<string, unknown>);
        expect(res.status, res.text).toBe(201);
        ids.push(res.json.id);
      }
      const page = await signedIn();
      const rows = page.locator("tbody tr");
      await expect.poll(() => rows.count(), wait).toBe(4);

      // Sort either way and a range of days, kept in the address.
      await page.getByLabel("Sort", { exact: true }).selectOption("asc");
      await expect.poll(() => page.url(), wait).toContain("order=asc");
      await expect.poll(() => rows.first().textContent(), wait).toContain(grace.name);
      await expect.poll(() => rows.last().textContent(), wait).toContain(`Edsger ${t}`);
      await page.getByLabel("Received to", { exact: true }).fill("2020-01-31");
      await expect.poll(() => page.url(), wait).toContain("to=2020-01-31");
      await expect.poll(() => rows.allTextContents(), wait).toEqual(["No lead matches this filter."]);
      await page.getByLabel("Received to", { exact: true }).fill("");
      await page.getByLabel("Sort", { exact: true }).selectOption("");
      await expect.poll(() => rows.count(), wait).toBe(4);
      await expect.poll(() => rows.first().textContent(), wait).toContain(`Edsger ${t}`);

      // Bulk: select two (newest first: Edsger, Alan), set "contacted".
      await page.locator("table").getByLabel(`Select Edsger ${t}, Contact`).check();
      await page.locator("table").getByLabel(`Select Alan ${t}, Contact`).check();
      await expect.poll(() => page.getByRole("group", { name: "Bulk actions" }).textContent(), wait).toContain("2 selected");
      expect(await axeViolations(page)).toEqual([]);
      // Export the selection: a CSV of those two leads only.
      const exported = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export selected (CSV)" }).click();
      const selectedCsv = await readFile((await (await exported).path())!, "utf8");
      expect(selectedCsv).toContain(ids[2]!);
      expect(selectedCsv).toContain(ids[3]!);
      expect(selectedCsv).not.toContain(ids[0]!);
      expect(selectedCsv).not.toContain(grace.email);
      await page.getByLabel("New status").selectOption("contacted");
      await page.getByRole("button", { name: "Set status" }).click();
      await expect.poll(() => statusOf(ids[3]!), wait).toBe("contacted");
      expect(await statusOf(ids[2]!)).toBe("contacted");
      expect(await statusOf(ids[0]!)).toBe("new");
      // Mark as spam from the selection.
      await page.locator("table").getByLabel(`Select Alan ${t}, Contact`).check();
      await page.getByRole("button", { name: "Mark as spam" }).click();
      await expect.poll(() => statusOf(ids[2]!), wait).toBe("spam");

      // Keyboard: shortcuts do nothing while typing in the search box.
      await page.keyboard.press("/");
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe("search");
      await page.keyboard.type("j2");
      expect(await statusOf(ids[3]!)).toBe("contacted");
      await page.getByLabel("Search").fill("");
      await page.locator("h1").focus();
      // j j j: the third row (Grace's careers lead is second, her contact lead third); 2 = in review.
      await expect.poll(() => rows.count(), wait).toBe(4);
      await page.keyboard.press("j");
      await page.keyboard.press("j");
      await page.keyboard.press("j");
      // Wait for the third row itself: both of Grace's leads hold her name, so a poll on the name alone could pass at the
      // second j, and the third j would then move the cursor after `current` was read (CI of fc7a4de caught this race).
      await expect.poll(() => rows.evaluateAll((rs) => rs.findIndex((r) => r.getAttribute("aria-current") === "true")), wait).toBe(2);
      await expect.poll(() => page.locator('tr[aria-current="true"]').textContent()).toContain(grace.name);
      const current = await page.locator('tr[aria-current="true"]').textContent();
      const target = current?.includes("Careers") ? ids[1]! : ids[0]!;
      await page.keyboard.press("2");
      await expect.poll(() => statusOf(target), wait).toBe("in review");
      // k back up, s marks spam.
      await page.keyboard.press("k");
      await page.keyboard.press("s");
      await expect.poll(() => statusOf(ids[2]!), wait).toBe("spam");
      // ? opens the list of shortcuts, a modal dialog; Escape closes it.
      await page.locator("h1").focus();
      await page.keyboard.press("?");
      const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
      await expect.poll(() => dialog.isVisible(), wait).toBe(true);
      expect(await dialog.textContent()).toContain("Next / previous lead");
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.isVisible(), wait).toBe(false);

      // A new lead appears without reloading, with its count.
      const late = await postLead(site.url(), "contact", { ...fixtures.contact.full, name: `Late ${t}`, email: `late.${t}@lead.example` });
      expect(late.status).toBe(201);
      const show = page.getByRole("button", { name: /1 new lead: show/ });
      await expect.poll(() => show.isVisible(), { timeout: 40_000 }).toBe(true);
      await show.click();
      await expect.poll(() => rows.first().textContent(), wait).toContain(`Late ${t}`);

      // x selects the current lead and unselects it again; o opens it. To the top (k), then j
      // down to Grace's careers lead (the one with a phone number).
      await page.locator("h1").focus();
      for (let i = 0; i < 6; i++) await page.keyboard.press("k");
      const bulkGroup = page.getByRole("group", { name: "Bulk actions" });
      await page.keyboard.press("x");
      await expect.poll(() => bulkGroup.textContent(), wait).toContain("1 selected");
      await page.keyboard.press("x");
      await expect.poll(() => bulkGroup.count(), wait).toBe(0);
      const currentRow = page.locator('tr[aria-current="true"]');
      for (let i = 0; i < 6; i++) {
        const text = (await currentRow.textContent()) ?? "";
        if (text.includes(grace.name) && text.includes("Careers")) break;
        await page.keyboard.press("j");
        await expect.poll(() => currentRow.count(), wait).toBe(1);
      }
      expect(await currentRow.textContent()).toContain("Careers");
      await page.keyboard.press("o");
      await expect.poll(() => page.url(), wait).toContain(`/admin/leads/careers/${ids[1]}`);

      // The lead's page: the e-mail address and the phone are links to write back or call.
      await expect
        .poll(() => page.getByRole("link", { name: grace.email }).getAttribute("href"), wait)
        .toBe(`mailto:${grace.email}?subject=Your%20Careers%20request`);
      expect(await page.getByRole("link", { name: "+1 555 0100" }).getAttribute("href")).toBe("tel:+15550100");
      // The person view from the lead: both of Grace's leads, oldest first.
      await page.getByRole("link", { name: "Every lead from this address" }).click();
      await expect.poll(() => page.getByRole("heading", { name: `Leads from ${grace.email}` }).isVisible(), wait).toBe(true);
      const items = page.locator("main ol li, ol li");
      await expect.poll(() => items.count(), wait).toBe(2);
      expect(await items.nth(0).textContent()).toContain("Contact");
      expect(await items.nth(1).textContent()).toContain("Careers");
      expect(await axeViolations(page)).toEqual([]);

      // The insights screen: a table beside every chart, with the numbers; the CSV is the table.
      await page.goto(site.url("/admin/insights"), { waitUntil: "networkidle" });
      await expect.poll(() => page.getByRole("heading", { name: "Status funnel" }).isVisible(), wait).toBe(true);
      for (const title of [
        "Leads per week (weeks from Monday)",
        "Leads per day",
        "Leads by source",
        "Leads by landing page",
        "Conversion per landing page (entries → leads)",
        "Conversion per source (entries → leads)",
        "Status funnel",
        "Time to first status change",
      ])
        expect(
          await page
            .getByRole("region", { name: `${title}: numbers` })
            .getByRole("table")
            .count(),
          title,
        ).toBe(1);
      const funnel = page.getByRole("table", { name: "Status funnel" });
      /** The funnel's rows as [status, leads]. */
      const funnelRows = async () =>
        (await funnel.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? "")))).map(
          ([status, leads]) => [status, Number(leads)] as const,
        );
      const total = async () => (await funnelRows()).reduce((n, [, leads]) => n + leads, 0);
      // Five leads today: Late new, Edsger contacted, Alan spam, Grace's two new and in review.
      await expect.poll(total, wait).toBe(5);
      expect(Object.fromEntries(await funnelRows())).toMatchObject({ contacted: 1, archived: 0, spam: 1 });
      expect(await axeViolations(page)).toEqual([]);
      const download = page.waitForEvent("download");
      await page.getByRole("region", { name: "Status funnel", exact: true }).getByRole("button", { name: "Download CSV" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^insights-status-funnel-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await file.path())!, "utf8");
      expect(csv).toBe(`Status,Leads\r\n${(await funnelRows()).map(([status, leads]) => `${status},${leads}`).join("\r\n")}\r\n`);
      // The form filter (only the operator's forms are offered) and the range, kept in the address.
      await page.getByLabel("Form", { exact: true }).selectOption("careers");
      await page.getByRole("button", { name: "Show", exact: true }).click();
      await expect.poll(() => page.url(), wait).toContain("form=careers");
      await expect.poll(total, wait).toBe(1);
      await page.goto(site.url("/admin/insights?from=2020-01-01&to=2020-01-31"), { waitUntil: "networkidle" });
      await expect.poll(() => page.getByLabel("From", { exact: true }).inputValue(), wait).toBe("2020-01-01");
      await expect.poll(total, wait).toBe(0);
    });
  });
}
