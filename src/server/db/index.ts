/**
 * db/: the data layer's entry: the connection and its handle types, the schema's type (`Db`), the engine,
 * row ids, store errors, SQLite settings and a stored lead read back as a record. See connection.ts for the folder.
 * Features reach each other only through their entry (tests/unit/structure.test.ts); a module inside
 * the folder imports its neighbours directly, never this file.
 */
export * from "./connection.ts";
export * from "./engine.ts";
export * from "./ids.ts";
export * from "./lead-records.ts";
export * from "./schema.ts";
export * from "./sqlite-open.ts";
export * from "./store-errors.ts";
