/**
 * mcp/: the MCP server's entry: its route (route.ts, which says what the folder may import).
 * Features reach each other only through their entry (tests/unit/structure.test.ts); a module inside
 * the folder imports its neighbours directly, never this file.
 */
export * from "./route.ts";
