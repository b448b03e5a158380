// The second factor in Chromium, with REQUIRE_SECOND_FACTOR=1: an operator without a factor is led
// from the one-time link to register an authenticator app (codes computed by otpauth), is shown
// recovery codes once, reaches the inbox; the next sign-in asks for a code. axe finds no violation
// on the new views (phone and desktop widths).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Secret, TOTP } from "otpauth";
import { describe, expect, test } from "vitest";
import { axeViolations } from "../support/axe.ts";
import { useSite } from "../support/site.ts";
import { linkOf, newEmail, operatorsCli, PASSWORD } from "../api/admin-support.ts";

const dbEnv = { LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "admin-factor-e2e-")), "leads.db"), DATABASE_URL: "" };
const site = useSite({ RATE_LIMIT_PER_MINUTE: "0", REQUIRE_SECOND_FACTOR: "1", ...dbEnv });
const wait = { timeout: 10_000 };

describe.each([375, 1440])("the second factor at %i px", (width) => {
  test("one-time link → password → register an app → recovery codes → inbox; sign in again → code → inbox", async () => {
    const email = newEmail();
    const added = await operatorsCli({ ...dbEnv, SITE_URL: site.url() }, "add", email, "--role", "sales");
    expect(added.code).toBe(0);
    const context = await site.browser.newContext({ bypassCSP: true, viewport: { width, height: width < 800 ? 812 : 900 } });
    const page = await context.newPage();
    await page.goto(linkOf(added.stdout).link, { waitUntil: "networkidle" });
    await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm new password").fill(PASSWORD);
    await page.getByRole("button", { name: "Set password and sign in" }).click();

    await expect.poll(() => page.getByRole("heading", { name: "Register a second factor" }).isVisible(), wait).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    const key = page.locator("code");
    await expect.poll(() => key.isVisible(), wait).toBe(true);
    const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(String(await key.textContent())) });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Code from the app").fill(totp.generate());
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Recovery codes" }).isVisible(), wait).toBe(true);
    expect(await page.locator("li").count()).toBe(10);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Continue to the inbox" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Inbox" }).isVisible(), wait).toBe(true);

    // Sign out, sign in: the code of the next time step (the first one is spent).
    await page.getByRole("button", { name: /Sign out/ }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).isVisible(), wait).toBe(true);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Second factor" }).isVisible(), wait).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(/Code from your authenticator app/).fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Inbox" }).isVisible(), wait).toBe(true);
    await context.close();
  }, 60_000);
});
