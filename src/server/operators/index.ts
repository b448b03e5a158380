/**
 * operators/: the entry of the operators' accounts and sign-in: the routes the admin group mounts
 * (routes.ts) and who is signed in. See routes.ts for the folder.
 * Features reach each other only through their entry (tests/unit/structure.test.ts); a module inside
 * the folder imports its neighbours directly, never this file.
 */
export * from "./routes.ts";
export * from "./roles.ts";
export * from "./accounts.ts";
export * from "./manage.ts";
export * from "./session-cookie.ts";
