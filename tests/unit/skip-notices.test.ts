// Every test that may be skipped says why in the run's output: a file with conditional skips
// (runIf / skipIf / skip) prints as many notices (noticeOnce in tests/api/leads-support.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";
import { repoRoot } from "../../scripts/lib/server.ts";

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

test("every conditional skip in the tests comes with a notice that says why", () => {
  const silent: string[] = [];
  for (const file of testFiles(join(repoRoot, "tests"))) {
    if (file.endsWith("skip-notices.test.ts")) continue;
    const source = readFileSync(file, "utf8");
    const skips = source.match(/\.(runIf|skipIf|skip)\(/g)?.length ?? 0;
    const notices = source.match(/\bnoticeOnce\(/g)?.length ?? 0;
    if (skips > notices) silent.push(`${relative(repoRoot, file)}: ${skips} conditional skip(s), ${notices} notice(s)`);
  }
  expect(silent).toEqual([]);
});
