import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import {
  classAttributes,
  classlessSelectors,
  classSelectors,
  extractWords,
  inlinedCss,
  originalsDir,
  selectorParts,
} from "../../scripts/lib/purge-css.ts";
import { pageModules } from "../../scripts/lib/page-modules.ts";
import { repoRoot } from "../../scripts/lib/server.ts";
import { builtPages, dist } from "../support/bundle.ts";

/**
 * Each page inlines only the rules it can use (scripts/lib/purge-css.ts). Against the stylesheet
 * as Tailwind wrote it (kept by the build in Astro's cache folder): every class the page's markup
 * names, and every word of the JavaScript its islands can load that is a class of the stylesheet,
 * keeps its rules; and the purge really cuts.
 */
const originals = originalsDir(join(repoRoot, "node_modules/.astro"));
const pages = builtPages().map((p) => {
  const file = join(originals, `${relative(dist, p.file)}.css`);
  return { ...p, original: existsSync(file) ? readFileSync(file, "utf8") : undefined, css: inlinedCss(p.html).join("\n") };
});

describe("each page's inlined stylesheet", () => {
  test("the build kept every page's stylesheet as Tailwind wrote it", () => {
    expect(pages.length).toBeGreaterThanOrEqual(20);
    expect(pages.filter((p) => !p.original).map((p) => p.route)).toEqual([]);
  });

  test.each(pages.map((p) => [p.route, p] as const))(
    "%s keeps the rules of every class its markup and its islands name",
    (_route, page) => {
      const had = classSelectors(page.original!);
      const kept = classSelectors(page.css);
      const inMarkup = [...classAttributes(page.html)].filter((c) => had.has(c));
      expect(inMarkup.length).toBeGreaterThan(0);
      expect(inMarkup.filter((c) => !kept.has(c))).toEqual([]);
      const inIslands = [...pageModules(dist, page.html)]
        .flatMap((url) => extractWords(readFileSync(join(dist, url), "utf8")))
        .filter((w) => had.has(w));
      expect([...new Set(inIslands)].filter((c) => !kept.has(c))).toEqual([]);
      // Selectors without a class (elements, attributes, pseudo-classes: the base layer's focus ring) stay on every page.
      const classless = classlessSelectors(page.css);
      expect([...classlessSelectors(page.original!)].filter((sel) => !classless.has(sel))).toEqual([]);
      // The hooks that are not classes stay whatever the page: the faces, keyframes, registered properties.
      for (const atRule of ["@font-face", "@keyframes", "@property"])
        expect(page.css.split(atRule).length, atRule).toBe(page.original!.split(atRule).length);
      // And the purge cuts: a page keeps well under the site's whole stylesheet.
      expect(page.css.length / page.original!.length, "share of the stylesheet kept").toBeLessThan(0.7);
    },
  );

  test("a class none of a page's markup or islands names is dropped from it", () => {
    const blog = pages.find((p) => p.route === "/blog")!;
    const had = classSelectors(blog.original!);
    const kept = classSelectors(blog.css);
    // Home's own classes (its hero map, marquee…), but those that are also an element's name
    // (`table`): element names stay on every page.
    const elements = new Set(selectorParts(blog.original!).names);
    const homeOnly = [...classSelectors(pages.find((p) => p.route === "/")!.css)].filter(
      (c) => had.has(c) && !elements.has(c) && !classAttributes(blog.html).has(c),
    );
    expect(homeOnly.length).toBeGreaterThan(0);
    expect(homeOnly.filter((c) => kept.has(c))).toEqual([]);
  });
});
