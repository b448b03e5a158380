import type { ServerResponse } from "node:http";

/** A JSON answer of the API routes: never cached; to a HEAD request, the headers alone. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  options: { headers?: Record<string, string>; head?: boolean } = {},
): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    ...options.headers,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(json),
    "Cache-Control": "no-store",
  });
  res.end(options.head ? undefined : json);
}
