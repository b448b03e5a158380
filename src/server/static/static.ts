/**
 * static/: the built site (dist/) as the server answers it. Imports only the HTTP kernel's security
 * headers and the agent catalogue's path (src/discovery).
 */
import { createReadStream, readdirSync, readFileSync, statSync, type Dirent } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, relative, sep } from "node:path";
import { pipeline } from "node:stream";
import { AI_CATALOG_PATH } from "../../discovery/ai-catalog.ts";
import { htmlCsp, inlineScriptHashes, type StaticSite } from "../http/index.ts";

export type { StaticSite };

/** Every HTML page points agents to the catalogue, as its <link rel="ai-catalog"> does (RFC 8288). */
export const AI_CATALOG_LINK = `<${AI_CATALOG_PATH}>; rel="ai-catalog"`;

/** Pages that are answers of their own: requested directly, they keep their status. */
const ERROR_PAGES: Record<string, number> = { "404.html": 404, "500.html": 500 };

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

/** Agent discovery documents any origin may fetch (CORS). */
const PUBLIC_DOCUMENTS = new Set(["/llms.txt", "/openapi.json", "/.well-known/ai-catalog.json"]);

/** Media that changes only with a redeploy of new content. */
const LONG_LIVED = new Set([".png", ".jpg", ".webp", ".avif", ".ico", ".svg", ".woff2", ".woff", ".mp4", ".webm"]);

/**
 * Astro's hashed build assets never change: a year, immutable. Media: 30 days. HTML and the
 * small text documents (robots.txt, sitemap, llms.txt, openapi.json): revalidated every time.
 */
function cacheControl(urlPath: string, file: string): string {
  if (urlPath.startsWith("/_astro/")) return "public, max-age=31536000, immutable";
  if (LONG_LIVED.has(extname(file))) return "public, max-age=2592000";
  return "no-cache";
}

/** Encodings the build wrote next to a file (see scripts/lib/precompress.ts), best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

function accepted(req: IncomingMessage): Set<string> {
  const header = String(req.headers["accept-encoding"] ?? "");
  return new Set(
    header
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name!.toLowerCase()),
  );
}

/** Parses a single "bytes=a-b" range; null when absent or not a single byte range. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === "" && m[2] === "")) return null;
  let start: number;
  let end: number;
  if (m[1] === "") {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? "unsatisfiable" : { start, end };
}

/**
 * If-None-Match per RFC 9110 §13.1.2: `*`, or a list of entity tags compared weakly (W/ ignored).
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * If-Range per RFC 9110 §13.1.5 needs a strong validator; ours are weak ETags and we send no
 * Last-Modified, so a conditional range never matches: the whole file is sent instead.
 */
const rangeAllowed = (req: IncomingMessage) => req.headers["if-range"] === undefined;

/**
 * Streams a file (or a byte range of it) into the response. Nothing is opened for a response that
 * is already closed (the client left while the request was being handled), and the file stream is
 * destroyed whenever the response closes early or cannot be piped to: an aborted download must not
 * keep its descriptor open. A read error ends this response only.
 */
export function streamFile(res: ServerResponse, file: string, start: number, end: number): void {
  if (res.destroyed) return;
  const stream = createReadStream(file, { start, end });
  try {
    pipeline(stream, res, (err) => {
      if (err && !res.destroyed) res.destroy();
    });
  } catch {
    stream.destroy();
    res.destroy();
  }
}

/**
 * The canonical form of a path that has another one: "/about/" and "/about/index.html" →
 * "/about", "/index.html" → "/" (repeated slashes collapsed, so the answer never names another
 * host). Null when the path is already canonical.
 */
export function canonicalPath(path: string): string | null {
  if (path === "/") return null;
  let clean = path.replace(/\/index\.html$/, "/");
  if (clean !== "/") clean = clean.replace(/\/+$/, "");
  if (clean === path) return null;
  return `/${clean.replace(/^\/+/, "")}`;
}

