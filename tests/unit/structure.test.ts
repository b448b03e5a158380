// The repository's layout rules, checked on the import graph (relative imports, type-only ones too):
// - no module reaches itself again through its imports, anywhere in the repository;
// - src/forms (the form definitions) imports neither the server nor the components nor the pages;
// - src/content imports only src/content (the lowest layer: copy and figures);
// - src/lib (code the browser and the server both run: the CSV writer) imports only src/lib and no node: module;
// - a migration (src/server/db/migrations/*) is imported only by the migration list
//   (src/server/db/migrations.ts), by another migration and by tests: runtime code never reads a
//   migration, and a migration never reads runtime code (a migration is frozen history);
// - scripts/ never imports tests/ (tools both use live in scripts/lib/);
// - browser code (src/components, src/pages, src/layouts) never imports src/server but the admin
//   API's schemas (src/server/admin-api-schema.ts), which import neither node: modules nor the server;
// - the features under src/server (http, db, static, limits, delivery, leads, operators, inbox, mcp, x402) reach
//   each other only through their entry modules (<feature>/index.ts); inside a feature, modules import
//   their neighbours directly, never their own entry;
// - no two features depend on each other, directly or round a longer loop (the features' graph has no
//   cycle), so each feature can be read knowing only the ones below it;
// - a module at src/server's root reaches the features only through their entries too, but the wiring
//   (app-wiring.ts, main.ts) and log.ts (the features import it, and it takes the request id of
//   observability/request-context.ts without loading the metrics); config.ts imports no feature at
//   all (the features import it: it writes the shapes and parsers of the values they own);
// - no folder under src/server holds more than 12 files at its root besides its entry (index.ts);
// - the code uses the typed database handle (Kysely<Database>, src/server/db/schema.ts): an untyped
//   Kysely handle appears only in the connection and in the migrations (which do not depend on today's schema);
// - the UI primitives (src/components/ui/) are one per file: a file exports at most one component
//   (a capitalised function), named as the file, so no grab-bag module grows there.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { repoRoot } from "../../scripts/lib/server.ts";

const SKIP = new Set(["node_modules", "dist", "data", "test-results", ".astro", ".git"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return SKIP.has(e.name) ? [] : sourceFiles(path);
    return e.isFile() && /\.(tsx?|astro)$/.test(e.name) ? [path] : [];
  });
}

/** The relative modules a file imports or re-exports (`import … from`, `export … from`, `import("…")`, `import "…"`). */
function importsOf(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]!);
  return specifiers.map((s) => resolve(dirname(file), s));
}

/** Every cycle of an import graph (depth-first), each as the modules from its start back to it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    path.push(file);
    for (const to of graph.get(file) ?? []) {
      if (state.get(to) === "open") found.push([...path.slice(path.indexOf(to)), to]);
      else if (!state.has(to)) visit(to);
    }
    path.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(files.map((f) => [f, importsOf(f).filter((to) => known.has(to))]));
}

const rel = (f: string) => relative(repoRoot, f).split("\\").join("/");
const under = (dir: string) => (f: string) => rel(f).startsWith(`${dir}/`);

/** Every import edge `from → to` (repository-relative) for which `forbidden` holds. */
function violations(files: string[], forbidden: (from: string, to: string) => boolean): string[] {
  return files.flatMap((f) =>
    importsOf(f)
      .filter((to) => forbidden(rel(f), rel(to)))
      .map((to) => `${rel(f)} → ${rel(to)}`),
  );
}

const files = ["src", "scripts", "tests"].flatMap((dir) => sourceFiles(join(repoRoot, dir)));
const roots = readdirSync(repoRoot, { withFileTypes: true })
  .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
  .map((e) => join(repoRoot, e.name));
const all = [...files, ...roots];

