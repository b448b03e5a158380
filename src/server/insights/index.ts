/**
 * insights/: the entry of the inbox's insights (leads by day, source and landing page, conversion,
 * the status funnel, time to first answer) and of the page-view counter they read.
 * Features reach each other only through their entry (tests/unit/structure.test.ts); a module inside
 * the folder imports its neighbours directly, never this file.
 */
export * from "./insights.ts";
export * from "./page-views.ts";
export * from "./routes.ts";
