// The web-font subsets: the committed files are exactly what `npm run fonts` makes from the
// @fontsource sources today, the CSS declares the subset's range, and every character the built
// pages show is in the subset (or is one of the few symbols left to the system font on purpose).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { FONTS_DIR, subsetFonts } from "../../scripts/lib/fonts.ts";
import { FONT_FILES, FONT_SUBSET_TEXT, FONT_UNICODE_RANGE, SYSTEM_FONT_SYMBOLS } from "../../src/styles/font-subset.ts";
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
    expect(FONT_FILES).toHaveLength(2);
  }, 30_000);

  test("the CSS's unicode-range is the subset's characters, on both faces", () => {
    const fromText = new Set([...FONT_SUBSET_TEXT].map((ch) => ch.codePointAt(0)!));
    expect([...codePointsOf(FONT_UNICODE_RANGE)].sort((a, b) => a - b)).toEqual([...fromText].sort((a, b) => a - b));
    const css = readFileSync(join(repoRoot, "src/styles/global.css"), "utf8");
    const ranges = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) => m[1]!.trim());
    expect(ranges).toEqual([FONT_UNICODE_RANGE, FONT_UNICODE_RANGE]);
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
