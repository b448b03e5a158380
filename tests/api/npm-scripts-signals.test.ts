// A process manager stops `npm start` (or `npm run serve`, `npm run worker`) by sending SIGTERM to
// npm's own PID, not to its process group. npm passes the signal on to the script's process; the
// server (or worker) must get it too and stop, not be left running without a parent.
// Real parts: the system's npm running the package.json script lines, the real server and worker.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { refusesConnections, repoRoot } from "../../scripts/lib/server.ts";
import { distIsStale } from "../../scripts/lib/dist-freshness.ts";
import { noticeOnce } from "./leads-support.ts";

/** Every process this test started, by process group (each npm runs in a group of its own). */
const groups = new Set<number>();
afterEach(() => {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, "SIGKILL"); // whatever a failed test left behind
    } catch {}
  }
  groups.clear();
});

/** True while any process of the group is alive (signal 0 checks without sending anything). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ESRCH") return false;
    throw err;
  }
}

/** `npm run <script>` in a new process group; resolves once its output matches `ready`. */
async function npmRun(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ npm: ChildProcess; match: RegExpExecArray; output: () => string }> {
  const dir = mkdtempSync(join(tmpdir(), "npm-signal-"));
  const npm = spawn("npm", ["run", script, "--silent"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LEADS_DB_PATH: join(dir, "leads.db"),
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "info",
      LOG_FORMAT: "json",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // a process group of its own, so that the test can end all of it
  });
  groups.add(npm.pid!);
  let out = "";
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run ${script} was not ready in 30 s:\n${out}`)), 30_000);
    const onData = (d: Buffer) => {
      out += d;
      const m = ready.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m);
      }
    };
    npm.stdout!.on("data", onData);
    npm.stderr!.on("data", onData);
    npm.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run ${script} exited with ${code}:\n${out}`));
    });
  });
  return { npm, match, output: () => out };
}

const LISTENING = /listening on http:\/\/localhost:(\d+)/;
/** Within SHUTDOWN_TIMEOUT_MS (set low here) plus the time npm and node take to start and end. */
const SHUTDOWN_TIMEOUT_MS = 3_000;
const DEADLINE = { timeout: SHUTDOWN_TIMEOUT_MS + 7_000, interval: 100 };

/** npm start rebuilds dist/ when it is older than its sources: not under other tests that read it. */
const current = !distIsStale(repoRoot);
if (!current)
  noticeOnce(
    "npm-start-build",
    "NOTICE: dist/ is older than its sources: `npm start` would rebuild it under the other tests, so its SIGTERM test is skipped (run `npm run build` first).",
  );

describe("SIGTERM to npm's own PID stops what the script started", () => {
  for (const script of ["serve", "start"]) {
    test.skipIf(script === "start" && !current)(`npm run ${script}: the server stops answering and no process of it remains`, async () => {
      const { npm, match, output } = await npmRun(script, { SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) }, LISTENING);
      const port = Number(match[1]);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      process.kill(npm.pid!, "SIGTERM"); // npm alone, as a process manager does
      await expect.poll(() => refusesConnections(port), DEADLINE).toBe(true);
      await expect.poll(() => groupAlive(npm.pid!), DEADLINE).toBe(false);
      // A graceful stop, not a kill (the pipe may deliver the last lines after the process is gone).
      await expect.poll(output, DEADLINE).toContain('"msg":"stopped"');
    });
  }

  test("npm run worker: the delivery worker stops and no process of it remains", async () => {
    const env = {
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      WEBHOOK_URL: "http://127.0.0.1:9/hook",
      WEBHOOK_SECRET: `whsec_${Buffer.from("npm-signal-secret-0123456789abcd").toString("base64")}`,
      NOTIFY_ALLOW_PRIVATE: "1",
    };
    const { npm, output } = await npmRun("worker", env, /delivery worker started/);
    process.kill(npm.pid!, "SIGTERM");
    await expect.poll(() => groupAlive(npm.pid!), DEADLINE).toBe(false);
    await expect.poll(output, DEADLINE).toContain("delivery worker stopped");
  });
});
