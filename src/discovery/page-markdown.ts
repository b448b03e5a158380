/**
 * Each page's main text as Markdown, built at build time from the page's content data (the same
 * objects the React sections render): headings from `heading`/`title`, paragraphs from the text
 * fields, lists from arrays. Served at /md/<page>.md and offered by the MCP server as resources.
 * Simple on purpose: it walks the data, it does not render the components.
 */
import { about } from "../content/about.ts";
import { accessPage } from "../content/access.ts";
import { blogPage, blogPosts } from "../content/blog.ts";
import { careersPage, positions } from "../content/careers.ts";
import { contactPage } from "../content/contact.ts";
import { docsPage, docTopics } from "../content/docs.ts";
import { ecosystem } from "../content/ecosystem.ts";
import { fundPage } from "../content/fund.ts";
import * as home from "../content/home.ts";
import type { PageMeta } from "../content/meta.ts";
import { providePage } from "../content/provide.ts";
import { atmosphere, earth } from "../content/products.ts";
import { site } from "../content/site.ts";
import { securityPractices, supportedTokens, supportedWallets, troubleshooting, x402DocsPage } from "../content/x402-docs.ts";
import { paymentMethods, x402Page } from "../content/x402.ts";

export const PAGE_MARKDOWN_PREFIX = "/md/";

type PageSource = { slug: string; meta: PageMeta; parts: Record<string, unknown> };

export const pageSources: PageSource[] = [
  { slug: "home", meta: home.homePage.meta, parts: { hero: home.hero, keywords: home.keywords, x402: home.x402, products: home.products, solutions: home.solutions, edge: home.edge, partnerships: home.partnerships, provider: home.provider, resources: home.resources, team: home.team } },
  { slug: "about", meta: about.meta, parts: about },
  { slug: "blog", meta: blogPage.meta, parts: { page: blogPage, posts: blogPosts } },
  { slug: "careers", meta: careersPage.meta, parts: { page: careersPage, positions } },
  { slug: "documentation", meta: docsPage.meta, parts: { page: docsPage, topics: docTopics } },
  { slug: "ecosystem-fund", meta: fundPage.meta, parts: fundPage },
  { slug: "ecosystem", meta: ecosystem.meta, parts: ecosystem },
  { slug: "contact", meta: contactPage.meta, parts: contactPage },
  { slug: "nirvana-earth", meta: earth.meta, parts: earth },
  { slug: "nirvana-atmosphere", meta: atmosphere.meta, parts: atmosphere },
  { slug: "access-compute", meta: accessPage.meta, parts: accessPage },
  { slug: "provide-compute", meta: providePage.meta, parts: providePage },
  { slug: "x402-integration", meta: x402Page.meta, parts: { page: x402Page, paymentMethods } },
  { slug: "x402-documentation", meta: x402DocsPage.meta, parts: { page: x402DocsPage, supportedWallets, supportedTokens, securityPractices, troubleshooting } },
];

/** Keys that hold no reader-facing text (links, icons, ids, media, code). */
const SKIP = new Set(["meta", "icon", "href", "path", "id", "link", "image", "src", "poster", "video", "alt", "rdns", "standardNames", "links", "code", "console", "anchor", "variant", "featured", "logo", "glyph"]);
const HEADING_KEYS = ["heading", "title", "name", "problem"];

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && Object.getPrototypeOf(v) === Object.prototype;
const clean = (s: string) => s.replace(/\s+/g, " ").trim();

function headingOf(o: Record<string, unknown>): string | undefined {
  for (const key of HEADING_KEYS) if (typeof o[key] === "string") return o[key] as string;
  if (isPlain(o.title)) return Object.values(o.title).filter((v) => typeof v === "string").join(" ");
  return undefined;
}

function inline(o: Record<string, unknown>): string | null {
  const head = headingOf(o);
  const texts = Object.entries(o).filter(([k, v]) => !SKIP.has(k) && !HEADING_KEYS.includes(k) && typeof v === "string").map(([, v]) => clean(v as string));
  const nested = Object.entries(o).some(([k, v]) => !SKIP.has(k) && (Array.isArray(v) || isPlain(v)) && k !== "title");
  if (nested) return null;
  if (head) return `**${clean(head)}**${texts.length ? `: ${texts.join(" · ")}` : ""}`;
  return texts.length ? texts.join(" · ") : null;
}

function walk(value: unknown, depth: number, out: string[]): void {
  if (typeof value === "string") {
    out.push(clean(value), "");
    return;
  }
  if (Array.isArray(value)) {
    const items = value.map((v) => (typeof v === "string" ? clean(v) : isPlain(v) ? inline(v) : Array.isArray(v) ? v.filter((x) => typeof x === "string").join(": ") : null));
    if (items.every((i) => i !== null)) {
      out.push(...items.map((i) => `- ${i}`), "");
      return;
    }
    for (const v of value) walk(v, depth, out);
    return;
  }
  if (!isPlain(value)) return;
  const head = headingOf(value);
  if (head) out.push(`${"#".repeat(Math.min(depth, 6))} ${clean(head)}`, "");
  for (const [key, v] of Object.entries(value)) {
    if (SKIP.has(key) || HEADING_KEYS.includes(key) || (key === "title" && isPlain(v))) continue;
    if (key === "eyebrow" || key === "label" || key === "cta") continue;
    walk(v, head ? depth + 1 : depth, out);
  }
}

export function pageMarkdown(page: PageSource): string {
  const out = [`# ${page.meta.title === site.name ? `${site.name}: ${site.tagline}` : page.meta.title}`, "", `> ${page.meta.description}`, "", `Page: ${new URL(page.meta.path, site.url).href}`, ""];
  walk(page.parts, 2, out);
  return `${out.join("\n").replace(/\n{3,}/g, "\n\n").trim()}\n`;
}
