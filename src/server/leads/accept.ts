/**
 * What happens to a submission once it has been read, whatever carried it (the form API, an MCP
 * tool): the honeypot, the form's zod schema, the store. One implementation, so nothing an agent
 * sends can be treated differently from what a form sends.
 * - a filled honeypot is answered as stored; the submission is kept with status "spam" (never
 *   delivered) when it otherwise validates, so an autofilled honeypot does not lose a real lead;
 * - invalid input stores nothing and names each field;
 * - an idempotency key already used for another payload stores nothing.
 */
import type { Attribution } from "../../forms/attribution.ts";
import type { LeadForm } from "../../forms/forms.ts";
import { splitHoneypot, validateLead, type FieldErrors } from "../../forms/validate.ts";
import { uuidv7 } from "../db/index.ts";
import type { LeadStore } from "./store.ts";

export type Acceptance =
  | { kind: "stored"; id: string; created: boolean; spam: boolean }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "key_reused" };

export async function acceptLead(
  store: LeadStore,
  form: LeadForm,
  input: Record<string, unknown>,
  key: string | null,
  attribution: Attribution,
): Promise<Acceptance> {
  const { trapped, rest } = splitHoneypot(input);
  const result = validateLead(form, rest);
  if (trapped) {
    const kept = result.ok
      ? await store.insert(form.table, { ...(result.data as Record<string, unknown>), ...attribution }, key, { status: "spam" })
      : null;
    return { kind: "stored", id: kept?.id ?? uuidv7(), created: true, spam: true };
  }
  if (!result.ok) return { kind: "invalid", fields: result.fields };
  const stored = await store.insert(form.table, { ...(result.data as Record<string, unknown>), ...attribution }, key);
  if (stored.conflict) return { kind: "key_reused" };
  return { kind: "stored", id: stored.id, created: stored.created, spam: false };
}
