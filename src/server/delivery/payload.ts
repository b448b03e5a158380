/** What a delivery says about a lead: the webhook's `data` and the e-mail's fields. */
import { forms, formByTable, type LeadForm } from "../../forms/forms.ts";
import { normalizeRecord } from "../db/index.ts";
import { ATTRIBUTION_FIELDS } from "../../forms/attribution.ts";

export type LeadPayload = {
  form: LeadForm["slug"];
  table: LeadForm["table"];
  id: string;
  created_at: string;
  fields: Record<string, unknown>;
  attribution?: Record<string, string>;
};

export function leadPayload(table: string, row: Record<string, unknown>): LeadPayload {
  const form = formByTable(table);
  if (!form) throw new Error(`no form stores into ${table}`);
  const record = normalizeRecord(form, row);
  const fields = Object.fromEntries(form.fields.map((f) => [f.name, record[f.name] ?? null]));
  const attribution: Record<string, string> = {};
  for (const column of ATTRIBUTION_FIELDS)
    if (typeof row[column] === "string" && row[column] !== "") attribution[column] = row[column] as string;
  return {
    form: form.slug,
    table: form.table,
    id: String(record.id),
    created_at: String(record.created_at),
    fields,
    ...(Object.keys(attribution).length ? { attribution } : {}),
  };
}

/** The Standard Webhooks body of a `lead.created` event. */
export function webhookBody(lead: LeadPayload, at: Date): string {
  return JSON.stringify({ type: "lead.created", timestamp: at.toISOString(), data: lead });
}

export const formOf = (lead: LeadPayload): LeadForm => forms[lead.form];
