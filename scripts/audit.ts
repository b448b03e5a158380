// `npm run audit`: Lighthouse on every route of the built site, served by the real server.
// Prints one row per route: the five category scores (agentic browsing included), LCP, TBT, CLS, total and JavaScript bytes (gzip,
// as transferred). Exits non-zero when a route misses 100 in a category.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { startServer, repoRoot } from "./lib/server.ts";
import { ROUTES } from "./lib/site-routes.ts";
import { auditUrls, type Category } from "./lib/lighthouse.ts";

const CATEGORIES: Category[] = ["performance", "accessibility", "best-practices", "seo", "agentic-browsing"];

if (!existsSync(`${repoRoot}dist/index.html`)) execFileSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit" });
const server = await startServer({ LOG_LEVEL: "info", RATE_LIMIT_PER_MINUTE: "0" });
try {
  const results = await auditUrls(
    ROUTES.map((r) => server.url + r),
    CATEGORIES,
  );
  const pct = (s: number | null | undefined) => (s == null ? "n/a" : String(Math.round(s * 100)));
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  const rows = results.map((r) => ({
    route: new URL(r.url).pathname,
    perf: pct(r.scores.performance),
    a11y: pct(r.scores.accessibility),
    bp: pct(r.scores["best-practices"]),
    seo: pct(r.scores.seo),
    agentic: pct(r.scores["agentic-browsing"]),
    LCP: `${Math.round(r.lcpMs)} ms`,
    TBT: `${Math.round(r.tbtMs)} ms`,
    CLS: r.cls.toFixed(3),
    total: kb(r.totalBytes),
    JS: kb(r.scriptBytes),
  }));
  console.table(rows);
  const misses = results.flatMap((r) => r.failing.map((f) => `${new URL(r.url).pathname}: ${f.id} (${f.title}) score ${f.score}`));
  const below = results.filter((r) => CATEGORIES.some((c) => (r.scores[c] ?? 0) < 1));
  if (misses.length) console.log(`\nAudits below 100:\n  ${misses.join("\n  ")}`);
  console.log(`\n${results.length - below.length}/${results.length} routes score 100 in every category.`);
  process.exitCode = below.length ? 1 : 0;
} finally {
  await server.stop();
}
