/** /mcp at the HTTP level: methods, Origin (DNS rebinding), body limit, and the per-tool rate limit. */
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/use-server.ts";
import { exampleSubmissions } from "../../src/forms/examples.ts";
import { figures } from "../../src/content/stats.ts";
import { connectMcp, data } from "./mcp-support.ts";

const site = useServer({ RATE_LIMIT_PER_MINUTE: "3", REDIS_URL: "" });
const initialize = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "curl", version: "1" } },
};
const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(site.url("/mcp"), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body,
  });

describe("/mcp over HTTP", () => {
  it("answers a 2025-era initialize without a session, and GET with 405 (stateless: no stream to resume)", async () => {
    const res = await post(JSON.stringify(initialize));
    expect(res.status).toBe(200);
    expect(res.headers.get("mcp-session-id")).toBeNull();
    expect(await res.text()).toContain('"serverInfo"');
    const get = await fetch(site.url("/mcp"), { headers: { accept: "text/event-stream" } });
    expect(get.status).toBe(405);
  });

  it("refuses a foreign Origin with 403, for POST and GET alike; the site's own Origin passes", async () => {
    for (const method of ["POST", "GET"]) {
      const res = await fetch(site.url("/mcp"), {
        method,
        headers: { origin: "http://evil.example", "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: method === "POST" ? JSON.stringify(initialize) : undefined,
      });
      expect(res.status, method).toBe(403);
    }
    const own = await post(JSON.stringify(initialize), { origin: site.url() });
    expect(own.status).toBe(200);
  });

  it("refuses a DNS-rebinding request (Origin and Host both the attacker's name) with 403", async () => {
    // Origin equals Host here, so the forms' same-origin check would let it through.
    const { status, body: answer } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const body = JSON.stringify(initialize);
      const req = request(
        site.url("/mcp"),
        {
          method: "POST",
          headers: {
            host: "rebind.example",
            origin: "http://rebind.example",
            "content-type": "application/json",
            accept: "application/json, text/event-stream",
            "content-length": Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = "";
          res.on("data", (d) => (text += d));
          res.on("end", () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
    expect(status).toBe(403);
    expect(answer).toContain("another origin");
  });

  it("serves 2025-era clients statelessly: tools/call without initialize or session answers", async () => {
    const call = { jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "get_network_stats", arguments: {} } };
    const res = await post(JSON.stringify(call), { "mcp-protocol-version": "2025-06-18" });
    expect(res.status).toBe(200);
    const raw = await res.text();
    const json = JSON.parse(raw.includes("data:") ? raw.split("data:").pop()!.trim() : raw);
    expect(json.result.structuredContent.figures.gpus).toBe(figures.gpus);
  });

  it("refuses a body over 64 KiB with 413", async () => {
    const big = JSON.stringify({ ...initialize, params: { ...initialize.params, pad: "x".repeat(70 * 1024) } });
    const res = await post(big);
    expect(res.status).toBe(413);
  });

  it("rate-limits a flood per client and tool (RATE_LIMIT_PER_MINUTE = 3), as a tool error with retryAfterSeconds", async () => {
    const client = await connectMcp(site.url());
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await client.callTool({ name: "contact_team", arguments: exampleSubmissions.contact }));
    expect(results.slice(0, 3).every((r) => !r.isError)).toBe(true);
    expect(results[3]!.isError).toBe(true);
    expect(data(results[3]!)).toMatchObject({ error: "rate_limited", retryAfterSeconds: expect.any(Number) });
    // Another tool has its own window.
    expect((await client.callTool({ name: "get_network_stats", arguments: {} })).isError).toBeFalsy();
    await client.close();
  });
});
