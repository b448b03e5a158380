/**
 * Each page's main text as Markdown, built at build time from the page's content data (the same
 * objects the React sections render): headings from `heading`/`title`, paragraphs from the text
 * fields, lists from arrays. Served at /md/<page>.md and offered by the MCP server as resources.
 * Simple on purpose: it walks the data, it does not render the components.
 */
import type { PageMeta } from "../content/meta.ts";
import { markdownSlug, sitePages } from "../content/routes.ts";
import { site } from "../content/site.ts";

export const PAGE_MARKDOWN_PREFIX = "/md/";

type PageSource = { slug: string; meta: PageMeta; parts: Readonly<Record<string, unknown>> };

/** Every public page of the route manifest with its Markdown copy. */
export const pageSources: PageSource[] = sitePages.map((page) => ({ slug: markdownSlug(page), meta: page.meta, parts: page.markdown }));

/** Keys that hold no reader-facing text (links, icons, ids, media, code). */
const SKIP = new Set([
  "meta",
  "icon",
  "href",
  "path",
  "id",
  "link",
  "image",
  "src",
  "poster",
  "video",
  "alt",
  "rdns",
  "standardNames",
  "links",
  "code",
  "console",
  "anchor",
  "variant",
  "featured",
  "logo",
  "glyph",
]);
const HEADING_KEYS = ["heading", "title", "name", "problem"];

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && Object.getPrototypeOf(v) === Object.prototype;
const clean = (s: string) => s.replace(/\s+/g, " ").trim();

function headingOf(o: Record<string, unknown>): string | undefined {
  for (const key of HEADING_KEYS) if (typeof o[key] === "string") return o[key] as string;
  if (isPlain(o.title))
    return Object.values(o.title)
      .filter((v) => typeof v === "string")
      .join(" ");
  return undefined;
}

function inline(o: Record<string, unknown>): string | null {
  const head = headingOf(o);
  const texts = Object.entries(o)
    .filter(([k, v]) => !SKIP.has(k) && !HEADING_KEYS.includes(k) && typeof v === "string")
    .map(([, v]) => clean(v as string));
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
    const items = value.map((v) =>
      typeof v === "string"
        ? clean(v)
        : isPlain(v)
          ? inline(v)
          : Array.isArray(v)
            ? v.filter((x) => typeof x === "string").join(": ")
            : null,
    );
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
  const out = [
    `# ${page.meta.title === site.name ? `${site.name}: ${site.tagline}` : page.meta.title}`,
    "",
    `> ${page.meta.description}`,
    "",
    `Page: ${new URL(page.meta.path, site.url).href}`,
    "",
  ];
  walk(page.parts, 2, out);
  return `${out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}
