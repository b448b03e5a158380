/**
 * What the features' own modules (inbox/, operators/, leads/, delivery/) throw when a request
 * cannot be done: a result for the caller, not an HTTP answer. The HTTP layer (http/app.ts)
 * turns each into its status; the CLI prints the message.
 */

/** The thing asked for does not exist (HTTP 404). */
export class NotFound extends Error {
  override name = "NotFound";
}

/** The operator may not do this, whatever the input (HTTP 403): an admin's action asked by a team role. */
export class Forbidden extends Error {
  override name = "Forbidden";
}

/** The input is refused: a sentence, and a message per field (HTTP 422). */
export class Invalid extends Error {
  override name = "Invalid";
  readonly fields: Record<string, string>;
  constructor(message: string, fields: Record<string, string> = {}) {
    super(message);
    this.fields = fields;
  }
}

/** The work is done only in part; trying again later finishes it (HTTP 503 with Retry-After). */
export class Unfinished extends Error {
  override name = "Unfinished";
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type DomainError = NotFound | Forbidden | Invalid | Unfinished;
