/**
 * /llms.txt (the llms.txt convention: H1, blockquote summary, then H2 sections that are lists of
 * `[name](url): notes` links only), generated at build time from the same data as the pages.
 * Detail lives in the linked Markdown documents (/docs/lead-api.md, /docs/mcp.md,
 * /docs/x402-sandbox.md, each page's text at /md/<page>.md); every link answers GET with 200.
 */
import type { APIRoute } from "astro";
import { AI_CATALOG_PATH } from "../discovery/ai-catalog.ts";
import { DOCS_PATHS } from "../discovery/agent-docs.ts";
import { MCP_FACT_TOOLS, MCP_PATH, MCP_QUOTE_TOOL } from "../discovery/mcp-tools.ts";
import { pageSources, PAGE_MARKDOWN_PREFIX } from "../discovery/page-markdown.ts";
import { webMcpToolName } from "../discovery/webmcp.ts";
import { apiPath, formSlugs, forms } from "../forms/index.ts";
import { navGroups } from "../content/nav.ts";
import { sitePages, type SitePage } from "../content/routes.ts";
import { site } from "../content/site.ts";
import { claims, stats } from "../content/stats.ts";
import { sandboxPaymentOptions, sandboxResource, X402_SANDBOX_PATH } from "../content/x402-sandbox.ts";

export const prerender = true;

const abs = (path: string) => new URL(path, site.url).href;
const link = (name: string, path: string, note: string) => `- [${name}](${abs(path)}): ${note}`;

/**
 * The Pages section: Home, then the navigation, then every other page of the route manifest with
 * its own line (without a note: the description of the form the page shows).
 */
function pages(): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  const add = (name: string, href: string, note: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    lines.push(link(name, href, note));
  };
  const line = (page: SitePage) => {
    const note = page.llms?.note ?? Object.values(forms).find((form) => form.pagePath === page.meta.path)?.description;
    if (!page.llms || note === undefined)
      throw new Error(
        `llms.txt: ${page.meta.path} is in no navigation slot and has no llms line (name, and a note or a form) in src/content/routes.ts`,
      );
    add(page.llms.name, page.meta.path, note);
  };
  const [home, ...others] = sitePages;
  if (home) line(home);
  for (const group of navGroups) for (const item of group.items) add(item.name, item.href, group.name);
  for (const page of others) if (!seen.has(page.meta.path)) line(page);
  return lines;
}

// Endpoints that answer only POST (the forms, /mcp) or 402 (the paid quote) are named in the
// notes; each link goes to a document that answers GET with 200.
function leadApi(): string[] {
  return [
    link(
      "Lead API guide",
      DOCS_PATHS.leadApi,
      "request format, every field of the five forms, Idempotency-Key, answers and a curl example",
    ),
    ...formSlugs.map((slug) =>
      link(forms[slug].title, DOCS_PATHS.leadApi, `\`POST ${abs(apiPath(slug))}\` (JSON or a form post). ${forms[slug].description}`),
    ),
    link("OpenAPI 3.1", "/openapi.json", "the same contract, generated from the forms' zod schemas"),
  ];
}

function mcp(): string[] {
  return [
    link(
      "MCP server guide",
      DOCS_PATHS.mcp,
      `remote MCP server at \`${abs(MCP_PATH)}\` (Streamable HTTP, stateless, POST): how to connect, the five forms as tools, facts tools, a paid quote tool, and resources (this file, the OpenAPI document, each page as Markdown)`,
    ),
    ...formSlugs.map((slug) =>
      link(
        webMcpToolName(forms[slug]),
        DOCS_PATHS.mcp,
        `MCP tool: ${forms[slug].title}; arguments are the form's fields plus an optional idempotency_key`,
      ),
    ),
    link(Object.values(MCP_FACT_TOOLS).join(", "), DOCS_PATHS.mcp, "read-only MCP tools with the site's facts"),
    link("Agent catalogue", AI_CATALOG_PATH, "the agent resource catalogue (ARD) of this site"),
  ];
}

function sandbox(): string[] {
  return [
    link(
      "x402 sandbox guide",
      DOCS_PATHS.x402Sandbox,
      `the challenge, the payment options (${sandboxPaymentOptions.map((o) => o.label).join(", ")}), curl commands, and the MCP transport`,
    ),
    link(
      "Sample compute quote",
      DOCS_PATHS.x402Sandbox,
      `\`GET ${abs(X402_SANDBOX_PATH)}\`: ${sandboxResource.description}; 402 with PAYMENT-REQUIRED, pay with PAYMENT-SIGNATURE`,
    ),
    link(
      MCP_QUOTE_TOOL,
      DOCS_PATHS.x402Sandbox,
      `the same quote as a paid MCP tool at \`${abs(MCP_PATH)}\`: payment in _meta["x402/payment"], settlement in _meta["x402/payment-response"]`,
    ),
  ];
}

function optional(): string[] {
  return [
    link("Sitemap", "/sitemap.xml", "every page"),
    ...pageSources.map((p) => link(`${p.meta.title} (Markdown)`, `${PAGE_MARKDOWN_PREFIX}${p.slug}.md`, `the ${p.meta.path} page's text`)),
    `- [x402 repository](${site.x402RepositoryUrl}): SDK and examples`,
  ];
}

function body(): string {
  return `# ${site.name}

> ${site.description}

${site.name} (${site.tagline}): ${stats.gpus.value} enterprise GPUs in ${stats.countries.value} countries, ${claims.capacity}, ${stats.uptime.value} uptime, ${stats.community.value} community members and a ${claims.fund} ${claims.fundToken}. Workloads: AI training and inference, cloud gaming, virtual desktop and rendering. AI agents pay for compute autonomously through x402, with PING on Sui, SUI, ETH or USDC.

There are no accounts and no login. Agents that do not browse can submit the site's five forms through a JSON API or as MCP tools, and try a real x402 payment challenge in a sandbox (testnets; settlement simulated).

## Pages

${pages().join("\n")}

## Lead API

${leadApi().join("\n")}

## MCP

${mcp().join("\n")}

## x402 sandbox

${sandbox().join("\n")}

## Optional

${optional().join("\n")}
`;
}

export const GET: APIRoute = () => new Response(body(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
