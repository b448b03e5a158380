import { connect } from "node:net";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { childEnv } from "../../src/server/config.ts";

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

export type RunningServer = {
  url: string;
  port: number;
  process: ChildProcess;
  /** What the server printed (JSON log lines): everything, or the first `keepOutput` characters. */
  output: () => string;
  /** How many bytes the server printed in all. */
  outputBytes: () => number;
  /** SIGTERM, then wait for exit; resolves with the exit code. */
  stop: () => Promise<number | null>;
};

export type ServerOptions = {
  /** Node flags before the script (e.g. heap caps, as `npm run serve` passes them). */
  nodeFlags?: readonly string[];
  /** Keep at most this many characters of output (a benchmark's logs run to megabytes). */
  keepOutput?: number;
};

/**
 * Starts the real server (src/server/main.ts, serving the built dist/) on a free port, with a
 * fresh SQLite file unless the caller's env says otherwise (an empty value unsets a variable).
 * Used by the tests (see use-server.ts for the vitest hook) and by scripts (bench, audit).
 */
export async function startServer(env: Record<string, string> = {}, options: ServerOptions = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), "site-test-"));
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), join(repoRoot, "src/server/main.ts")], {
    cwd: repoRoot,
    env: childEnv({ PORT: "0", HOST: "127.0.0.1", LEADS_DB_PATH: join(dir, "leads.db"), LOG_LEVEL: "info", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = options.keepOutput ?? Number.POSITIVE_INFINITY;
  let out = "";
  let bytes = 0;
  const collect = (d: Buffer) => {
    bytes += d.length;
    if (out.length < keep) out += d;
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL"); // never leave a half-started server behind
      reject(new Error(`server did not start in 20 s:\n${out}`));
    }, 20_000);
    const onData = () => {
      const m = /listening on http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    process: child,
    output: () => out,
    outputBytes: () => bytes,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill("SIGTERM");
      }),
  };
}

/** True when nothing listens on the port any more; a connection that does open is closed again. */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.destroy();
      resolve(false);
    });
    // ECONNRESET: the connection was still in the listen queue when the listener closed (also "not listening").
    socket.once("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNREFUSED" || error.code === "ECONNRESET" ? resolve(true) : reject(error),
    );
  });
}
