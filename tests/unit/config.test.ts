/**
 * One configuration: src/server/config.ts is the only module that reads the environment, its
 * schema knows every variable, and docs/operations.md ("Configuration") lists exactly those.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { formSlugs } from "../../src/forms/forms.ts";
import { ConfigError, configVariables, loadConfig } from "../../src/server/config.ts";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const CONFIG_MODULE = "src/server/config.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|js|mjs|astro)$/.test(entry.name))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)));
}

/** `process.env` in any spelling (also `const { env } = process`), and Vite's `import.meta.env`. */
const readsEnvironment = /\bprocess\s*(\.\s*env\b|\[\s*["'`]env["'`]\s*\])|\{[^}]*\benv\b[^}]*\}\s*=\s*process\b|import\.meta\.env\b/;

test("only src/server/config.ts reads the environment (src/ and scripts/)", () => {
  const files = [...sourceFiles("src"), ...sourceFiles("scripts")];
  expect(files).toContain(CONFIG_MODULE);
  const readers = files.filter((file) => file !== CONFIG_MODULE && readsEnvironment.test(readFileSync(join(repoRoot, file), "utf8")));
  expect(readers, "read the variable through src/server/config.ts (its schema, a reader, childEnv or defaultVariable)").toEqual([]);
});

/** The variables named in the first column of docs/operations.md's "Configuration" table. */
function documentedVariables(): string[] {
  const doc = readFileSync(join(repoRoot, "docs/operations.md"), "utf8");
  const section = /^## Configuration\n([\s\S]*?)(?=^## )/m.exec(doc)?.[1];
  if (!section) throw new Error('docs/operations.md has no "## Configuration" section');
  const rows = section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2); // after the header and its rule
  const names: string[] = [];
  for (const row of rows) {
    let cell = row.split("|")[1] ?? "";
    // `WEBHOOK_URL_2` … `WEBHOOK_URL_9`: every number of the range.
    cell = cell.replace(/`([A-Z][A-Z0-9_]*?_)(\d+)`\s*…\s*`\1(\d+)`/g, (_, prefix: string, from: string, to: string) =>
      Array.from({ length: Number(to) - Number(from) + 1 }, (_, i) => `\`${prefix}${Number(from) + i}\``).join(" "),
    );
    for (const [, name = ""] of cell.matchAll(/`([A-Z][A-Z0-9_]*(?:<FORM>)?)`/g)) {
      // NOTIFY_EMAIL_TO_<FORM>: one variable per form.
      if (name.endsWith("<FORM>")) names.push(...formSlugs.map((slug) => name.replace("<FORM>", slug.toUpperCase().replaceAll("-", "_"))));
      else names.push(name);
    }
  }
  return names;
}

test("docs/operations.md's configuration table lists exactly the variables the schema knows", () => {
  const documented = documentedVariables();
  // TEST_* variables are the tests' own (the test suite reads them, the application never does).
  const forApplication = documented.filter((name) => !name.startsWith("TEST_"));
  expect(forApplication.length).toBeGreaterThan(20);
  expect(
    forApplication.filter((name) => !configVariables.includes(name as never)),
    "documented but unknown to the schema",
  ).toEqual([]);
  expect(
    configVariables.filter((name) => !forApplication.includes(name)),
    "known to the schema but missing from the table",
  ).toEqual([]);
  expect(new Set(forApplication).size, "a variable documented twice").toBe(forApplication.length);
});

describe("a bad value stops the start with a message naming the variable", () => {
  test.each([
    [{ PORT: "eighty" }, 'PORT must be 0-65535, got "eighty"'],
    [{ RATE_LIMIT_PER_MINUTE: "-1" }, 'RATE_LIMIT_PER_MINUTE must be a whole number, got "-1"'],
    [{ DATABASE_URL: "mysql://db" }, "DATABASE_URL must start with postgres:// or postgresql://"],
    [{ ALLOWED_ORIGINS: "https://a.example, not an origin" }, "ALLOWED_ORIGINS must be comma-separated origins"],
    [{ X402_FACILITATOR_URL: "ftp://f.example" }, 'X402_FACILITATOR_URL must be an http(s) URL, got "ftp://f.example"'],
    [{ NOTIFY_TIMEOUT_MS: "soon" }, 'NOTIFY_TIMEOUT_MS must be a positive whole number, got "soon"'],
    [{ LEAD_RETENTION_DAYS: "0" }, 'LEAD_RETENTION_DAYS must be a whole number of days (1 or more), got "0"'],
    [{ LOG_LEVEL: "loud" }, 'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, got "loud"'],
    [{ WEBHOOK_URL_4: "https://h.example/x" }, "WEBHOOK_SECRET_4 must be a Standard Webhooks secret"],
    [{ FORCE_HTTPS: "1" }, "FORCE_HTTPS=1 needs TRUST_PROXY"],
  ])("%o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  test("every bad variable at once, one line each", () => {
    expect(() => loadConfig({ PORT: "x", SHUTDOWN_TIMEOUT_MS: "soon" })).toThrow(
      'PORT must be 0-65535, got "x"\nSHUTDOWN_TIMEOUT_MS must be a whole number, got "soon"',
    );
  });

  test("unset and empty variables take their defaults", () => {
    const defaults = loadConfig({});
    expect(loadConfig({ PORT: "4321", RATE_LIMIT_PER_MINUTE: "", NOTIFY_TIMEOUT_MS: "", X402_FACILITATOR_URL: " " })).toEqual(defaults);
    expect(defaults).toMatchObject({
      host: "0.0.0.0",
      port: 4321,
      rateLimitPerMinute: 10,
      maxConnectionsPerClient: 100,
      forceHttps: false,
      leadRetentionDays: null,
      erasureHashKey: null,
    });
    expect(defaults.delivery).toMatchObject({ destinations: [], retryScale: 1, timeoutMs: 15_000, workerInProcess: true });
    expect(defaults.x402).toEqual({ facilitatorUrl: null, facilitatorTimeoutMs: 10_000 });
    expect(defaults.log).toEqual({ level: "info", format: undefined });
  });
});
