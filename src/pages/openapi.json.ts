import type { APIRoute } from "astro";
import { buildOpenApi } from "../discovery/openapi.ts";

export const prerender = true;

/** OpenAPI 3.1 document of the lead API and the x402 sandbox, built from the zod schemas. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(buildOpenApi(), null, 2), { headers: { "Content-Type": "application/json; charset=utf-8" } });
