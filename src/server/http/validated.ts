/**
 * The one way a route reads its input: the JSON body (`readJson`) or the query (`readQuery`),
 * checked by a zod schema. A refusal answers 422 (or the status the route names) as
 * `{"error": sentence, "fields": {name: message}}`: each failing field's message, and the
 * first failure's sentence (a check's `params.sentence`, see ../inbox/api-schema.ts `refusal`;
 * else its message).
 */
import type { IncomingMessage } from "node:http";
import type { z } from "zod";
import { bodyKind, parseBody, readBody } from "./body.ts";
import { HttpError } from "./http-error.ts";

/** A JSON body up to this size unless the route says otherwise. */
const BODY_LIMIT_BYTES = 8 * 1024;

export type ReadOptions = {
  /** The status of a refusal (default 422). */
  status?: number;
  /** Send the per-field messages (default true); false: the sentence alone. */
  fields?: boolean;
};

/** `input` checked by `schema`: its output, or the refusal as an HttpError. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, { status = 422, fields = true }: ReadOptions = {}): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const issues = result.error.issues;
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "");
    if (!Object.hasOwn(messages, name)) messages[name] = issue.message;
  }
  const first = issues[0]!;
  const sentence: unknown = first.code === "custom" ? first.params?.sentence : undefined;
  const error = typeof sentence === "function" ? String(sentence(first.input)) : typeof sentence === "string" ? sentence : first.message;
  throw new HttpError(status, error, fields ? { fields: messages } : {});
}

/** The request's JSON object body (415 for another type, 400 when malformed, 413 beyond `limit` bytes), checked by `schema`. */
export async function readJson<S extends z.ZodType>(
  req: IncomingMessage,
  schema: S,
  options: ReadOptions & { limit?: number } = {},
): Promise<z.output<S>> {
  if (bodyKind(req.headers["content-type"]) !== "json") throw new HttpError(415, "Send a JSON body (Content-Type: application/json).");
  return validate(schema, parseBody("json", await readBody(req, options.limit ?? BODY_LIMIT_BYTES)), options);
}

/** The URL's query parameters (the first value of each), checked by `schema` (refusals are 400 unless the route says otherwise). */
export function readQuery<S extends z.ZodType>(url: URL, schema: S, options: ReadOptions = {}): z.output<S> {
  const params: Record<string, string> = Object.create(null);
  for (const [name, value] of url.searchParams) if (!Object.hasOwn(params, name)) params[name] = value;
  return validate(schema, params, { status: 400, ...options });
}
