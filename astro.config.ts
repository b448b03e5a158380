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
  integrations: [
    react(),
    clientDirectives(),
    precompress(),
  ],
  vite: { plugins: [tailwindcss()] },
  devToolbar: { enabled: false },
});
