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
 * A fallback's local faces: regular and bold, each by the names Chrome, Safari and Firefox match in
 * local() (full name, PostScript name), with their metric twins (Liberation, Arimo, Cousine: the
 * same advances and vertical metrics) for systems without the Microsoft fonts.
 */
const SANS_FALLBACK = {
  regular: { metrics: "arial", local: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo"] },
  bold: { metrics: "arialBold", local: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold"] },
} as const;
const MONO_FALLBACK = {
  regular: { metrics: "courierNew", local: ["Courier New", "CourierNewPSMT", "Liberation Mono", "LiberationMono", "Cousine"] },
  bold: {
    metrics: "courierNewBold",
    local: ["Courier New Bold", "CourierNewPS-BoldMT", "Liberation Mono Bold", "LiberationMono-Bold", "Cousine Bold"],
  },
} as const;

/**
 * The fallback faces per weight band: each band's size-adjust is measured on the web face pinned
 * at `at`, against the regular or the bold local face (a semibold heading is not set in a regular
 * fallback made to look bold).
 */
export const FALLBACK_WEIGHTS = [
  { weight: "100 449", at: 400, face: "regular" },
  { weight: "450 549", at: 500, face: "regular" },
  { weight: "550 649", at: 600, face: "bold" },
  { weight: "650 900", at: 700, face: "bold" },
] as const;

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
    fallback: SANS_FALLBACK,
  },
  {
    family: "Space Grotesk",
    source: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
    output: "space-grotesk-wght.woff2",
    fallback: SANS_FALLBACK,
  },
  {
    family: "JetBrains Mono",
    source: "@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2",
    output: "jetbrains-mono-wght.woff2",
    fallback: MONO_FALLBACK,
  },
] as const;

/** Source (the @fontsource Latin file) → the subset committed in src/styles/fonts/. */
export const FONT_FILES = WEB_FONTS.map(({ source, output }) => ({ source, output }));

/** The family name of a web face's metric-matched local fallback. */
export const fallbackFamily = (family: string) => `${family} Fallback`;
