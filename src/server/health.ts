/**
 * Health checks, for load balancers, orchestrators and container health checks:
 * - GET /livez: the process answers (no I/O at all): 200 {"status":"ok"}.
 * - GET /readyz and GET /api/health: this process can store a lead: 200 {"status":"ok"}, else
 *   503 {"status":"unavailable"} with Retry-After. Readiness comes from a write probe (a commit
 *   of a probe row as large as a lead, within HEALTH_DB_TIMEOUT_MS: a full disk, a read-only file
 *   or a PostgreSQL standby fail it, not only a database that does not answer) run at most once
 *   per HEALTH_PROBE_INTERVAL_MS: every caller meanwhile, however many, shares its result, so a
 *   flood of health checks costs the database at most one write per interval.
 * - GET /api/admin/health (an operator's session, else 401): the details behind the public
 *   answer: the database's state and engine, Redis, the delivery backlog, the probe's counters.
 *   Each change of the database's state is also logged (with the cause), once: the operator's
 *   route needs the database to check the session, the log does not.
 *   Redis is reported but does not fail readiness: without it leads are still stored (the rate
 *   limit lets them through) and only x402 payments are refused.
 * Other methods (405) and other paths under /api/ (404) are answered by the router (app.ts).
 */
import type { Logger } from "pino";
import type { LeadsDb } from "./db/index.ts";
import { HttpError, isHttps, type Route, sendJson } from "./http/index.ts";
import type { LeadStore } from "./leads/index.ts";
import { findSession, readSessionToken, SIGN_IN_REQUIRED } from "./operators/index.ts";
import type { Redis } from "./redis.ts";

export const LIVENESS_PATH = "/livez";
export const READINESS_PATH = "/readyz";
export const HEALTH_PATH = "/api/health";
export const OPERATOR_HEALTH_PATH = "/api/admin/health";
export const HEALTH_DB_TIMEOUT_MS = 2_000;
/** A probe's result answers every readiness check for this long; then the next check probes again. */
export const HEALTH_PROBE_INTERVAL_MS = 2_000;
const RETRY_AFTER_SECONDS = String(Math.ceil(HEALTH_PROBE_INTERVAL_MS / 1000));

type Check = "ok" | "unreachable";
type Probe = { database: Check | "cannot write"; redis: Check | "not configured"; checkedAt: number };

type HealthDeps = {
  log: Logger;
  leadsDb: LeadsDb;
  store: LeadStore;
  redis: Redis | null;
  backlog?: () => Promise<unknown>;
  /** TRUST_PROXY > 0: X-Forwarded-Proto says whether the operator's cookie is the secure one. */
  trustProxy?: boolean;
};

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), ms).unref())]);

/** The shared write probe: one run at a time, its result reused for HEALTH_PROBE_INTERVAL_MS. */
function createReadiness({ store, redis, log }: HealthDeps) {
  let last: Probe | null = null;
  let running: Promise<Probe> | null = null;
  let writes = 0;

  async function database(): Promise<Probe["database"]> {
    try {
      writes++;
      await within(store.probe(), HEALTH_DB_TIMEOUT_MS);
      return "ok";
    } catch (err) {
      const state = err instanceof Error && /timed out|connect|terminat|ECONNREFUSED/i.test(err.message) ? "unreachable" : "cannot write";
      if (last?.database !== state)
        log.warn({ database: state, reason: err instanceof Error ? err.message : String(err) }, "readiness: the lead store cannot commit");
      return state;
    }
  }

  async function cache(): Promise<Probe["redis"]> {
    if (!redis) return "not configured";
    return (await within(redis.ping(), HEALTH_DB_TIMEOUT_MS).catch(() => null)) === "PONG" ? "ok" : "unreachable";
  }

  async function probe(): Promise<Probe> {
    const [db, cached] = await Promise.all([database(), cache()]);
    if (db === "ok" && last && last.database !== "ok") log.info({ database: db }, "readiness: the lead store commits again");
    return { database: db, redis: cached, checkedAt: Date.now() };
  }

  return {
    check(): Promise<Probe> {
      if (last && Date.now() - last.checkedAt < HEALTH_PROBE_INTERVAL_MS) return Promise.resolve(last);
      running ??= probe().then((result) => {
        last = result;
        running = null;
        return result;
      });
      return running;
    },
    /** Probe writes started since the process started. */
    writes: () => writes,
  };
}

export function createHealthRoutes(deps: HealthDeps): Route[] {
  const readiness = createReadiness(deps);
  const trustProxy = deps.trustProxy ?? false;

  const liveness: Route = {
    methods: ["GET"],
    path: LIVENESS_PATH,
    handle: (_req, res, { head }) => sendJson(res, 200, { status: "ok" }, { head }),
  };

  // The public answer says ready or not, nothing more; a 503 is a report (the body load balancers
  // read), not a refused request: same shape as the 200.
  const ready: Route = {
    methods: ["GET"],
    path: [READINESS_PATH, HEALTH_PATH],
    async handle(_req, res, { head }) {
      const { database } = await readiness.check();
      if (database === "ok") return sendJson(res, 200, { status: "ok" }, { head });
      sendJson(res, 503, { status: "unavailable" }, { head, headers: { "Retry-After": RETRY_AFTER_SECONDS } });
    },
  };

  const details: Route = {
    methods: ["GET"],
    path: OPERATOR_HEALTH_PATH,
    async handle(req, res, { head }) {
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      const token = readSessionToken(req, isHttps(req, trustProxy));
      if (!token || !(await findSession(deps.leadsDb.db, token))) throw new HttpError(401, SIGN_IN_REQUIRED);
      const probe = await readiness.check();
      const ok = probe.database === "ok";
      // The delivery backlog is reported, never a reason for 503.
      const deliveries = deps.backlog && ok ? await within(deps.backlog(), HEALTH_DB_TIMEOUT_MS).catch(() => "unknown") : undefined;
      sendJson(
        res,
        200,
        {
          status: ok ? "ok" : "unavailable",
          database: probe.database,
          engine: deps.leadsDb.engine,
          redis: probe.redis,
          deliveries,
          probe: { writes: readiness.writes(), checked_at: new Date(probe.checkedAt).toISOString(), interval_ms: HEALTH_PROBE_INTERVAL_MS },
        },
        { head },
      );
    },
  };

  return [liveness, ready, details];
}
