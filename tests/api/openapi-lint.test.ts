/**
 * /openapi.json passes `redocly lint` (Redocly CLI, recommended rules) without error or warning:
 * public operations say `security: []`, the x402 payment header is a declared security scheme,
 * and info has a license. The document linted is the one the server serves.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/server.ts";
import { useServer } from "../support/use-server.ts";

const site = useServer();
const cli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");

it("redocly lint (recommended) finds no problem in the served /openapi.json", async () => {
  const res = await fetch(site.url("/openapi.json"));
  expect(res.status).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), "openapi-lint-")), "openapi.json");
  writeFileSync(file, await res.text());
  const run = await promisify(execFile)(process.execPath, [cli, "lint", "--extends=recommended", "--format=json", file], {
    cwd: repoRoot,
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  }).catch((err: { stdout: string; stderr: string }) => err);
  const report = JSON.parse(run.stdout) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; message: string }[];
  };
  expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
});
