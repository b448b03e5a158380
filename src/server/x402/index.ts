/**
 * x402/: the x402 sandbox's entry: its route, and the payment processing, replay store and
 * requirements the MCP quote tool shares. See route.ts for the folder.
 * Features reach each other only through their entry (tests/unit/structure.test.ts); a module inside
 * the folder imports its neighbours directly, never this file.
 */
export * from "./bazaar.ts";
export * from "./payload.ts";
export * from "./process-payment.ts";
export * from "./replay.ts";
export * from "./requirements.ts";
export * from "./route.ts";
