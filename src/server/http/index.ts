/**
 * http/: the HTTP kernel's entry: what features use of it (routes and groups, errors, JSON answers, bodies and
 * validated input, the Origin check, the client's address, security headers). See app.ts for the folder.
 * Features reach each other only through their entry (tests/unit/structure.test.ts); a module inside
 * the folder imports its neighbours directly, never this file.
 */
export * from "./app.ts";
export * from "./body.ts";
export * from "./client-ip.ts";
export * from "./http-error.ts";
export * from "./origin.ts";
export * from "./router.ts";
export * from "./security-headers.ts";
export * from "./send-json.ts";
export * from "./validated.ts";
