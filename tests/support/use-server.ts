import { afterAll, beforeAll } from "vitest";
import { startServer, type RunningServer, type ServerOptions } from "../../scripts/lib/server.ts";

type Env = Record<string, string>;

export type ServerHandle = {
  /** The running server (throws before beforeAll has started it). */
  readonly server: RunningServer;
  /** The server's address plus `path`. */
  url(path?: string): string;
};

/**
 * Starts the real server for the enclosing file or describe block (beforeAll) and stops it after
 * (afterAll). `env` may be a function, called in beforeAll, for values set up by earlier hooks
 * (a test database's URL).
 */
export function useServer(env: Env | (() => Env | Promise<Env>) = {}, options: ServerOptions = {}): ServerHandle {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer(typeof env === "function" ? await env() : env, options);
  });
  afterAll(async () => {
    await running?.stop();
  });
  return {
    get server() {
      if (!running) throw new Error("useServer: the server is not running (used outside a test?)");
      return running;
    },
    url: (path = "") => `${running!.url}${path}`,
  };
}

/**
 * `handle` plus a getter `key` for a value another hook sets (the test database, the browser):
 * it throws when read before that hook ran, instead of handing out undefined.
 */
export function withLate<H extends object, K extends string, V>(handle: H, key: K, read: () => V | undefined): H & Record<K, V> {
  return Object.defineProperty(handle, key, {
    get() {
      const value = read();
      if (value === undefined) throw new Error(`${key} is not ready (used outside a test?)`);
      return value;
    },
    enumerable: true,
  }) as H & Record<K, V>;
}
