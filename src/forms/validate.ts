/**
 * Validation as the API answers it (server side; loads zod): the form's zod schema, plus the
 * honeypot (honeypot.ts), with issues turned into one message per field name.
 */
import type { z } from "zod";
import { messages } from "./schema-kit.ts";
import type { FormDefinition } from "./types.ts";
import type { FieldErrors } from "./honeypot.ts";

// Zod-free, so the form components import them from honeypot.ts; re-exported for existing imports.
export { HONEYPOT_FIELD, splitHoneypot, type FieldErrors } from "./honeypot.ts";

type LeadValidation<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors };

/** Zod issues → one message per field (the first issue of each field); unknown fields named. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  // A Map, then fromEntries: a field named "__proto__" stays a plain own key.
  const fields = new Map<string, string>();
  const add = (key: string, message: string) => {
    if (!fields.has(key)) fields.set(key, message);
  };
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") for (const key of issue.keys) add(key, messages.unknownField);
    else add(issue.path.length > 0 ? String(issue.path[0]) : "_", issue.message);
  }
  return Object.fromEntries(fields);
}

/** Validates a submission (honeypot already removed) with the form's schema. */
export function validateLead<F extends Pick<FormDefinition, "schema">>(form: F, input: unknown): LeadValidation<z.output<F["schema"]>> {
  const result = form.schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data as z.output<F["schema"]> };
  return { ok: false, fields: fieldErrors(result.error.issues) };
}
