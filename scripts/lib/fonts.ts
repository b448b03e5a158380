// Cuts the @fontsource Latin files down to the site's characters and weights (src/styles/font-subset.ts),
// and writes the metric-matched fallback faces the text paints in before the web faces arrive.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import arial from "@capsizecss/metrics/arial";
import courierNew from "@capsizecss/metrics/courierNew";
import { fromBuffer } from "@capsizecss/unpack";
import subsetFont from "subset-font";
import { FALLBACK_WEIGHTS, FONT_SUBSET_TEXT, FONT_WEIGHTS, WEB_FONTS, fallbackFamily } from "../../src/styles/font-subset.ts";

const require = createRequire(import.meta.url);

export const FONTS_DIR = new URL("../../src/styles/fonts/", import.meta.url);

/** The generated stylesheet of fallback faces (imported by global.css). */
export const FALLBACK_CSS = "fallbacks.css";

/**
 * The local faces' metrics: Arial and Courier New as @capsizecss/metrics publishes them; their bold
 * faces' average advance measured (@capsizecss/unpack) on Liberation Sans Bold and Liberation Mono
 * Bold, their metric twins (the vertical metrics are the regular faces').
 */
const SYSTEM_METRICS = {
  arial,
  arialBold: { ...arial, xWidthAvg: 983 },
  courierNew,
  courierNewBold: { ...courierNew, xWidthAvg: 1229 },
} as const;

export async function subsetFonts(): Promise<Array<{ output: string; sourceBytes: number; bytes: Buffer }>> {
  return Promise.all(
    WEB_FONTS.map(async ({ source, output }) => {
      const original = readFileSync(require.resolve(source));
      const bytes = await subsetFont(original, FONT_SUBSET_TEXT, { targetFormat: "woff2", variationAxes: { wght: FONT_WEIGHTS } });
      return { output, sourceBytes: original.length, bytes };
    }),
  );
}

type Metrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number };

/**
 * The overrides that make `fallback` take the room `font` takes: size-adjust scales the fallback
 * so its average Latin character is as wide as the web face's; the vertical overrides are the web
 * face's, expressed in the scaled fallback's em (the method of next/font and fontaine), then tuned
 * to Chrome's pixel rounding (see `linePixels`) so that a line is as tall, and its baseline as
 * low, in both faces at the sizes text uses.
 */
export function fallbackOverrides(font: Metrics, fallback: Metrics) {
  // size-adjust as written in the CSS (2 decimals of a percentage).
  const sizeAdjust = Math.round((font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm)) * 10_000) / 10_000;
  const exact = { ascent: font.ascent / font.unitsPerEm, descent: Math.abs(font.descent) / font.unitsPerEm };
  const mismatches = (ascent: number, descent: number) =>
    [false, true].flatMap((subpixel) =>
      TEXT_SIZES.filter((size) => {
        const web = linePixels(exact.ascent * size, exact.descent * size, subpixel);
        // Chrome's font cache keeps a size to 1/100 px, truncated: the fallback's is size × size-adjust so kept.
        const used = Math.floor(size * sizeAdjust * 100) / 100;
        const fb = linePixels(ascent * used, descent * used, subpixel);
        return web.ascent !== fb.ascent || web.descent !== fb.descent;
      }),
    ).length;
  // Candidates: the exact values, then up to 1 % larger, in steps of 0.01 % of the value.
  let best = { ascent: 0, descent: 0, misses: Number.POSITIVE_INFINITY };
  const a0 = Math.ceil((exact.ascent / sizeAdjust) * 1_000_000) / 10_000; // a percentage, 4 decimals
  const d0 = Math.ceil((exact.descent / sizeAdjust) * 1_000_000) / 10_000;
  for (let i = 0; i <= 100; i++)
    for (let j = 0; j <= 100; j++) {
      const ascent = Number((a0 * (1 + i / 10_000)).toFixed(4)) / 100;
      const descent = Number((d0 * (1 + j / 10_000)).toFixed(4)) / 100;
      const misses = mismatches(ascent, descent);
      if (misses < best.misses) best = { ascent, descent, misses };
    }
  return {
    sizeAdjust,
    ascent: best.ascent,
    descent: best.descent,
    lineGap: font.lineGap / font.unitsPerEm / sizeAdjust,
    misses: best.misses,
  };
}

/** Font sizes (px) of Tailwind's scale (text-xs to text-6xl), which the site's text uses. */
const SCALE = [12, 14, 16, 18, 20, 24, 30, 36, 48, 60];
/** The sizes the overrides are tuned for: the scale first (each counted 20 times), then every pixel from 10 to 80. */
const TEXT_SIZES = [...SCALE.flatMap((size) => Array<number>(20).fill(size)), ...Array.from({ length: 71 }, (_, i) => 10 + i)];

/**
 * A line's ascent and descent in whole pixels as Chrome lays it out: each rounded half up; with
 * subpixel positioning (Linux, Android), a descent rounded down gains a pixel from the ascent.
 * The overrides are tuned for both.
 */
export function linePixels(ascent: number, descent: number, subpixel: boolean): { ascent: number; descent: number } {
  let a = Math.floor(ascent + 0.5);
  let d = Math.floor(descent + 0.5);
  if (subpixel && d < descent && a >= 1) {
    d += 1;
    a -= 1;
  }
  return { ascent: a, descent: d };
}

const pct = (n: number) => `${Number((n * 100).toFixed(4))}%`;

/** The fallback faces' CSS, measured from the given subsets (the committed files or fresh ones). */
export async function fallbackCss(subsets: Array<{ output: string; bytes: Buffer }>): Promise<string> {
  const rules: string[] = [];
  for (const { family, output, fallback } of WEB_FONTS) {
    const bytes = subsets.find((s) => s.output === output)?.bytes;
    if (!bytes) throw new Error(`no subset ${output}`);
    for (const band of FALLBACK_WEIGHTS) {
      // The variable subset pinned at the band's weight: a static instance to measure.
      const instance = await subsetFont(bytes, FONT_SUBSET_TEXT, { targetFormat: "truetype", variationAxes: { wght: band.at } });
      const local = fallback[band.face];
      const o = fallbackOverrides(await fromBuffer(instance), SYSTEM_METRICS[local.metrics]);
      rules.push(
        [
          `/* ${family} ${band.at}, measured from ${output}, drawn with ${local.local[0]} (or a metric twin); a line differs at ${o.misses} sizes of ${2 * (71 + SCALE.length * 20)} (weighted; Tailwind's scale x20) */`,
          "@font-face {",
          `  font-family: "${fallbackFamily(family)}";`,
          `  font-weight: ${band.weight};`,
          `  src: ${local.local.map((name) => `local("${name}")`).join(", ")};`,
          `  size-adjust: ${pct(o.sizeAdjust)};`,
          `  ascent-override: ${pct(o.ascent)};`,
          `  descent-override: ${pct(o.descent)};`,
          `  line-gap-override: ${pct(o.lineGap)};`,
          "}",
        ].join("\n"),
      );
    }
  }
  return `/* Generated by \`npm run fonts\` (scripts/lib/fonts.ts): do not edit. The local faces text paints in
   until the web faces (src/layouts/WebFonts.astro) arrive, sized to take the same room. */\n${rules.join("\n")}\n`;
}
