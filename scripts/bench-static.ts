// `npm run bench:static [-- --rounds 3 --amount 20000 --connections 50]`: static page throughput
// with the page-view counter on and off, in the same run. Starts two real servers (`npm run serve`'s
// node flags, fresh SQLite files), PAGE_VIEWS=1 (written every second, so the writes happen during
// the load) and PAGE_VIEWS=0, and sends each the same requests: browser GETs of five HTML pages,
// each with a referrer and UTM values of 50 kinds (so the counter holds many keys). Phases alternate
// and the order is swapped every round; prints requests/s and latency per phase, the sums and their
// ratio, and the views the counting server stored (it must equal its 200 answers).
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { repoRoot, startServer } from "./lib/server.ts";

type Histogram = { average: number; p50: number; p99: number };
type Result = { requests: Histogram; latency: Histogram; errors: number; statusCodeStats: Record<string, { count: number }> };
type Autocannon = (opts: {
  url: string;
  connections: number;
  amount: number;
  requests: { method: "GET"; path: string; headers: Record<string, string> }[];
  timeout: number;
}) => Promise<Result>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    amount: { type: "string", default: "20000" },
    connections: { type: "string", default: "50" },
  },
});
const rounds = Number(args.rounds);
const amount = Number(args.amount);
const connections = Number(args.connections);

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PAGES = ["/", "/about", "/contact", "/blog", "/ecosystem"];
const requests = Array.from({ length: 50 }, (_, i) => ({
  method: "GET" as const,
  path: `${PAGES[i % PAGES.length]}?utm_source=s${i % 10}&utm_medium=m${i % 3}&utm_campaign=c${i}`,
  headers: { "user-agent": UA, referer: `https://ref${i % 7}.example/page`, "accept-encoding": "br, gzip" },
}));

const serveScript: string = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")).scripts?.serve ?? "";
const nodeFlags = (/^(?:exec )?node\s+(.*?)\s*src\/server\/main\.ts/.exec(serveScript)?.[1] ?? "").split(/\s+/).filter(Boolean);

const onDb = join(mkdtempSync(join(tmpdir(), "bench-static-")), "leads.db");
const start = (pageViews: "0" | "1", path: string) =>
  startServer(
    { PAGE_VIEWS: pageViews, PAGE_VIEWS_FLUSH_MS: "1000", LOG_LEVEL: "info", LEADS_DB_PATH: path, DATABASE_URL: "", REDIS_URL: "" },
    { nodeFlags },
  );
const on = await start("1", onDb);
const off = await start("0", join(mkdtempSync(join(tmpdir(), "bench-static-")), "leads.db"));

async function phase(url: string): Promise<{ rps: number; p50: number; p99: number; ok: number }> {
  const t0 = performance.now();
  const r = await autocannon({ url, connections, amount, requests, timeout: 30 });
  const seconds = (performance.now() - t0) / 1000;
  const ok = r.statusCodeStats["200"]?.count ?? 0;
  if (ok !== amount || r.errors) throw new Error(`${url}: ${ok} of ${amount} answered 200, ${r.errors} errors`);
  return { rps: amount / seconds, p50: r.latency.p50, p99: r.latency.p99, ok };
}

const totals = { on: { n: 0, s: 0 }, off: { n: 0, s: 0 } };
let answeredOn = 0;
console.log(`bench: ${amount} GETs per phase, ${connections} connections, node ${nodeFlags.join(" ")}; ${rounds} rounds\n`);
console.log("| round | counter | requests/s | p50 ms | p99 ms |\n|---|---|---|---|---|");
await phase(on.url); // warm-up, both
await phase(off.url);
answeredOn += amount;
for (let round = 1; round <= rounds; round++) {
  const order = round % 2 ? (["on", "off"] as const) : (["off", "on"] as const);
  for (const which of order) {
    const r = await phase(which === "on" ? on.url : off.url);
    if (which === "on") answeredOn += r.ok;
    totals[which].n += amount;
    totals[which].s += amount / r.rps;
    console.log(`| ${round} | ${which} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`);
  }
}
await on.stop(); // writes what it still holds
await off.stop();
const rateOn = totals.on.n / totals.on.s;
const rateOff = totals.off.n / totals.off.s;
console.log(
  `\ncounter off: ${rateOff.toFixed(0)} requests/s; on: ${rateOn.toFixed(0)} requests/s; ratio on/off ${(rateOn / rateOff).toFixed(3)}`,
);
{
  const db = new DatabaseSync(onDb, { readOnly: true });
  const row = db.prepare("select sum(views) as views, count(*) as keys from page_views").get() as { views: number; keys: number };
  console.log(`stored by the counting server: ${row.views} views in ${row.keys} rows (200 answers: ${answeredOn})`);
  db.close();
}
