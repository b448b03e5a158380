// Downloads aborted the moment they are asked for, over raw sockets against the real server
// process: whatever the timing, no descriptor may stay open and no abort may write a log line.
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { streamFile } from "../../src/server/static/static.ts";
import { pool } from "../../scripts/lib/helpers.ts";
import { repoRoot, startServer, type RunningServer } from "../../scripts/lib/server.ts";

let server: RunningServer;
beforeAll(async () => {
  // No per-client connection cap here: every abort must reach the static files.
  server = await startServer({ RATE_LIMIT_PER_MINUTE: "0", MAX_CONNECTIONS_PER_CLIENT: "0" });
});
afterAll(() => server?.stop());

const openDescriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
const logLines = () => server.output().split("\n").filter(Boolean).length;

/** Writes the request and destroys the socket at once, without waiting for any answer. */
function abortAtOnce(port: number, path: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: identity\r\n\r\n`);
      socket.destroy();
    });
    socket.once("close", () => resolve());
    socket.on("error", () => {});
  });
}

/** A whole answer over a fresh connection: the server is up and has nothing else to do. */
async function fetchStatus(path: string): Promise<number> {
  const res = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "identity" } });
  await res.arrayBuffer();
  return res.status;
}

describe("downloads aborted right after the request", () => {
  test("3,000 aborts of the favicon and a video: descriptors back to the baseline, no log line per abort", async () => {
    const pid = server.process.pid!;
    const video = readdirSync(`${repoRoot}dist`, { recursive: true })
      .map(String)
      .find((f) => f.endsWith(".mp4"));
    expect(video, "dist/ has a video").toBeTruthy();
    const paths = ["/favicon.ico", `/${video}`];
    for (const path of paths) expect(await fetchStatus(path)).toBe(200); // lazily opened handles are not leaks
    const baseline = openDescriptors(pid);
    const linesBefore = logLines();

    const aborts = Array.from({ length: 3_000 }, (_, i) => paths[i % paths.length]!);
    await pool(aborts, 40, (path) => abortAtOnce(server.port, path));

    // Idle: every close has been seen once the count settles back (allowing a tiny slack).
    await expect.poll(() => openDescriptors(pid), { timeout: 20_000, interval: 200 }).toBeLessThanOrEqual(baseline + 3);
    const after = openDescriptors(pid);
    const newLines = logLines() - linesBefore;
    console.log(
      `aborted downloads: ${baseline} descriptors before, ${after} after 3,000 aborts (${paths.join(", ")}); ${newLines} log lines`,
    );
    expect(server.process.exitCode).toBeNull();
    expect(newLines).toBeLessThan(10);
    expect(await fetchStatus("/favicon.ico")).toBe(200);
  });
});

test("a response whose client left before the file is streamed opens nothing and keeps nothing open", async () => {
  // In-process, the same streaming code at the worst moment: the connection is already closed.
  const favicon = `${repoRoot}dist/favicon.ico`;
  let streamed = 0;
  const site = createServer((req, res) => {
    res.writeHead(200);
    req.socket.once("close", () => {
      streamFile(res, favicon, 0, 99);
      streamed++;
    });
  });
  await new Promise<void>((r) => site.listen(0, "127.0.0.1", r));
  const port = (site.address() as { port: number }).port;
  const baseline = openDescriptors(process.pid);
  await pool(
    Array.from({ length: 500 }, () => "/"),
    20,
    (path) => abortAtOnce(port, path),
  );
  await expect.poll(() => streamed, { timeout: 10_000 }).toBe(500);
  await expect.poll(() => openDescriptors(process.pid), { timeout: 10_000, interval: 100 }).toBeLessThanOrEqual(baseline + 3);
  await new Promise((r) => site.close(r));
});
