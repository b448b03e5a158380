// The operators' inbox in Chromium, on SQLite and on PostgreSQL, with real parts: the real server, an
// operator made by the CLI, leads posted through the public API, a real webhook receiver (so the
// delivery log has attempts), a real CSV download, and the database read with its own client
// after an erasure. axe on every view; no horizontal overflow at 375 px.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { axeViolations } from "../support/axe.ts";
import { useSite } from "../support/site.ts";
import { linkOf, newEmail, operatorsCli, PASSWORD } from "../api/admin-support.ts";
import { parseCsv } from "../api/csv-parse.ts";
import { TEST_SECRET, webhookReceiver } from "../api/delivery-support.ts";
import { fixtures } from "../api/leads-fixtures.ts";
import { HONEYPOT_FIELD } from "../../src/forms/honeypot.ts";
import { createTestDb, engines, postLead, type TestDb } from "../api/leads-support.ts";

/** Answers pass through scrypt and a shared machine: wait for conditions, generously. */
const wait = { timeout: 15_000 };

const tag = () => Math.random().toString(36).slice(2, 8);

async function noHorizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Every table of the database and each row that mentions `needle` anywhere (any column). */
async function rowsMentioning(db: TestDb, needle: string): Promise<string[]> {
  const tables =
    db.engine === "sqlite"
      ? (await db.query("select name from sqlite_master where type = 'table'")).map((r) => String(r.name))
      : (await db.query("select table_name from information_schema.tables where table_schema = current_schema()")).map((r) =>
          String(r.table_name),
        );
  expect(tables).toContain("deliveries");
  const found: string[] = [];
  for (const table of tables) {
    for (const row of await db.query(`select * from ${table}`)) {
      const text = JSON.stringify(row, (_k, v) =>
        typeof v === "bigint" ? String(v) : v instanceof Uint8Array ? Buffer.from(v).toString("utf8") : v,
      );
      if (text.toLowerCase().includes(needle.toLowerCase())) found.push(`${table}: ${text.slice(0, 200)}`);
    }
  }
  return found;
}

