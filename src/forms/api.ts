/**
 * The HTTP contract of POST /api/forms/<slug> (see DESIGN.md "Interfaces"), for the form
 * components' submit hook and for agents.
 *
 * Request: JSON (`Content-Type: application/json`, field names = the fields' `name`, checkboxes
 * as booleans, gpu_count as a number or digit string) or a form post
 * (`application/x-www-form-urlencoded`). Include HONEYPOT_FIELD (empty). At most 64 KiB.
 * Header `Idempotency-Key` (1-200 visible ASCII characters, e.g. crypto.randomUUID()): the same
 * key on the same form always answers the same id and never stores a second record; reuse it
 * for every retry of one submission.
 *
 * Answers (JSON): 201 {id}; 422 {error, fields: {name: message}} (unknown fields named too);
 * 400 malformed body; 413 body over 64 KiB; 415 other content types; 405 other methods
 * (Allow: POST); 404 unknown form; 429 {error} with Retry-After (seconds); 500 {error}.
 * A plain HTML form post (form-urlencoded and `Accept: text/html`) gets 303 instead: see
 * outcome.ts.
 */
import type { FormSlug } from "./types.ts";

export const FORMS_API_PREFIX = "/api/forms/";

export function apiPath(slug: FormSlug): string {
  return `${FORMS_API_PREFIX}${slug}`;
}

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** Largest accepted request body. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Spec section 9: network failures and 502/503/504 retried, backoff from 200 ms, within 30 s. */
export const retryPolicy = {
  initialDelayMs: 200,
  factor: 2,
  maxElapsedMs: 30_000,
  retryStatuses: [502, 503, 504] as readonly number[],
} as const;
