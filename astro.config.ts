import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { site } from "./src/content/site.ts";
import { precompress } from "./scripts/lib/precompress.ts";
import { clientDirectives } from "./src/islands/client-directives.ts";

// Every page is pre-rendered to static HTML at build time. The Node server in
// src/server serves dist/ and the lead API; Astro itself never runs per request.
export default defineConfig({
  site: site.url,
  output: "static",
  trailingSlash: "never",
  // Styles are inlined: no render-blocking request before the first paint (the CSP allows inline styles).
  build: { format: "directory", inlineStylesheets: "always" },
  integrations: [react(), clientDirectives(), precompress()],
  vite: {
    plugins: [tailwindcss()],
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
