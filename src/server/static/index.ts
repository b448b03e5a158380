/**
 * static/: the entry of the built site as the server answers it (static.ts).
 * Features reach each other only through their entry (tests/unit/structure.test.ts); a module inside
 * the folder imports its neighbours directly, never this file.
 */
export * from "./static.ts";
