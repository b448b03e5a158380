import { describe, expect, test } from "vitest";
import { ROUTES } from "../../scripts/lib/site-routes.ts";
import { useServer } from "../support/use-server.ts";

/** Crawls the built site from every route: every internal link, asset and #anchor must resolve. */
const site = useServer();

const attr = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, "g"))].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe("internal links", () => {
  test("every internal link and anchor on every page resolves", async () => {
    const pages = new Map<string, { status: number; ids: Set<string>; html: string }>();
    const load = async (path: string) => {
      if (!pages.has(path)) {
        const res = await fetch(site.url(path));
        const html = res.headers.get("content-type")?.startsWith("text/html") ? await res.text() : "";
        pages.set(path, { status: res.status, ids: new Set(attr(html, "id")), html });
      }
      return pages.get(path)!;
    };

    const queue: string[] = [...ROUTES];
    const seen = new Set<string>(queue);
    const broken: string[] = [];
    let checked = 0;
    while (queue.length) {
      const from = queue.shift()!;
      const { html } = await load(from);
      const refs = [...attr(html, "href"), ...attr(html, "src"), ...attr(html, "poster")];
      for (const ref of refs) {
        if (/^(https?:|mailto:|tel:|data:|javascript:)/.test(ref) || ref.startsWith("//")) continue;
        const url = new URL(ref, site.url(from));
        const target = await load(url.pathname);
        checked++;
        if (target.status !== 200) broken.push(`${from} -> ${ref} (HTTP ${target.status})`);
        const hash = decodeURIComponent(url.hash.slice(1));
        if (hash && !target.ids.has(hash)) broken.push(`${from} -> ${ref} (no element with id "${hash}")`);
        if (target.html && !seen.has(url.pathname)) {
          seen.add(url.pathname);
          queue.push(url.pathname);
        }
      }
    }
    console.log(`links: ${checked} references checked on ${seen.size} pages`);
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThanOrEqual(ROUTES.length);
  });

  test("/documentation's placeholder links have no target (no request, no scroll, no URL change) and say they are unavailable", async () => {
    const html = await (await fetch(site.url("/documentation"))).text();
    const placeholders = [...html.matchAll(/<a [^>]*data-placeholder-link[^>]*>/g)].map((m) => m[0]);
    expect(placeholders.length).toBeGreaterThanOrEqual(24); // six cards of 4-5 items
    for (const tag of placeholders) {
      expect(tag).not.toMatch(/\shref=/);
      expect(tag).toMatch(/aria-disabled="true"/);
      expect(tag).toMatch(/tabindex="0"/);
    }
  });
});
