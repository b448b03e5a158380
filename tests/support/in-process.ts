/**
 * The real app (src/server/app-wiring.ts, as main.ts builds it) behind the real HTTP server
 * (http/server.ts) on 127.0.0.1 and a free port, inside the test process: for router, validation
 * and admin tests, which then start in milliseconds. What belongs to the process stays out: no
 * signal handlers, no stdout log (pino writes to a collected buffer), no process exit (the
 * server's "exit" ends the stop). Crash, shutdown and limit tests keep the spawned server
 * (use-server.ts). A test file switches by importing useInProcessServer instead of useServer.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll } from "vitest";
import { wireApp } from "../../src/server/app-wiring.ts";
import { loadConfig } from "../../src/server/config.ts";
import { startHttpServer } from "../../src/server/http/server.ts";

type Env = Record<string, string>;

export type InProcessServer = {
  url: string;
  port: number;
  /** What the server logged (JSON lines). */
  output: () => string;
  /** Stops as SIGTERM does (requests in flight finished, the rest closed); resolves with the exit code it would have. */
  stop: () => Promise<number>;
};

/**
 * Builds and starts the app with the environment a spawned server would get (process.env, then a
 * fresh SQLite file, PORT=0, HOST=127.0.0.1, LOG_LEVEL=info, then `env`; an empty value unsets).
 */
export async function startInProcessServer(env: Env = {}): Promise<InProcessServer> {
  const dir = mkdtempSync(join(tmpdir(), "site-test-"));
  const config = loadConfig({
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    LEADS_DB_PATH: join(dir, "leads.db"),
    LOG_LEVEL: "info",
    ...env,
  });
  let out = "";
  const log = pino({ level: config.log.level }, { write: (line: string) => void (out += line) });
  const { app, onStop } = await wireApp(config, log);
  let exited: (code: number) => void = () => {};
  const stopped = new Promise<number>((resolve) => (exited = resolve));
  const { port, stop } = await startHttpServer({ app, config, log, exit: (code) => exited(code), onStop });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => out,
    stop: () => {
      stop("stop");
      return stopped;
    },
  };
}

export type InProcessHandle = {
  /** The running server (throws before beforeAll has started it). */
  readonly server: InProcessServer;
  /** The server's address plus `path`. */
  url(path?: string): string;
};

/** useServer's hook (use-server.ts) with the app in process: started in beforeAll, stopped in afterAll. */
export function useInProcessServer(env: Env | (() => Env | Promise<Env>) = {}): InProcessHandle {
  let running: InProcessServer | undefined;
  beforeAll(async () => {
    running = await startInProcessServer(typeof env === "function" ? await env() : env);
  });
  afterAll(async () => {
    await running?.stop();
  });
  return {
    get server() {
      if (!running) throw new Error("useInProcessServer: the server is not running (used outside a test?)");
      return running;
    },
    url: (path = "") => `${running!.url}${path}`,
  };
}
