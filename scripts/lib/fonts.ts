// Cuts the @fontsource Latin files down to the site's characters and weights (src/styles/font-subset.ts).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { FONT_FILES, FONT_SUBSET_TEXT, FONT_WEIGHTS } from "../../src/styles/font-subset.ts";

const require = createRequire(import.meta.url);

export const FONTS_DIR = new URL("../../src/styles/fonts/", import.meta.url);

export async function subsetFonts(): Promise<Array<{ output: string; sourceBytes: number; bytes: Buffer }>> {
  return Promise.all(
    FONT_FILES.map(async ({ source, output }) => {
      const original = readFileSync(require.resolve(source));
      const bytes = await subsetFont(original, FONT_SUBSET_TEXT, { targetFormat: "woff2", variationAxes: { wght: FONT_WEIGHTS } });
      return { output, sourceBytes: original.length, bytes };
    }),
  );
}
