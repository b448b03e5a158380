/**
 * The MCP server's address and its paid tool's name: the pages name them (/about's proofs), the
 * server and the discovery documents serve them (src/discovery/mcp-tools.ts re-exports both).
 */
export const MCP_PATH = "/mcp";

/** The paid tool (x402 over MCP). */
export const MCP_QUOTE_TOOL = "get_compute_quote";
