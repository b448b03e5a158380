/**
 * /llms.txt is built from the site's data and served: the offer, key pages, the five forms, MCP,
 * the sandbox; each section is a list of links, and the detail is in the linked Markdown documents.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { navGroups } from "../../src/content/nav.ts";
import { site } from "../../src/content/site.ts";
import { stats } from "../../src/content/stats.ts";
import { sandboxPaymentOptions, X402_SANDBOX_PATH } from "../../src/content/x402-sandbox.ts";
import { apiPath, formSlugs, forms } from "../../src/forms/index.ts";
import { webMcpToolName } from "../../src/discovery/webmcp.ts";
import { mcpToolNames } from "../../src/discovery/mcp-tools.ts";
import { useServer } from "../support/use-server.ts";

const app = useServer();
let text: string;
let res: Response;
/** llms.txt and the documents it links on this site, for the checks of what agents can read. */
let linked: string;
let mcpDoc: string;
const local = (href: string) => app.url(new URL(href).pathname);
beforeAll(async () => {
  res = await fetch(app.url("/llms.txt"));
  text = await res.text();
  const docs = await Promise.all(
    ["/docs/lead-api.md", "/docs/x402-sandbox.md", "/docs/mcp.md"].map(async (p) => (await fetch(app.url(p))).text()),
  );
  linked = [text, ...docs].join("\n");
  mcpDoc = docs[2]!;
});

describe("/llms.txt", () => {
  it("is served as plain text", () => {
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("follows the llms.txt layout: one H1, a blockquote summary, H2 sections of link lists", () => {
    const lines = text.replace(/```[\s\S]*?```/g, "").split("\n");
    expect(lines[0]).toBe(`# ${site.name}`);
    expect(lines.filter((l) => l.startsWith("# "))).toHaveLength(1);
    expect(lines.find((l) => l.trim() !== "" && !l.startsWith("# "))).toBe(`> ${site.description}`);
    const sections = lines.filter((l) => l.startsWith("## ")).map((l) => l.slice(3));
    expect(sections).toEqual(["Pages", "Lead API", "MCP", "x402 sandbox", "Optional"]);
    // Below the first H2, every non-empty line is a "- [name](url): notes" link.
    const body = lines.slice(lines.findIndex((l) => l.startsWith("## ")));
    for (const line of body.filter((l) => l.trim() !== "" && !l.startsWith("## ")))
      expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)]+\)(: .+)?$/);
    for (const [, label, href] of text.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)) {
      expect(label!.length, href).toBeGreaterThan(0);
      expect(() => new URL(href!), href).not.toThrow();
    }
  });

  it("says what the network offers, from the same numbers as the pages", () => {
    for (const value of [stats.gpus.value, stats.countries.value, stats.uptime.value, stats.fund.value]) expect(text).toContain(value);
    for (const token of ["PING", "SUI", "ETH", "USDC"]) expect(text).toContain(token);
  });

  it("links every page of the navigation", () => {
    for (const item of navGroups.flatMap((g) => g.items)) expect(text).toContain(`(${new URL(item.href, site.url).href})`);
  });

  it("every link to this site answers GET with 200 (an agent follows them all; POST-only and paid endpoints are named in the notes)", async () => {
    const hrefs = new Set([...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => m[1]!).filter((h) => h.startsWith(site.url)));
    expect(hrefs).toContain(new URL("/sitemap.xml", site.url).href);
    const failing: string[] = [];
    for (const href of hrefs) {
      const path = new URL(href).pathname;
      const res = await fetch(local(href), { redirect: "manual" });
      await res.arrayBuffer();
      if (res.status !== 200) failing.push(`${res.status} ${href}`);
      else if (path.endsWith(".md")) expect(res.headers.get("content-type"), href).toMatch(/^text\/markdown/);
    }
    expect(failing).toEqual([]);
  });

  it("documents the lead API: each of the five forms with all its fields (in /docs/lead-api.md)", () => {
    expect(formSlugs).toHaveLength(5);
    for (const slug of formSlugs) {
      expect(text).toContain(`\`POST ${new URL(apiPath(slug), site.url).href}\``);
      for (const field of forms[slug].fields) expect(linked, `${slug}.${field.name}`).toContain(`\`${field.name}\``);
    }
    expect(linked).toContain("Idempotency-Key");
  });

  it("names the MCP endpoint and its tools", () => {
    expect(text).toContain(`[MCP server guide](${new URL("/docs/mcp.md", site.url).href})`);
    expect(text).toContain(`\`${new URL("/mcp", site.url).href}\``);
    for (const slug of formSlugs) expect(text).toContain(`[${webMcpToolName(forms[slug])}]`);
    expect(text).toContain("[get_compute_quote]");
    // The MCP guide names every tool the server lists.
    for (const name of mcpToolNames()) expect(mcpDoc, name).toContain(`\`${name}\``);
    expect(mcpDoc).toContain(`POST ${new URL("/mcp", site.url).href}`);
  });

  it("documents the x402 sandbox with its path, curl examples and payment options (in /docs/x402-sandbox.md)", () => {
    expect(text).toContain(`\`GET ${new URL(X402_SANDBOX_PATH, site.url).href}\``);
    expect(linked).toContain(`curl -i ${new URL(X402_SANDBOX_PATH, site.url).href}`);
    expect(linked).toContain("PAYMENT-SIGNATURE");
    expect(linked).toContain('_meta["x402/payment"]');
    for (const o of sandboxPaymentOptions) expect(linked).toContain(`network \`${o.network}\`, asset \`${o.asset}\``);
  });
});
