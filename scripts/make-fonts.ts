// `npm run fonts`: writes the web-font subsets to src/styles/fonts/ (committed, like the hero video).
// Run it after changing src/styles/font-subset.ts or updating the @fontsource packages.
import { writeFileSync } from "node:fs";
import { FONTS_DIR, subsetFonts } from "./lib/fonts.ts";

for (const { output, sourceBytes, bytes } of await subsetFonts()) {
  writeFileSync(new URL(output, FONTS_DIR), bytes);
  console.log(`${output}: ${sourceBytes} B -> ${bytes.length} B`);
}
