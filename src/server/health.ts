/**
 * GET /api/health, for load balancers and container health checks: 200 when this process can
 * store a lead (it commits a write to a probe row within HEALTH_DB_TIMEOUT_MS: a full disk, a
 * read-only file or a PostgreSQL standby fail it, not only a database that does not answer),
 * else 503. Redis is
 * reported but does not fail the check: without it leads are still stored (the rate limit lets
 * them through) and only x402 payments are refused.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RouteHandler } from "./app.ts";
import { sendJson } from "./send-json.ts";
import type { LeadsDb } from "./db.ts";
import type { LeadStore } from "./leads-store.ts";
import type { Redis } from "./redis.ts";

export const HEALTH_PATH = "/api/health";
export const HEALTH_DB_TIMEOUT_MS = 2_000;

type Check = "ok" | "unreachable";

export function createHealthRoute(deps: { leadsDb: LeadsDb; store: LeadStore; redis: Redis | null; backlog?: () => Promise<unknown> }): { prefix: string; handle: RouteHandler } {
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), ms).unref())]);

  async function database(): Promise<Check | "cannot write"> {
    try {
      await within(deps.store.probe(), HEALTH_DB_TIMEOUT_MS);
      return "ok";
    } catch (err) {
      return err instanceof Error && /timed out|connect|terminat|ECONNREFUSED/i.test(err.message) ? "unreachable" : "cannot write";
    }
  }

  async function redis(): Promise<Check | "not configured"> {
    if (!deps.redis) return "not configured";
    return (await deps.redis.ping().catch(() => null)) === "PONG" ? "ok" : "unreachable";
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const head = req.method === "HEAD";
    const path = (req.url ?? "/").split("?")[0];
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => sendJson(res, status, body, { head, headers });
    if (path !== HEALTH_PATH) return send(404, { error: `Nothing at ${path}.` });
    if (req.method !== "GET" && !head) return send(405, { error: "Use GET." }, { Allow: "GET, HEAD" });
    const [db, cache] = await Promise.all([database(), redis()]);
    // issue 11: the delivery backlog is reported, never a reason for 503.
    const deliveries = deps.backlog && db === "ok" ? await within(deps.backlog(), HEALTH_DB_TIMEOUT_MS).catch(() => "unknown") : undefined;
    send(db === "ok" ? 200 : 503, { status: db === "ok" ? "ok" : "unavailable", database: db, engine: deps.leadsDb.engine, redis: cache, deliveries });
  }

  return { prefix: HEALTH_PATH, handle };
}
