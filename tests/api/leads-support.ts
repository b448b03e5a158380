/**
 * Shared pieces of the lead API tests: the databases to run against (SQLite always; PostgreSQL
 * when TEST_DATABASE_URL is set, in a schema of its own per test file), starting the real
 * server on one, posting, and reading the stored rows back with the database's own client.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { forms, leadTables } from "../../src/forms/forms.ts";
import type { FormSlug, LeadTable } from "../../src/forms/types.ts";
import { useInProcessServer } from "../support/in-process.ts";
import { useServer, withLate } from "../support/use-server.ts";

export type Engine = "sqlite" | "postgres";
export type Row = Record<string, unknown>;

export const PG_URL = process.env.TEST_DATABASE_URL || "";
export const REDIS_URL = process.env.TEST_REDIS_URL || "";

/** The engines this run covers; prints why PostgreSQL is left out when it is. */
export function engines(): Engine[] {
  if (PG_URL) return ["sqlite", "postgres"];
  noticeOnce("pg", "NOTICE: TEST_DATABASE_URL is not set: the lead API tests run on SQLite only, not on PostgreSQL.");
  return ["sqlite"];
}

const notices = new Set<string>();
export function noticeOnce(key: string, text: string): void {
  if (notices.has(key)) return;
  notices.add(key);
  console.warn(text);
}

/** A database for one test file: the env that points the server at it, and a reader. */
export type TestDb = {
  engine: Engine;
  env: Record<string, string>;
  rows(table: LeadTable): Promise<Row[]>;
  count(table: LeadTable): Promise<number>;
  countAll(): Promise<number>;
  /** Runs raw SQL (used to break the database for the 500 test). */
  exec(sql: string): Promise<void>;
  /** Reads with raw SQL (tables of this database: deliveries…). */
  query(sql: string): Promise<Row[]>;
  close(): Promise<void>;
};

export async function createTestDb(engine: Engine): Promise<TestDb> {
  if (engine === "sqlite") {
    const path = join(mkdtempSync(join(tmpdir(), "leads-api-")), "leads.db");
    let reader: DatabaseSync | null = null;
    // The server writes meanwhile (its worker, its group commit): wait for its lock, do not fail at once.
    const open = () => {
      if (!reader) {
        reader = new DatabaseSync(path);
        reader.exec("PRAGMA busy_timeout = 5000");
      }
      return reader;
    };
    const rows = async (table: LeadTable) => open().prepare(`SELECT * FROM ${table} ORDER BY created_at, id`).all() as Row[];
    return {
      engine,
      env: { LEADS_DB_PATH: path, DATABASE_URL: "" },
      rows,
      count: async (table) => (await rows(table)).length,
      countAll: async () => (await Promise.all(leadTables.map((t) => rows(t)))).reduce((n, r) => n + r.length, 0),
      exec: async (sql) => void open().exec(sql),
      query: async (sql) => open().prepare(sql).all() as Row[],
      close: async () => reader?.close(),
    };
  }
  const schema = `leads_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(PG_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const rows = async (table: LeadTable) => (await admin.query(`SELECT * FROM ${schema}.${table} ORDER BY created_at, id`)).rows as Row[];
  return {
    engine,
    env: { DATABASE_URL: url.toString() },
    rows,
    count: async (table) => (await rows(table)).length,
    countAll: async () => (await Promise.all(leadTables.map((t) => rows(t)))).reduce((n, r) => n + r.length, 0),
    exec: async (sql) => void (await admin.query(`SET search_path TO ${schema}; ${sql}`)),
    query: async (sql) => {
      await admin.query(`SET search_path TO ${schema}`);
      return (await admin.query(sql)).rows as Row[];
    },
    close: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** A server hook (use-server.ts, or in-process.ts) made a lead-server hook: `engine`, `env` → the handle plus `db`. */
function leadServerHook<H extends object>(serve: (env: () => Record<string, string>) => H) {
  return (engine: Engine, env: Record<string, string> = {}) => {
    let db: TestDb | undefined;
    beforeAll(async () => {
      db = await createTestDb(engine);
    });
    afterAll(async () => {
      await db?.close();
    });
    // Registered after the database's hooks: started after it is created, stopped before it closes.
    const handle = serve(() => ({ RATE_LIMIT_PER_MINUTE: "0", REDIS_URL: "", ...db!.env, ...env }));
    return withLate(handle, "db", () => db);
  };
}

/** One server process on a fresh database of `engine` for the enclosing describe block. */
export const useLeadServer = leadServerHook((env) => useServer(env));
/** The same with the app in the test process (tests/support/in-process.ts). */
export const useInProcessLeadServer = leadServerHook(useInProcessServer);

export type PostOptions = { headers?: Record<string, string>; as?: "json" | "form"; html?: boolean };

/** POSTs a submission as JSON (default) or as a form post; never follows redirects. */
export async function postLead(base: string, slug: string, body: Record<string, unknown>, opts: PostOptions = {}) {
  const as = opts.as ?? "json";
  const headers: Record<string, string> = {
    "content-type": as === "json" ? "application/json" : "application/x-www-form-urlencoded",
    ...(opts.html ? { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } : {}),
    ...opts.headers,
  };
  const payload = as === "json" ? JSON.stringify(body) : formEncode(body);
  const res = await fetch(`${base}/api/forms/${slug}`, { method: "POST", headers, body: payload, redirect: "manual" });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, headers: res.headers, text, json };
}

/** What a browser posts: checked boxes as "on", unchecked ones left out. */
export function formEncode(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v === false || v === null || v === undefined) continue;
    params.append(k, v === true ? "on" : String(v));
  }
  return params.toString();
}

/** A stored value as the engine returns it: SQLite has no booleans (1/0). */
export function asStored(engine: Engine, value: unknown): unknown {
  if (typeof value === "boolean" && engine === "sqlite") return value ? 1 : 0;
  return value;
}

/** The spec columns of a stored row (without id, created_at, idempotency_key). */
export function specColumns(slug: FormSlug, row: Row): Row {
  return Object.fromEntries(forms[slug].fields.map((f) => [f.name, row[f.name]]));
}

export const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
