// The operators' application is built as one page whose JavaScript no public page
// loads, and it is named nowhere crawlers or agents look (sitemap, llms.txt, ai-catalog, pages).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { builtPages, closure, dist, islandsOf } from "../support/bundle.ts";

const pages = builtPages();
const admin = pages.find((p) => p.route === "/admin");

describe("the /admin build", () => {
  test("/admin is one client-only island with noindex", () => {
    expect(admin).toBeDefined();
    const islands = islandsOf(admin!.html);
    expect(islands.map((i) => [i.exported, i.client])).toEqual([["AdminApp", "only"]]);
    expect(admin!.html).toContain('<meta name="robots" content="noindex">');
    expect(admin!.html).not.toContain('rel="canonical"');
  });

  test("no public page loads the admin application's code", () => {
    const adminCode = [...closure(...islandsOf(admin!.html).flatMap((i) => [i.component, i.renderer]))];
    const own = adminCode.filter(
      (url) => /AdminApp|react-query|query-core/.test(url) || readFileSync(join(dist, url), "utf8").includes("QueryClient"),
    );
    expect(own.length).toBeGreaterThan(0);
    const offenders = pages
      .filter((p) => p !== admin)
      .flatMap((p) => {
        const loaded = closure(...islandsOf(p.html).flatMap((i) => [i.component, i.renderer]));
        return own.filter((url) => loaded.has(url)).map((url) => `${p.route}: ${url}`);
      });
    expect(offenders).toEqual([]);
  });

  test("the sitemap, llms.txt, the agent catalogue and the public pages do not name /admin", () => {
    for (const file of ["sitemap.xml", "llms.txt", ".well-known/ai-catalog.json", "robots.txt"]) {
      expect(readFileSync(join(dist, file), "utf8"), file).not.toMatch(/\/admin\b/);
    }
    const linking = pages.filter((p) => p !== admin && /href="[^"]*\/admin\b/.test(p.html)).map((p) => p.route);
    expect(linking).toEqual([]);
  });
});
