/** /llms.txt is built from the site's data and served: the offer, key pages, the five forms, the sandbox. */
import { beforeAll, describe, expect, it } from "vitest";
import { navGroups } from "../../src/content/nav.ts";
import { site } from "../../src/content/site.ts";
import { stats } from "../../src/content/stats.ts";
import { sandboxPaymentOptions, X402_SANDBOX_PATH } from "../../src/content/x402-sandbox.ts";
import { apiPath, formSlugs, forms } from "../../src/leads/index.ts";
import { useServer } from "../support/use-server.ts";


const app = useServer();
let text: string;
let res: Response;
beforeAll(async () => {
  res = await fetch(app.url("/llms.txt"));
  text = await res.text();
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
    expect(sections).toEqual(["Pages", "Lead API", "x402 sandbox", "Optional"]);
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

  it("documents the lead API: each of the five forms with all its fields", () => {
    expect(formSlugs).toHaveLength(5);
    for (const slug of formSlugs) {
      expect(text).toContain(`[POST ${apiPath(slug)}]`);
      for (const field of forms[slug].fields) expect(text, `${slug}.${field.name}`).toContain(`\`${field.name}\``);
    }
    expect(text).toContain("Idempotency-Key");
  });

  it("documents the x402 sandbox with its path, curl examples and payment options", () => {
    expect(text).toContain(`[GET ${X402_SANDBOX_PATH}]`);
    expect(text).toContain(`\`curl -i ${new URL(X402_SANDBOX_PATH, site.url).href}\``);
    expect(text).toContain("PAYMENT-SIGNATURE");
    for (const o of sandboxPaymentOptions) expect(text).toContain(`network \`${o.network}\`, asset \`${o.asset}\``);
  });
});
