import type { APIRoute } from "astro";
import { sitePages } from "../content/routes.ts";
import { site } from "../content/site.ts";

export const prerender = true;

/**
 * /sitemap.xml: every public page of the route manifest. Left out: the error pages, the alias
 * paths, whose canonical page is listed already, and /admin (the operators' application: noindex).
 */
const routes = sitePages.map((page) => page.meta.path).sort();

const xml = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...routes.map((route) => `  <url><loc>${new URL(route, site.url).href}</loc></url>`),
  "</urlset>",
  "",
].join("\n");

export const GET: APIRoute = () => new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
