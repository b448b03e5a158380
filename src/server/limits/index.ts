/**
 * limits/: the entry of the per-client request limits (rate-limit.ts).
 * Features reach each other only through their entry (tests/unit/structure.test.ts); a module inside
 * the folder imports its neighbours directly, never this file.
 */
export * from "./rate-limit.ts";