/** A file of the build as indexed at start: its size, its ETag and the compressed copies next to it. */
type Found = { file: string; size: number; etag: string; compressed: { encoding: string; file: string; size: number }[] };
type Variant = { encoding: string | null; body: Buffer };
type Page = { csp: string; variants: Variant[] };

/**
 * Every file under `root` (the build, which does not change while it is served), stated once:
 * serving a file then costs no fs.stat on libuv's thread pool, which password hashing also uses.
 * Keyed by the path relative to `root` with "/" separators; the precompressed copies
 * (scripts/lib/precompress.ts) are listed under the file they compress, not as files of their own.
 */
export function indexDist(root: string): Map<string, Found> {
  const files = new Map<string, { file: string; size: number; mtimeMs: number }>();
  let entries: Dirent[];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch (err) {
    throw new Error(`the built site is missing at ${root} (run npm run build, or set DIST_DIR)`, { cause: err });
  }
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const file = join(entry.parentPath, entry.name);
    const info = statSync(file, { throwIfNoEntry: false });
    if (info?.isFile()) files.set(relative(root, file).split(sep).join("/"), { file, size: info.size, mtimeMs: info.mtimeMs });
  }
  const index = new Map<string, Found>();
  for (const [rel, { file, size, mtimeMs }] of files) {
    if (ENCODINGS.some(({ suffix }) => rel.endsWith(suffix))) continue;
    const compressed = ENCODINGS.flatMap(({ name, suffix }) => {
      const copy = files.get(rel + suffix);
      return copy ? [{ encoding: name, file: copy.file, size: copy.size }] : [];
    });
    index.set(rel, { file, size, etag: `W/"${size.toString(16)}-${Math.trunc(mtimeMs).toString(16)}"`, compressed });
  }
  return index;
}

export type StaticSiteOptions = {
  /**
   * Called for each page (HTML) answered 200 to a GET or HEAD, after the answer is written, with
   * the page's path; the page-view counter (../insights/page-views.ts) decides what it counts.
   */
  onPageView?: (req: IncomingMessage, url: URL, path: string) => void;
};

