/**
 * The names of the MCP server's tools and its path: one name per tool everywhere (the server,
 * /llms.txt, ai-catalog.json, the docs). The form tools are named as their WebMCP tools.
 */
import { formSlugs, forms } from "../leads/forms.ts";
import { webMcpToolName } from "./webmcp.ts";

export const MCP_PATH = "/mcp";

/** Read-only facts tools. */
export const MCP_FACT_TOOLS = {
  stats: "get_network_stats",
  positions: "list_open_positions",
  walletsAndTokens: "list_supported_wallets_and_tokens",
  x402Options: "get_x402_payment_options",
} as const;

/** The paid tool (x402 over MCP). */
export const MCP_QUOTE_TOOL = "get_compute_quote";

export const mcpFormToolNames = (): string[] => formSlugs.map((slug) => webMcpToolName(forms[slug]));

export const mcpToolNames = (): string[] => [...mcpFormToolNames(), ...Object.values(MCP_FACT_TOOLS), MCP_QUOTE_TOOL];
