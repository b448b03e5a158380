/**
 * The one error type of the server's HTTP answers, and the one place it becomes an answer.
 * Throw an HttpError from any route (or anything it calls); app.ts turns it into JSON:
 * `{"error": message, "fields"?: {name: message}, ...data}` with its status and headers.
 * Anything else thrown is a bug: app.ts logs it and answers 500 without details.
 */
import type { ServerResponse } from "node:http";
import { sendJson } from "./send-json.ts";

export type FieldErrors = Record<string, string>;

export type HttpErrorOptions = {
  /** Extra headers of the answer (Retry-After, Allow, Connection, PAYMENT-REQUIRED…). */
  headers?: Record<string, string>;
  /** Per-field messages (422 validation errors): sent as `fields`. */
  fields?: FieldErrors;
  /** More members of the JSON body, after `error` and `fields` (e.g. the x402 sandbox's `reason`). */
  data?: Record<string, unknown>;
};

/** An answer for the client: status, a public message (never internals), optional headers, fields and data. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly fields: FieldErrors | undefined;
  readonly data: Record<string, unknown> | undefined;
  constructor(status: number, message: string, options: HttpErrorOptions = {}) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.headers = options.headers ?? {};
    this.fields = options.fields;
    this.data = options.data;
  }

  /** The JSON body of the answer. */
  body(): Record<string, unknown> {
    return { error: this.message, ...(this.fields ? { fields: this.fields } : {}), ...this.data };
  }
}

/** Writes an HttpError as the JSON answer (never cached; no body for HEAD). */
export function sendHttpError(res: ServerResponse, err: HttpError, head = false): void {
  sendJson(res, err.status, err.body(), { headers: err.headers, head });
}
