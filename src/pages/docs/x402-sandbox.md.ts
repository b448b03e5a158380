import type { APIRoute } from "astro";
import { x402SandboxMarkdown } from "../../discovery/agent-docs.ts";

export const prerender = true;

/** /docs/x402-sandbox.md: the x402 sandbox over HTTP and MCP, linked from /llms.txt. */
export const GET: APIRoute = () => new Response(x402SandboxMarkdown(), { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
