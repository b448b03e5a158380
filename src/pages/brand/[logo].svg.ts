import type { APIRoute, GetStaticPaths } from "astro";
import { brandLogos, type BrandLogo } from "../../content/brand.ts";
import { logoFile } from "../../components/brand/logo-svgs.ts";

/** /brand/<logo>.svg: the brand logos, written from the icon package at build time. */
export const getStaticPaths = (() => brandLogos.map((logo) => ({ params: { logo } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(logoFile(params.logo as BrandLogo), { headers: { "Content-Type": "image/svg+xml" } });
