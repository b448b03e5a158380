import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { exampleSubmissions } from "../../src/forms/index.ts";
import { launchBrowser } from "../../scripts/lib/browser.ts";
import { ROUTES } from "../../scripts/lib/site-routes.ts";
import { useInProcessServer } from "../support/in-process.ts";

const server = useInProcessServer({ RATE_LIMIT_PER_MINUTE: "0", ALLOWED_ORIGINS: "https://partner.example" });
const proxied = useInProcessServer({ RATE_LIMIT_PER_MINUTE: "0", TRUST_PROXY: "1" });

// Executable inline scripts only: JSON-LD (/careers' JobPosting data) is data, not run, and needs no hash.
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\ssrc=|type="application\/(ld\+)?json"/.test(m[1]!))
    .map((m) => m[2]!);

function expectCommonHeaders(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  const permissions = res.headers.get("permissions-policy") ?? "";
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) expect(permissions).toContain(feature);
  expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
}

describe("security headers", () => {
  test.each([...ROUTES, "/no-such-page"])("%s: hardened headers and a CSP that allows exactly its inline scripts", async (route) => {
    const res = await fetch(server.url(route));
    expect(res.status).toBe(route === "/no-such-page" ? 404 : 200);
    expectCommonHeaders(res);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("strict-transport-security")).toBeNull(); // plain HTTP
    const csp = res.headers.get("content-security-policy")!;
    const scriptSrc = csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    const html = await res.text();
    for (const script of inlineScripts(html)) {
      const hash = createHash("sha256").update(script, "utf8").digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  test("a 304 for a page carries the page's own CSP (it replaces the cached one on reload)", async () => {
    const first = await fetch(server.url("/contact"));
    const again = await fetch(server.url("/contact"), { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(again.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-");
  });

  test("hashed assets are cached for a year, immutable; API answers carry the headers too", async () => {
    const html = await (await fetch(server.url("/"))).text();
    const asset = /\/_astro\/[\w.-]+\.(css|js)/.exec(html)![0];
    const res = await fetch(server.url(asset));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expectCommonHeaders(res);
    const api = await fetch(server.url("/api/forms/contact"), { method: "GET" });
    expect(api.status).toBe(405);
    expectCommonHeaders(api);
  });

  test("Strict-Transport-Security is sent behind a proxy that says the client used HTTPS", async () => {
    const https = await fetch(proxied.url("/"), { headers: { "X-Forwarded-Proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
    const http = await fetch(proxied.url("/"), { headers: { "X-Forwarded-Proto": "http" } });
    expect(http.headers.get("strict-transport-security")).toBeNull();
    // Without TRUST_PROXY the header is not believed.
    const spoofed = await fetch(server.url("/"), { headers: { "X-Forwarded-Proto": "https" } });
    expect(spoofed.headers.get("strict-transport-security")).toBeNull();
  });

  test("Chromium runs every page under its CSP without a single violation", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on("console", (msg) => {
        if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
      });
      for (const route of ROUTES) {
        await page.goto(server.url(route), { waitUntil: "networkidle" });
        await page.mouse.wheel(0, 20_000); // hydrate client:visible islands too
        await page.waitForTimeout(300);
      }
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe("cross-site posts", () => {
  const post = (origin: string | undefined, key: string) =>
    fetch(server.url("/api/forms/contact"), {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": key, ...(origin ? { Origin: origin } : {}) },
      body: JSON.stringify(exampleSubmissions.contact),
    });

  test("a post from another site is refused with 403 and stores nothing", async () => {
    const refused = await post("https://evil.example", `csrf-${Date.now()}`);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatch(/Cross-site/);
    // The same key is still free: nothing was stored under it.
    const key = `csrf-free-${Date.now()}`;
    await post("https://evil.example", key);
    const first = await post(undefined, key);
    expect(first.status).toBe(201);
  });

  test("the site's own origin, configured origins and non-browser clients may post", async () => {
    expect((await post(server.url(), `own-${Date.now()}`)).status).toBe(201);
    expect((await post("https://partner.example", `partner-${Date.now()}`)).status).toBe(201);
    expect((await post(undefined, `agent-${Date.now()}`)).status).toBe(201);
  });
});
