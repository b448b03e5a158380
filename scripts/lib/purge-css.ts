// Astro integration: after the build, cuts each page's inlined stylesheet down to the rules that
// page can use. Every page inlines its styles (astro.config.ts: `inlineStylesheets: "always"`: no
// render-blocking request), and Tailwind writes one stylesheet for the whole site (~75 KB), so
// without this every page parsed and matched every utility of every other page before its first
// paint (docs/benchmarks.md, "The first parse, style and layout kept small").
//
// PurgeCSS decides on class selectors only: a rule goes when none of its selectors can match,
// because a class it needs appears nowhere in the page's HTML (class attributes, inline scripts)
// nor in the JavaScript its islands can load (scripts/lib/page-modules.ts: React renders classes
// at hydration, the admin app in its lazy screens too). Kept whatever their content: every element,
// id and attribute selector (attributes and elements can appear at run time: `data-state`,
// `aria-invalid`, a dialog), pseudo-elements, @keyframes, @property, @font-face and custom
// properties. tests/unit/purge-css.test.ts checks every class a page names keeps its rules.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { PurgeCSS } from "purgecss";
import { pageModules } from "./page-modules.ts";

const STYLE = /<style>([\s\S]*?)<\/style>/g;

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#39;": "'", "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
/** The HTML with the entities a class attribute can hold decoded (`[&>x]:y` is written `[&amp;>x]:y`). */
const decode = (html: string) => html.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (e) => ENTITIES[e]!);

/**
 * The words of a page or a module, as class names are written: split at white space and quotes
 * (class attributes, string and template literals). Tailwind itself only finds whole class names
 * in the sources, so every class it wrote a rule for appears whole in the output.
 */
export const extractWords = (content: string): string[] => content.split(/[\s"'`]+/).filter(Boolean);

/**
 * The class names a stylesheet's rules are for (unescaped: `lg:grid-cols-2`): those of its
 * selectors, but a class only inside a pseudo-class's argument (`:where(.group):hover *`), which
 * is a condition of another class's rule.
 */
export function classSelectors(css: string): Set<string> {
  const classes = new Set<string>();
  const parser = selectorParser((root) =>
    root.walkClasses((node) => {
      if (node.parent?.parent?.type !== "pseudo") classes.add(node.value);
    }),
  );
  postcss.parse(css).walkRules((rule) => {
    try {
      parser.processSync(rule.selector);
    } catch {}
  });
  return classes;
}

/** The selectors of a stylesheet that name no class (elements, ids, attributes, pseudo-classes only): every page keeps them. */
export function classlessSelectors(css: string): Set<string> {
  const found = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    for (const selector of rule.selectors) {
      let hasClass = false;
      try {
        selectorParser((root) =>
          root.walkClasses(() => {
            hasClass = true;
          }),
        ).processSync(selector);
      } catch {
        continue;
      }
      if (!hasClass && !selector.includes("&")) found.add(selector);
    }
  });
  return found;
}

/** The classes of a page's class attributes. */
export const classAttributes = (html: string): Set<string> =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => extractWords(decode(m[1]!))));

/** The inlined stylesheets of a page, in order. */
export const inlinedCss = (html: string): string[] => [...html.matchAll(STYLE)].map((m) => m[1]!);

/**
 * Where the build keeps each page's stylesheet as it was before the purge (Astro's cache folder,
 * not served), for tests/unit/purge-css.test.ts: `<route's html file, relative to dist>.css`.
 */
export const originalsDir = (cacheDir: string) => join(cacheDir, "purge-css");

/** The element names, ids and attribute names the stylesheet's selectors use: PurgeCSS keeps them all. */
export function selectorParts(css: string): { names: string[]; attributes: string[] } {
  const names = new Set<string>();
  const attributes = new Set<string>();
  const parser = selectorParser((root) =>
    root.walk((node) => {
      // Pseudo-classes and pseudo-elements too: PurgeCSS would drop a selector of only those
      // (`:focus-visible`, the base layer's focus ring), which can match any element at run time.
      if (node.type === "tag" || node.type === "id" || node.type === "pseudo") names.add(node.value);
      if (node.type === "attribute") attributes.add(node.attribute);
    }),
  );
  postcss.parse(css).walkRules((rule) => {
    try {
      parser.processSync(rule.selector);
    } catch {
      // A keyframe selector ("from", "50%") is not a selector list.
    }
  });
  return { names: [...names], attributes: [...attributes] };
}

/** The page's stylesheet cut down to the rules the words can use. */
export async function purgePageCss(css: string, words: Set<string>): Promise<string> {
  const { names, attributes } = selectorParts(css);
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: [...words].join(" "), extension: "txt" }],
    css: [{ raw: css }],
    defaultExtractor: extractWords,
    safelist: { standard: names },
    dynamicAttributes: attributes,
    keyframes: false,
    fontFace: false,
    variables: false,
  });
  return result!.css;
}

/** The words a built page can put in a class attribute: its HTML (inline scripts included) and its modules. */
export function pageWords(distDir: string, html: string): Set<string> {
  const words = new Set(extractWords(decode(html)));
  for (const url of pageModules(distDir, html)) for (const w of extractWords(readFileSync(join(distDir, url), "utf8"))) words.add(w);
  return words;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "_astro" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

export function purgeCss(): AstroIntegration {
  let cacheDir = "";
  return {
    name: "purge-css",
    hooks: {
      "astro:config:done": ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
      },
      "astro:build:done": async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const originals = originalsDir(cacheDir);
        rmSync(originals, { recursive: true, force: true });
        let before = 0;
        let after = 0;
        const files = htmlFiles(distDir);
        for (const file of files) {
          const html = readFileSync(file, "utf8");
          const words = pageWords(distDir, html);
          const styles = [...html.matchAll(STYLE)];
          const original = join(originals, `${relative(distDir, file)}.css`);
          mkdirSync(dirname(original), { recursive: true });
          writeFileSync(original, styles.map((m) => m[1]).join("\n"));
          let out = "";
          let at = 0;
          for (const m of styles) {
            const css = m[1]!;
            const purged = await purgePageCss(css, words);
            out += `${html.slice(at, m.index)}<style>${purged}</style>`;
            at = m.index + m[0].length;
            before += css.length;
            after += purged.length;
          }
          out += html.slice(at);
          // The build fails rather than ship a page whose markup names a class the purge dropped.
          const had = classSelectors(styles.map((m) => m[1]).join("\n"));
          const kept = classSelectors(inlinedCss(out).join("\n"));
          const lost = [...classAttributes(out)].filter((c) => had.has(c) && !kept.has(c));
          if (lost.length) throw new Error(`purge-css: ${relative(distDir, file)} lost the rules of ${lost.join(", ")}`);
          writeFileSync(file, out);
        }
        logger.info(`${files.length} pages: inlined CSS ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB`);
      },
    },
  };
}
