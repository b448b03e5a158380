/**
 * The MCP server at /mcp over real HTTP with the official MCP client, in both protocol eras the
 * server serves (2026-07-28, and 2025 through the SDK's stateless fallback): tools and resources listed,
 * every form tool stores exactly one row per call on SQLite and PostgreSQL (none for invalid
 * input; a filled honeypot keeps the lead as spam), a repeated idempotency key stores nothing new, every resource reads.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/client";
import { webMcpToolName } from "../../src/discovery/webmcp.ts";
import { exampleSubmissions } from "../../src/forms/examples.ts";
import { formSlugs, forms } from "../../src/forms/forms.ts";
import { HONEYPOT_FIELD } from "../../src/forms/honeypot.ts";
import { ATTRIBUTION_FIELDS } from "../../src/forms/attribution.ts";
import { FACT_TOOLS } from "../../src/server/mcp/facts-tools.ts";
import { figures } from "../../src/content/stats.ts";
import { gpuPricing } from "../../src/content/gpu-pricing.ts";
import { sampleQuote } from "../../src/content/x402-sandbox.ts";
import { engines, specColumns, asStored, useLeadServer } from "./leads-support.ts";
import { connectMcp, data, MODERN_REVISION, text, type Era } from "./mcp-support.ts";

const cases = engines().flatMap((engine) => (["modern", "legacy"] as Era[]).map((era) => [engine, era] as const));

describe.each(cases)("MCP tools on %s, %s protocol era", (engine, era) => {
  const site = useLeadServer(engine);
  let client: Client;
  beforeAll(async () => {
    client = await connectMcp(site.url(), era);
  });
  afterAll(async () => {
    await client?.close();
  });

  it("negotiates the era asked for (modern: 2026-07-28 through server/discover; legacy: the 2025 handshake)", () => {
    expect(client.getProtocolEra()).toBe(era);
    if (era === "modern") expect(client.getNegotiatedProtocolVersion()).toBe(MODERN_REVISION);
  });

  it("lists one tool per form (the WebMCP names) with the form's fields as input schema, and the facts tools", async () => {
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name);
    for (const slug of formSlugs) {
      const tool = tools.find((t) => t.name === webMcpToolName(forms[slug]))!;
      expect(tool, slug).toBeTruthy();
      expect(tool.description!.length).toBeGreaterThan(60);
      const props = Object.keys(tool.inputSchema.properties ?? {});
      expect(props).toEqual([...forms[slug].fields.map((f) => f.name), ...ATTRIBUTION_FIELDS, "idempotency_key", HONEYPOT_FIELD]);
      expect(tool.inputSchema.required).toEqual(forms[slug].fields.filter((f) => f.required).map((f) => f.name));
    }
    for (const name of FACT_TOOLS) expect(names).toContain(name);
  });

  it.each(formSlugs)("%s: one row per call; the same idempotency key again stores nothing new", async (slug) => {
    const form = forms[slug];
    const name = webMcpToolName(form);
    const before = await site.db.count(form.table);
    const plain = await client.callTool({ name, arguments: exampleSubmissions[slug] });
    expect(plain.isError, text(plain)).toBeFalsy();
    expect(data(plain).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await site.db.count(form.table)).toBe(before + 1);

    const key = `mcp-${slug}-${Date.now()}`;
    const args = { ...exampleSubmissions[slug], idempotency_key: key, utm_source: "agent-directory", utm_medium: "not-mcp" };
    const first = await client.callTool({ name, arguments: args });
    const again = await client.callTool({ name, arguments: args });
    expect(first.isError).toBeFalsy();
    expect(data(again).id).toBe(data(first).id);
    expect(await site.db.count(form.table)).toBe(before + 2);
    const row = (await site.db.rows(form.table)).find((r) => r.id === data(first).id)!;
    expect(row.idempotency_key).toBe(key);
    // A lead from MCP says so in its attribution, and is an ordinary new lead (delivered like any other).
    expect(row).toMatchObject({ status: "new", utm_source: "agent-directory", utm_medium: "mcp", landing_path: "/mcp" });
    const expected = Object.fromEntries(Object.entries(specColumns(slug, row)).map(([k, v]) => [k, v]));
    for (const [k, v] of Object.entries(exampleSubmissions[slug])) expect(expected[k], k).toEqual(asStored(engine, v));
  });

  it.each(formSlugs)("%s: invalid input is a tool error naming each field, and stores nothing", async (slug) => {
    const form = forms[slug];
    const before = await site.db.countAll();
    const required = form.fields.filter((f) => f.required).map((f) => f.name);
    const result = await client.callTool({
      name: webMcpToolName(form),
      arguments: { surprise: "x", idempotency_key: "bad key with spaces" },
    });
    expect(result.isError).toBe(true);
    const fields = data(result).fields as Record<string, string>;
    for (const name of [...required, "surprise", "idempotency_key"]) {
      expect(fields[name], name).toBeTruthy();
      expect(text(result)).toContain(`- ${name}: `);
    }
    expect(await site.db.countAll()).toBe(before);
  });

  it("a filled honeypot is answered as stored and kept as spam, as the form API does", async () => {
    const result = await client.callTool({
      name: "contact_team",
      arguments: { ...exampleSubmissions.contact, [HONEYPOT_FIELD]: "http://spam.example" },
    });
    expect(result.isError).toBeFalsy();
    const row = (await site.db.rows("contact_messages")).find((r) => r.id === data(result).id);
    expect(row).toMatchObject({ status: "spam", utm_medium: "mcp", landing_path: "/mcp" });
  });

  it("the facts tools answer from the site's content", async () => {
    const stats = data(await client.callTool({ name: "get_network_stats", arguments: {} }));
    expect(stats.figures.gpus).toBe(figures.gpus);
    const positions = data(await client.callTool({ name: "list_open_positions", arguments: {} }));
    expect(positions.positions).toHaveLength(6);
    const wallets = data(await client.callTool({ name: "list_supported_wallets_and_tokens", arguments: {} }));
    expect(wallets.wallets).toHaveLength(10);
    expect(wallets.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(["PING", "SUI", "ETH", "USDC"]);
    const x402 = data(await client.callTool({ name: "get_x402_payment_options", arguments: {} }));
    expect(x402.options).toHaveLength(5);
    // The price list the Earth page shows, each GPU with its memory and USD per GPU-hour.
    const prices = data(await client.callTool({ name: "list_gpu_prices", arguments: {} }));
    expect(prices).toMatchObject({ currency: "USD", unit: "GPU-hour", page: "/nirvana-earth#lineup" });
    expect(prices.gpus).toEqual(
      Object.entries(gpuPricing).map(([model, p]) => ({ model, memory: p.memory, pricePerGpuHourUsd: p.pricePerGpuHourUsd })),
    );
    expect(prices.gpus.find((g: { model: string }) => g.model === "NVIDIA H100").pricePerGpuHourUsd).toBe(
      sampleQuote.pricePerGpuHour.amount,
    );
  });

  it("lists and reads every resource: llms.txt, the OpenAPI document, each page as Markdown", async () => {
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris.some((u) => u.endsWith("/llms.txt"))).toBe(true);
    expect(uris.some((u) => u.endsWith("/openapi.json"))).toBe(true);
    const pages = resources.filter((r) => r.mimeType === "text/markdown");
    expect(pages.length).toBeGreaterThanOrEqual(14);
    for (const r of resources) {
      const { contents } = await client.readResource({ uri: r.uri });
      const body = (contents[0] as { text: string }).text;
      expect(body.length, r.uri).toBeGreaterThan(100);
      if (r.mimeType === "application/json") expect(JSON.parse(body).openapi).toBe("3.1.0");
      if (r.mimeType === "text/markdown") expect(body).toMatch(/^# .+/);
    }
  });
});
