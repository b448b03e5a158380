/**
 * The names of the MCP server's tools and its path: one name per tool everywhere (the server,
 * /llms.txt, ai-catalog.json, the docs). The form tools are named as their WebMCP tools.
 */
import { MCP_PATH, MCP_QUOTE_TOOL } from "../content/mcp.ts";
import { formSlugs, forms } from "../forms/forms.ts";
import { webMcpToolName } from "./webmcp.ts";

export { MCP_PATH, MCP_QUOTE_TOOL };

/** Read-only facts tools. */
export const MCP_FACT_TOOLS = {
  stats: "get_network_stats",
  positions: "list_open_positions",
  walletsAndTokens: "list_supported_wallets_and_tokens",
  x402Options: "get_x402_payment_options",
  gpuPrices: "list_gpu_prices",
} as const;

/** Title and description of each facts tool (the server's tool list and /docs/mcp.md). */
export const MCP_FACT_TOOL_INFO: Record<keyof typeof MCP_FACT_TOOLS, { title: string; description: string }> = {
  stats: {
    title: "Network stats",
    description:
      "The network's figures: enterprise GPUs, countries, uptime, compute capacity, community members and the ecosystem fund, as numbers and as the site spells them.",
  },
  positions: {
    title: "Open positions",
    description: "The open job positions (title, department, location, type). Use a title as position_title of apply_for_job.",
  },
  walletsAndTokens: {
    title: "Supported wallets and tokens",
    description:
      "The wallets /access-compute connects (Sui and EVM families, with download links) and the tokens payments accept (PING, SUI, ETH, USDC).",
  },
  x402Options: {
    title: "x402 payment options",
    description:
      "How to pay for a compute quote with x402: every accepted network, asset, amount and payTo address, the HTTP resource and the MCP tool get_compute_quote.",
  },
  gpuPrices: {
    title: "GPU prices",
    description:
      "Nirvana Earth's bare-metal GPUs (model, memory) and their list prices in USD per GPU-hour: the price list /nirvana-earth shows and the sample quote uses.",
  },
};

export const mcpFormToolNames = (): string[] => formSlugs.map((slug) => webMcpToolName(forms[slug]));

export const mcpToolNames = (): string[] => [...mcpFormToolNames(), ...Object.values(MCP_FACT_TOOLS), MCP_QUOTE_TOOL];
