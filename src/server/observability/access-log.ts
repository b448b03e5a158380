/**
 * The access log: one line per request (`"msg":"request"`: method, route pattern, status, ms,
 * bytes; its request id through the request context), written when the answer has ended. What a
 * client can multiply at no cost to itself is counted instead of written line by line, so that a
 * flood cannot flood the log: answers refused for load (429, 503) and answers the client left
 * before their end (aborted downloads, status 499 when no header was sent). Those are written as one
 * line of counts per route and status at most every 10 s ("requests counted, not logged one by
 * one"). The metrics count every request either way.
 */
import type { Logger } from "pino";
import { withRequestId } from "./request-context.ts";

export const ACCESS_SUMMARY_MS = 10_000;

export type AccessFields = { method: string; route: string; status: number; ms: number; bytes: number; aborted: boolean };

export function createAccessLog(log: Logger, intervalMs = ACCESS_SUMMARY_MS): (reqId: string, fields: AccessFields) => void {
  const counts = new Map<string, number>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (counts.size === 0) return;
    log.info({ counts: Object.fromEntries(counts) }, "requests counted, not logged one by one (refused for load, or left by the client)");
    counts.clear();
  };
  return (reqId, { aborted, ...fields }) => {
    if (aborted || fields.status === 429 || fields.status === 503) {
      const key = `${fields.method} ${fields.route} ${aborted ? "aborted" : fields.status}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (!scheduled) {
        scheduled = true;
        setTimeout(flush, intervalMs).unref();
      }
      return;
    }
    withRequestId(reqId, () => log.info(fields, "request"));
  };
}
