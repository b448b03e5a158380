import type { APIRoute } from "astro";
import { buildAiCatalog } from "../../discovery/ai-catalog.ts";

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(JSON.stringify(buildAiCatalog(), null, 2), { headers: { "Content-Type": "application/json; charset=utf-8" } });