export function createStaticSite(distDir: string, { onPageView }: StaticSiteOptions = {}): StaticSite {
  const root = normalize(distDir + sep);
  const index = indexDist(root);
  /**
   * HTML pages are small: read at start and kept in memory with their Content-Security-Policy and
   * compressed copies, so no page waits for the thread pool.
   */
  const pages = new Map<string, Page>();
  for (const found of index.values()) if (extname(found.file) === ".html") pages.set(found.file, readPage(found));

  /** Maps a URL path to candidate files: /about → about/index.html, about.html. */
  function candidates(urlPath: string): string[] {
    const clean = urlPath.replace(/\/+$/, "");
    if (clean === "") return ["index.html"];
    if (extname(clean)) return [clean.slice(1)];
    return [`${clean.slice(1)}/index.html`, `${clean.slice(1)}.html`];
  }

  function findFile(urlPath: string): Found | null {
    for (const rel of candidates(urlPath)) {
      const file = normalize(join(root, rel));
      if (!file.startsWith(root)) return null; // path traversal
      const found = index.get(file.slice(root.length).split(sep).join("/"));
      if (found) return found;
    }
    return null;
  }

  function readPage(found: Found): Page {
    const body = readFileSync(found.file);
    const variants: Variant[] = found.compressed.map(({ encoding, file }) => ({ encoding, body: readFileSync(file) }));
    variants.push({ encoding: null, body });
    return { csp: htmlCsp(inlineScriptHashes(body.toString("utf8"))), variants };
  }

  function sendPageVariant(
    req: IncomingMessage | undefined,
    res: ServerResponse,
    page: Page,
    status: number,
    headers: Record<string, string | null> = {},
  ): void {
    const ok = req ? accepted(req) : new Set<string>();
    const variant = page.variants.find((v) => v.encoding === null || ok.has(v.encoding))!;
    res.setHeader("Content-Type", TYPES[".html"]!);
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Link", AI_CATALOG_LINK);
    if (variant.encoding) res.setHeader("Content-Encoding", variant.encoding);
    res.setHeader("Content-Length", variant.body.length);
    for (const [name, value] of Object.entries(headers)) {
      if (value === null) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    res.writeHead(status);
    res.end(req?.method === "HEAD" ? undefined : variant.body);
  }

  return {
    async serve(req, res, url = new URL(`http://localhost${req.url ?? "/"}`)) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(url.pathname);
      } catch {
        return false;
      }
      if (urlPath.includes("\0")) return false;
      // The precompressed copies are served only by negotiation, never as files of their own.
      if (ENCODINGS.some(({ suffix }) => urlPath.endsWith(suffix))) return false;
      const canonical = canonicalPath(url.pathname);
      if (canonical !== null) {
        let target: string;
        try {
          target = decodeURIComponent(canonical);
        } catch {
          return false;
        }
        if (!findFile(target)) return false;
        const location = canonical + url.search;
        res.writeHead(301, { Location: location, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" });
        res.end(req.method === "HEAD" ? undefined : `See ${location}\n`);
        return true;
      }
      const found = findFile(urlPath);
      if (!found) return false;
      const ext = extname(found.file);
      const page = pages.get(found.file) ?? null;
      const errorStatus = ERROR_PAGES[found.file.slice(root.length)];
      if (page && errorStatus) {
        sendPageVariant(req, res, page, errorStatus);
        return true;
      }
      const etag = found.etag;
      res.setHeader("ETag", etag);
      // Discovery documents are public: agents running in browsers of other sites may read them.
      if (PUBLIC_DOCUMENTS.has(urlPath)) res.setHeader("Access-Control-Allow-Origin", "*");
      if (etagMatches(req.headers["if-none-match"], etag)) {
        // A 304 updates the cached answer's headers: it must carry the page's own CSP, or the
        // browser would run the cached page under the strict default one (and block its scripts).
        if (page) {
          res.setHeader("Content-Security-Policy", page.csp);
          res.setHeader("Link", AI_CATALOG_LINK);
        }
        res.writeHead(304).end();
        return true;
      }
      if (page) {
        sendPageVariant(req, res, page, 200);
        onPageView?.(req, url, urlPath);
        return true;
      }
      const ok = accepted(req);
      const copy = found.compressed.find(({ encoding }) => ok.has(encoding));
      if (copy) res.setHeader("Content-Encoding", copy.encoding);
      const sent = copy ?? found;
      res.setHeader("Content-Type", TYPES[ext] ?? "application/octet-stream");
      res.setHeader("Cache-Control", cacheControl(urlPath, found.file));
      res.setHeader("Vary", "Accept-Encoding");
      // One byte range of an uncompressed file (video players, Safari above all, need it).
      const ranged = sent === found && rangeAllowed(req);
      const range = ranged ? byteRange(req.headers.range, found.size) : null;
      if (sent === found) res.setHeader("Accept-Ranges", "bytes");
      if (range === "unsatisfiable") {
        res.writeHead(416, { "Content-Range": `bytes */${found.size}` }).end();
        return true;
      }
      const { start, end } = range ?? { start: 0, end: sent.size - 1 };
      res.setHeader("Content-Length", end - start + 1);
      if (range) res.setHeader("Content-Range", `bytes ${start}-${end}/${found.size}`);
      res.writeHead(range ? 206 : 200);
      if (req.method === "HEAD" || sent.size === 0) res.end();
      else streamFile(res, sent.file, start, end);
      return true;
    },
    async sendPage(res, name, status, req, headers) {
      const page = pages.get(join(root, name));
      if (!page) throw new Error(`${name} is not a page of the build (${root})`);
      sendPageVariant(req, res, page, status, headers);
    },
  };
}