describe("repository structure", () => {
  test("the scanner sees the modules and their imports, and finds a cycle when there is one", () => {
    expect(all.map(rel)).toEqual(
      expect.arrayContaining([
        "src/forms/contact/schema.ts",
        "scripts/leads.ts",
        "tests/unit/structure.test.ts",
        "astro.config.ts",
        "src/pages/index.astro",
      ]),
    );
    expect(importsOf(join(repoRoot, "src/forms/contact/schema.ts")).map(rel)).toContain("src/forms/contact/form.ts");
    expect(importsOf(join(repoRoot, "src/forms/validate.ts")).map(rel)).toContain("src/forms/types.ts"); // a type-only import
    expect(importsOf(join(repoRoot, "src/server/db/migrations.ts")).map(rel)).toContain("src/server/db/migrations/007_operator_inbox.ts");
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
    ]);
    expect(cycles(graph)).toEqual([["a", "b", "c", "a"]]);
  });

  test("no import cycles", () => {
    expect(cycles(importGraph(all)).map((c) => c.map(rel).join(" → "))).toEqual([]);
  });

  test("forms imports neither the server nor the components nor the pages (data flows forms → components, forms → server)", () => {
    expect(violations(all.filter(under("src/forms")), (_, to) => /^src\/(server|components|pages|layouts)\//.test(to))).toEqual([]);
  });

  test("lib (code both the browser and the server run) imports only lib and no node: module", () => {
    const lib = all.filter(under("src/lib"));
    expect(lib.length).toBeGreaterThan(0);
    expect(violations(lib, (_, to) => !to.startsWith("src/lib/"))).toEqual([]);
    for (const f of lib) expect(readFileSync(f, "utf8").match(/from\s*["']node:[^"']+["']/g) ?? [], rel(f)).toEqual([]);
  });

  test("content imports only content", () => {
    expect(violations(all.filter(under("src/content")), (_, to) => !to.startsWith("src/content/"))).toEqual([]);
  });

  test("a migration is imported only by the migration list, another migration or a test", () => {
    const isMigration = (f: string) => f.startsWith("src/server/db/migrations/");
    const mayImport = (f: string) => f === "src/server/db/migrations.ts" || isMigration(f) || f.startsWith("tests/");
    const intoMigrations = violations(all, (from, to) => isMigration(to) && !mayImport(from));
    const outOfMigrations = violations(all.filter(under("src/server/db/migrations")), (_, to) => !isMigration(to));
    expect([...intoMigrations, ...outOfMigrations]).toEqual([]);
  });

  test("scripts never import tests", () => {
    expect(violations(all.filter(under("scripts")), (_, to) => to.startsWith("tests/"))).toEqual([]);
  });

  test("browser code imports nothing of the server but the admin API's schemas, and they import no node: module and no server code", () => {
    const SCHEMA = "src/server/admin-api-schema.ts";
    const browser = all.filter((f) => /^src\/(components|pages|layouts)\//.test(rel(f)));
    expect(violations(browser, (_, to) => to.startsWith("src/server/") && to !== SCHEMA)).toEqual([]);
    expect(violations(browser, (_, to) => to === SCHEMA).length).toBeGreaterThan(0); // the rule sees the one allowed import
    const schema = join(repoRoot, SCHEMA);
    expect(violations([schema], (_, to) => to.startsWith("src/server/"))).toEqual([]);
    expect(readFileSync(schema, "utf8").match(/from\s*["']node:[^"']+["']/g) ?? []).toEqual([]);
  });

  test("features under src/server reach each other only through their entry modules (index.ts)", () => {
    const featureOf = (f: string) => /^src\/server\/([^/]+)\//.exec(f)?.[1];
    const entry = (feature: string) => `src/server/${feature}/index.ts`;
    const features = readdirSync(join(repoRoot, "src/server"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(features).toEqual(
      expect.arrayContaining(["http", "db", "static", "limits", "delivery", "leads", "operators", "inbox", "mcp", "x402"]),
    );
    // Every feature has its entry module.
    expect(features.filter((feature) => !all.map(rel).includes(entry(feature)))).toEqual([]);
    // From another feature: only the entry. From inside: never the entry (a module of the entry's own feature).
    const crossing = (from: string, to: string) => {
      const [a, b] = [featureOf(from), featureOf(to)];
      return a !== undefined && b !== undefined && (a === b ? to === entry(b) && from !== to : to !== entry(b));
    };
    expect(crossing("src/server/leads/store.ts", "src/server/delivery/outbox.ts")).toBe(true); // the rule sees a crossing
    expect(crossing("src/server/leads/store.ts", "src/server/delivery/index.ts")).toBe(false);
    expect(crossing("src/server/leads/store.ts", "src/server/leads/index.ts")).toBe(true);
    expect(crossing("src/server/app-wiring.ts", "src/server/leads/store.ts")).toBe(false); // the wiring is no feature
    const server = all.filter(under("src/server"));
    expect(violations(server, crossing)).toEqual([]);
  });

  test("a module at src/server's root reaches features only through their entries, but the wiring and log.ts", () => {
    const exempt = ["app-wiring.ts", "main.ts", "log.ts"].map((name) => `src/server/${name}`);
    const atRoot = all.filter((f) => /^src\/server\/[^/]+\.ts$/.test(rel(f)) && !exempt.includes(rel(f)));
    expect(atRoot.map(rel)).toContain("src/server/health.ts");
    const intoFeature = (_: string, to: string) => /^src\/server\/[^/]+\//.test(to) && !/^src\/server\/[^/]+\/index\.ts$/.test(to);
    expect(violations(atRoot, intoFeature)).toEqual([]);
    // config.ts is below every feature: it imports none, not even through an entry.
    const config = all.filter((f) => rel(f) === "src/server/config.ts");
    expect(config).toHaveLength(1);
    expect(violations(config, (_, to) => /^src\/server\/[^/]+\//.test(to))).toEqual([]);
  });

  test("no two features under src/server depend on each other, directly or round a longer loop", () => {
    const featureOf = (f: string) => /^src\/server\/([^/]+)\//.exec(f)?.[1];
    const dependsOn = new Map<string, Set<string>>();
    for (const file of all.filter(under("src/server"))) {
      for (const to of importsOf(file)) {
        const [a, b] = [featureOf(rel(file)), featureOf(rel(to))];
        if (a !== undefined && b !== undefined && a !== b) dependsOn.set(a, (dependsOn.get(a) ?? new Set()).add(b));
      }
    }
    expect(dependsOn.get("inbox")).toContain("delivery"); // the rule sees the features' edges
    const graph = new Map([...dependsOn].map(([feature, on]) => [feature, [...on]]));
    expect(cycles(graph).map((c) => c.join(" → "))).toEqual([]);
  });

  test("an untyped Kysely handle appears only in db/connection.ts and the migrations", () => {
    const untyped = /Kysely<\s*any\s*>/;
    const allowed = (f: string) => f === "src/server/db/connection.ts" || f.startsWith("src/server/db/migrations/");
    expect(untyped.test("const db: Kysely< any > = open();")).toBe(true);
    const found = files
      .filter((f) => /^(src|scripts)\//.test(rel(f)) && !allowed(rel(f)) && untyped.test(readFileSync(f, "utf8")))
      .map(rel);
    expect(found).toEqual([]);
  });

  // db/migrations/ is the exception: one file per migration, in order, by design.
  test("no folder under src/server holds more than 12 files at its root besides its entry", () => {
    const crowded: string[] = [];
    const visit = (dir: string) => {
      const entries = readdirSync(dir, { withFileTypes: true });
      const count = entries.filter((e) => e.isFile() && e.name !== "index.ts").length;
      if (count > 12 && !dir.endsWith(join("db", "migrations"))) crowded.push(`${rel(dir)}: ${count} files`);
      for (const e of entries) if (e.isDirectory()) visit(join(dir, e.name));
    };
    visit(join(repoRoot, "src/server"));
    expect(crowded).toEqual([]);
  });

  test("each UI primitive has its own file, named after it", () => {
    const dir = join(repoRoot, "src/components/ui");
    const crowded = readdirSync(dir)
      .filter((name) => name.endsWith(".tsx"))
      .flatMap((name) => {
        const components = [...readFileSync(join(dir, name), "utf8").matchAll(/^export function ([A-Z]\w*)/gm)].map((m) => m[1]);
        const ok = components.length <= 1 && components.every((c) => `${c}.tsx` === name);
        return ok ? [] : [`${name}: ${components.join(", ")}`];
      });
    expect(crowded).toEqual([]);
  });
});
