// `npm run bench:pages -- --before <dist dir> [--after <dist dir>] [--runs 5] [--routes /,/blog]`:
// Lighthouse (mobile, simulated throttling: its defaults) on two builds of the site served side by
// side by the real server, alternating which build goes first each round, so both see the same
// machine. Prints per route and build the median and range of performance, FCP, LCP, LCP − FCP, TBT,
// CLS, JavaScript and total bytes (as transferred) and the longest main-thread task; then Home's LCP
// breakdown and the requests that finished before its largest paint (what Lighthouse's LCP
// simulation waits on). Without --before it measures the one build (--after, default dist/).
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.ts";
import { repoRoot, startServer, type RunningServer } from "./lib/server.ts";

const { values } = parseArgs({
  options: {
    before: { type: "string" },
    after: { type: "string", default: `${repoRoot}dist` },
    runs: { type: "string", default: "5" },
    routes: { type: "string", default: "/,/provide-compute,/ecosystem-fund,/blog,/x402-integration,/access-compute,/contact" },
  },
});
const runs = Number(values.runs);
const routes = values.routes.split(",");

type Audit = { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } };
type Run = {
  perf: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  total: number;
  longTask: number;
  lhr: { audits: Record<string, Audit> };
};

/** The first DOM node a Lighthouse audit's details name (its HTML snippet), wherever the version nests it. */
function firstNode(details: unknown): string | undefined {
  if (!details || typeof details !== "object") return undefined;
  const o = details as Record<string, unknown>;
  if (o.type === "node" && typeof o.snippet === "string") return o.snippet;
  for (const value of Object.values(o)) {
    const found = Array.isArray(value) ? value.map(firstNode).find(Boolean) : firstNode(value);
    if (found) return found;
  }
  return undefined;
}

async function measure(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as unknown as { categories: { performance: { score: number } }; audits: Record<string, Audit> };
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits["network-requests"]?.details?.items ?? []) as Array<{ resourceType?: string; transferSize?: number }>;
  const tasks = (lhr.audits["long-tasks"]?.details?.items ?? []) as Array<{ duration?: number }>;
  return {
    perf: Math.round(lhr.categories.performance.score * 100),
    fcp: num("first-contentful-paint"),
    lcp: num("largest-contentful-paint"),
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    js: requests.filter((r) => r.resourceType === "Script").reduce((s, r) => s + (r.transferSize ?? 0), 0),
    total: num("total-byte-weight"),
    longTask: Math.max(0, ...tasks.map((t) => t.duration ?? 0)),
    lhr,
  };
}

const builds = values.before
  ? [
      { name: "before", dist: values.before },
      { name: "after", dist: values.after },
    ]
  : [{ name: "after", dist: values.after }];
const servers: RunningServer[] = [];
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
try {
  for (const b of builds) servers.push(await startServer({ DIST_DIR: b.dist, RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "info" }));
  const results = new Map<string, Run[]>();
  for (let round = 0; round < runs; round++) {
    const order = round % 2 === 0 ? builds.map((_, i) => i) : builds.map((_, i) => i).reverse();
    for (const route of routes)
      for (const i of order) {
        const key = `${route}|${builds[i]!.name}`;
        // Under load Lighthouse's own trace recording sometimes fails (no FCP, no score): that says
        // nothing about the page, so such a run is made again (at most twice).
        let run = await measure(chrome.port, servers[i]!.url + route);
        for (let retry = 0; retry < 2 && !(Number.isFinite(run.lcp) && Number.isFinite(run.tbt) && run.perf > 0); retry++) {
          console.log(`round ${round + 1} ${route} ${builds[i]!.name}: Lighthouse errored, measuring again`);
          run = await measure(chrome.port, servers[i]!.url + route);
        }
        results.set(key, [...(results.get(key) ?? []), run]);
        console.log(
          `round ${round + 1} ${route} ${builds[i]!.name}: perf ${run.perf} FCP ${run.fcp.toFixed(0)} LCP ${run.lcp.toFixed(0)} TBT ${run.tbt.toFixed(0)} JS ${(run.js / 1024).toFixed(1)} KB`,
        );
      }
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const m = Math.floor(s.length / 2);
    return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
  };
  const fmt = (xs: number[], digits = 0, scale = 1) => {
    const v = xs.map((x) => x / scale);
    return `${median(v).toFixed(digits)} (${Math.min(...v).toFixed(digits)}-${Math.max(...v).toFixed(digits)})`;
  };
  console.log(`\nMedians (range) of ${runs} runs per route and build; ms unless stated:\n`);
  console.log("| route | build | perf | FCP | LCP | LCP − FCP | TBT | longest task | CLS | JS KB | total KB |");
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const route of routes)
    for (const b of builds) {
      const r = results.get(`${route}|${b.name}`)!;
      const col = (f: (x: Run) => number, d = 0, s = 1) => fmt(r.map(f), d, s);
      console.log(
        `| \`${route}\` | ${b.name} | ${col((x) => x.perf)} | ${col((x) => x.fcp)} | ${col((x) => x.lcp)} | ${col((x) => x.lcp - x.fcp)} | ${col((x) => x.tbt)} | ${col((x) => x.longTask)} | ${col((x) => x.cls, 3)} | ${col((x) => x.js, 1, 1024)} | ${col((x) => x.total, 1, 1024)} |`,
      );
    }
  console.log("\nThe largest-contentful-paint element (last run):");
  for (const route of routes)
    for (const b of builds) {
      const audits = results.get(`${route}|${b.name}`)?.at(-1)?.lhr.audits;
      const node =
        firstNode(audits?.["lcp-breakdown-insight"]?.details) ?? firstNode(audits?.["largest-contentful-paint-element"]?.details);
      console.log(`  ${route} (${b.name}): ${(node ?? "?").slice(0, 140)}`);
    }
  for (const b of builds) {
    const home = results.get(`${routes[0]}|${b.name}`)?.at(-1);
    if (!home) continue;
    const observed = home.lhr.audits.metrics?.details?.items?.[0] as Record<string, number> | undefined;
    const lcpAt = observed?.observedLargestContentfulPaint ?? Number.NaN;
    const parts =
      (
        home.lhr.audits["lcp-breakdown-insight"]?.details as
          | { items?: Array<{ items?: Array<{ label?: string; duration?: number }> }> }
          | undefined
      )?.items?.[0]?.items ?? [];
    console.log(
      `\n${routes[0]} (${b.name}), last run: simulated FCP ${home.fcp.toFixed(0)} ms, LCP ${home.lcp.toFixed(0)} ms; observed (unthrottled) LCP at ${lcpAt.toFixed(0)} ms:`,
    );
    for (const p of parts) console.log(`  ${p.label}: ${(p.duration ?? 0).toFixed(1)} ms`);
    const requests = (home.lhr.audits["network-requests"]?.details?.items ?? []) as Array<{
      url: string;
      networkRequestTime?: number;
      networkEndTime?: number;
      resourceType?: string;
    }>;
    console.log("  requests by when they ended (observed ms), against the largest paint:");
    for (const r of requests)
      console.log(
        `    ${(r.networkEndTime ?? 0) <= lcpAt ? "before LCP" : "after LCP "} ${String(Math.round(r.networkRequestTime ?? 0)).padStart(5)}-${String(Math.round(r.networkEndTime ?? 0)).padStart(5)} ${r.resourceType} ${new URL(r.url).pathname}`,
      );
  }
} finally {
  chrome.kill();
  for (const s of servers) await s.stop();
}
