/**
 * GET /api/health, for load balancers and container health checks: 200 when this process can
 * store a lead (it commits a write to a probe row within HEALTH_DB_TIMEOUT_MS: a full disk, a
 * read-only file or a PostgreSQL standby fail it, not only a database that does not answer),
 * else 503. Redis is
 * reported but does not fail the check: without it leads are still stored (the rate limit lets
 * them through) and only x402 payments are refused. Other methods (405) and other paths under
 * /api/ (404) are answered by the router (app.ts).
 */
import type { LeadsDb } from "./db.ts";
import type { LeadStore } from "./leads-store.ts";
import type { Redis } from "./redis.ts";
import type { Route } from "./routes.ts";
import { sendJson } from "./send-json.ts";

export const HEALTH_PATH = "/api/health";
export const HEALTH_DB_TIMEOUT_MS = 2_000;

type Check = "ok" | "unreachable";

export function createHealthRoute(deps: { leadsDb: LeadsDb; store: LeadStore; redis: Redis | null; backlog?: () => Promise<unknown> }): Route {
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

  return {
    methods: ["GET"],
    path: HEALTH_PATH,
    async handle(_req, res) {
      const [db, cache] = await Promise.all([database(), redis()]);
      // The delivery backlog is reported, never a reason for 503.
      const deliveries = deps.backlog && db === "ok" ? await within(deps.backlog(), HEALTH_DB_TIMEOUT_MS).catch(() => "unknown") : undefined;
      // A 503 here is a report (the body load balancers read), not a refused request: same shape as the 200.
      sendJson(res, db === "ok" ? 200 : 503, { status: db === "ok" ? "ok" : "unavailable", database: db, engine: deps.leadsDb.engine, redis: cache, deliveries });
    },
  };
}
