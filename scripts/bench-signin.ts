// `npm run bench:signin [-- --signins 2000 --addresses 100 --parallel 100]`: what a flood of operator
// sign-ins does to everyone else. Starts the real server (the heap flags of `npm run serve`, a fresh
// SQLite file, TRUST_PROXY=1) and probes /favicon.ico, /api/health and a lead's POST one after
// another, first with nothing else going on, then while `--signins` sign-ins with wrong passwords
// are posted from `--addresses` client addresses (each address within its own throttle budget,
// each e-mail within its own, so every one of them asks for a password hash). Prints the probes'
// p50/p95/max per phase, the sign-ins' answers and how many were hashed per second, the cost of
// one password hash (argon2id as stored today; the earlier scrypt N=2^15 and an N=2^17 for
// comparison) and the server's peak resident memory (/proc) during the flood.
import { randomBytes, scrypt } from "node:crypto";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { hashPassword, verifyPassword } from "../src/server/operators/password.ts";
import { pool } from "./lib/helpers.ts";
import { startServer } from "./lib/server.ts";

const { values: args } = parseArgs({
  options: {
    signins: { type: "string", default: "2000" },
    addresses: { type: "string", default: "100" },
    parallel: { type: "string", default: "100" },
    baseline: { type: "string", default: "3" },
  },
});
const SIGNINS = Number(args.signins);
const ADDRESSES = Number(args.addresses);
const PARALLEL = Number(args.parallel);

const server = await startServer(
  { REDIS_URL: "", RATE_LIMIT_PER_MINUTE: "0", TRUST_PROXY: "1" },
  { nodeFlags: ["--max-semi-space-size=8", "--max-old-space-size=128"], keepOutput: 64 * 1024 },
);
const lead = {
  name: "Bench Probe",
  email: "probe@example.com",
  company: "Bench",
  message: "A probe lead posted while sign-ins are hashed.",
};
const probes: Record<string, () => Promise<Response>> = {
  "GET /favicon.ico": () => fetch(`${server.url}/favicon.ico`),
  "GET /api/health": () => fetch(`${server.url}/api/health`),
  "POST /api/forms/contact": () =>
    fetch(`${server.url}/api/forms/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.1" },
      body: JSON.stringify(lead),
    }),
};

/** Runs the probes one after another until `done()`; returns each probe's latencies (ms). */
async function probe(done: () => boolean): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(probes).map((k) => [k, []]));
  while (!done()) {
    for (const [name, call] of Object.entries(probes)) {
      const start = performance.now();
      const res = await call();
      await res.arrayBuffer();
      times[name]!.push(performance.now() - start);
    }
  }
  return times;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
function report(phase: string, times: Record<string, number[]>) {
  console.log(`\n${phase}`);
  for (const [name, list] of Object.entries(times)) {
    const s = [...list].sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(26)} n=${String(s.length).padStart(4)}  p50 ${pct(s, 50).toFixed(1).padStart(8)} ms  p95 ${pct(s, 95).toFixed(1).padStart(8)} ms  max ${s.at(-1)!.toFixed(1).padStart(8)} ms`,
    );
  }
}

/** Mean time of `runs` calls of `work` after one warm-up (ms). */
async function cost(work: () => Promise<unknown>, runs = 5): Promise<number> {
  await work();
  const start = performance.now();
  for (let i = 0; i < runs; i++) await work();
  return (performance.now() - start) / runs;
}
const scryptCost = (N: number) =>
  cost(
    () =>
      new Promise((resolve, reject) =>
        scrypt("correct horse battery staple", randomBytes(16), 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 }, (e, k) =>
          e ? reject(e) : resolve(k),
        ),
      ),
  );
const stored = await hashPassword("correct horse battery staple");
console.log("one password hash (this process, one at a time):");
console.log(
  `  argon2id m=19 MiB t=2 p=1 (stored)   ${(await cost(() => verifyPassword("correct horse battery staple", stored))).toFixed(1)} ms`,
);
console.log(`  scrypt N=2^15 r=8 (earlier scheme)  ${(await scryptCost(2 ** 15)).toFixed(1)} ms`);
console.log(`  scrypt N=2^17 r=8 (not used)        ${(await scryptCost(2 ** 17)).toFixed(1)} ms`);

/** The server's resident memory (MiB), from /proc; NaN where there is none. */
function rssMiB(): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.process.pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

try {
  const baselineEnd = Date.now() + Number(args.baseline) * 1000;
  report("idle", await probe(() => Date.now() >= baselineEnd));

  const statuses = new Map<number, number>();
  let finished = false;
  const started = performance.now();
  const flood = pool(
    Array.from({ length: SIGNINS }, (_, i) => i),
    PARALLEL,
    async (i) => {
      const res = await fetch(`${server.url}/api/admin/session`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `198.51.${Math.floor((i % ADDRESSES) / 250)}.${((i % ADDRESSES) % 250) + 1}`,
        },
        body: JSON.stringify({ email: `bench${i}@example.com`, password: "a wrong password" }),
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    },
  ).finally(() => (finished = true));
  const rssBefore = rssMiB();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMiB())), 100);
  const during = await probe(() => finished);
  await flood;
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  report(
    `during ${SIGNINS} sign-ins from ${ADDRESSES} addresses (${PARALLEL} at a time), ${((performance.now() - started) / 1000).toFixed(1)} s`,
    during,
  );
  console.log(`  sign-in answers: ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log(`  hashed (401) per second: ${((statuses.get(401) ?? 0) / seconds).toFixed(2)}`);
  console.log(`  server RSS: ${rssBefore.toFixed(0)} MiB before, peak ${rssPeak.toFixed(0)} MiB`);
} finally {
  await server.stop();
}
