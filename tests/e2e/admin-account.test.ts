// One's own account in Chromium (SQLite and PostgreSQL; phone and desktop widths), as a team role:
// "Your account" from the inbox's header; the sessions (this one marked), "End" on one and "End
// all other sessions" (those sessions' cookies then dead); an authenticator app set up with a code
// computed by otpauth, its recovery codes shown once, new ones made, the app removed; the
// password changed (a wrong current password refused; the new one signs in). Keyboard only for
// the actions; axe finds no violation on each state.
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cookieFrom, linkOf, newEmail, operatorsCli, PASSWORD, request, signIn } from "../api/admin-support.ts";
import { createTestDb, engines, type TestDb } from "../api/leads-support.ts";
import { axeViolations } from "../support/axe.ts";
import { setPasswordByLink } from "../support/set-password.ts";
import { useSite } from "../support/site.ts";

const wait = { timeout: 20_000 };
const NEW_PASSWORD = "another long passphrase here";

/** Presses a control with the keyboard: focus, then Enter. */
async function press(page: Page, name: string | RegExp) {
  const control = page.getByRole("button", { name });
  await control.focus();
  await page.keyboard.press("Enter");
}

for (const engine of engines()) {
  describe(`your account on ${engine}`, () => {
    let db: TestDb | undefined;
    beforeAll(async () => {
      db = await createTestDb(engine);
    });
    afterAll(async () => {
      await db?.close();
    });
    const site = useSite(() => ({ ...db!.env, RATE_LIMIT_PER_MINUTE: "0", REDIS_URL: "", TRUST_PROXY: "1" }));

    describe.each([375, 1440])("at %i px", (width) => {
      test("sessions, an authenticator app, recovery codes, the password", async () => {
        const email = newEmail();
        const added = await operatorsCli({ ...db!.env, SITE_URL: site.url() }, "add", email, "--role", "ecosystem");
        expect(added.code).toBe(0);
        const context = await site.browser.newContext({ bypassCSP: true, viewport: { width, height: width < 800 ? 812 : 900 } });
        const page = await context.newPage();
        await setPasswordByLink(page, linkOf(added.stdout).link);
        await expect.poll(() => page.getByRole("heading", { name: "Inbox" }).isVisible(), wait).toBe(true);
        // Two other devices.
        const other = cookieFrom(await signIn(site.url(), email, PASSWORD));
        const lost = cookieFrom(await signIn(site.url(), email, PASSWORD));

        await page.getByRole("link", { name: "Your account" }).click();
        await expect.poll(() => page.getByRole("heading", { name: "Your account", level: 1 }).isVisible(), wait).toBe(true);
        const sessions = page.getByRole("region", { name: "Sessions" }).getByRole("listitem");
        await expect.poll(() => sessions.count(), wait).toBe(3);
        expect(await sessions.filter({ hasText: "(this session)" }).count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
        // One ended by its own button (the newest sign-in is listed first: the "lost" device's).
        await page
          .getByRole("button", { name: /^End the session signed in/ })
          .first()
          .focus();
        await page.keyboard.press("Enter");
        await expect.poll(() => page.getByRole("status").textContent(), wait).toBe("The session ended.");
        await expect.poll(() => sessions.count(), wait).toBe(2);
        expect((await request(site.url(), "GET", "/api/admin/session", { cookie: lost })).status).toBe(401);
        expect((await request(site.url(), "GET", "/api/admin/session", { cookie: other })).status).toBe(200);
        await press(page, "End all other sessions");
        await expect.poll(() => page.getByRole("status").textContent(), wait).toBe("1 other session ended.");
        await expect.poll(() => sessions.count(), wait).toBe(1);
        expect((await request(site.url(), "GET", "/api/admin/session", { cookie: other })).status).toBe(401);

        // An authenticator app: its secret, a first code, the recovery codes once.
        await press(page, "Set up an authenticator app");
        const key = page.locator("code");
        await expect.poll(() => key.isVisible(), wait).toBe(true);
        const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(String(await key.textContent())) });
        expect(await axeViolations(page)).toEqual([]);
        await page.getByLabel("Code from the app").fill(totp.generate());
        await page.getByLabel("Code from the app").press("Enter");
        const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
        await expect.poll(() => codes.count(), wait).toBe(10);
        const first = await codes.allTextContents();
        await expect.poll(() => page.getByRole("region", { name: "Second factor" }).textContent(), wait).toContain("10 unused.");
        expect(await axeViolations(page)).toEqual([]);
        await press(page, "Make new recovery codes");
        // (The list goes while the request runs: wait for ten codes, none of them the old ones.)
        await expect
          .poll(async () => {
            const now = await codes.allTextContents();
            return now.length === 10 && now.every((c) => !first.includes(c));
          }, wait)
          .toBe(true);
        await press(page, "Remove the authenticator app");
        await expect.poll(() => page.getByRole("status").textContent(), wait).toBe("The authenticator app was removed.");
        await expect.poll(() => page.getByRole("button", { name: "Set up an authenticator app" }).isVisible(), wait).toBe(true);

        // The password: a wrong current one is refused, then the change.
        await page.getByLabel("Current password").fill("certainly not it at all");
        await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
        await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
        await press(page, "Change password");
        await expect.poll(() => page.getByRole("alert").textContent(), wait).toBe("Your current password is incorrect.");
        expect(await axeViolations(page)).toEqual([]);
        await page.getByLabel("Current password").fill(PASSWORD);
        await press(page, "Change password");
        await expect
          .poll(() => page.getByRole("status").textContent(), wait)
          .toBe("Your password is changed. Your other sessions have ended.");
        expect((await signIn(site.url(), email, NEW_PASSWORD)).status).toBe(200);
        await context.close();
      }, 90_000);
    });
  });
}
