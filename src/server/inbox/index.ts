/**
 * inbox/: the operators' inbox's entry: the /admin routes, the list's filter and the export (shared with
 * `npm run leads`). See admin-routes.ts for the folder.
 * Features reach each other only through their entry (tests/unit/structure.test.ts); a module inside
 * the folder imports its neighbours directly, never this file.
 */
export * from "./admin-routes.ts";
export * from "./inbox.ts";
export * from "./export.ts";
