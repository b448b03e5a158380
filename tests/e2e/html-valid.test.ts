import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";

/**
 * Every built page is valid HTML according to the Nu HTML Checker (vnu-jar, the W3C validator's
 * engine), run once over all of dist/. Three kinds of message are allowed, all the checker's
 * blind spots rather than errors of ours:
 * - the WebMCP attributes (toolname, tooldescription, toolparamdescription), which no HTML
 *   schema knows yet (see docs/agents.md, "Discovery");
 * - CSS that the checker's CSS validator does not know yet, all from Tailwind 4's output:
 *   `@property` (and other at-rules it does not recognise), `margin-trim` inside an `@supports`
 *   feature query, and custom properties (`--tw-*`) in `transition-property`; and CSS Overflow 5's
 *   scroll-marker groups (`scroll-target-group`, `:target-current`, in Chromium since 140), which
 *   mark the section in view in /x402-documentation's table of contents without JavaScript; and
 *   scroll-driven animations (`scroll-timeline`, `timeline-scope`, `animation-timeline`, in Chromium
 *   since 115), which fade the right edge of a code sample there while more of it is hidden; and size
 *   containers (`container-type`, CSS Containment 3, in Chromium since 105: Tailwind's `@container`), which let a
 *   drawing size its parts to its own column (/careers' working hours, /about's Vision);
 * - `<link rel="expect" blocking="render">` (HTML's render-blocking "expect" link, in Chromium
 *   since 124), which the checker's schema allows only on stylesheets: / holds its first paint
 *   until its hero is parsed with it (docs/benchmarks.md).
 */
const DIST = "dist";
const VNU_JAR = "node_modules/vnu-jar/build/dist/vnu.jar";

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

const ALLOWED: RegExp[] = [
  /^Attribute “(toolname|tooldescription|toolparamdescription)” not allowed on element/,
  /^CSS: Unrecognized at-rule “@[a-z-]+”/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
  /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.$/,
  /^CSS: “scroll-target-group”: Property “scroll-target-group” doesn't exist\.$/,
  /^CSS: Unknown pseudo-element or pseudo-class “:target-current”\.?$/,
  /^CSS: “(scroll-timeline|timeline-scope|animation-timeline)”: Property “\1” doesn't exist\.$/,
  /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(path);
    return e.name.endsWith(".html") ? [path] : [];
  });
}

const files = htmlFiles(DIST).sort();

describe("HTML validity (Nu HTML Checker)", () => {
  test("dist/ holds every page", () => {
    // 14 routes, 4 alias pages, 404 and 500.
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  test("no page has an error other than the checker's known blind spots", async () => {
    // One JVM for all files; vnu exits non-zero when it finds errors, so read its output either way.
    const { stderr } = await promisify(execFile)("java", ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((e: { stderr?: string; stdout?: string }) => ({ stderr: e.stderr ?? "", stdout: e.stdout ?? "" }));
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal" || m.type === "non-document-error")
      .filter((m) => !ALLOWED.some((re) => re.test(m.message)))
      .map(
        (m) => `${relative(DIST, new URL(m.url).pathname)}:${m.lastLine ?? "?"} ${m.message} [${(m.extract ?? "").trim().slice(0, 120)}]`,
      );
    expect(errors).toEqual([]);
  }, 180_000);

  test("ids are unique on every page (header and footer logos included)", () => {
    for (const file of files) {
      const ids = [...readFileSync(file, "utf8").matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
      const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
      expect(dupes, file).toEqual([]);
    }
  });

  test("every meta description is at most 160 characters", () => {
    for (const file of files) {
      const description = /<meta name="description" content="([^"]*)"/.exec(readFileSync(file, "utf8"))?.[1] ?? "";
      const text = description.replaceAll("&amp;", "&").replaceAll("&#39;", "'").replaceAll("&quot;", '"');
      expect(text.length, `${file}: ${text}`).toBeLessThanOrEqual(160);
    }
  });
});
