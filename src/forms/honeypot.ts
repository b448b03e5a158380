/**
 * The parts of validation the form components need in the browser, without zod: the honeypot
 * and the shape of field errors. validate.ts (server side, zod) re-exports them.
 */

/**
 * The honeypot: a text input every form renders visually hidden (aria-hidden wrapper,
 * tabIndex -1, autoComplete "off") and leaves empty. Bots that fill every field fill it; the
 * server then answers as if the record were stored and stores nothing. Send it like any field
 * (JSON or form post); it is never part of the stored data.
 */
export const HONEYPOT_FIELD = "website_url_confirm";

/** Field name → message. */
export type FieldErrors = Record<string, string>;

/** Removes the honeypot from the input; `trapped` when it was filled in. */
export function splitHoneypot(input: Record<string, unknown>): { trapped: boolean; rest: Record<string, unknown> } {
  if (!Object.hasOwn(input, HONEYPOT_FIELD)) return { trapped: false, rest: input };
  const { [HONEYPOT_FIELD]: trap, ...rest } = input;
  const trapped = trap !== undefined && trap !== null && trap !== "" && trap !== false;
  return { trapped, rest };
}
