// `npm run bench:observability [-- --before <git ref> --after <git ref> --duration 5 --connections 50 --rounds 2 --warmup 2]`:
// what the request ids, the access line and the metrics cost in throughput. The server of
// <before> (default HEAD~1, checked out into a temporary folder with `git archive`) and of <after>
// (default this tree) are run in turn (rounds × each, alternating, the first to run swapped every
// round, same machine, same built dist/, same flags as `npm run serve`, log at info to a pipe that
// is read), each measured on the lead API (POST /api/forms/contact, fresh SQLite file, rate limit
// off) and on a static page (GET /about). The page-view counter is off (PAGE_VIEWS=0: its cost is
// bench:static's), so that a <before> older than it compares the observability alone.
// Prints requests/s per round and the medians.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { exampleSubmissions } from "../src/forms/examples.ts";
import { childEnv } from "../src/server/config.ts";
import { repoRoot } from "./lib/server.ts";

type Result = { requests: { average: number; total: number }; non2xx: number; errors: number };
type Autocannon = (opts: Record<string, unknown>) => Promise<Result>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const { values: args } = parseArgs({
  options: {
    before: { type: "string", default: "HEAD~1" },
    after: { type: "string" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "50" },
    rounds: { type: "string", default: "2" },
    warmup: { type: "string", default: "2" },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const rounds = Number(args.rounds);
const warmup = Number(args.warmup);

const work = mkdtempSync(join(tmpdir(), "bench-observability-"));
/** The server's sources at `ref`, in a folder of `work` that uses this tree's node_modules. */
function checkout(name: string, ref: string): string {
  const tree = join(work, name);
  mkdirSync(tree);
  execFileSync("sh", ["-c", `git archive ${JSON.stringify(ref)} src | tar -x -C ${JSON.stringify(tree)}`], { cwd: repoRoot });
  symlinkSync(join(repoRoot, "node_modules"), join(tree, "node_modules"));
  return tree;
}
const beforeTree = checkout("before", args.before);
const afterTree = args.after ? checkout("after", args.after) : repoRoot;

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

async function serve(tree: string, db: string): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ["--max-semi-space-size=8", "--max-old-space-size=128", join(tree, "src/server/main.ts")], {
    env: childEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      LEADS_DB_PATH: db,
      DATABASE_URL: "",
      REDIS_URL: "",
      RATE_LIMIT_PER_MINUTE: "0",
      DIST_DIR: join(repoRoot, "dist"),
      LOG_LEVEL: "info",
      LOG_FORMAT: "json",
      METRICS_TOKEN: "bench-observability-token",
      PAGE_VIEWS: "0",
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let head = "";
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (d: Buffer) => {
      if (head.length < 100_000) head += d;
      const m = /listening on http:\/\/localhost:(\d+)/.exec(head);
      if (m) resolve(Number(m[1]));
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${head}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

const body = JSON.stringify(exampleSubmissions.contact);
type Measure = { leads: number; page: number; leadsCpuMs: number; pageCpuMs: number };
async function measure(tree: string, round: number): Promise<Measure> {
  const db = join(work, `${tree === beforeTree ? "before" : "after"}-${round}.db`);
  const server = await serve(tree, db);
  try {
    // Warm-up (compilation, caches, the first SQLite pages), not counted.
    const leadRun = (seconds: number) =>
      autocannon({
        url: `${server.url}/api/forms/contact`,
        connections,
        duration: seconds,
        requests: [{ method: "POST", headers: { "content-type": "application/json", "idempotency-key": "[<id>]" }, body }],
        idReplacement: true,
      });
    await autocannon({ url: `${server.url}/about`, connections, duration: warmup });
    await leadRun(warmup);
    // CPU per request (the server's own CPU time over the requests it answered): steadier than
    // requests/s on a machine shared with other work.
    let cpu = cpuSeconds(server.pid);
    const leads = await leadRun(duration);
    const leadsCpuMs = ((cpuSeconds(server.pid) - cpu) * 1000) / Math.max(1, leads.requests.total);
    cpu = cpuSeconds(server.pid);
    const page = await autocannon({ url: `${server.url}/about`, connections, duration });
    const pageCpuMs = ((cpuSeconds(server.pid) - cpu) * 1000) / Math.max(1, page.requests.total);
    if (leads.non2xx || page.non2xx || leads.errors || page.errors) {
      console.warn(`  (non-2xx: ${leads.non2xx} + ${page.non2xx}, errors: ${leads.errors} + ${page.errors})`);
    }
    return { leads: leads.requests.average, page: page.requests.average, leadsCpuMs, pageCpuMs };
  } finally {
    await server.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const results = { before: [] as Measure[], after: [] as Measure[] };
try {
  console.log(
    `before = ${args.before}, after = ${args.after ?? "this tree"}; ${rounds} round(s) each, ${duration} s per measure, ${connections} connections`,
  );
  for (let round = 0; round < rounds; round++) {
    const order = [
      ["before", beforeTree],
      ["after", afterTree],
    ] as const;
    for (const [name, tree] of round % 2 ? [...order].reverse() : order) {
      const r = await measure(tree, round);
      results[name].push(r);
      console.log(
        `round ${round + 1} ${name.padEnd(6)} lead API ${Math.round(r.leads)} req/s (${r.leadsCpuMs.toFixed(3)} ms CPU/request), static /about ${Math.round(r.page)} req/s (${r.pageCpuMs.toFixed(3)} ms CPU/request)`,
      );
    }
  }
  const pct = (x: number, y: number) => `${y >= x ? "+" : ""}${(((y - x) / x) * 100).toFixed(1)} %`;
  for (const key of ["leads", "page", "leadsCpuMs", "pageCpuMs"] as const) {
    const b = median(results.before.map((r) => r[key]));
    const a = median(results.after.map((r) => r[key]));
    const unit = key.endsWith("CpuMs") ? "ms CPU/request" : "req/s";
    const digits = key.endsWith("CpuMs") ? 3 : 0;
    console.log(`median ${key.padEnd(10)} before ${b.toFixed(digits)} ${unit}, after ${a.toFixed(digits)} ${unit} (${pct(b, a)})`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
