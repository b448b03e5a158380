/** Reading and parsing a lead request body: JSON or form-urlencoded, UTF-8, at most a limit. */
import type { IncomingMessage } from "node:http";
import { HttpError } from "./http-error.ts";

export type BodyKind = "json" | "form";

/** The body kind from Content-Type; null for anything else (→ 415). Only UTF-8 is accepted. */
export function bodyKind(contentType: string | undefined): BodyKind | null {
  if (!contentType) return null;
  const [type = "", ...params] = contentType.split(";").map((s) => s.trim().toLowerCase());
  const charset = params
    .find((p) => p.startsWith("charset="))
    ?.slice(8)
    .replace(/"/g, "");
  if (charset && charset !== "utf-8" && charset !== "utf8") return null;
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  return null;
}

/** Up to this size an oversized body is still read (and dropped), so the client surely gets the 413. */
const DRAIN_MAX_BYTES = 1024 * 1024;

function tooLarge(limit: number, closeConnection: boolean): HttpError {
  return new HttpError(413, `Request body is larger than ${limit / 1024} KiB.`, {
    headers: closeConnection ? { Connection: "close" } : {},
  });
}

/**
 * Reads the whole body; 413 when it exceeds `limit` bytes. An oversized body of up to 1 MiB is
 * read to its end and dropped (the connection stays usable and the client reads the answer);
 * beyond that, the answer closes the connection.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (declared > DRAIN_MAX_BYTES) throw tooLarge(limit, true);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > DRAIN_MAX_BYTES) throw tooLarge(limit, true);
    if (size <= limit) chunks.push(chunk);
  }
  if (size > limit) throw tooLarge(limit, false);
  return Buffer.concat(chunks, size);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Parses the body into field → value; 400 for anything malformed. */
export function parseBody(kind: BodyKind, body: Buffer): Record<string, unknown> {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw new HttpError(400, "Request body is not valid UTF-8.");
  }
  if (kind === "json") {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError(400, "Request body is not valid JSON.");
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw new HttpError(400, "Request body must be a JSON object of field names and values.");
    }
    return value as Record<string, unknown>;
  }
  const fields: Record<string, unknown> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) throw new HttpError(400, `Field "${name.slice(0, 64)}" appears more than once.`);
    fields[name] = value;
  }
  return { ...fields };
}
