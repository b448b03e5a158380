// Operator management in Chromium: an admin opens "Operators and audit log" from the inbox,
// invites a hiring operator (the one-time link is shown), sees the account and the audit entry;
// the invited operator's inbox offers only their form; then changes their role (their session ends
// at once), resets their second factor and password (a new link) and removes them, each action in
// the audit log, filtered by action. axe finds no violation (phone and desktop).
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
  test("invite from the inbox (the invited team role sees its form only), change the role (their session ends), reset factor and password, remove: each in the audit log", async () => {
    const adminEmail = newEmail();
    const added = await operatorsCli({ ...dbEnv, SITE_URL: site.url() }, "add", adminEmail);
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

    // The admin changes the invitee's role: the invitee's session ends at once.
    await page.getByLabel(`Role of ${invited}`).selectOption("ecosystem");
    await expect.poll(() => page.getByRole("status").textContent(), wait).toBe("Done: role.");
    await invitee.reload({ waitUntil: "networkidle" });
    await expect.poll(() => invitee.getByRole("heading", { name: "Sign in" }).isVisible(), wait).toBe(true);
    // Reset the second factor, the password (a new link shown), then remove the account.
    await page.getByRole("button", { name: `Reset second factor of ${invited}` }).click();
    await expect.poll(() => page.getByRole("status").textContent(), wait).toBe("Done: reset.");
    await page.getByRole("button", { name: `Reset password of ${invited}` }).click();
    await expect.poll(() => page.getByRole("status").textContent(), wait).toContain("/admin/set-password#token=");
    expect(await page.getByRole("status").textContent()).not.toContain(link);
    // Remove asks once more; "Keep" changes nothing, "Yes, remove" removes.
    await page.getByRole("button", { name: `Remove ${invited}` }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), wait).toBe(`Keep ${invited}`); // focus on the safe answer
    await page.getByRole("button", { name: `Keep ${invited}` }).click();
    await page.getByRole("button", { name: `Remove ${invited}` }).click();
    expect(await page.getByRole("region", { name: "Accounts" }).textContent()).toContain(invited);
    expect(await page.getByRole("status").textContent()).toContain("/admin/set-password#token="); // nothing was done
    await page.getByRole("button", { name: `Yes, remove ${invited}` }).click();
    await expect.poll(() => page.getByRole("status").textContent(), wait).toBe("Done: remove.");
    await expect.poll(() => page.getByRole("region", { name: "Accounts" }).textContent(), wait).not.toContain(invited);
    // Each action is in the audit log; the filter by action narrows it.
    const log = page.getByRole("region", { name: "Audit log" });
    for (const action of ["operator.role", "operator.factors-reset", "operator.reset", "operator.remove"])
      await expect.poll(() => log.textContent(), wait).toContain(action);
    await page.getByLabel("Action").fill("operator.remove");
    await page.getByLabel("Operator e-mail").fill(adminEmail);
    await expect.poll(() => log.getByRole("listitem").count(), wait).toBe(1);
    expect(await log.textContent()).toContain(invited);
    expect(await axeViolations(page)).toEqual([]);
    await other.close();
    await context.close();
  }, 90_000);
});
