// `npm run bench:delivery [-- --leads 2000 --connections 20 --rounds 3] [-- --rate 100] [-- --burst]`: what lead delivery costs the lead API.
// In one run, the real server (a fresh SQLite file, or PostgreSQL with BENCH_DATABASE_URL) is
// started 2 × rounds times, alternately without a destination and with two webhook destinations (receivers in this
// process that verify every signature). Each phase posts the same load; the report gives both API
// throughputs and their ratio, and for the second phase the time from each lead's 201 answer to its
// arrival at every destination (p50/p99/max) and that each arrived exactly once.
// `--rate 100 [--seconds 20]`: instead, one phase with delivery posting at a steady rate (leads per
// second, open loop), for the commit-to-receipt latency at that rate.
// `--burst [--rounds 6]`: instead, how far the worker inside the web server gives way to a burst of
// leads: the lead store and a worker in this process, a burst of 1.5 s (8 leads every 20 ms), once
// with a worker that gives way (as in the server) and once with one that does not, per round; it
// prints the webhooks each sent while the burst lasted. A performance figure, so it depends on the
// machine's load: on a quiet machine the one that gives way sends none, the other most of the burst.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Webhook } from "standardwebhooks";
import { exampleSubmissions } from "../src/forms/examples.ts";
import { pino } from "pino";
import { connectDatabase, type LeadsDb } from "../src/server/db/connection.ts";
import { benchConfig, childEnv, loadDeliveryConfig } from "../src/server/config.ts";
import { createOutbox } from "../src/server/delivery/outbox.ts";
import { BUSY_MAX_WAIT_MS, startDeliveryWorker } from "../src/server/delivery/worker.ts";
import { createLeadStore } from "../src/server/leads/store.ts";
import { migrateToLatest } from "../src/server/db/migrations.ts";

const { values: args } = parseArgs({
  options: {
    leads: { type: "string", default: "6000" },
    connections: { type: "string", default: "20" },
    rate: { type: "string" },
    burst: { type: "boolean", default: false },
    rounds: { type: "string", default: "6" },
    seconds: { type: "string", default: "20" },
  },
});
const total = Number(args.leads);
const connections = Number(args.connections);
const root = fileURLToPath(new URL("../", import.meta.url));
const secret = `whsec_${Buffer.from("bench-delivery-secret-0123456789").toString("base64")}`;
const verifier = new Webhook(secret);
const DESTINATIONS = ["/a", "/b"];

/** Arrival times per destination path and lead id. */
const received = new Map<string, Map<string, number[]>>(DESTINATIONS.map((d) => [d, new Map()]));
let bad = 0;
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const at = performance.now();
    try {
      const body = verifier.verify(Buffer.concat(chunks).toString("utf8"), req.headers as Record<string, string>) as {
        data: { id: string };
      };
      const seen = received.get(req.url ?? "")!;
      seen.set(body.data.id, [...(seen.get(body.data.id) ?? []), at]);
      res.writeHead(204).end();
    } catch {
      bad++;
      res.writeHead(400).end();
    }
  });
});
await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
const { databaseUrl } = benchConfig();
const hook = (path: string) => `http://127.0.0.1:${(receiver.address() as { port: number }).port}${path}`;

async function startServer(delivery: boolean) {
  const env = childEnv({
    PORT: "0",
    HOST: "127.0.0.1",
    LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "bench-delivery-")), "leads.db"),
    DATABASE_URL: databaseUrl ?? "",
    REDIS_URL: "",
    RATE_LIMIT_PER_MINUTE: "0",
    LOG_LEVEL: "info", // "listening on" is an info line; the output is read and dropped
    WEBHOOK_URL: delivery ? hook(DESTINATIONS[0]!) : "",
    WEBHOOK_SECRET: delivery ? secret : "",
    WEBHOOK_URL_2: delivery ? hook(DESTINATIONS[1]!) : "",
    WEBHOOK_SECRET_2: delivery ? secret : "",
    NOTIFY_ALLOW_PRIVATE: "1",
  });
  const server = spawn(process.execPath, ["--max-semi-space-size=8", "--max-old-space-size=128", join(root, "src/server/main.ts")], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
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
  return {
    url: `http://127.0.0.1:${port}/api/forms/contact`,
    stop: async () => {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    },
  };
}

