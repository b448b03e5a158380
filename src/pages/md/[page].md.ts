import type { APIRoute, GetStaticPaths } from "astro";
import { pageMarkdown, pageSources } from "../../discovery/page-markdown.ts";

export const prerender = true;

export const getStaticPaths = (() =>
  pageSources.map((page) => ({ params: { page: page.slug }, props: { page } }))) satisfies GetStaticPaths;

/** /md/<page>.md: the page's main text as Markdown (for agents; the MCP server offers them as resources). */
export const GET: APIRoute = ({ props }) =>
  new Response(pageMarkdown((props as { page: (typeof pageSources)[number] }).page), {
    headers: { "Content-Type": "text/markdown; charset=utf-8" },
  });
