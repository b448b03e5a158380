/**
 * Request ids: a valid incoming X-Request-Id (1 to 128 characters of A-Z a-z 0-9 . _ -, so that
 * a load balancer's or a client's id is kept and nothing else reaches the logs) is kept, otherwise
 * one is made (a random UUID). It is answered on every response and, through an AsyncLocalStorage,
 * added to every log line written while the request is handled (log.ts's mixin), whichever logger
 * writes it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const REQUEST_ID_HEADER = "X-Request-Id";
const VALID_ID = /^[A-Za-z0-9._-]{1,128}$/;

const context = new AsyncLocalStorage<{ reqId: string }>();

/** The request's id: its valid X-Request-Id, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && VALID_ID.test(given) ? given : randomUUID();
}

/** Runs `fn` with `reqId` on every log line it writes. */
export const withRequestId = <T>(reqId: string, fn: () => T): T => context.run({ reqId }, fn);

/** pino's mixin: the current request's id, or nothing outside a request. */
export function requestLogFields(): { reqId?: string } {
  return context.getStore() ?? {};
}
