/** Tool results in one shape: a sentence for the model (text) and the same facts as JSON (structuredContent). */
import type { CallToolResult } from "@modelcontextprotocol/server";

export function ok(text: string, data: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text }], structuredContent: data };
}

export function toolError(text: string, data: Record<string, unknown>): CallToolResult {
  return { isError: true, content: [{ type: "text", text }], structuredContent: data };
}

/** Read-only facts: the JSON itself is the text, for clients that ignore structuredContent. */
export function facts(data: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(data, null, 2) }], structuredContent: data };
}
