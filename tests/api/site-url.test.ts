// SITE_URL, the public origin, reaches every place that names the site: the site is built with
// SITE_URL=https://example-gpu.test into a folder of its own, and no placeholder domain (nor the
// local default) is left in what a visitor or an agent reads; the server started on that build
// with the same SITE_URL names it in its x402 challenge. The default (unset) is covered by the
// regular build that every other test reads.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { X402_API_PREFIX, X402_SANDBOX_PATH } from "../../src/content/x402-sandbox.ts";
import { ConfigError, loadConfig, siteAddresses } from "../../src/server/config.ts";
import { repoRoot, startServer, type RunningServer } from "../../scripts/lib/server.ts";

const ORIGIN = "https://example-gpu.test";
let out = "";
let server: RunningServer | undefined;

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(html|xml|txt|json|md|js|webmanifest)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), "site-url-build-"));
  // Without Vitest's NODE_ENV=test (Astro would bundle React's development build).
  const { NODE_ENV: _, ...env } = process.env;
  await promisify(execFile)("npx", ["astro", "build", "--outDir", out], {
    cwd: repoRoot,
    env: { ...env, SITE_URL: `${ORIGIN}/ignored/path`, SALES_EMAIL: "", SUPPORT_EMAIL: "help@example-gpu.test" },
    maxBuffer: 64 * 1024 * 1024,
  });
  server = await startServer({ DIST_DIR: out, SITE_URL: ORIGIN });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe("a build for SITE_URL=https://example-gpu.test", () => {
  test("names no placeholder domain anywhere, and not the local default where people read", () => {
    const leftovers = files(out).flatMap((file) => {
      const text = readFileSync(file, "utf8");
      const found = [/nirvana\.example/.test(text) && "nirvana.example"];
      // A script keeps the default in code it never runs with a configured build; what is read must not.
      if (!file.endsWith(".js")) found.push(/localhost:4321|@localhost\b/.test(text) && "localhost");
      return found.filter(Boolean).map((what) => `${relative(out, file)}: ${what}`);
    });
    expect(leftovers).toEqual([]);
  });

  test("canonical links, the sitemap, robots.txt, llms.txt and OpenAPI's server", () => {
    const about = readFileSync(join(out, "about/index.html"), "utf8");
    expect(about).toContain(`<link rel="canonical" href="${ORIGIN}/about"`);
    const sitemap = readFileSync(join(out, "sitemap.xml"), "utf8");
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(5);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(readFileSync(join(out, "robots.txt"), "utf8")).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(readFileSync(join(out, "llms.txt"), "utf8")).toContain(`${ORIGIN}/`);
    const openapi = JSON.parse(readFileSync(join(out, "openapi.json"), "utf8")) as { servers: { url: string }[] };
    expect(openapi.servers).toEqual([{ url: ORIGIN }]);
  });

  test("the contact addresses (SALES_EMAIL default: sales@ the host) and the documentation's curl lines", () => {
    const contact = readFileSync(join(out, "contact/index.html"), "utf8");
    expect(contact).toContain("sales@example-gpu.test");
    expect(contact).toContain("help@example-gpu.test");
    expect(contact).not.toContain("support@example-gpu.test");
    const docs = readFileSync(join(out, "x402-documentation/index.html"), "utf8");
    // The Quick start names the sandbox once, as a shell variable the commands then use (review round 13).
    // Review round 26: set on two short lines (the origin, then the API's path appended), each fitting a 375 px box.
    const docsText = docs.replace(/<[^>]+>/g, "");
    expect(docsText).toContain(`BASE=${ORIGIN}\nBASE="$BASE${X402_API_PREFIX.replace(/\/$/, "")}"`);
    expect(docs).toContain(`$BASE/${X402_SANDBOX_PATH.slice(X402_API_PREFIX.length)}`);
  });

  test("the server started with it names it in the x402 challenge's resource", async () => {
    const res = await fetch(`${server!.url}${X402_SANDBOX_PATH}`);
    expect(res.status).toBe(402);
    const challenge = JSON.parse(Buffer.from(res.headers.get("payment-required")!, "base64").toString("utf8")) as {
      resource: { url: string };
    };
    expect(challenge.resource.url).toBe(`${ORIGIN}${X402_SANDBOX_PATH}`);
  });
});

describe("SITE_URL in the configuration", () => {
  test("unset: http://localhost:4321, sales@ and support@ localhost", () => {
    expect(loadConfig({}).site).toEqual({
      url: "http://localhost:4321",
      email: { sales: "sales@localhost", support: "support@localhost" },
    });
  });
  test("a path is dropped; a malformed origin or address stops the start with the variable's name", () => {
    expect(siteAddresses({ SITE_URL: "https://a.test/x/y" }).url).toBe("https://a.test");
    expect(() => loadConfig({ SITE_URL: "not a url" })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_URL: "ftp://a.test" })).toThrow(/SITE_URL/);
    expect(() => loadConfig({ SALES_EMAIL: "nobody" })).toThrow(/SALES_EMAIL/);
  });
});
