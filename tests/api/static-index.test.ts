// The built site is indexed once at start (sizes, ETags, compressed copies): serving a file asks
// the filesystem nothing about it (no fs.stat on libuv's thread pool, which password hashing also
// uses). Shown over real HTTP against the real server on a copy of dist/ changed after the start:
// what is served follows the index, not the disk.
import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { repoRoot, startServer, type RunningServer } from "../../scripts/lib/server.ts";

const dist = mkdtempSync(join(tmpdir(), "dist-index-"));
let server: RunningServer;
beforeAll(async () => {
  cpSync(join(repoRoot, "dist"), dist, { recursive: true });
  server = await startServer({ DIST_DIR: dist, RATE_LIMIT_PER_MINUTE: "0" });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.url}${path}`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, etag: res.headers.get("etag"), encoding: res.headers.get("content-encoding"), length: body.length };
};

test("files touched or added after the start: ETags, sizes and the list of files stay those of the start", async () => {
  const favicon = await get("/favicon.ico", { "accept-encoding": "identity" });
  const about = await get("/about", { "accept-encoding": "br" });
  expect([favicon.status, about.status, about.encoding]).toEqual([200, 200, "br"]);

  const later = new Date(Date.now() + 3_600_000);
  utimesSync(join(dist, "favicon.ico"), later, later);
  utimesSync(join(dist, "about/index.html"), later, later);
  writeFileSync(join(dist, "added-after-start.txt"), "not in the index\n");

  expect(await get("/favicon.ico", { "accept-encoding": "identity" })).toEqual(favicon);
  expect(await get("/about", { "accept-encoding": "br" })).toEqual(about);
  expect((await get("/favicon.ico", { "if-none-match": favicon.etag! })).status).toBe(304);
  expect((await get("/added-after-start.txt")).status).toBe(404);
});
