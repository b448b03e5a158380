// Reads the JavaScript a built page loads: its islands' component and renderer modules and every
// module they import (statically or dynamically), from the build output.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { type Island, islandsOf, moduleClosure } from "../../scripts/lib/page-modules.ts";
import { repoRoot } from "../../scripts/lib/server.ts";

export const dist = process.env.DIST_DIR ?? join(repoRoot, "dist");

export { type Island, islandsOf } from "../../scripts/lib/page-modules.ts";

/** Every JavaScript file the given module URLs load, following static and dynamic imports. */
export function closure(...entries: string[]): Set<string> {
  return moduleClosure(dist, entries, true);
}

/** The chunks that load with the entries themselves: static imports only, not `import()`. */
export function eagerClosure(...entries: string[]): Set<string> {
  return moduleClosure(dist, entries, false);
}

export const gzipSize = (url: string) => gzipSync(readFileSync(join(dist, url)), { level: 9 }).length;

/** The built HTML pages, with their route ("/", "/about", …). */
export function builtPages(dir = dist): Array<{ route: string; file: string; html: string }> {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((name) => {
      const path = join(d, name);
      if (statSync(path).isDirectory()) return name === "_astro" ? [] : walk(path);
      return name.endsWith(".html") ? [path] : [];
    });
  return walk(dir).map((file) => ({
    file,
    route: `/${relative(dir, file)
      .replace(/(^|\/)index\.html$/, "")
      .replace(/\.html$/, "")}`,
    html: readFileSync(file, "utf8"),
  }));
}

/** Gzip bytes of all JavaScript a page loads through its islands. */
export function pageScriptBytes(html: string): number {
  const urls = closure(...islandsOf(html).flatMap((i) => [i.component, i.renderer]));
  return [...urls].reduce((sum, url) => sum + gzipSize(url), 0);
}

/** Gzip bytes of the JavaScript a page's islands load as they hydrate, before any lazy screen (`import()`). */
export function pageScriptBytesAtOpen(html: string): number {
  const urls = eagerClosure(...islandsOf(html).flatMap((i) => [i.component, i.renderer]));
  return [...urls].reduce((sum, url) => sum + gzipSize(url), 0);
}

/** Gzip bytes of the page's inline scripts (Astro's island runtime and directives, the layout's own). */
export function inlineScriptBytes(html: string): number {
  const code = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
  return code ? gzipSync(code, { level: 9 }).length : 0;
}

/** Islands that hydrate only on the visitor's intent (client:intent) load nothing before it. */
export const loadsOnIntent = (island: Island) => island.client === "intent";

/**
 * Gzip bytes of the JavaScript a page runs before the visitor acts: its inline scripts and every
 * island that does not wait for the visitor's intent.
 */
export function scriptBytesBeforeInteraction(html: string): number {
  const eager = islandsOf(html).filter((i) => !loadsOnIntent(i));
  const files = closure(...eager.flatMap((i) => [i.component, i.renderer]));
  return inlineScriptBytes(html) + [...files].reduce((sum, url) => sum + gzipSize(url), 0);
}
