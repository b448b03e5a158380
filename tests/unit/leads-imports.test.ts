// src/forms imports in one direction only: no module reaches itself again through its imports
// (type-only imports count too), and nothing in it imports the server or the components.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { repoRoot } from "../../scripts/lib/server.ts";

const leadsDir = join(repoRoot, "src/forms");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** The relative modules a file imports or re-exports (`import … from`, `export … from`, `import("…")`). */
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
  return new Map(files.map((f) => [f, importsOf(f).filter((to) => files.includes(to))]));
}

const rel = (f: string) => relative(repoRoot, f);

describe("src/forms import graph", () => {
  const files = sourceFiles(leadsDir);

  test("the scanner sees the modules and their imports, and finds a cycle when there is one", () => {
    expect(files.map(rel)).toContain("src/forms/schemas/contact.ts");
    expect(importsOf(join(leadsDir, "schemas/contact.ts")).map(rel)).toContain("src/forms/contact-form.ts");
    expect(importsOf(join(leadsDir, "validate.ts")).map(rel)).toContain("src/forms/types.ts"); // a type-only import
    const graph = new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a", "d"]], ["d", []]]);
    expect(cycles(graph)).toEqual([["a", "b", "c", "a"]]);
  });

  test("no import cycles", () => {
    expect(cycles(importGraph(files)).map((c) => c.map(rel).join(" → "))).toEqual([]);
  });

  test("leads imports neither the server nor the components (data flows leads → components, leads → server)", () => {
    const outward = files.flatMap((f) => importsOf(f).filter((to) => /\/src\/(server|components|pages)\//.test(to)).map((to) => `${rel(f)} → ${rel(to)}`));
    expect(outward).toEqual([]);
  });
});
