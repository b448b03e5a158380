/**
 * The characters the site's web fonts carry. The fonts are cut down to them (and to the
 * weights 400-700 the site uses) by `npm run fonts`, which is what keeps the text's first paint
 * fast on a slow phone; tests/unit/fonts.test.ts checks that every character of the built pages
 * is here or in SYSTEM_FONT_SYMBOLS.
 */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

export const FONT_SUBSET_TEXT =
  range(0x20, 0x7e) + // Basic Latin
  range(0xa0, 0xff) + // Latin-1: accents, ©, ®, ·, ×
  "–—‘’“”•…€™";

/** The unicode-range of the @font-face rules in global.css (the same characters, as ranges). */
export const FONT_UNICODE_RANGE = "U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+2122";

/** Decorative symbols the pages use that the fonts' Latin files do not have: the system font draws them. */
export const SYSTEM_FONT_SYMBOLS = "→←◆▸⇄▾●";

export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

/**
 * The web faces: the @fontsource Latin file each is cut from, the subset committed in
 * src/styles/fonts/, and the local system face its text paints in first. `npm run fonts` measures
 * each subset (@capsizecss/unpack) against the fallback's published metrics (@capsizecss/metrics)
 * and writes src/styles/fonts/fallbacks.css: "<family> Fallback" faces with size-adjust and
 * ascent/descent/line-gap overrides, so the swap to the web face moves no line.
 */
export const WEB_FONTS = [
  {
    family: "Inter",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    output: "inter-wght.woff2",
    fallback: { metrics: "arial", local: ["Arial", "Liberation Sans", "Arimo"] },
  },
  {
    family: "Space Grotesk",
    source: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
    output: "space-grotesk-wght.woff2",
    fallback: { metrics: "arial", local: ["Arial", "Liberation Sans", "Arimo"] },
  },
  {
    family: "JetBrains Mono",
    source: "@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2",
    output: "jetbrains-mono-wght.woff2",
    fallback: { metrics: "courierNew", local: ["Courier New", "Liberation Mono", "Cousine"] },
  },
] as const;

/** Source (the @fontsource Latin file) → the subset committed in src/styles/fonts/. */
export const FONT_FILES = WEB_FONTS.map(({ source, output }) => ({ source, output }));

/** The family name of a web face's metric-matched local fallback. */
export const fallbackFamily = (family: string) => `${family} Fallback`;
