// Operator management in Chromium: an admin opens "Operators and audit log" from the inbox,
// invites a hiring operator (the one-time link is shown), sees the account and the audit entry;
// the invited operator's inbox offers only their form. axe finds no violation (phone and desktop).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { axeViolations } from "../support/axe.ts";
import { useSite } from "../support/site.ts";
import { linkOf, newEmail, operatorsCli, PASSWORD } from "../api/admin-support.ts";

const dbEnv = { LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "admin-ops-e2e-")), "leads.db"), DATABASE_URL: "" };
const site = useSite({ RATE_LIMIT_PER_MINUTE: "0", ...dbEnv });
const wait = { timeout: 15_000 };

describe.each([375, 1440])("operator management at %i px", (width) => {
  test("invite from the inbox, the account and its audit entry listed; the invited team role sees its form only", async () => {
    const added = await operatorsCli({ ...dbEnv, SITE_URL: site.url() }, "add", newEmail());
    const context = await site.browser.newContext({ bypassCSP: true, viewport: { width, height: width < 800 ? 812 : 900 } });
    const page = await context.newPage();
    await page.goto(linkOf(added.stdout).link, { waitUntil: "networkidle" });
    await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm new password").fill(PASSWORD);
    await page.getByRole("button", { name: "Set password and sign in" }).click();
    await page.getByRole("link", { name: "Operators and audit log" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Operators" }).isVisible(), wait).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const invited = newEmail();
    await page.getByLabel("Email").fill(invited);
    await page.getByLabel("Role", { exact: true }).selectOption("hiring");
    await page.getByRole("button", { name: "Invite" }).click();
    await expect.poll(() => page.getByRole("status").textContent(), wait).toContain("/admin/set-password#token=");
    const link = /(http\S+#token=[A-Za-z0-9_-]+)/.exec(String(await page.getByRole("status").textContent()))![1]!;
    await expect.poll(() => page.getByRole("region", { name: "Accounts" }).textContent(), wait).toContain(invited);
    await expect.poll(() => page.getByRole("region", { name: "Audit log" }).textContent(), wait).toContain("operator.add");
    expect(await axeViolations(page)).toEqual([]);

    const other = await site.browser.newContext({ viewport: { width, height: 900 } });
    const invitee = await other.newPage();
    await invitee.goto(link, { waitUntil: "networkidle" });
    await invitee.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await invitee.getByLabel("Confirm new password").fill(PASSWORD);
    await invitee.getByRole("button", { name: "Set password and sign in" }).click();
    await expect.poll(() => invitee.getByRole("heading", { name: "Inbox" }).isVisible(), wait).toBe(true);
    const options = await invitee.getByLabel("Form").locator("option").allTextContents();
    expect(options).toHaveLength(2); // all forms (theirs) and careers
    expect(await invitee.getByRole("link", { name: "Operators and audit log" }).count()).toBe(0);
    await other.close();
    await context.close();
  }, 90_000);
});
