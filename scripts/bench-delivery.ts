// `npm run bench:delivery [-- --leads 2000 --connections 20]`: commit-to-receipt latency of lead
// delivery. Starts the real server (a fresh SQLite file, or PostgreSQL with BENCH_DATABASE_URL) with
// one webhook destination: a receiver in this process that verifies each signature. Posts the leads,
// then reports, per lead, the time from its 201 answer to the webhook's arrival (p50/p99/max), the
// API throughput with delivery on, and that each lead arrived exactly once.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Webhook } from "standardwebhooks";
import { exampleSubmissions } from "../src/leads/examples.ts";

const { values: args } = parseArgs({
  options: { leads: { type: "string", default: "2000" }, connections: { type: "string", default: "20" }, "no-delivery": { type: "boolean", default: false } },
});
// --no-delivery: the same load without a destination (the baseline the figures compare with).
const delivery = !args["no-delivery"];
const total = Number(args.leads);
const connections = Number(args.connections);
const root = fileURLToPath(new URL("../", import.meta.url));
const secret = `whsec_${Buffer.from("bench-delivery-secret-0123456789").toString("base64")}`;
const verifier = new Webhook(secret);

const acked = new Map<string, number>();
const received = new Map<string, number[]>();
let bad = 0;
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const at = performance.now();
    try {
      const body = verifier.verify(Buffer.concat(chunks).toString("utf8"), req.headers as Record<string, string>) as { data: { id: string } };
      received.set(body.data.id, [...(received.get(body.data.id) ?? []), at]);
      res.writeHead(204).end();
    } catch {
      bad++;
      res.writeHead(400).end();
    }
  });
});
await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
const hookPort = (receiver.address() as { port: number }).port;

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: "0",
  HOST: "127.0.0.1",
  LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "bench-delivery-")), "leads.db"),
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
  REDIS_URL: "",
  RATE_LIMIT_PER_MINUTE: "0",
  LOG_LEVEL: "info", // "listening on" is an info line; the output is read and dropped
  WEBHOOK_URL: delivery ? `http://127.0.0.1:${hookPort}/leads` : "",
  WEBHOOK_SECRET: delivery ? secret : "",
  NOTIFY_ALLOW_PRIVATE: "1",
};
const server = spawn(process.execPath, ["--max-semi-space-size=8", "--max-old-space-size=128", join(root, "src/server/main.ts")], { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
const port = await new Promise<number>((resolve, reject) => {
  let out = "";
  server.stdout!.on("data", (d) => {
    out += d;
    const m = /listening on http:\/\/localhost:(\d+)/.exec(out);
    if (m) resolve(Number(m[1]));
  });
  server.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
});
server.stdout!.resume();

const body = JSON.stringify(exampleSubmissions.contact);
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (next < total) {
      next++;
      const res = await fetch(`http://127.0.0.1:${port}/api/forms/contact`, { method: "POST", headers: { "content-type": "application/json" }, body });
      const at = performance.now();
      const json = (await res.json()) as { id: string };
      if (res.status === 201) acked.set(json.id, at);
    }
  }),
);
const postSeconds = (performance.now() - started) / 1000;
const deadline = Date.now() + 60_000;
while (delivery && [...acked.keys()].some((id) => !received.has(id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
const drainSeconds = (performance.now() - started) / 1000;

const latencies = [...acked].filter(([id]) => received.has(id)).map(([id, at]) => received.get(id)![0]! - at).sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1) ?? "-";
const duplicates = [...received.values()].filter((v) => v.length > 1).length;
console.log(
  JSON.stringify(
    {
      engine: env.DATABASE_URL ? "postgres" : "sqlite",
      leads: total,
      connections,
      acknowledged: acked.size,
      delivered: latencies.length,
      duplicates,
      badSignatures: bad,
      apiPerSecond: Math.round(acked.size / postSeconds),
      allDeliveredAfterSeconds: Number(drainSeconds.toFixed(2)),
      ackToReceiptMs: { p50: pct(50), p90: pct(90), p99: pct(99), max: latencies.at(-1)?.toFixed(1) ?? "-" },
    },
    null,
    2,
  ),
);
server.kill("SIGTERM");
await new Promise((r) => server.once("exit", r));
receiver.close();
process.exit((!delivery || latencies.length === acked.size) && duplicates === 0 && bad === 0 ? 0 : 1);
