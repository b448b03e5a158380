// The web-font subsets: the committed files are exactly what `npm run fonts` makes from the
// @fontsource sources today, the CSS declares the subset's range, and every character the built
// pages show is in the subset (or is one of the few symbols left to the system font on purpose).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { FALLBACK_CSS, FONTS_DIR, fallbackCss, fallbackOverrides, subsetFonts } from "../../scripts/lib/fonts.ts";
import { FONT_FILES, FONT_SUBSET_TEXT, FONT_UNICODE_RANGE, SYSTEM_FONT_SYMBOLS, WEB_FONTS } from "../../src/styles/font-subset.ts";
import { repoRoot } from "../../scripts/lib/server.ts";

/** Code points of a CSS unicode-range value ("U+0020-007E, U+2022"). */
function codePointsOf(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) points.add(c);
  }
  return points;
}

/** The text a visitor sees on a built page: markup, scripts and styles removed, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(amp|lt|gt|quot|apos|nbsp);/g,
      (_, name) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" })[name as string]!,
    );
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith(".html") ? [join(dir, e.name)] : [],
  );

describe("web-font subsets", () => {
  test("the committed fonts are what `npm run fonts` makes now, and much smaller than their sources", async () => {
    for (const { output, sourceBytes, bytes } of await subsetFonts()) {
      const committed = readFileSync(new URL(output, FONTS_DIR));
      expect(committed.equals(bytes), `${output} is stale: run npm run fonts`).toBe(true);
      expect(committed.length).toBeLessThan(sourceBytes);
      console.log(`FONTS: ${output} ${sourceBytes} B -> ${committed.length} B`);
    }
    expect(FONT_FILES).toHaveLength(3);
  }, 30_000);

  test("the fallback faces are measured from the committed subsets, and make the fallback take the web face's room", async () => {
    const committed = WEB_FONTS.map(({ output }) => ({ output, bytes: readFileSync(new URL(output, FONTS_DIR)) }));
    const css = readFileSync(new URL(FALLBACK_CSS, FONTS_DIR), "utf8");
    expect(css, `${FALLBACK_CSS} is stale: run npm run fonts`).toBe(await fallbackCss(committed));
    for (const { family } of WEB_FONTS) {
      const rule = new RegExp(
        `font-family: "${family} Fallback";[^}]*size-adjust: ([\\d.]+)%;[^}]*ascent-override: ([\\d.]+)%;[^}]*descent-override: ([\\d.]+)%;[^}]*line-gap-override: ([\\d.]+)%;`,
      ).exec(css);
      expect(rule, `${family} has no fallback face`).not.toBeNull();
      console.log(`FONTS: ${family} Fallback size-adjust ${rule![1]}% ascent ${rule![2]}% descent ${rule![3]}% line-gap ${rule![4]}%`);
    }
    // A fallback scaled by size-adjust with the web face's ascent and descent has the same line box
    // and the same average advance: 1000-unit web face, 2048-unit fallback half as wide per unit.
    const o = fallbackOverrides(
      { ascent: 900, descent: -300, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 500 },
      { ascent: 1800, descent: -400, lineGap: 60, unitsPerEm: 2048, xWidthAvg: 1024 },
    );
    expect(o.sizeAdjust).toBeCloseTo(1);
    expect((o.ascent + o.descent) * o.sizeAdjust).toBeCloseTo(1.2, 1);
  }, 30_000);

  test("the web faces are declared with the subset's unicode-range, loaded after the first paint, and never preloaded", () => {
    const fromText = new Set([...FONT_SUBSET_TEXT].map((ch) => ch.codePointAt(0)!));
    expect([...codePointsOf(FONT_UNICODE_RANGE)].sort((a, b) => a - b)).toEqual([...fromText].sort((a, b) => a - b));
    const html = readFileSync(join(repoRoot, "dist/index.html"), "utf8");
    expect(html).not.toMatch(/rel="preload"[^>]*as="font"/);
    const noscript = /<noscript><style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    const ranges = [...noscript.matchAll(/unicode-range:\s*([^;}]+)/g)].map((m) => m[1]!.trim());
    expect(ranges).toEqual(WEB_FONTS.map(() => FONT_UNICODE_RANGE));
    expect(html).toContain(`range = ${JSON.stringify(FONT_UNICODE_RANGE)}`);
  });

  test("every character of every built page is in the subset or is a system-font symbol", () => {
    const allowed = new Set([...FONT_SUBSET_TEXT, ...SYSTEM_FONT_SYMBOLS, "\n", "\t", "\r"]);
    const missing = new Map<string, string>();
    const files = htmlFiles(join(repoRoot, "dist"));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      for (const ch of visibleText(readFileSync(file, "utf8")))
        if (!allowed.has(ch) && !missing.has(ch)) missing.set(ch, file.slice(repoRoot.length));
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
