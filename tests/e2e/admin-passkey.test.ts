// Passkeys in Chromium with the DevTools WebAuthn virtual authenticator, REQUIRE_SECOND_FACTOR=1:
// a real registration ceremony (the operator without a factor is led to it), sign-in with the
// passkey alone and as the second factor after the password; an assertion made for this origin and
// replayed to the server as another origin is refused; a cloned credential (exported with
// WebAuthn.getCredentials, added to a second authenticator) whose counter went back is refused; the
// last factor cannot be removed while one is required. axe finds no violation on the views.
import { request as httpRequest } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CDPSession, Page } from "playwright-core";
import { expect, test } from "vitest";
import { axeViolations } from "../support/axe.ts";
import { useSite } from "../support/site.ts";
import { linkOf, newEmail, operatorsCli, PASSWORD } from "../api/admin-support.ts";

const dbEnv = { LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "admin-passkey-e2e-")), "leads.db"), DATABASE_URL: "" };
const site = useSite({ RATE_LIMIT_PER_MINUTE: "0", REQUIRE_SECOND_FACTOR: "1", ...dbEnv });
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
  const added = await operatorsCli({ ...dbEnv, SITE_URL: site.url() }, "add", email, "--role", "hiring");
  expect(added.code).toBe(0);
  const context = await site.browser.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable", { enableUI: false });
  const first = await addAuthenticator(cdp);

  // Registration: led to it at the first sign-in.
  // WebAuthn takes no IP address as the relying party: the page is opened as localhost.
  const local = (url: string) => url.replace("//127.0.0.1:", "//localhost:");
  await page.goto(local(linkOf(added.stdout).link), { waitUntil: "networkidle" });
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm new password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await heading(page, "Register a second factor");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Register a passkey" }).click();
  await heading(page, "Recovery codes");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId: first });
  expect(credentials).toHaveLength(1);
  await page.getByRole("button", { name: "Continue to the inbox" }).click();
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
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await heading(page, "Inbox");

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
  const [credential] = (await cdp.send("WebAuthn.getCredentials", { authenticatorId: first })).credentials;
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
