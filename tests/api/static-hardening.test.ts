// Static files under abuse, over real HTTP against the real server: aborted downloads must not
// leak file descriptors, a read error ends one response (not the process), and the conditional and
// range headers follow RFC 9110.
import { readdirSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { streamFile } from "../../src/server/static/static.ts";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: "0" });
});
afterAll(() => server?.stop());

const openDescriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/**
 * Sends a raw request (it must say `Connection: close`) and resolves with the raw answer. The
 * socket is not half-closed: Node drops the requests of a client that sends FIN first.
 */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let out = "";
    socket.on("data", (d) => (out += d));
    socket.on("end", () => resolve(out));
    socket.on("error", reject);
  });
}

/** Requests `path` and closes the connection as soon as the answer starts, without reading it. */
function abortedDownload(port: number, path: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`));
    socket.once("data", () => socket.destroy());
    socket.once("close", () => resolve());
    socket.on("error", () => resolve());
  });
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body };
}

describe("aborted downloads", () => {
  test("2,000 downloads closed before they are read leave the descriptor count where it started", async () => {
    const pid = server.process.pid!;
    const video = readdirSync(`${process.cwd()}/dist`, { recursive: true }).find((f) => String(f).endsWith(".mp4"));
    const paths = ["/favicon.ico", ...(video ? [`/${video}`] : [])];
    await abortedDownload(server.port, paths[0]!); // warm up: lazily opened handles are not leaks
    const before = openDescriptors(pid);
    for (let round = 0; round < 100; round++) {
      await Promise.all(Array.from({ length: 20 }, (_, i) => abortedDownload(server.port, paths[i % paths.length]!)));
    }
    // Closing is asynchronous: give the server a moment to see every close.
    let after = openDescriptors(pid);
    for (let i = 0; i < 50 && after > before + 5; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = openDescriptors(pid);
    }
    console.log(`descriptors: ${before} before, ${after} after 2,000 aborted downloads (${paths.join(", ")})`);
    expect(after).toBeLessThanOrEqual(before + 5);
    expect((await get("/favicon.ico")).status).toBe(200);
  });

  test("a file that cannot be read ends that response only", async () => {
    // In-process: the same streaming code, a file that vanished between stat and read.
    const site: Server = createServer((_req, res) => {
      res.writeHead(200, { "Content-Length": "10" });
      streamFile(res, "/nonexistent/replaced-during-deploy.js", 0, 9);
    });
    await new Promise<void>((r) => site.listen(0, "127.0.0.1", r));
    const port = (site.address() as { port: number }).port;
    const outcome = await new Promise<string>((resolve) => {
      request({ port, host: "127.0.0.1", path: "/" }, (res) => {
        res.on("data", () => {});
        res.on("end", () => resolve("ended"));
        res.on("error", () => resolve("connection closed"));
      })
        .on("error", () => resolve("connection closed"))
        .end();
    });
    site.close();
    expect(outcome).toBe("connection closed");
  });
});

describe("RFC 9110 conditional and range requests", () => {
  test("If-None-Match: the exact tag, a list, the strong form of a weak tag and * all answer 304", async () => {
    const first = await get("/about");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    for (const header of [etag, `"nope", ${etag}`, etag.slice(2), "*"]) {
      const res = await get("/about", { "if-none-match": header });
      expect([header, res.status]).toEqual([header, 304]);
    }
    expect((await get("/about", { "if-none-match": '"other"' })).status).toBe(200);
  });

  test("a Range with a mismatched If-Range gets the whole file (200), a plain Range 206", async () => {
    const ranged = await get("/favicon.ico", { range: "bytes=0-9" });
    expect(ranged.status).toBe(206);
    expect(ranged.body.length).toBe(10);
    const full = await get("/favicon.ico", { range: "bytes=0-9", "if-range": '"some-other-version"' });
    expect(full.status).toBe(200);
    expect(full.body.length).toBeGreaterThan(10);
    expect(full.headers.get("content-range")).toBeNull();
  });

  test("precompressed copies are not files of their own: /index.html.br is 404", async () => {
    for (const path of ["/index.html.br", "/index.html.gz", "/404.html.br"]) {
      expect([path, (await get(path)).status]).toEqual([path, 404]);
    }
    const negotiated = await get("/", { "accept-encoding": "br" });
    expect(negotiated.headers.get("content-encoding")).toBe("br");
  });

  test("two Host headers: 400", async () => {
    const answer = await raw(server.port, "GET / HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nConnection: close\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const one = await raw(server.port, "GET /about HTTP/1.1\r\nHost: a.example\r\nConnection: close\r\n\r\n");
    expect(one).toMatch(/^HTTP\/1\.1 200 /);
  });
});
