/**
 * The process's metrics in the Prometheus text format (prom-client), one registry per process:
 * the HTTP answers (duration by route pattern, method and status class), the leads stored by
 * form, the refusals by reason, the delivery attempts by destination and outcome (counted where
 * every channel's attempt is decided, delivery/worker.ts), the delivery backlog and dead letters
 * (read from the database at each scrape), operator sign-in failures, the database pool, and
 * prom-client's default process metrics (event-loop lag, heap, RSS, CPU, handles).
 * Served at GET /metrics only with METRICS_TOKEN (Bearer) or on METRICS_PORT (../metrics-route.ts);
 * the alert rules are in docs/operations.md ("Metrics").
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's end, by route pattern, method and status class",
  labelNames: ["route", "method", "status_class"] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const leadsStored = new Counter({
  name: "leads_stored_total",
  help: "Lead submissions stored (answered 201, honeypot spam excluded), by form",
  labelNames: ["form"] as const,
  registers: [metricsRegistry],
});

/** Why a submission was refused. */
export type RefusalReason = "validation" | "rate_limit" | "spam" | "origin" | "size";

const refusals = new Counter({
  name: "lead_refusals_total",
  help: "Submissions refused, by reason: validation (400, 415, 422), rate_limit (429), spam (honeypot: answered as stored, kept as spam), origin (cross-site 403), size (413)",
  labelNames: ["reason"] as const,
  registers: [metricsRegistry],
});

const deliveryAttempts = new Counter({
  name: "delivery_attempts_total",
  help: "Lead delivery attempts, by destination and outcome (delivered, failed: will retry, dead, disabled)",
  labelNames: ["destination", "outcome"] as const,
  registers: [metricsRegistry],
});

const signInFailures = new Counter({
  name: "operator_signin_failures_total",
  help: "Operator sign-ins refused for a wrong address or password",
  registers: [metricsRegistry],
});

export function observeHttp(route: string, method: string, status: number, seconds: number): void {
  httpDuration.observe({ route, method, status_class: `${Math.floor(status / 100)}xx` }, seconds);
}

/** The lead API's answer: a stored lead, or a refusal by its status (errors, 5xx, are the histogram's). */
export function countLeadAnswer(form: string, status: number, spam: boolean): void {
  if (status === 201) {
    if (spam) refusals.inc({ reason: "spam" });
    else leadsStored.inc({ form });
    return;
  }
  const reason: RefusalReason | null =
    status === 429
      ? "rate_limit"
      : status === 413
        ? "size"
        : status === 403
          ? "origin"
          : status >= 400 && status < 500
            ? "validation"
            : null;
  if (reason) refusals.inc({ reason });
}

export const countRefusal = (reason: RefusalReason): void => void refusals.inc({ reason });
export const countDeliveryAttempt = (destination: string, outcome: string): void => void deliveryAttempts.inc({ destination, outcome });
export const countSignInFailure = (): void => void signInFailures.inc();

export type Backlog = { pending: number; oldest_pending_seconds: number; dead: number };
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

/** What the gauges read at each scrape: the delivery backlog (a database read) and the pool. */
type Sources = { backlog?: () => Promise<Backlog>; pool?: () => PoolStats | null };
let sources: Sources = {};

/** The process's backlog and pool, read at each scrape (app-wiring.ts); a failed read keeps the last values. */
export function trackSources(next: Sources): void {
  sources = { ...sources, ...next };
}

let lastBacklog: Backlog | null = null;
async function backlog(): Promise<Backlog | null> {
  if (!sources.backlog) return null;
  try {
    lastBacklog = await sources.backlog();
  } catch {}
  return lastBacklog;
}

new Gauge({
  name: "delivery_pending",
  help: "Deliveries waiting to be sent (pending or failed, will retry)",
  registers: [metricsRegistry],
  async collect() {
    const b = await backlog();
    if (b) {
      this.set(b.pending);
      oldest.set(b.oldest_pending_seconds);
      dead.set(b.dead);
    }
  },
});
const oldest = new Gauge({
  name: "delivery_oldest_pending_seconds",
  help: "Age of the oldest delivery still waiting (0: none)",
  registers: [metricsRegistry],
});
const dead = new Gauge({
  name: "delivery_dead",
  help: "Dead letters: deliveries that gave up after the last retry (npm run leads -- redeliver)",
  registers: [metricsRegistry],
});

new Gauge({
  name: "db_pool_connections",
  help: "PostgreSQL pool connections by state (total, idle, waiting: queries queued for a connection; max: the pool's size)",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  collect() {
    const stats = sources.pool?.();
    if (!stats) return;
    for (const state of ["total", "idle", "waiting", "max"] as const) this.set({ state }, stats[state]);
  },
});
