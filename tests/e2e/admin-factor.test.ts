// The second factor in Chromium, with REQUIRE_SECOND_FACTOR=1: an operator without a factor is led
// from the one-time link to register an authenticator app (codes computed by otpauth), is shown
// recovery codes once, reaches the inbox; the next sign-in asks for a code, and the code gives
// the browser a new session cookie (the one of the password step is dead). SQLite and PostgreSQL;
// axe finds no violation on the new views (phone and desktop widths).
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { axeViolations } from "../support/axe.ts";
import { setPasswordByLink } from "../support/set-password.ts";
import { useSite } from "../support/site.ts";
import { linkOf, newEmail, operatorsCli, PASSWORD, request } from "../api/admin-support.ts";
import { createTestDb, engines, type TestDb } from "../api/leads-support.ts";

const wait = { timeout: 15_000 };

for (const engine of engines()) {
  describe(`the second factor on ${engine}`, () => {
    let db: TestDb | undefined;
    beforeAll(async () => {
      db = await createTestDb(engine);
    });
    afterAll(async () => {
      await db?.close();
    });
    const site = useSite(() => ({ ...db!.env, RATE_LIMIT_PER_MINUTE: "0", REDIS_URL: "", REQUIRE_SECOND_FACTOR: "1" }));

    describe.each([375, 1440])("at %i px", (width) => {
      test("one-time link → password → register an app → recovery codes → inbox; sign in again → code → inbox", async () => {
        const email = newEmail();
        const added = await operatorsCli({ ...db!.env, SITE_URL: site.url() }, "add", email, "--role", "sales");
        expect(added.code).toBe(0);
        const context = await site.browser.newContext({ bypassCSP: true, viewport: { width, height: width < 800 ? 812 : 900 } });
        const page = await context.newPage();
        await setPasswordByLink(page, linkOf(added.stdout).link);

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
        const cookie = async () => (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
        const beforeCode = await cookie();
        await page.getByLabel(/Code from your authenticator app/).fill(totp.generate({ timestamp: Date.now() + 30_000 }));
        await page.getByRole("button", { name: "Continue" }).click();
        await expect.poll(() => page.getByRole("heading", { name: "Inbox" }).isVisible(), wait).toBe(true);
        // The code rotated the session: the browser holds a new cookie; the one before the code is dead.
        const afterCode = await cookie();
        expect(afterCode).not.toBe(beforeCode);
        expect((await request(site.url(), "GET", "/api/admin/session", { cookie: beforeCode })).status).toBe(401);
        expect((await request(site.url(), "GET", "/api/admin/leads", { cookie: afterCode })).status).toBe(200);
        await context.close();
      }, 60_000);
    });
  });
}
