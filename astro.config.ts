import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { siteAddresses } from "./src/server/config.ts";
import { precompress } from "./scripts/lib/precompress.ts";
import { purgeCss } from "./scripts/lib/purge-css.ts";
import { clientDirectives } from "./src/islands/client-directives.ts";

// Every page is pre-rendered to static HTML at build time. The Node server in
// src/server serves dist/ and the lead API; Astro itself never runs per request.
// SITE_URL (the public origin), SALES_EMAIL and SUPPORT_EMAIL: compiled into the pages and islands
// (src/content/site.ts reads __SITE_ADDRESSES__).
const addresses = siteAddresses();

export default defineConfig({
  site: addresses.url,
  output: "static",
  trailingSlash: "never",
  // Styles are inlined: no render-blocking request before the first paint (the CSP allows inline styles).
  // purgeCss() then keeps in each page only the rules that page can use (before precompress() runs).
  build: { format: "directory", inlineStylesheets: "always" },
  integrations: [react(), clientDirectives(), purgeCss(), precompress()],
  vite: {
    plugins: [tailwindcss()],
    define: { __SITE_ADDRESSES__: JSON.stringify(addresses) },
    // React and react-dom in one chunk every island page loads: without it, an island that uses
    // React without react-dom (the /admin app) made the bundler split them into smaller chunks,
    // and every public page paid the extra requests and ~0.4 KB gzip; with it they load what they did.
    build: {
      rollupOptions: {
        output: { manualChunks: (id: string) => (/node_modules\/(react|react-dom|scheduler)\//.test(id) ? "react-dom" : undefined) },
      },
    },
  },
  devToolbar: { enabled: false },
});
