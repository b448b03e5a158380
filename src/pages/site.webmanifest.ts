import type { APIRoute } from "astro";
import { site } from "../content/site.ts";

/** The web app manifest, named from the site config. */
export const GET: APIRoute = () =>
  new Response(
    JSON.stringify(
      {
        name: `${site.name} | ${site.tagline}`,
        short_name: site.name,
        description: site.description,
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: "#07090d",
        background_color: "#07090d",
        icons: [
          { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      null,
      2,
    ),
    { headers: { "Content-Type": "application/manifest+json" } },
  );
