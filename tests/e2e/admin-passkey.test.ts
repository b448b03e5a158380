// Passkeys in Chromium with the DevTools WebAuthn virtual authenticator, REQUIRE_SECOND_FACTOR=1:
// a real registration ceremony (the operator without a factor is led to it), sign-in with the
// passkey alone and as the second factor after the password; an assertion made for this origin and
// replayed to the server as another origin is refused; a cloned credential (exported with
// WebAuthn.getCredentials, added to a second authenticator) whose counter went back is refused; the
// last factor cannot be removed while one is required (by the API and on "Your account", where a
// passkey is also removed and added again, next to an authenticator app); a passkey given as the
// second factor rotates the session cookie. SQLite and PostgreSQL; axe finds no violation on the views.
import { request as httpRequest } from "node:http";
import { Secret, TOTP } from "otpauth";
import type { CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { axeViolations } from "../support/axe.ts";
import { setPasswordByLink } from "../support/set-password.ts";
import { useSite } from "../support/site.ts";
import { linkOf, newEmail, operatorsCli, PASSWORD, request } from "../api/admin-support.ts";
import { createTestDb, engines, type TestDb } from "../api/leads-support.ts";

// (Answers come through argon2id on a shared machine: wait generously.)
const wait = { timeout: 15_000 };

async function addAuthenticator(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

const heading = (page: Page, name: string) => expect.poll(() => page.getByRole("heading", { name }).isVisible(), wait).toBe(true);

for (const engine of engines()) {
  describe(`passkeys on ${engine}`, () => {
    let db: TestDb | undefined;
    beforeAll(async () => {
      db = await createTestDb(engine);
    });
    afterAll(async () => {
      await db?.close();
    });
    const site = useSite(() => ({ ...db!.env, RATE_LIMIT_PER_MINUTE: "0", REDIS_URL: "", REQUIRE_SECOND_FACTOR: "1" }));

    async function signOut(page: Page) {
      await page.getByRole("button", { name: /Sign out/ }).click();
      await heading(page, "Sign in");
    }

    /** POSTs a captured body to the server with another Host header (as if the page had been another origin). */
    function postAs(host: string, path: string, cookie: string, body: string): Promise<number> {
      const url = new URL(site.url(path));
      return new Promise((resolve, reject) => {
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path,
            method: "POST",
            headers: { host, "content-type": "application/json", origin: `http://${host}`, cookie },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    }

    test("passkey: registration, sign-in alone and as second factor, wrong origin and cloned counter refused, last factor kept", async () => {
      const email = newEmail();
      const added = await operatorsCli({ ...db!.env, SITE_URL: site.url() }, "add", email, "--role", "hiring");
      expect(added.code).toBe(0);
      const context = await site.browser.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("WebAuthn.enable", { enableUI: false });
      const first = await addAuthenticator(cdp);

      // Registration: led to it at the first sign-in.
      // WebAuthn takes no IP address as the relying party: the page is opened as localhost.
      const local = (url: string) => url.replace("//127.0.0.1:", "//localhost:");
      await setPasswordByLink(page, local(linkOf(added.stdout).link));
      await heading(page, "Register a second factor");
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Register a passkey" }).click();
      await heading(page, "Recovery codes");
      expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId: first })).credentials).toHaveLength(1);
      await page.getByRole("button", { name: "Continue to the inbox" }).click();
      await heading(page, "Inbox");

      // "Your account": an authenticator app next to the passkey; the passkey removed and added again;
      // the app removed; then the passkey, the last factor, is kept (the server's 409 shown).
      await page.getByRole("link", { name: "Your account" }).click();
      await heading(page, "Your account");
      const status = () => page.getByRole("status").textContent();
      await expect.poll(() => page.getByRole("button", { name: /^Remove the passkey added/ }).count(), wait).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Set up an authenticator app" }).click();
      await expect.poll(() => page.locator("code").isVisible(), wait).toBe(true);
      const totp = new TOTP({
        algorithm: "SHA1",
        digits: 6,
        period: 30,
        secret: Secret.fromBase32(String(await page.locator("code").textContent())),
      });
      await page.getByLabel("Code from the app").fill(totp.generate());
      await page.getByRole("button", { name: "Confirm" }).click();
      await expect.poll(status, wait).toBe("The authenticator app is registered.");
      await page.getByRole("button", { name: /^Remove the passkey added/ }).click();
      await expect.poll(status, wait).toBe("The passkey was removed.");
      await expect.poll(() => page.getByText("No passkey.").isVisible(), wait).toBe(true);
      await page.getByRole("button", { name: "Add a passkey" }).click();
      await expect.poll(status, wait).toBe("The passkey is added.");
      await page.getByRole("button", { name: "Remove the authenticator app" }).click();
      await expect.poll(status, wait).toBe("The authenticator app was removed.");
      await page.getByRole("button", { name: /^Remove the passkey added/ }).click();
      await expect.poll(() => page.getByRole("alert").textContent(), wait).toContain("A second factor is required");
      expect(await page.getByRole("button", { name: /^Remove the passkey added/ }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "← Back to inbox" }).click();
      await heading(page, "Inbox");

      // The last factor cannot be removed while one is required.
      const factors = await page.evaluate(async () => (await fetch("/api/admin/factors")).json());
      expect(factors.factors).toHaveLength(1);
      expect(factors.factors[0].kind).toBe("passkey");
      const removal = await page.evaluate(
        async (id) => (await fetch(`/api/admin/factors/${id}`, { method: "DELETE" })).status,
        factors.factors[0].id as string,
      );
      expect(removal).toBe(409);

      // The passkey alone signs in.
      await signOut(page);
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await heading(page, "Inbox");

      // Password, then the passkey as the second factor.
      await signOut(page);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await heading(page, "Second factor");
      expect(await axeViolations(page)).toEqual([]);
      const cookie = async () => (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
      const beforePasskey = await cookie();
      await page.getByRole("button", { name: "Use a passkey" }).click();
      await heading(page, "Inbox");
      // The passkey rotated the session: a new cookie; the one of the password step is dead.
      const afterPasskey = await cookie();
      expect(afterPasskey).not.toBe(beforePasskey);
      expect((await request(site.url(), "GET", "/api/admin/session", { cookie: beforePasskey })).status).toBe(401);
      expect((await request(site.url(), "GET", "/api/admin/leads", { cookie: afterPasskey })).status).toBe(200);

      // Another origin: two assertions made here are captured instead of sent; the one replayed as
      // http://localhost:<port> is refused, the other, replayed as this origin, accepted.
      await signOut(page);
      const captured: string[] = [];
      await page.route("**/api/admin/session/passkey", (route) => {
        captured.push(route.request().postData() ?? "");
        return route.abort();
      });
      for (let i = 0; i < 2; i++) {
        await page.getByRole("button", { name: "Sign in with a passkey" }).click();
        await expect.poll(() => captured.length, wait).toBe(i + 1);
        await expect.poll(() => page.getByRole("button", { name: "Sign in with a passkey" }).isEnabled(), wait).toBe(true);
      }
      await page.unroute("**/api/admin/session/passkey");
      const here = new URL(local(site.url())).host;
      const elsewhere = `other.${here}`;
      expect(elsewhere).not.toBe(here);
      expect(await postAs(elsewhere, "/api/admin/session/passkey", "", captured[0]!)).toBe(401);
      expect(await postAs(here, "/api/admin/session/passkey", "", captured[1]!)).toBe(200);

      // A clone: the credential as it is now, copied to a second authenticator; the first signs in
      // once more (the stored counter moves past the copy's), then only the clone is left.
      // (The authenticator may still hold the credential removed on "Your account": take the one the server knows.)
      const [known] = await db!.query("select credential_id from operator_factors where kind = 'passkey'");
      const credential = (await cdp.send("WebAuthn.getCredentials", { authenticatorId: first })).credentials.find(
        (c) => Buffer.from(c.credentialId, "base64").toString("base64url") === String(known!.credential_id),
      );
      expect(credential).toBeDefined();
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await heading(page, "Inbox");
      await signOut(page);
      await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: first });
      const clone = await addAuthenticator(cdp);
      await cdp.send("WebAuthn.addCredential", { authenticatorId: clone, credential: credential! });
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await expect.poll(() => page.getByRole("alert").textContent(), wait).toContain("This passkey was not accepted.");
      expect(await page.getByRole("heading", { name: "Sign in" }).isVisible()).toBe(true);
      await context.close();
    }, 120_000);
  });
}
