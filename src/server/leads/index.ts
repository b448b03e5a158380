/**
 * leads/: the lead feature's entry: the form API's route, accepting a lead (also for MCP tools) and the store.
 * See route.ts for the folder.
 * Features reach each other only through their entry (tests/unit/structure.test.ts); a module inside
 * the folder imports its neighbours directly, never this file.
 */
export * from "./accept.ts";
export * from "./route.ts";
export * from "./store.ts";
