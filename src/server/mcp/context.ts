/**
 * Per-request facts the tool handlers need but the MCP SDK does not carry (it sees a web Request
 * without the socket): the client's address, for the rate limit. Set by the /mcp route around the
 * SDK call; read inside tool handlers, which run in the same async context.
 */
import { AsyncLocalStorage } from "node:async_hooks";

export type McpRequestFacts = { clientIp: string };

export const mcpRequestFacts = new AsyncLocalStorage<McpRequestFacts>();

export function currentClientIp(): string {
  return mcpRequestFacts.getStore()?.clientIp ?? "unknown";
}
