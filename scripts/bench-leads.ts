// `npm run bench:leads [-- --duration 10 --connections 50]`: load benchmark of the lead API.
// Starts the real server on a fresh SQLite file (rate limit off), posts valid submissions to the
// five forms in turn with a unique Idempotency-Key each, then checks that every 201 answer is one
// stored row, and reports requests/s, p50/p99 latency and the server's peak RSS.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { createRequire } from "node:module";
import { exampleSubmissions } from "../src/forms/examples.ts";
import { forms, formSlugs } from "../src/forms/forms.ts";
import { benchConfig } from "../src/server/config.ts";
import { repoRoot, startServer } from "./lib/server.ts";

// autocannon ships no types: the part of its API used here.
type Histogram = { average: number; p50: number; p99: number; max: number; total: number };
type AutocannonResult = {
  requests: Histogram;
  latency: Histogram;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
};
type AutocannonRequest = { method: "POST"; path: string; headers: Record<string, string>; body: string };
type Autocannon = (opts: {
  url: string;
  connections: number;
  amount: number;
  requests: AutocannonRequest[];
  idReplacement: boolean;
  timeout: number;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const TARGETS = { storedPerSecond: 2000, p99Ms: 50, rssMb: 200 };

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    warmup: { type: "string", default: "2" },
    "keep-db": { type: "boolean", default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);

const dir = mkdtempSync(join(tmpdir(), "bench-leads-"));
const dbPath = join(dir, "leads.db");

/** CPU seconds (user + system) the process, all its threads included, has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

function vm(pid: number, field: "VmHWM" | "VmRSS"): number {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : Number.NaN;
}

// Start the server the way `npm run serve` does (its node flags, e.g. a young-generation cap),
// unless BENCH_NODE_FLAGS says otherwise; the same start as the tests' (scripts/lib/server.ts).
const serveScript: string = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")).scripts?.serve ?? "";
const serveFlags = /^node\s+(.*?)\s*src\/server\/main\.ts/.exec(serveScript)?.[1] ?? "";
const bench = benchConfig();
const nodeFlags = (bench.nodeFlags ?? serveFlags).split(/\s+/).filter(Boolean);
const server = await startServer(
  { LEADS_DB_PATH: dbPath, RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: bench.logLevel, DATABASE_URL: "", REDIS_URL: "" },
  { nodeFlags, keepOutput: 10_000 },
);
const { port } = server;
const pid = server.process.pid!;

const requests = formSlugs.map((slug) => ({
  method: "POST" as const,
  path: `/api/forms/${slug}`,
  headers: { "content-type": "application/json", "idempotency-key": "bench-[<id>]" },
  body: JSON.stringify(exampleSubmissions[slug]),
}));

// A fixed number of requests (not a duration): autocannon drops the answers still in flight when
// a timed run ends, although the server stores those records; a fixed amount completes them all.
async function run(amount: number): Promise<AutocannonResult & { seconds: number }> {
  const started = performance.now();
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections, amount, requests, idReplacement: true, timeout: 30 });
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

function mergeCounts(a: Record<string, { count: number }>, b: Record<string, { count: number }>): Record<string, { count: number }> {
  const out: Record<string, { count: number }> = {};
  for (const m of [a, b]) for (const [status, { count }] of Object.entries(m)) out[status] = { count: (out[status]?.count ?? 0) + count };
  return out;
}

const created = (r: Pick<AutocannonResult, "statusCodeStats">) => r.statusCodeStats["201"]?.count ?? 0;
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, vm(pid, "VmRSS"))), 200);

console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} (other work on the machine skews the figures)`,
);
console.log(
  `bench: node ${nodeFlags.join(" ")} src/server/main.ts; ${connections} connections, ~${warmup} s warm-up + ~${duration} s, five forms in turn, SQLite ${dbPath}`,
);
// Warm-up in two steps (the second with the JIT warm) measures the rate; the main run then sends
// as many requests as fit in `duration` at that rate.
const probe = await run(3000);
const warmOnly = await run(Math.max(1000, Math.round((created(probe) / probe.seconds) * warmup)));
const warmRate = created(warmOnly) / warmOnly.seconds;
const warm = {
  ...warmOnly,
  statusCodeStats: mergeCounts(probe.statusCodeStats, warmOnly.statusCodeStats),
  errors: probe.errors + warmOnly.errors,
  timeouts: probe.timeouts + warmOnly.timeouts,
};
const cpuBefore = cpuSeconds(pid);
const result = await run(Math.max(1000, Math.round(warmRate * duration)));
const cpuPerRequestMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / result.requests.total;
clearInterval(sampler);
const hwm = vm(pid, "VmHWM");

const totalCreated = created(warm) + created(result);
const otherStatuses = [warm, result].flatMap((r) => Object.entries(r.statusCodeStats)).filter(([s]) => s !== "201");
const errors = warm.errors + result.errors + warm.timeouts + result.timeouts;

const exitCode = await server.stop();

const db = new DatabaseSync(dbPath, { readOnly: true });
const perTable = Object.fromEntries(
  formSlugs.map((slug) => {
    const table = forms[slug].table;
    return [table, Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n)];
  }),
);
db.close();
const stored = Object.values(perTable).reduce((a, b) => a + b, 0);
const storedPerSecond = created(result) / result.seconds;

const row = (label: string, value: string, ok?: boolean) =>
  console.log(`${label.padEnd(28)} ${value}${ok === undefined ? "" : ok ? "  ok" : "  MISSED"}`);
console.log("");
row("run", `${result.seconds.toFixed(1)} s, ${result.requests.total} requests`);
row("requests/s", (result.requests.total / result.seconds).toFixed(0));
row("stored/s (201s / run time)", storedPerSecond.toFixed(0), storedPerSecond >= TARGETS.storedPerSecond);
row("server CPU per request", `${cpuPerRequestMs.toFixed(3)} ms (one core would serve ~${Math.round(1000 / cpuPerRequestMs)}/s)`);
row("latency p50", `${result.latency.p50} ms`);
row("latency p99", `${result.latency.p99} ms`, result.latency.p99 < TARGETS.p99Ms);
row("latency max", `${result.latency.max} ms`);
row("201 answers (incl. warm-up)", String(totalCreated));
row("stored rows", `${stored} ${JSON.stringify(perTable)}`, stored === totalCreated);
row(
  "other answers / errors",
  `${JSON.stringify(Object.fromEntries(otherStatuses))} / ${errors}`,
  otherStatuses.length === 0 && errors === 0,
);
row("server peak RSS (VmHWM)", `${hwm.toFixed(1)} MB (sampled VmRSS max ${peakRss.toFixed(1)} MB)`, hwm < TARGETS.rssMb);
if (hwm >= TARGETS.rssMb && !nodeFlags.some((f) => f.startsWith("--max-semi-space-size"))) {
  console.log(`${"".padEnd(28)} hint: V8 grows its young generation to ~130 MB on big machines; cap it as npm run serve should:`);
  console.log(`${"".padEnd(28)} BENCH_NODE_FLAGS="--max-semi-space-size=8 --max-old-space-size=128" npm run bench:leads`);
}
row("server exit on SIGTERM", String(exitCode), exitCode === 0);
row("server log", `${(server.outputBytes() / 1e6).toFixed(1)} MB`);

if (!args["keep-db"]) rmSync(dir, { recursive: true, force: true });
const correct = stored === totalCreated && otherStatuses.length === 0 && errors === 0 && exitCode === 0;
if (!correct) console.error("\nFAILED: every 201 must be exactly one stored row, with no errors.");
process.exit(correct ? 0 : 1);
