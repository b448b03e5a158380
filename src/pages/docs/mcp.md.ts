import type { APIRoute } from "astro";
import { mcpMarkdown } from "../../discovery/agent-docs.ts";

export const prerender = true;

/** /docs/mcp.md: the MCP server (connecting, tools, resources), linked from /llms.txt. */
export const GET: APIRoute = () => new Response(mcpMarkdown(), { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