const body = JSON.stringify(exampleSubmissions.contact);
async function post(url: string, acked: Map<string, number>): Promise<void> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
  const at = performance.now();
  const json = (await res.json()) as { id: string };
  if (res.status === 201) acked.set(json.id, at);
}

/** Closed loop: `connections` clients post `total` leads; resolves with leads per second. */
async function closedLoop(url: string, acked: Map<string, number>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < total) {
        next++;
        await post(url, acked);
      }
    }),
  );
  return acked.size / ((performance.now() - started) / 1000);
}

/** Open loop: one post every 1/rate s for `seconds`, whatever the answers take. */
async function steady(url: string, acked: Map<string, number>, rate: number, seconds: number): Promise<number> {
  const posts: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    posts.push(post(url, acked).catch(() => {}));
  }
  await Promise.all(posts);
  return acked.size / ((performance.now() - started) / 1000);
}

/** Waits until every acknowledged lead reached every destination (60 s at most); the latencies. */
async function deliveries(acked: Map<string, number>) {
  const deadline = Date.now() + 60_000;
  const arrived = (id: string) => DESTINATIONS.every((d) => received.get(d)!.has(id));
  while ([...acked.keys()].some((id) => !arrived(id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  // A lead has reached the team when it reached every destination: the later arrival counts.
  const latencies = [...acked]
    .filter(([id]) => arrived(id))
    .map(([id, at]) => Math.max(...DESTINATIONS.map((d) => received.get(d)!.get(id)![0]!)) - at)
    .sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1) ?? "-";
  const duplicates = DESTINATIONS.reduce((n, d) => n + [...received.get(d)!.values()].filter((v) => v.length > 1).length, 0);
  return {
    delivered: latencies.length,
    duplicates,
    ackToReceiptMs: { p50: pct(50), p90: pct(90), p99: pct(99), max: latencies.at(-1)?.toFixed(1) ?? "-" },
  };
}

const engine = databaseUrl ? "postgres" : "sqlite";

const BURST_MS = 1_500;
const LEADS_PER_TICK = 8; // every 20 ms: 20 leads per 50 ms sample, twice the worker's busy threshold

/** One burst with a fresh worker in this process: leads stored, webhooks sent during it, all delivered once. */
async function burst(leadsDb: LeadsDb, yieldToRequests: boolean) {
  const log = pino({ level: "silent" });
  const config = loadDeliveryConfig({ WEBHOOK_URL: hook(DESTINATIONS[0]!), WEBHOOK_SECRET: secret, NOTIFY_ALLOW_PRIVATE: "1" });
  const outbox = createOutbox(config)!;
  const store = createLeadStore(leadsDb, log, { outbox });
  const arrived = received.get(DESTINATIONS[0]!)!;
  arrived.clear();
  const worker = startDeliveryWorker({ db: leadsDb.db, config, log, outbox, yieldToRequests })!;
  const ids: string[] = [];
  const started = Date.now();
  while (Date.now() - started < BURST_MS) {
    const tick = Array.from({ length: LEADS_PER_TICK }, () => store.insert("contact_messages", { ...exampleSubmissions.contact }, null));
    for (const r of await Promise.all(tick)) ids.push(r.id);
    await new Promise((r) => setTimeout(r, 20));
  }
  const during = [...arrived.values()].reduce((n, times) => n + times.length, 0);
  const deadline = Date.now() + 60_000;
  while (ids.some((id) => !arrived.has(id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await worker.stop(2_000);
  const deliveredOnce = ids.every((id) => arrived.get(id)?.length === 1);
  return { leads: ids.length, during, deliveredOnce };
}

let ok: boolean;
if (args.burst) {
  if (BURST_MS >= BUSY_MAX_WAIT_MS)
    throw new Error("the burst must be shorter than BUSY_MAX_WAIT_MS, or one batch per destination goes during it by design");
  const leadsDb = await connectDatabase(
    databaseUrl
      ? { engine: "postgres", url: databaseUrl }
      : { engine: "sqlite", path: join(mkdtempSync(join(tmpdir(), "bench-delivery-")), "leads.db") },
  );
  await migrateToLatest(leadsDb.db);
  const rounds: { notGivingWay: Awaited<ReturnType<typeof burst>>; givingWay: Awaited<ReturnType<typeof burst>> }[] = [];
  for (let round = 0; round < Number(args.rounds); round++) {
    // The order swapped every round, so that neither warm-up nor the machine's load favours one side.
    const [first, second] = round % 2 === 0 ? [false, true] : [true, false];
    const a = await burst(leadsDb, first);
    const b = await burst(leadsDb, second);
    rounds.push(first ? { givingWay: a, notGivingWay: b } : { givingWay: b, notGivingWay: a });
  }
  await leadsDb.close();
  const share = (r: { leads: number; during: number }) => Number((r.during / r.leads).toFixed(3));
  console.log(
    JSON.stringify(
      {
        engine,
        mode: `burst of ${BURST_MS} ms (${LEADS_PER_TICK} leads every 20 ms), in-process worker, ${rounds.length} rounds`,
        sentDuringBurst: {
          notGivingWay: rounds.map((r) => `${r.notGivingWay.during}/${r.notGivingWay.leads}`),
          givingWay: rounds.map((r) => `${r.givingWay.during}/${r.givingWay.leads}`),
        },
        shareSentDuringBurst: { notGivingWay: rounds.map((r) => share(r.notGivingWay)), givingWay: rounds.map((r) => share(r.givingWay)) },
        everyLeadDeliveredOnce: rounds.every((r) => r.givingWay.deliveredOnce && r.notGivingWay.deliveredOnce),
        badSignatures: bad,
      },
      null,
      2,
    ),
  );
  ok = rounds.every((r) => r.givingWay.deliveredOnce && r.notGivingWay.deliveredOnce) && bad === 0;
} else if (args.rate) {
  const rate = Number(args.rate);
  const server = await startServer(true);
  const acked = new Map<string, number>();
  const apiPerSecond = await steady(server.url, acked, rate, Number(args.seconds));
  const result = await deliveries(acked);
  await server.stop();
  console.log(
    JSON.stringify(
      {
        engine,
        mode: `steady ${rate} leads/s for ${args.seconds} s`,
        destinations: DESTINATIONS.length,
        acknowledged: acked.size,
        apiPerSecond: Math.round(apiPerSecond),
        ...result,
        badSignatures: bad,
      },
      null,
      2,
    ),
  );
  ok = result.delivered === acked.size && result.duplicates === 0 && bad === 0;
} else {
  // Alternating phases, the order swapped every round (without, with, with, without, …), so that
  // neither warm-up nor a machine busy with other work favours one side; the ratio is of the
  // summed rates, and each round's ratio is shown too.
  const rounds = Number(args.rounds);
  const without: number[] = [];
  const withTwo: number[] = [];
  const acked = new Map<string, number>();
  const phase = async (delivery: boolean) => {
    const server = await startServer(delivery);
    if (!delivery) without.push(await closedLoop(server.url, new Map()));
    else {
      const round = new Map<string, number>();
      withTwo.push(await closedLoop(server.url, round));
      for (const [id, at] of round) acked.set(id, at);
      await deliveries(round); // this round's leads reach both destinations before the server stops
    }
    await server.stop();
  };
  for (let round = 0; round < rounds; round++) {
    for (const delivery of round % 2 === 0 ? [false, true] : [true, false]) await phase(delivery);
  }
  const result = await deliveries(acked);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  console.log(
    JSON.stringify(
      {
        engine,
        leads: total,
        connections,
        rounds,
        apiPerSecondWithout: without.map(Math.round),
        apiPerSecondWithTwoDestinations: withTwo.map(Math.round),
        ratioPerRound: withTwo.map((w, i) => Number((w / without[i]!).toFixed(3))),
        ratio: Number((sum(withTwo) / sum(without)).toFixed(3)),
        acknowledged: acked.size,
        ...result,
        badSignatures: bad,
      },
      null,
      2,
    ),
  );
  ok = result.delivered === acked.size && result.duplicates === 0 && bad === 0;
}
receiver.close();
process.exit(ok ? 0 : 1);
