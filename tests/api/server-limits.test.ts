// The server process under abuse, over real sockets: pipelined requests that are never read must
// not grow memory without bound, and a log reader that stops reading must neither stall the server
// nor keep it from exiting on SIGTERM.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { repoRoot, startServer, type RunningServer } from "../../scripts/lib/server.ts";

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

describe("pipelining attack", () => {
  let server: RunningServer;
  afterAll(() => server?.stop());

  test("20 sockets × 1,000 pipelined GET / never read: RSS stays under 300 MB, health keeps answering", async () => {
    // The heap limits of `npm run serve`, so the figure is the one production would see.
    server = await startServer({ RATE_LIMIT_PER_MINUTE: "0", NODE_OPTIONS: "--max-semi-space-size=8 --max-old-space-size=128" });
    const pid = server.process.pid!;
    const before = rssMb(pid);
    const burst = "GET / HTTP/1.1\r\nHost: x\r\n\r\n".repeat(1_000);
    const sockets: Socket[] = [];
    for (let i = 0; i < 20; i++) {
      const socket = connect(server.port, "127.0.0.1", () => socket.write(burst));
      socket.pause(); // never read the answers
      socket.on("error", () => {});
      sockets.push(socket);
    }
    let peak = before;
    const healthy: number[] = [];
    for (let t = 0; t < 30; t++) {
      await new Promise((r) => setTimeout(r, 100));
      if (server.process.exitCode !== null) break;
      peak = Math.max(peak, rssMb(pid));
      if (t % 5 === 0) healthy.push((await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) })).status);
    }
    sockets.forEach((s) => {
      s.destroy();
    });
    console.log(`pipelining attack: RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB; health answers ${healthy.join(",")}`);
    expect(server.process.exitCode).toBeNull();
    expect(peak).toBeLessThan(300);
    expect(healthy).toEqual(healthy.map(() => 200));
    expect(server.output()).toContain("too many pipelined requests");
  });

  test("a client that pipelines a few requests still gets every answer, in order", async () => {
    server ??= await startServer({ RATE_LIMIT_PER_MINUTE: "0" });
    const answer = await new Promise<string>((resolve, reject) => {
      // Not half-closed (Node aborts the requests of a client that sends FIN): the last one closes.
      const socket = connect(server.port, "127.0.0.1", () =>
        socket.write(
          "HEAD /about HTTP/1.1\r\nHost: x\r\n\r\nHEAD /contact HTTP/1.1\r\nHost: x\r\n\r\nHEAD /nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        ),
      );
      let out = "";
      socket.on("data", (d) => (out += d));
      socket.on("end", () => resolve(out));
      socket.on("error", reject);
    });
    expect([...answer.matchAll(/^HTTP\/1\.1 (\d+)/gm)].map((m) => m[1])).toEqual(["200", "200", "404"]);
  });
});

describe("a log reader that stops reading", () => {
  test("the server keeps answering, and SIGTERM ends it within SHUTDOWN_TIMEOUT_MS", async () => {
    const dir = mkdtempSync(join(tmpdir(), "log-full-"));
    const child = spawn(process.execPath, [join(repoRoot, "src/server/main.ts")], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        LEADS_DB_PATH: join(dir, "leads.db"),
        RATE_LIMIT_PER_MINUTE: "0",
        SHUTDOWN_TIMEOUT_MS: "3000",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      let out = "";
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout!.on("data", (d) => {
          out += d;
          const m = /listening on http:\/\/localhost:(\d+)/.exec(out);
          if (m) resolve(Number(m[1]));
        });
        child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${out}`)));
      });
      child.stdout!.pause(); // from now on nobody reads the server's stdout: the pipe fills up
      const statuses = new Map<number, number>();
      // Each answered submission writes a log line: 3,000 lines are far more than a pipe holds.
      for (let round = 0; round < 60; round++) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, () =>
            fetch(`http://127.0.0.1:${port}/api/forms/contact`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ name: "" }),
              signal: AbortSignal.timeout(10_000),
            }).then((r) => r.status),
          ),
        );
        for (const s of answers) statuses.set(s, (statuses.get(s) ?? 0) + 1);
      }
      expect(Object.fromEntries(statuses)).toEqual({ 422: 3000 });
      const started = Date.now();
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      const code = await Promise.race([exited, new Promise<"hung">((r) => setTimeout(() => r("hung"), 10_000))]);
      const took = Date.now() - started;
      console.log(`SIGTERM with a full stdout pipe: exit ${code} after ${took} ms`);
      expect(code).not.toBe("hung");
      expect(took).toBeLessThan(3_000 + 500);
    } finally {
      child.kill("SIGKILL");
    }
  });
});
