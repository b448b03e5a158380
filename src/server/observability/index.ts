/**
 * observability/: the entry of metrics (/metrics, prom-client), request ids and the access log.
 * Features reach each other only through their entry (tests/unit/structure.test.ts); a module inside
 * the folder imports its neighbours directly, never this file.
 */
export * from "./access-log.ts";
export * from "./metrics.ts";
export * from "./request-context.ts";
