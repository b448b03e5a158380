/**
 * The inbox's list: the newest leads across the five tables, one shape for every form (form,
 * id, created_at, name, email, company), newest first, in pages keyed by (created_at, id) so a
 * page never repeats or skips a lead when new ones arrive. Each table is read with its own
 * indexed query (at most a page plus one each), and the five are merged here: the same code on
 * SQLite and PostgreSQL, no UNION over differently typed tables.
 */
import type { Kysely } from "kysely";
import { formSlugs, forms } from "../../leads/forms.ts";
import type { FormSlug } from "../../leads/types.ts";
import { HttpError } from "../http-error.ts";

export const INBOX_PAGE_SIZE = 50;

export type InboxLead = { form: FormSlug; id: string; created_at: string; name: string; email: string; company: string | null };
export type InboxPage = { leads: InboxLead[]; next: string | null };

/** Which stored columns are the inbox's name, e-mail and company, per form (src/leads/forms.ts). */
const SUMMARY: Record<FormSlug, { name: readonly string[]; email: string; company: string | null }> = {
  "ecosystem-fund": { name: ["founder_name"], email: "email", company: "project_name" },
  contact: { name: ["name"], email: "email", company: "company" },
  "access-compute": { name: ["first_name", "last_name"], email: "company_email", company: "company_name" },
  "provide-compute": { name: ["first_name", "last_name"], email: "company_email", company: "company_name" },
  careers: { name: ["full_name"], email: "email", company: null },
};

type Cursor = { createdAt: Date; id: string };

/** The cursor of a lead: `<created_at ISO 8601>_<id>` (what `next` holds and `?before=` takes). */
export const cursorOf = (lead: InboxLead) => `${lead.created_at}_${lead.id}`;

export function parseCursor(value: string | null): Cursor | null {
  if (value === null || value === "") return null;
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)_([0-9a-f-]{36})$/.exec(value);
  const createdAt = m ? new Date(m[1]!) : null;
  if (!m || !createdAt || Number.isNaN(createdAt.getTime())) {
    throw new HttpError(400, "before must be the `next` value of a previous page.", { fields: { before: "Not a page cursor." } });
  }
  return { createdAt, id: m[2]! };
}

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

export async function listLeads(db: Kysely<any>, before: Cursor | null, size = INBOX_PAGE_SIZE): Promise<InboxPage> {
  const perTable = await Promise.all(
    formSlugs.map(async (slug) => {
      const map = SUMMARY[slug];
      const columns = [...new Set(["id", "created_at", ...map.name, map.email, ...(map.company ? [map.company] : [])])];
      let query = db.selectFrom(forms[slug].table).select(columns).orderBy("created_at", "desc").orderBy("id", "desc").limit(size + 1);
      if (before) {
        query = query.where((eb) =>
          eb.or([eb("created_at", "<", before.createdAt), eb.and([eb("created_at", "=", before.createdAt), eb("id", "<", before.id)])]),
        );
      }
      const rows = (await query.execute()) as Record<string, unknown>[];
      return rows.map(
        (row): InboxLead => ({
          form: slug,
          id: String(row.id),
          created_at: iso(row.created_at),
          name: map.name.map((c) => String(row[c] ?? "")).filter(Boolean).join(" "),
          email: String(row[map.email] ?? ""),
          company: map.company ? ((row[map.company] as string | null) ?? null) : null,
        }),
      );
    }),
  );
  const merged = perTable.flat().sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.created_at < b.created_at ? 1 : -1));
  const leads = merged.slice(0, size);
  return { leads, next: merged.length > size ? cursorOf(leads[leads.length - 1]!) : null };
}
