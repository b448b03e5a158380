/** An MCP client from the official SDK (@modelcontextprotocol/client), connected over Streamable HTTP. */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterAll, beforeAll } from "vitest";
import { useServer } from "../support/use-server.ts";

/**
 * `modern`: the 2026-07-28 revision (server/discover, per-request _meta envelope), pinned so a
 * fallback cannot hide a failure; `legacy`: the 2025 initialize handshake (the client's default),
 * which the server answers through the SDK's stateless fallback.
 */
export type Era = "modern" | "legacy";
export const MODERN_REVISION = "2026-07-28";

export async function connectMcp(base: string, era: Era = "modern"): Promise<Client> {
  const client = new Client(
    { name: "mcp-test", version: "1.0.0" },
    { versionNegotiation: { mode: era === "modern" ? { pin: MODERN_REVISION } : "legacy" } },
  );
  await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", base)));
  return client;
}

/** The structuredContent of a tool result, typed loosely for assertions. */
export const data = (result: { structuredContent?: unknown }) => (result.structuredContent ?? {}) as Record<string, any>;
export const text = (result: { content?: unknown }) => (result.content as { type: string; text?: string }[] | undefined)?.[0]?.text ?? "";

/** A server (no rate limits, no Redis) and a client connected to it, for the enclosing file or block. */
export function useMcpClient(): { readonly client: Client; url: (path?: string) => string } {
  const site = useServer({ RATE_LIMIT_PER_MINUTE: "0", X402_RATE_LIMIT_PER_MINUTE: "0", REDIS_URL: "" });
  let client: Client | undefined;
  beforeAll(async () => {
    client = await connectMcp(site.url());
  });
  afterAll(async () => {
    await client?.close();
  });
  return {
    get client() {
      if (!client) throw new Error("useMcpClient: not connected (used outside a test?)");
      return client;
    },
    url: site.url,
  };
}
