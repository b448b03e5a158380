// The JavaScript a built page can load: its islands (the <astro-island> component and renderer
// modules) and every module they import, statically or with import(). Read from the build output
// by the CSS purge (scripts/lib/purge-css.ts: the classes islands render) and the JS budget tests.
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";

export type Island = { tag: string; component: string; renderer: string; exported: string; client: string };

export function islandsOf(html: string): Island[] {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? "";
    return {
      tag,
      component: attr("component-url"),
      renderer: attr("renderer-url"),
      exported: attr("component-export"),
      client: attr("client"),
    };
  });
}

// Static imports (`import … from "./x.js"`, `import "./x.js"`) and dynamic ones (`import("./x.js")`,
// `import(\`./x.js\`)`: the bundler writes the latter with backticks).
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

/** The URLs of every module the entries load (site-absolute, "/_astro/x.js"), following `import()` too when asked. */
export function moduleClosure(distDir: string, entries: string[], followDynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const queue = entries.filter(Boolean);
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(distDir, url), "utf8");
    const found = [...code.matchAll(STATIC_IMPORT), ...(followDynamic ? code.matchAll(DYNAMIC_IMPORT) : [])];
    for (const m of found) queue.push(posix.join(posix.dirname(url), m[1]!));
  }
  return seen;
}

/** Every module a page can load: its islands' closures (dynamic imports included) and its <script src> modules. */
export function pageModules(distDir: string, html: string): Set<string> {
  const scripts = [...html.matchAll(/<script\b[^>]*\ssrc="(\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return moduleClosure(distDir, [...islandsOf(html).flatMap((i) => [i.component, i.renderer]), ...scripts], true);
}
