// The operators' application in Chromium: an operator created by the CLI opens the one-time link, sets a password,
// sees the inbox listing a lead posted through the API, searches it, signs out and signs in again;
// axe finds no violation on the set-password, inbox and sign-in views (phone and desktop widths).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { axeViolations } from "../support/axe.ts";
import { useSite } from "../support/site.ts";
import { createOperator, linkOf, newEmail, operatorsCli, PASSWORD } from "../api/admin-support.ts";
import { fixtures } from "../api/leads-fixtures.ts";

const dbEnv = { LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "admin-e2e-")), "leads.db"), DATABASE_URL: "" };
const site = useSite({ RATE_LIMIT_PER_MINUTE: "0", ...dbEnv });

/** Answers pass through scrypt (about 0.2 s) on a machine shared with other work: wait generously. */
const wait = { timeout: 10_000 };

async function newPage(width: number): Promise<Page> {
  // axe is injected: this context bypasses the page's CSP (which forbids injected scripts).
  const context = await site.browser.newContext({ bypassCSP: true, viewport: { width, height: width < 800 ? 812 : 900 } });
  return context.newPage();
}

describe.each([375, 1440])("the operators' app at %i px", (width) => {
  test("one-time link → set password → inbox with the lead → filter → sign out → sign in again", async () => {
    const email = newEmail();
    const lead: Record<string, string> = {
      ...(fixtures.contact.full as Record<string, string>),
      name: `Ada Admin ${width}`,
      email: `ada-${width}@lead.example`,
    };
    const posted = await fetch(site.url("/api/forms/contact"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(lead),
    });
    expect(posted.status).toBe(201);
    const added = await operatorsCli({ ...dbEnv, SITE_URL: site.url() }, "add", email);
    expect(added.code).toBe(0);
    const { link } = linkOf(added.stdout);

    const page = await newPage(width);
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.goto(link, { waitUntil: "networkidle" });
    await expect.poll(() => page.getByRole("heading", { name: "Set your password" }).isVisible(), wait).toBe(true);
    expect(new URL(page.url()).hash).toBe(""); // the token left the address bar
    expect(requests.some((u) => u.includes("token="))).toBe(false); // and never went to the server in a URL
    const fresh = page.getByLabel("New password", { exact: true });
    const confirm = page.getByLabel("Confirm new password");
    expect(await fresh.getAttribute("type")).toBe("password");
    expect(await fresh.getAttribute("autocomplete")).toBe("new-password");
    expect(await confirm.getAttribute("type")).toBe("password");
    expect(await confirm.getAttribute("autocomplete")).toBe("new-password");
    expect(await axeViolations(page)).toEqual([]);

    // Two different passwords: an announced error, nothing sent.
    await fresh.fill(PASSWORD);
    await confirm.fill(`${PASSWORD}x`);
    await page.getByRole("button", { name: "Set password and sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent(), wait).toContain("not the same");
    await confirm.fill(PASSWORD);
    await page.getByRole("button", { name: "Set password and sign in" }).click();

    await expect.poll(() => page.getByRole("heading", { name: "Inbox" }).isVisible(), wait).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/admin");
    // The leads as shown: cards on a phone, a table from 640 px.
    const table = width < 640 ? page.getByRole("list", { name: "Leads, newest first" }) : page.getByRole("table");
    await expect.poll(() => table.textContent(), wait).toContain(lead.name);
    expect(await table.textContent()).toContain(lead.email);
    expect(await table.textContent()).toContain(lead.company!);
    expect(await axeViolations(page)).toEqual([]);

    // The search box searches on the server.
    const search = page.getByRole("searchbox", { name: "Search" });
    await search.fill("no such lead anywhere");
    await expect.poll(() => table.textContent(), wait).toContain("No lead matches this filter.");
    await search.fill(`Ada Admin ${width}`);
    await expect.poll(() => table.textContent(), wait).toContain(lead.email);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).isVisible(), wait).toBe(true);
    const emailBox = page.getByLabel("Email");
    const passwordBox = page.getByLabel("Password");
    expect(await emailBox.getAttribute("type")).toBe("email");
    expect(await emailBox.getAttribute("autocomplete")).toBe("username");
    expect(await passwordBox.getAttribute("type")).toBe("password");
    expect(await passwordBox.getAttribute("autocomplete")).toBe("current-password");
    expect(await axeViolations(page)).toEqual([]);

    // After a reload the session is still gone (it was ended on the server).
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).isVisible(), wait).toBe(true);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not the password at all");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect.poll(() => page.getByRole("alert").textContent(), wait).toBe("Email or password is incorrect.");
    expect(await axeViolations(page)).toEqual([]); // the error state too

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Inbox" }).isVisible(), wait).toBe(true);
    await expect.poll(() => table.textContent(), wait).toContain(lead.name);
    await page.context().close();
  });
});

test("the app runs under the page's own CSP (no bypass): the sign-in form renders, nothing is refused", async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  const res = await page.goto(site.url("/admin"), { waitUntil: "networkidle" });
  expect(res?.headers()["content-security-policy"]).toMatch(/script-src 'self'/);
  await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).isVisible(), wait).toBe(true);
  // A path under /admin that is no view of the app.
  await page.goto(site.url("/admin/no-such-view"), { waitUntil: "networkidle" });
  await expect.poll(() => page.getByRole("heading", { name: "Not found" }).isVisible(), wait).toBe(true);
  expect(violations).toEqual([]);
  await context.close();
});

test("Load more fetches the next page of leads until there is none", async () => {
  for (let i = 0; i < 55; i++) {
    const body = JSON.stringify({ ...(fixtures.contact.full as Record<string, string>), name: `Paged ${i}` });
    expect(
      (await fetch(site.url("/api/forms/contact"), { method: "POST", headers: { "content-type": "application/json" }, body })).status,
    ).toBe(201);
  }
  const total = (await (
    await fetch(site.url("/api/admin/leads"), { headers: { cookie: (await createOperator(site.url(), dbEnv)).cookie } })
  ).json()) as { leads: unknown[] };
  expect(total.leads.length).toBe(50);
  const { email } = await createOperator(site.url(), dbEnv);
  const page = await newPage(1440);
  await page.goto(site.url("/admin"), { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const rows = page.locator("tbody tr");
  await expect.poll(() => rows.count(), wait).toBe(50);
  expect(await rows.first().textContent()).toContain("Paged 54"); // newest first
  await page.getByRole("button", { name: "Load more" }).click();
  await expect.poll(() => rows.count(), wait).toBeGreaterThan(50);
  expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0); // the last page
  const names = await rows.locator("td:nth-child(3)").allTextContents(); // after the selection box and the form;
  expect(new Set(names.filter((n) => n.startsWith("Paged ")))).toEqual(new Set(Array.from({ length: 55 }, (_, i) => `Paged ${i}`)));
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});

test("a session ended on the server (operators reset) brings the sign-in form back at the next request, saying so", async () => {
  const { email } = await createOperator(site.url(), dbEnv);
  const page = await newPage(1440);
  await page.goto(site.url("/admin"), { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect.poll(() => page.getByRole("button", { name: "Load more" }).isVisible(), wait).toBe(true); // > 50 leads by now
  expect((await operatorsCli(dbEnv, "reset", email)).code).toBe(0);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).isVisible(), wait).toBe(true);
  expect(await page.getByRole("status").textContent()).toBe("Your session has ended. Sign in again.");
  expect(await page.locator("table").count()).toBe(0); // no lead stays on screen
  await page.context().close();
});
