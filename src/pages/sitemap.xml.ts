import type { APIRoute } from "astro";
import { site } from "../content/site.ts";

export const prerender = true;

/**
 * /sitemap.xml: every page route, found from the route files themselves (so a new page is listed
 * without an edit here). Left out: the error pages, the alias paths, whose canonical page is
 * listed already, and /admin (the operators' application: noindex).
 */
const routeFiles = Object.keys(import.meta.glob("./*.astro"));

const routes = routeFiles
  .map((file) => file.replace(/^\.\//, "/").replace(/\.astro$/, ""))
  .filter((route) => !/^\/(404|500|admin|\[.*\])$/.test(route))
  .map((route) => (route === "/index" ? "/" : route))
  .sort();

const xml = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...routes.map((route) => `  <url><loc>${new URL(route, site.url).href}</loc></url>`),
  "</urlset>",
  "",
].join("\n");

export const GET: APIRoute = () => new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
