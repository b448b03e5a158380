/**
 * The HTTP server around the request listener (app.ts): its timeouts, MAX_CONNECTIONS and the
 * per-client cap (connection-cap.ts), the guard against pipelined requests whose answers are
 * not read (MAX_PIPELINED_REQUESTS), and the graceful stop: requests in flight are finished
 * (their connections closed after their answers), idle connections closed, connections still
 * busy closed when the requests' share of SHUTDOWN_TIMEOUT_MS has passed, then the rest of the
 * process is closed (`onStop`) and the process exits; whatever hangs, it exits with 1 at
 * SHUTDOWN_TIMEOUT_MS.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import { capConnectionsPerClient } from "./connection-cap.ts";

type ServerConfig = Pick<
  Config,
  "port" | "host" | "requestTimeoutMs" | "maxPipelinedRequests" | "maxConnections" | "maxConnectionsPerClient" | "shutdownTimeoutMs"
>;

export type HttpServerDeps = {
  app: (req: IncomingMessage, res: ServerResponse) => unknown;
  config: ServerConfig;
  log: Logger;
  /** Ends the process (log flushed) with this code. */
  exit: (code: number) => void;
  /**
   * Called as the stop begins, with the time requests in flight are given (ms); returns the
   * closing of everything else, run once the server has closed.
   */
  onStop: (requestsMs: number) => () => Promise<void>;
};

export type HttpServer = {
  /** The port listened on (the configured one, or the one given for port 0). */
  port: number;
  /** Stops gracefully (once; later calls do nothing), then exits the process. */
  stop: (signal: string) => void;
};

/** Creates the server, listens on config.host:config.port, and resolves once it listens. */
export async function startHttpServer({ app, config, log, exit, onStop }: HttpServerDeps): Promise<HttpServer> {
  let stopping = false;
  // Answers not yet sent: when stopping, each gets "Connection: close" so its connection ends with it.
  const pending = new Set<ServerResponse>();
  // Answers each connection still owes: a client that pipelines requests without reading the
  // answers would otherwise make the server buffer them all (memory without bound).
  const owed = new WeakMap<Socket, number>();
  const server = createServer(
    {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
      // How often the two timeouts above are checked (Node's default, 30 s, doubles them).
      connectionsCheckingInterval: 1_000,
      keepAliveTimeout: 5_000,
    },
    (req, res) => {
      const socket = req.socket;
      if (socket.destroyed) return; // the rest of a pipelined burst after its connection was closed
      const waiting = (owed.get(socket) ?? 0) + 1;
      if (waiting > config.maxPipelinedRequests) {
        log.warn({ waiting }, "connection closed: too many pipelined requests without reading the answers");
        socket.destroy();
        return;
      }
      owed.set(socket, waiting);
      if (stopping) res.setHeader("Connection", "close");
      pending.add(res);
      res.once("close", () => {
        pending.delete(res);
        owed.set(socket, (owed.get(socket) ?? 1) - 1);
      });
      return app(req, res);
    },
  );
  server.maxConnections = config.maxConnections;
  capConnectionsPerClient(server, config.maxConnectionsPerClient, log);

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, inFlight: pending.size }, "shutting down: finishing requests in flight");
    // Whatever hangs (a request, the database, the log), the process ends at the timeout. Requests
    // in flight get most of it; what is left is for closing the database and the rest.
    const hard = setTimeout(() => {
      log.error("shutdown did not finish in time: exiting");
      exit(1);
    }, config.shutdownTimeoutMs);
    hard.unref();
    const requestsMs = Math.max(config.shutdownTimeoutMs - 2_000, config.shutdownTimeoutMs * 0.8);
    const closeRest = onStop(requestsMs);
    for (const res of pending) if (!res.headersSent) res.setHeader("Connection", "close");
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      log.warn({ afterMs: requestsMs }, "requests still in flight: closing their connections");
      server.closeAllConnections();
    }, requestsMs);
    force.unref();
    server.close(async () => {
      clearInterval(idle);
      clearTimeout(force);
      try {
        await closeRest();
        log.info("stopped");
        exit(0);
      } catch (err) {
        log.error({ err }, "error while closing");
        exit(1);
      }
    });
    server.closeIdleConnections();
  };

  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  return { port, stop };
}
