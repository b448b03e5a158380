// `npm run fonts`: writes the web-font subsets to src/styles/fonts/ (committed, like the hero video)
// and, measured from them, the metric-matched fallback faces (src/styles/fonts/fallbacks.css).
// Run it after changing src/styles/font-subset.ts or updating the @fontsource packages.
import { writeFileSync } from "node:fs";
import { FALLBACK_CSS, FONTS_DIR, fallbackCss, subsetFonts } from "./lib/fonts.ts";

const subsets = await subsetFonts();
for (const { output, sourceBytes, bytes } of subsets) {
  writeFileSync(new URL(output, FONTS_DIR), bytes);
  console.log(`${output}: ${sourceBytes} B -> ${bytes.length} B`);
}
writeFileSync(new URL(FALLBACK_CSS, FONTS_DIR), await fallbackCss(subsets));
console.log(`${FALLBACK_CSS}: written`);
