import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { repoRoot } from "../../scripts/lib/server.ts";
import { navGroupNames, routeOf, siteRoutes, sitePages } from "../../src/content/routes.ts";
import { pageMarkdown, pageSources } from "../../src/discovery/page-markdown.ts";
import { formSlugs, forms } from "../../src/forms/index.ts";

// The route manifest (src/content/routes.ts) declares each page once; these checks fail when a
// page file and the manifest disagree, or when an entry lacks what the rest of the site derives from it.
const pagesDir = join(repoRoot, "src/pages");

/** The route of every .astro file under src/pages ("/index" is "/"). */
function pageFileRoutes(dir = pagesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return pageFileRoutes(path);
    if (!e.name.endsWith(".astro")) return [];
    const route = `/${relative(pagesDir, path)
      .split("\\")
      .join("/")
      .replace(/\.astro$/, "")}`;
    return [route === "/index" ? "/" : route.replace(/\/index$/, "")];
  });
}

describe("route manifest", () => {
  test("every page file has a manifest entry, and every entry its page file", () => {
    expect([...new Set(siteRoutes.map(routeOf))].sort()).toEqual(pageFileRoutes().sort());
  });

  test("each route is declared once", () => {
    const routes = siteRoutes.map(routeOf);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  test("every public page has a Markdown copy with text beyond its title", () => {
    expect(pageSources.map((p) => p.meta.path)).toEqual(sitePages.map((p) => p.meta.path));
    for (const source of pageSources) {
      const heading = pageMarkdown({ ...source, parts: {} });
      expect(pageMarkdown(source).length, `${source.meta.path}: empty Markdown copy`).toBeGreaterThan(heading.length + 100);
    }
  });

  test("each navigation group's positions are 0, 1, 2, … once each", () => {
    for (const group of navGroupNames) {
      const positions = sitePages
        .flatMap((p) => (p.nav ?? []).filter((s) => s.group === group).map((s) => s.position))
        .sort((a, b) => a - b);
      expect(positions, group).toEqual(positions.map((_, i) => i));
    }
  });

  test("a page in no navigation slot has its llms.txt line (a note, or the form it shows)", () => {
    const formPages = new Set(formSlugs.map((slug) => forms[slug].pagePath as string));
    const missing = sitePages.filter(
      (p) => !p.nav?.some((s) => !s.anchor) && !(p.llms && (p.llms.note !== undefined || formPages.has(p.meta.path))),
    );
    expect(missing.map((p) => p.meta.path)).toEqual([]);
  });

  test("every form's page is a public page of the manifest", () => {
    const paths = new Set(sitePages.map((p) => p.meta.path));
    expect(formSlugs.map((slug) => forms[slug].pagePath).filter((path) => !paths.has(path))).toEqual([]);
  });
});