for (const engine of engines()) {
  describe(`the operators' inbox on ${engine}`, () => {
    let db: TestDb | undefined;
    let hook: Awaited<ReturnType<typeof webhookReceiver>> | undefined;
    beforeAll(async () => {
      db = await createTestDb(engine);
      hook = await webhookReceiver(TEST_SECRET, () => ({ status: 200 }));
    });
    afterAll(async () => {
      await hook?.close();
      await db?.close();
    });
    // Registered after the database's hooks: started after it exists, stopped before it closes.
    const site = useSite(() => ({
      ...db!.env,
      RATE_LIMIT_PER_MINUTE: "0",
      REDIS_URL: "",
      WEBHOOK_URL: hook!.url,
      WEBHOOK_SECRET: TEST_SECRET,
      NOTIFY_ALLOW_PRIVATE: "1",
      NOTIFY_RETRY_SCALE: "0.0001",
    }));

    async function newPage(width: number): Promise<Page> {
      // axe is injected: the context bypasses the page's CSP (which forbids injected scripts).
      const context = await site.browser.newContext({
        bypassCSP: true,
        acceptDownloads: true,
        viewport: { width, height: width < 800 ? 812 : 900 },
      });
      return context.newPage();
    }

    async function signIn(page: Page, email: string) {
      await page.goto(site.url("/admin"), { waitUntil: "networkidle" });
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect.poll(() => page.getByRole("heading", { name: "Inbox" }).isVisible(), wait).toBe(true);
    }

    const t = tag();
    const person = { name: `Grace Inbox ${t}`, email: `grace.${t}@lead.example` };
    const other = { name: `Alan Other ${t}`, email: `alan.${t}@lead.example` };
    let operatorEmail = "";
    let contactId = "";

    test("link → password → sign out → sign in; search, status, note, delivery log, resend, CSV export, erasure (axe on every view)", async () => {
      // Three leads through the public API: two from one person (two forms), one from another.
      const message = `We need 64 H100s.\nSecond line of the brief.\nDeck: https://example.com/deck?x=1 and javascript:alert(1)`;
      const contact = await postLead(site.url(), "contact", {
        ...fixtures.contact.full,
        ...person,
        message,
        utm_source: "newsletter",
        utm_campaign: `spring-${t}`,
      });
      expect(contact.status).toBe(201);
      contactId = contact.json.id;
      const fund = await postLead(site.url(), "ecosystem-fund", {
        ...fixtures["ecosystem-fund"].full,
        founder_name: person.name,
        email: person.email,
      });
      expect(fund.status).toBe(201);
      expect((await postLead(site.url(), "contact", { ...fixtures.contact.full, ...other })).status).toBe(201);

      // The operator, made by the CLI, opens the one-time link and sets a password.
      operatorEmail = newEmail();
      const added = await operatorsCli({ ...db!.env, SITE_URL: site.url() }, "add", operatorEmail);
      expect(added.code).toBe(0);
      const page = await newPage(1440);
      await page.goto(linkOf(added.stdout).link, { waitUntil: "networkidle" });
      await expect.poll(() => page.getByRole("heading", { name: "Set your password" }).isVisible(), wait).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Confirm new password").fill(PASSWORD);
      await page.getByRole("button", { name: "Set password and sign in" }).click();
      await expect.poll(() => page.getByRole("heading", { name: "Inbox" }).isVisible(), wait).toBe(true);
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).isVisible(), wait).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel("Email").fill(operatorEmail);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect.poll(() => page.getByRole("heading", { name: "Inbox" }).isVisible(), wait).toBe(true);

      // The inbox lists all three, newest first, with status and source; axe on the list.
      const table = page.getByRole("table");
      await expect.poll(() => table.textContent(), wait).toContain(other.email);
      expect(await table.textContent()).toContain(person.email);
      const firstRow = await page.locator("tbody tr").first().textContent();
      expect(firstRow).toContain(other.name);
      expect(await page.locator("tbody tr", { hasText: "Compilers Inc." }).filter({ hasText: person.name }).textContent()).toContain(
        "newsletter",
      );
      expect(await axeViolations(page)).toEqual([]);

      // Search on the server, reflected in the address.
      const search = page.getByRole("searchbox", { name: "Search" });
      await search.fill(person.name);
      await expect.poll(() => new URL(page.url()).searchParams.get("q"), wait).toBe(person.name);
      await expect.poll(() => page.locator("tbody tr").count(), wait).toBe(2);
      expect(await table.textContent()).not.toContain(other.email);
      // A status filter with nothing in it: the empty state (axe there too); Back undoes it.
      await page.getByLabel("Status", { exact: true }).selectOption("archived");
      await expect.poll(() => table.textContent(), wait).toContain("No lead matches this filter.");
      expect(new URL(page.url()).searchParams.get("status")).toBe("archived");
      expect(await axeViolations(page)).toEqual([]);
      await page.goBack();
      await expect.poll(() => page.locator("tbody tr").count(), wait).toBe(2);
      expect(new URL(page.url()).searchParams.get("status")).toBe(null);
      expect(await search.inputValue()).toBe(person.name);

      // Open the contact lead with the keyboard: its link takes the focus, Enter opens it.
      const link = page.getByRole("link", { name: person.name }).and(page.locator(`[href$="/contact/${contactId}"]`));
      await link.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByRole("heading", { level: 1, name: person.name }).isVisible(), wait).toBe(true);
      expect(new URL(page.url()).pathname).toBe(`/admin/leads/contact/${contactId}`);
      // The message as sent: its line breaks kept, only the http(s) URL a link, opened safely.
      const sent = page.getByRole("region", { name: "What they sent" });
      expect(await sent.locator("dd", { hasText: "Second line" }).innerText()).toContain("We need 64 H100s.\nSecond line of the brief.");
      // Besides the e-mail address (a mailto: link), the message's http(s) URL is the one link.
      const links = sent.locator("dd", { hasText: "Second line" }).getByRole("link");
      expect(await links.count()).toBe(1);
      expect(await sent.getByRole("link", { name: person.email }).getAttribute("href")).toMatch(/^mailto:/);
      expect(await links.first().getAttribute("href")).toBe("https://example.com/deck?x=1");
      expect(await links.first().getAttribute("target")).toBe("_blank");
      expect(await links.first().getAttribute("rel")).toBe("noopener noreferrer");
      expect(await page.getByRole("region", { name: "Attribution" }).textContent()).toContain(`spring-${t}`);

      // The delivery log shows the webhook's attempt and its answer.
      const log = page.getByRole("region", { name: "Delivery log" });
      await expect.poll(() => log.locator("tbody tr").count(), wait).toBeGreaterThanOrEqual(1);
      expect(await log.locator("tbody").textContent()).toContain("200");
      expect(await axeViolations(page)).toEqual([]);

      // Status and a note, each recorded with the operator.
      await page.getByLabel("Status", { exact: true }).selectOption("contacted");
      await page.getByRole("button", { name: "Update status" }).click();
      await expect.poll(() => page.getByText("Status set to “contacted”.").isVisible(), wait).toBe(true);
      const history = page.getByRole("region", { name: "History" });
      await expect.poll(() => history.textContent(), wait).toContain("contacted");
      expect(await history.textContent()).toContain(operatorEmail);
      await page.getByLabel("New note").fill("Called her.\nWants a quote by Friday.");
      await page.getByRole("button", { name: "Add note" }).click();
      const notes = page.getByRole("region", { name: "Notes" });
      await expect.poll(() => notes.locator("li").count(), wait).toBe(1);
      expect(await notes.locator("li").innerText()).toContain("Called her.\nWants a quote by Friday.");
      expect(await notes.locator("li").textContent()).toContain(operatorEmail);

      // Resend: the receiver gets the lead again, and the log shows the new attempt.
      const received = () => hook!.received.filter((r) => r.json?.data?.id === contactId).length;
      const before = received();
      expect(before).toBeGreaterThanOrEqual(1);
      await log
        .getByRole("button", { name: /^Resend/ })
        .first()
        .click();
      await expect.poll(received, wait).toBe(before + 1);
      await expect.poll(() => log.locator("tbody tr").count(), wait).toBeGreaterThanOrEqual(2);
      // The history says who did what: the status change, the note, the resend (by destination).
      await expect.poll(() => history.textContent(), wait).toContain(`resent to Webhook to ${new URL(hook!.url).host}`);
      expect(await history.textContent()).toContain("status new → contacted");
      expect(await history.textContent()).toContain("added a note");

      // Back to the inbox keeps the search; the row shows its new status.
      await page.getByRole("link", { name: "Back to inbox" }).click();
      await expect.poll(() => page.getByRole("heading", { name: "Inbox" }).isVisible(), wait).toBe(true);
      expect(new URL(page.url()).searchParams.get("q")).toBe(person.name);
      await expect.poll(() => page.locator("tbody tr", { hasText: "Compilers Inc." }).textContent(), wait).toContain("contacted");

      // Export CSV of the current filter: the person's two leads, not the other one.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
      const csv = readFileSync((await download.path())!, "utf8");
      const [header, ...records] = parseCsv(csv);
      const emailColumn = header!.indexOf("email");
      expect(emailColumn).toBeGreaterThanOrEqual(0);
      expect(records.map((r) => r[emailColumn]).sort()).toEqual([person.email, person.email]); // both forms, no one else
      expect(csv).not.toContain(other.email);
      expect(records.some((r) => r.includes(message))).toBe(true); // the message whole, line breaks and all
      // JSON: the same filter, downloaded the same way.
      const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export JSON" }).click()]);
      const exported = JSON.parse(readFileSync((await json.path())!, "utf8")) as Array<Record<string, unknown>>;
      expect(exported.map((r) => r.email).sort()).toEqual([person.email, person.email]);
      expect(json.suggestedFilename()).toMatch(/^leads-.*\.json$/);

      // Erase the person from their lead's page: the dialog (axe there too), the count, nothing left.
      await page.goto(site.url(`/admin/leads/contact/${contactId}`), { waitUntil: "networkidle" });
      await expect.poll(() => page.getByRole("heading", { level: 1, name: person.name }).isVisible(), wait).toBe(true);
      await page.getByRole("button", { name: "Erase everything for this e-mail address" }).click();
      const dialog = page.getByRole("dialog", { name: "Erase everything for this e-mail address" });
      await expect.poll(() => dialog.isVisible(), wait).toBe(true);
      expect(await dialog.getByLabel("E-mail address to erase").inputValue()).toBe(person.email);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Erase everything" }).click();
      await expect
        .poll(() => dialog.getByRole("status").textContent(), wait)
        .toMatch(/2 leads, [1-9]\d* deliver(y|ies) and 1 note removed/);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect.poll(() => page.getByRole("heading", { name: "Inbox" }).isVisible(), wait).toBe(true);

      await search.fill(person.email);
      await expect.poll(() => new URL(page.url()).searchParams.get("q"), wait).toBe(person.email);
      await expect.poll(() => table.textContent(), wait).toContain("No lead matches this filter.");
      await page.goto(site.url(`/admin/leads/contact/${contactId}`), { waitUntil: "networkidle" });
      await expect.poll(() => page.getByRole("heading", { name: "Lead not found" }).isVisible(), wait).toBe(true);
      const api = await page.request.get(site.url(`/api/admin/leads/contact/${contactId}`));
      expect(api.status()).toBe(404);
      expect(await rowsMentioning(db!, person.email)).toEqual([]);
      expect(await rowsMentioning(db!, person.name)).toEqual([]);
      expect((await rowsMentioning(db!, other.email)).length).toBeGreaterThan(0); // the other person is kept
      await page.context().close();
    }, 180_000); // one walk through every view: about 20 s alone, several times that on a loaded machine

    test("at 375 px: the inbox (cards), a lead and the erase dialog fit the screen and pass axe; erasure typed in from the inbox", async () => {
      const third = { name: `Ada Third ${t}`, email: `ada.${t}@lead.example` };
      expect((await postLead(site.url(), "contact", { ...fixtures.contact.full, ...third })).status).toBe(201);
      const page = await newPage(375);
      await signIn(page, operatorEmail);
      const cards = page.getByRole("list", { name: "Leads, newest first" });
      await expect.poll(() => cards.textContent(), wait).toContain(third.email);
      expect(await page.getByRole("table").isVisible()).toBe(false); // cards, not a table to scroll sideways
      expect(await noHorizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await cards.getByRole("link", { name: third.name }).click();
      await expect.poll(() => page.getByRole("heading", { level: 1, name: third.name }).isVisible(), wait).toBe(true);
      await expect
        .poll(() => page.getByRole("region", { name: "Delivery log" }).locator("tbody tr").count(), wait)
        .toBeGreaterThanOrEqual(1);
      expect(await noHorizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.goBack();
      await expect.poll(() => page.getByRole("heading", { name: "Inbox" }).isVisible(), wait).toBe(true);

      // Erase the other person from the inbox: the address is typed into the dialog.
      await page.getByRole("button", { name: "Erase everything for an e-mail address" }).click();
      const dialog = page.getByRole("dialog", { name: "Erase everything for this e-mail address" });
      await expect.poll(() => dialog.isVisible(), wait).toBe(true);
      const address = dialog.getByLabel("E-mail address to erase");
      expect(await address.inputValue()).toBe("");
      expect(await noHorizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await address.fill(other.email);
      await dialog.getByRole("button", { name: "Erase everything" }).click();
      await expect
        .poll(() => dialog.getByRole("status").textContent(), wait)
        .toMatch(/1 lead, [1-9]\d* deliver(y|ies) and 0 notes removed/);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect.poll(() => cards.textContent(), wait).not.toContain(other.email); // the list was fetched again
      expect(await cards.textContent()).toContain(third.email);
      expect(await rowsMentioning(db!, other.email)).toEqual([]);
      await page.context().close();
    });

    test('a lead caught as spam: "Not spam" moves it to new and its delivery goes out', async () => {
      const spam = await postLead(site.url(), "contact", {
        ...fixtures.contact.full,
        name: `Caught ${t}`,
        email: `caught.${t}@lead.example`,
        [HONEYPOT_FIELD]: "https://spam.example",
      });
      expect(spam.status).toBe(201);
      const id = spam.json.id as string;
      const page = await newPage(1440);
      await signIn(page, operatorEmail);
      await page.getByLabel("Status", { exact: true }).selectOption("spam");
      await expect.poll(() => page.locator("tbody tr").count(), wait).toBe(1);
      await page.getByRole("link", { name: `Caught ${t}` }).click();
      await expect.poll(() => page.getByRole("heading", { level: 1, name: `Caught ${t}` }).isVisible(), wait).toBe(true);
      expect(await page.getByRole("region", { name: "Delivery log" }).textContent()).toContain(
        "Nothing is sent for a lead marked as spam.",
      );
      expect(hook!.received.some((r) => r.json?.data?.id === id)).toBe(false);
      await page.getByRole("button", { name: "Not spam" }).click();
      await expect.poll(() => page.getByText("Status set to “new”.").isVisible(), wait).toBe(true);
      expect(await page.getByRole("button", { name: "Not spam" }).count()).toBe(0);
      await expect.poll(() => hook!.received.some((r) => r.json?.data?.id === id), wait).toBe(true);
      await expect
        .poll(() => page.getByRole("region", { name: "Delivery log" }).locator("tbody tr").count(), wait)
        .toBeGreaterThanOrEqual(1);
      await expect.poll(() => page.getByRole("region", { name: "History" }).textContent(), wait).toContain("spam → new");
      await page.context().close();
    });

    // Last: it ends the operator's account (reset).
    test("a change refused with 401 (session ended by `operators reset`) brings the sign-in form back, with no lead left on screen", async () => {
      const page = await newPage(1440);
      await signIn(page, operatorEmail);
      const first = page.locator("tbody tr a").first();
      await expect.poll(() => first.isVisible(), wait).toBe(true);
      const name = (await first.textContent())!;
      await first.click();
      await expect.poll(() => page.getByRole("heading", { level: 1, name }).isVisible(), wait).toBe(true);
      expect((await operatorsCli(db!.env, "reset", operatorEmail)).code).toBe(0);
      await page.getByLabel("New note").fill("Written after the session ended.");
      await page.getByRole("button", { name: "Add note" }).click();
      await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).isVisible(), wait).toBe(true);
      expect(await page.getByRole("status").textContent()).toBe("Your session has ended. Sign in again.");
      expect(await page.locator("body").textContent()).not.toContain(name);
      await page.context().close();
    });
  });
}
