import { ATTRIBUTION_FIELDS } from "../../src/forms/attribution.ts";
import { describe, expect, test } from "vitest";
// Lighthouse's own port of the ARD conformance suite: the same check as its "ard-schema" audit.
import { ConformanceTester } from "lighthouse/third-party/ard/ard.js";
import { webMcpToolName } from "../../src/discovery/webmcp.ts";
import { formSlugs, forms } from "../../src/forms/index.ts";
import { useServer } from "../support/use-server.ts";
import { ROUTES } from "../../scripts/lib/site-routes.ts";

const site = useServer();
const get = (path: string) => fetch(site.url(path));

describe("agent discovery", () => {
  test("/openapi.json documents every form from its schema, and the x402 sandbox", async () => {
    const res = await get("/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual([...formSlugs.map((s) => `/api/forms/${s}`), "/api/x402/sandbox/quote"].sort());
    for (const slug of formSlugs) {
      const form = forms[slug];
      const ref: string = doc.paths[`/api/forms/${slug}`].post.requestBody.content["application/json"].schema.$ref;
      const schema = doc.components.schemas[ref.split("/").pop()!];
      expect(Object.keys(schema.properties)).toEqual([...form.fields.map((f) => f.name), ...ATTRIBUTION_FIELDS]);
      expect(schema.required).toEqual(form.fields.filter((f) => f.required).map((f) => f.name));
      expect(schema.additionalProperties).toBe(false);
      for (const field of form.fields) {
        expect(schema.properties[field.name].description).toBe(field.description);
        if (field.maxLength) expect(JSON.stringify(schema.properties[field.name])).toContain(`"maxLength":${field.maxLength}`);
        for (const option of field.options ?? []) expect(JSON.stringify(schema.properties[field.name])).toContain(`"${option.value}"`);
      }
    }
    expect(doc.paths["/api/x402/sandbox/quote"].get.responses["402"].headers["PAYMENT-REQUIRED"]).toBeTruthy();
  });

  test("ai-catalog.json passes the ARD conformance suite without error or warning", async () => {
    const res = await get("/.well-known/ai-catalog.json");
    expect(res.status).toBe(200);
    const tester = new ConformanceTester();
    tester.validate_manifest(await res.text(), "ai-catalog.json");
    expect({ errors: tester.errors, warnings: tester.warnings }).toEqual({ errors: [], warnings: [] });
  });

  test("ai-catalog.json lists the MCP server (a server card with its streamable-http endpoint)", async () => {
    const catalog = await (await get("/.well-known/ai-catalog.json")).json();
    const mcp = catalog.entries.find((e: { type: string }) => e.type === "application/mcp-server-card+json");
    expect(mcp.data.remotes).toEqual([{ type: "streamable-http", url: expect.stringMatching(/\/mcp$/) }]);
    for (const slug of formSlugs) expect(mcp.data.tools).toContain(webMcpToolName(forms[slug]));
    expect(mcp.data.tools).toContain("get_compute_quote");
  });

  test("the discovery documents may be read from any origin (Access-Control-Allow-Origin: *), pages may not", async () => {
    for (const path of ["/llms.txt", "/openapi.json", "/.well-known/ai-catalog.json"]) {
      const res = await fetch(site.url(path), { headers: { origin: "https://agent.example" } });
      expect(res.headers.get("access-control-allow-origin"), path).toBe("*");
      const again = await fetch(site.url(path), { headers: { "if-none-match": res.headers.get("etag")! } });
      expect(again.status, path).toBe(304);
      expect(again.headers.get("access-control-allow-origin"), path).toBe("*");
    }
    expect((await get("/")).headers.get("access-control-allow-origin")).toBeNull();
  });

  test("every page links the catalogue and llms.txt; robots.txt names both", async () => {
    for (const route of ROUTES) {
      const html = await (await get(route)).text();
      expect(html, route).toContain('<link rel="ai-catalog" href="/.well-known/ai-catalog.json"');
      expect(html, route).toContain('href="/llms.txt"');
    }
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("/.well-known/ai-catalog.json");
    expect(robots).toContain("/llms.txt");
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test.each(formSlugs)("the %s form is a WebMCP tool with a description for every field", async (slug) => {
    const html = await (await get(forms[slug].pagePath)).text();
    const formTag = new RegExp(`<form[^>]*data-lead-form="${slug}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(formTag).toContain(`toolname="${webMcpToolName(forms[slug])}"`);
    expect(formTag).toMatch(/tooldescription="[^"]{20,}"/);
    const form = html.slice(html.indexOf(formTag), html.indexOf("</form>", html.indexOf(formTag)));
    const named = [...form.matchAll(/<(input|select|textarea)\b[^>]*\bname="([^"]+)"[^>]*>/g)];
    expect(named.length).toBeGreaterThanOrEqual(forms[slug].fields.filter((f) => f.type !== "hidden").length);
    for (const [tag, , name] of named) {
      if (/type="hidden"/.test(tag)) continue;
      expect(tag, name).toMatch(/toolparamdescription="[^"]+"/);
    }
  });
});
