/**
 * Who may call /mcp from a browser: the site's own origins (the request's own address, the public
 * origin, ALLOWED_ORIGINS, a loopback name) are accepted; any other origin is refused with a
 * JSON-RPC error, which the official MCP client shows, not with the lead form's wording.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { site as content } from "../../src/content/site.ts";
import { useServer } from "../support/use-server.ts";

const site = useServer({ RATE_LIMIT_PER_MINUTE: "0", REDIS_URL: "", ALLOWED_ORIGINS: "https://partner.example" });

/** The official client, sending the headers a browser page at `origin` would send. */
async function connectFrom(origin: string, fetchSite: string): Promise<Client> {
  const client = new Client({ name: "mcp-origin-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("/mcp", site.url()), {
    requestInit: { headers: { Origin: origin, "Sec-Fetch-Site": fetchSite } },
  });
  await client.connect(transport);
  return client;
}

describe("/mcp from a browser page", () => {
  const own = () => [
    ["the request's own address", site.url(), "same-origin"],
    ["a loopback name for it", `http://localhost:${site.server.port}`, "cross-site"],
    ["the public origin", new URL(content.url).origin, "cross-site"],
    ["an ALLOWED_ORIGINS entry", "https://partner.example", "cross-site"],
  ];

  it("accepts the site's own origins: the tools list and a call answers", async () => {
    for (const [what, origin, fetchSite] of own()) {
      const client = await connectFrom(origin!, fetchSite!).catch((err: Error) => {
        throw new Error(`${what} (${origin}) refused: ${err.message}`);
      });
      try {
        const { tools } = await client.listTools();
        expect(tools.length, what).toBeGreaterThan(5);
        const stats = await client.callTool({ name: "get_network_stats", arguments: {} });
        expect(stats.isError, what).toBeFalsy();
      } finally {
        await client.close();
      }
    }
  });

  it("refuses another origin with a JSON-RPC error that the MCP client shows", async () => {
    const res = await fetch(site.url("/mcp"), {
      method: "POST",
      headers: {
        origin: "http://evil.example",
        "sec-fetch-site": "cross-site",
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { jsonrpc?: string; error?: { code?: number; message?: string } };
    expect(body.jsonrpc).toBe("2.0");
    expect(body.error?.code).toBeTypeOf("number");
    expect(body.error?.message).toMatch(/another origin/);
    expect(JSON.stringify(body)).not.toMatch(/form/i);

    const refused = await connectFrom("http://evil.example", "cross-site").then(
      () => null,
      (err: Error) => err,
    );
    expect(refused?.message).toMatch(/another origin/);
  });
});
