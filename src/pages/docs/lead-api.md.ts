import type { APIRoute } from "astro";
import { leadApiMarkdown } from "../../discovery/agent-docs.ts";

export const prerender = true;

/** /docs/lead-api.md: the lead API with every field, linked from /llms.txt. */
export const GET: APIRoute = () => new Response(leadApiMarkdown(), { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
