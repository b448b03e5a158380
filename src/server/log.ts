/**
 * The server's log: pino JSON lines on stdout. A log reader that stops reading (a full pipe: a
 * stopped parent, a stuck collector) must never stall or stop the server:
 * - stdout that is a pipe or a socket is written through a non-blocking handle on the event loop
 *   (Node's own process.stdout blocks on pipes; a write to a blocking pipe from the thread pool
 *   never returns, and process.exit then waits for that thread for ever);
 * - lines wait in a queue of at most LOG_BUFFER_MAX_BYTES; beyond it new lines are dropped (and
 *   counted) instead of growing memory;
 * - at exit, what is queued is written for at most LOG_EXIT_FLUSH_MS, then the process exits
 *   anyway. Nothing flushes synchronously (pino.destination() registers a flushSync at exit that
 *   retries a full pipe for ever: so the streams are made here).
 * A file or a terminal is written by SonicBoom, pino's own asynchronous writer, with the same bound.
 *
 * LOG_FORMAT=pretty (what `npm start` sets when its stdout is a terminal) formats each line for a
 * person with pino-pretty's prettyFactory, synchronously, before it goes to the same sink: no
 * transport, no worker thread, nothing flushed at exit. Without pino-pretty installed (a
 * production image has no devDependencies) the lines stay JSON.
 *
 * JSON lines (LOG_FORMAT unset or `json`) carry the level as its name ("info") and the time as
 * ISO 8601 UTC, what log collectors read without a mapping; LOG_FORMAT=pino keeps pino's own
 * numbers (level 30, time in epoch milliseconds) for pino's tools. Every line written while a
 * request is handled carries its id (`reqId`, observability/request-context.ts).
 */
import { fstatSync } from "node:fs";
import { createRequire } from "node:module";
import { isatty } from "node:tty";
import { Socket } from "node:net";
import { pino, type Logger } from "pino";
import SonicBoom from "sonic-boom";
import type { LogConfig } from "./config.ts";
import { requestLogFields } from "./observability/request-context.ts";

export const LOG_BUFFER_MAX_BYTES = 4 * 1024 * 1024;
export const LOG_EXIT_FLUSH_MS = 500;

export type ServerLog = {
  log: Logger;
  /** Lines dropped because the reader did not keep up. */
  dropped(): number;
  /** Writes what it can of the queue within LOG_EXIT_FLUSH_MS, then exits with `code`. */
  exit(code: number): void;
};

type Sink = { write(line: string): void; end(done: () => void): void };

function pipeSink(onDrop: () => void): Sink {
  const socket = new Socket({ fd: 1, readable: false, writable: true });
  socket.on("error", () => {}); // the reader is gone (EPIPE): the log is lost, the server goes on
  // The lines of one turn of the event loop (an access line per request under load) leave in one
  // write (writev) instead of one system call each.
  let corked = false;
  const uncork = () => {
    corked = false;
    socket.uncork();
  };
  return {
    write(line) {
      if (socket.destroyed || socket.writableLength > LOG_BUFFER_MAX_BYTES) return onDrop();
      if (!corked) {
        corked = true;
        socket.cork();
        setImmediate(uncork);
      }
      socket.write(line);
    },
    end(done) {
      socket.end(done);
    },
  };
}

function fileSink(onDrop: () => void): Sink {
  const stream = new SonicBoom({ fd: 1, sync: false, maxLength: LOG_BUFFER_MAX_BYTES });
  stream.on("drop", onDrop);
  stream.on("error", () => {});
  return {
    write: (line) => void stream.write(line),
    end(done) {
      stream.once("close", done);
      stream.end();
    },
  };
}

type Format = (line: string) => string;

/** pino-pretty's formatter for LOG_FORMAT=pretty; null (JSON lines) otherwise or when it is not installed. */
function lineFormat(format: string | undefined): Format | null {
  if (format !== "pretty") return null;
  try {
    const { prettyFactory } = createRequire(import.meta.url)("pino-pretty") as typeof import("pino-pretty");
    return prettyFactory({ colorize: isatty(1), translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname", singleLine: true });
  } catch {
    return null;
  }
}

export function createServerLog({ level, format }: LogConfig): ServerLog {
  let dropped = 0;
  const onDrop = () => void dropped++;
  const stdout = fstatSync(1);
  const sink = stdout.isFIFO() || stdout.isSocket() ? pipeSink(onDrop) : fileSink(onDrop);
  const pretty = lineFormat(format);
  const write = pretty ? (line: string) => sink.write(pretty(line)) : (line: string) => sink.write(line);
  const named = format !== "pino" && !pretty;
  const log = pino(
    {
      level,
      mixin: requestLogFields,
      ...(named ? { formatters: { level: (label: string) => ({ level: label }) }, timestamp: pino.stdTimeFunctions.isoTime } : {}),
    },
    { write },
  );
  return {
    log,
    dropped: () => dropped,
    exit(code) {
      const done = () => process.exit(code);
      setTimeout(done, LOG_EXIT_FLUSH_MS); // stdout still full at the deadline: exit without the rest
      sink.end(done);
    },
  };
}
