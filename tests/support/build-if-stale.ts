// Vitest global setup: the API and end-to-end tests serve and read the built site, so a dist/ that
// is missing or older than its sources is rebuilt once before any test runs (`npm test` has just
// built it; `npx vitest run <file>` after an edit would otherwise test the old build).
import { execFileSync } from "node:child_process";
import { distIsStale } from "../../scripts/lib/dist-freshness.ts";
import { repoRoot } from "../../scripts/lib/server.ts";

export default function buildIfStale(): void {
  if (!distIsStale(repoRoot)) return;
  console.log("dist/ is missing or older than its sources: building it first (npm run build)…");
  // Without Vitest's NODE_ENV=test, which would make Astro bundle React's development build.
  const { NODE_ENV: _, ...env } = process.env;
  execFileSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit", env });
}
