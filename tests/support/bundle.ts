// Reads the JavaScript a built page loads: its islands' component and renderer modules and every
// module they import (statically or dynamically), from the build output.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { repoRoot } from "../../scripts/lib/server.ts";

export const dist = process.env.DIST_DIR ?? join(repoRoot, "dist");

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

/** Every JavaScript file the given module URLs load, following static and dynamic imports. */
export function closure(...entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.filter(Boolean);
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(dist, url), "utf8");
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+\.js)["']/g))
      queue.push(posix.join(posix.dirname(url), m[1]!));
  }
  return seen;
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
