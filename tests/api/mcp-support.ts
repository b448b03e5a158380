/** An MCP client from the official SDK (@modelcontextprotocol/client), connected over Streamable HTTP. */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";

export async function connectMcp(base: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "mcp-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", base), { requestInit: { headers } }));
  return client;
}

/** The structuredContent of a tool result, typed loosely for assertions. */
export const data = (result: { structuredContent?: unknown }) => (result.structuredContent ?? {}) as Record<string, any>;
export const text = (result: { content?: unknown }) => ((result.content as { type: string; text?: string }[] | undefined)?.[0]?.text ?? "");
