import type { APIRoute } from "astro";
import { AI_CATALOG_PATH } from "../discovery/ai-catalog.ts";
import { site } from "../content/site.ts";

/**
 * robots.txt: allow everything, point to the sitemap index and name the agent catalogue and
 * llms.txt. The catalogue is named in a comment: an `Agentmap:` directive is not in the set of
 * directives crawlers (and Lighthouse's SEO audit) accept; pages link it with rel="ai-catalog".
 */
const body = [
  "User-agent: *",
  "Allow: /",
  "",
  `# Agent resource catalogue (ARD): ${new URL(AI_CATALOG_PATH, site.url).href}`,
  `# llms.txt: ${new URL("/llms.txt", site.url).href}`,
  `Sitemap: ${new URL("/sitemap.xml", site.url).href}`,
  "",
].join("\n");

export const GET: APIRoute = () =>
  new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
