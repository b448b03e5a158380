/**
 * src/discovery/: the documents agents read (this catalogue, the OpenAPI document, the Markdown
 * docs and pages, the MCP tool names, WebMCP annotations), generated from src/content and
 * src/forms, which are all they import.
 *
 * The agent resource catalogue (Agentic Resource Discovery, ai-catalog.json): what an AI agent
 * can use on this site, served at AI_CATALOG_PATH and linked from every page, the HTTP Link
 * header of every page, and robots.txt.
 */
import { site } from "../content/site.ts";
import { sandboxPaymentOptions, X402_SANDBOX_PATH } from "../content/x402-sandbox.ts";
import { formSlugs, forms } from "../forms/index.ts";
import { MCP_PATH, MCP_QUOTE_TOOL, mcpFormToolNames, mcpToolNames } from "./mcp-tools.ts";
import { webMcpToolName } from "./webmcp.ts";

export const AI_CATALOG_PATH = "/.well-known/ai-catalog.json";

/** An agent skill written in Markdown (the ARD media type for skills). */
const SKILL_TYPE = 'text/markdown; profile="urn:air:agent-skills"';

const publisher = new URL(site.url).hostname;
const abs = (path: string) => new URL(path, site.url).href;

export function buildAiCatalog() {
  return {
    specVersion: "1.0",
    host: { displayName: site.name, documentationUrl: abs("/llms.txt") },
    entries: [
      {
        identifier: `urn:air:${publisher}:skills:gpu-compute-leads`,
        displayName: `${site.name} GPU compute requests`,
        type: SKILL_TYPE,
        url: abs("/llms.txt"),
        description:
          "Request GPU compute, apply to provide GPUs, apply for the ecosystem fund, contact the team or apply for a job: each form is a JSON API (OpenAPI at /openapi.json) and a WebMCP tool on its page.",
        tags: ["gpu", "compute", "ai-training", "cloud-gaming", "rendering", "leads"],
        capabilities: formSlugs.map((slug) => webMcpToolName(forms[slug])),
        representativeQueries: [
          "request H100 GPU compute for AI training",
          "offer my data centre GPUs to a decentralized cloud",
          "apply for a web3 AI ecosystem grant",
        ],
        metadata: { openapi: abs("/openapi.json") },
      },
      {
        identifier: `urn:air:${publisher}:mcp:gpu-compute`,
        displayName: `${site.name} MCP server`,
        type: "application/mcp-server-card+json",
        // The server card inline: where the remote MCP server is and what it offers.
        data: {
          serverInfo: { name: site.name, title: `${site.name} GPU compute`, version: "1.0.0" },
          description:
            "The site's five forms as MCP tools, facts tools, a paid x402 quote tool, and resources (llms.txt, OpenAPI, each page as Markdown).",
          remotes: [{ type: "streamable-http", url: abs(MCP_PATH) }],
          tools: mcpToolNames(),
        },
        description: `A remote MCP server (Streamable HTTP, stateless) at ${MCP_PATH}: request GPU compute and submit the other forms as tools, read the network's facts, and buy a sample quote with x402 over MCP.`,
        tags: ["mcp", "gpu", "compute", "leads", "x402"],
        capabilities: [...mcpFormToolNames(), MCP_QUOTE_TOOL],
        representativeQueries: [
          "MCP server for requesting GPU compute",
          "MCP tool to apply as a GPU provider",
          "pay for a GPU quote over MCP with x402",
        ],
        metadata: { endpoint: abs(MCP_PATH), transport: "streamable-http" },
      },
      {
        identifier: `urn:air:${publisher}:skills:x402-sandbox`,
        displayName: `${site.name} x402 payment sandbox`,
        type: SKILL_TYPE,
        url: abs("/llms.txt"),
        description: `A real x402 v2 payment challenge at ${X402_SANDBOX_PATH}: pay a sample GPU quote with ${sandboxPaymentOptions.map((o) => o.label).join(", ")}; settlement is simulated.`,
        tags: ["x402", "payments", "sui", "evm", "ping"],
        capabilities: ["x402-exact-evm", "x402-exact-sui"],
        representativeQueries: [
          "pay for GPU compute with x402",
          "x402 sandbox on Sui testnet",
          "test an x402 client against a 402 challenge",
        ],
        metadata: { resource: abs(X402_SANDBOX_PATH), openapi: abs("/openapi.json") },
      },
    ],
  };
}
