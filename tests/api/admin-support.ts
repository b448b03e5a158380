/**
 * Shared pieces of the operator tests: the operators CLI against a test database, signing in
 * over real HTTP, reading the session cookie, and the admin routes as the router has them.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { pino } from "pino";
import { createAdminRoutes } from "../../src/server/inbox/admin-routes.ts";
import { ADMIN_API_PREFIX, ADMIN_PUBLIC_CALLS } from "../../src/server/operators/routes.ts";
import { repoRoot } from "../../scripts/lib/server.ts";
import { randomIp } from "../../scripts/lib/helpers.ts";
import type { LeadTable } from "../../src/forms/types.ts";
import type { TestDb } from "./leads-support.ts";

const run = promisify(execFile);

export type CliResult = { code: number; stdout: string; stderr: string };

/** `npm run operators -- …` (the script itself, with the project's Node) against `env`'s database. */
export async function operatorsCli(env: Record<string, string>, ...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(repoRoot, "scripts/operators.ts"), ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** The one-time link a CLI answer printed, and its token. */
export function linkOf(stdout: string): { link: string; token: string } {
  const m = /(https?:\/\/\S+\/admin\/set-password#token=([A-Za-z0-9_-]+))/.exec(stdout);
  if (!m) throw new Error(`no link in:\n${stdout}`);
  return { link: m[1]!, token: m[2]! };
}

let counter = 0;
/** A new operator e-mail address per call (and per run: Redis counts outlive a test run). */
export const newEmail = () => `op${Date.now().toString(36)}${++counter}-${process.pid}@example.com`;

export const PASSWORD = "correct horse battery staple";

/** The Set-Cookie header parsed: name, value and attributes (lower-cased names). */
export function parseSetCookie(header: string | null): { name: string; value: string; attrs: Map<string, string> } {
  if (!header) throw new Error("no Set-Cookie");
  const [pair, ...rest] = header.split(";").map((s) => s.trim());
  const eq = pair!.indexOf("=");
  const attrs = new Map(
    rest.map((a) => {
      const i = a.indexOf("=");
      return i < 0 ? [a.toLowerCase(), ""] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
    }),
  );
  return { name: pair!.slice(0, eq), value: pair!.slice(eq + 1), attrs };
}

/** The Cookie header a browser would send back for a Set-Cookie. */
export const cookieFrom = (res: Response) => {
  const c = parseSetCookie(res.headers.get("set-cookie"));
  return `${c.name}=${c.value}`;
};

export type Call = { method: "GET" | "POST" | "PATCH" | "DELETE"; path: string; public: boolean };

/**
 * Every method × path of the admin API, from the routes the server puts in its route table
 * (paths, `:param` ones too).
 */
export function adminApiCalls(): Call[] {
  const routes = createAdminRoutes({ db: {} as never, log: pino({ level: "silent" }), redis: null, trustProxyHops: 0 });
  return routes.flatMap((r) => {
    const paths = r.path === undefined ? [] : typeof r.path === "string" ? [r.path] : [...r.path];
    const exact = paths.filter((p) => p.startsWith(ADMIN_API_PREFIX)).flatMap((path) => r.methods.map((method) => ({ method, path })));
    return exact.map(({ method, path }) => ({
      method: method as Call["method"],
      path,
      public: ADMIN_PUBLIC_CALLS.includes(`${method} ${path}`),
    }));
  });
}

/** A call's path with its `:params` filled in (`:form`, `:id`…). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([a-z]+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(params[name]!);
  });
}

/** A JSON request to the server with its own client address (TRUST_PROXY=1), so tests never share a throttle. */
export function request(
  base: string,
  method: string,
  path: string,
  opts: { cookie?: string; body?: unknown; headers?: Record<string, string>; ip?: string } = {},
) {
  const headers: Record<string, string> = { "X-Forwarded-For": opts.ip ?? randomIp(), ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  return fetch(`${base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    redirect: "manual",
  });
}

export const signIn = (base: string, email: string, password: string, opts: { ip?: string; headers?: Record<string, string> } = {}) =>
  request(base, "POST", `${ADMIN_API_PREFIX}session`, { body: { email, password }, ...opts });

/** Creates an operator with the CLI (`role`: its --role) and sets its password through its link: returns its session cookie. */
export async function createOperator(base: string, env: Record<string, string>, email = newEmail(), password = PASSWORD, role?: string) {
  const added = await operatorsCli(env, "add", email, ...(role ? ["--role", role] : []));
  if (added.code !== 0) throw new Error(added.stderr);
  const { token } = linkOf(added.stdout);
  const res = await request(base, "POST", `${ADMIN_API_PREFIX}password`, { body: { token, password } });
  if (res.status !== 200) throw new Error(`set password: ${res.status} ${await res.text()}`);
  return { email, password, cookie: cookieFrom(res), operator: ((await res.json()) as { operator: { id: string } }).operator };
}

/** Every row of one of the operators' tables (TestDb reads any table ordered by created_at, id). */
export const rowsOf = (db: TestDb, table: "operators" | "operator_sessions") => db.rows(table as LeadTable);
