/**
 * One lead as the inbox shows it: every stored field with its form's label, the attribution,
 * notes, the delivery log (each attempt from `delivery_attempts`) and the history (audit log).
 */
import { forms } from "../../forms/forms.ts";
import type { FormSlug } from "../../forms/types.ts";
import { destinationsFor, recipients, type DeliveryConfig } from "../delivery/index.ts";
import { ATTRIBUTION_FIELDS } from "../../forms/attribution.ts";
import type { Attempt, DeliveryView, FieldValue, HistoryEntry, LeadDetail, Note, Operator } from "../admin-api-schema.ts";
import { NotFound } from "../domain-errors.ts";
import type { LeadStatus } from "./inbox.ts";
import { normalizeRecord, type Db } from "../db/index.ts";

export const NO_SUCH_LEAD = "No such lead.";

/** The answers' types are the admin API's schemas (../admin-api-schema.ts). */
export type OperatorRef = Operator;
export type { Attempt, DeliveryView, HistoryEntry, Note };

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The lead's id from the path, or 404 (a malformed id is no lead either). */
export function leadIdOr404(id: string): string {
  if (!UUID.test(id)) throw new NotFound(NO_SUCH_LEAD);
  return id;
}

export const operatorOf = (row: Record<string, unknown>): OperatorRef | null =>
  row.operator_id ? { id: String(row.operator_id), email: String(row.operator_email ?? "") } : null;

export function noteOf(row: Record<string, unknown>): Note {
  return { id: String(row.id), created_at: iso(row.created_at), operator: operatorOf(row)!, body: String(row.body) };
}

/**
 * What operators see of a destination: the webhook's host (never its path, query or secret),
 * the e-mail recipients of the lead's form; a destination no longer configured by its key.
 */
export function destinationLabel(config: DeliveryConfig | undefined, key: string, form: FormSlug): string {
  const d = config ? destinationsFor(config, form).find((x) => x.key === key) : undefined;
  if (!d) return key;
  if (d.kind === "email") return `E-mail to ${recipients(d, form).join(", ")}`;
  // A chat channel's URL or token is its secret: only the service's name (and Telegram's chat).
  if (d.kind === "slack") return "Slack";
  if (d.kind === "discord") return "Discord";
  if (d.kind === "telegram") return `Telegram chat ${d.chatId}`;
  try {
    return `Webhook to ${new URL(d.url).host}`;
  } catch {
    return "Webhook";
  }
}

/** The destination's kind from its key (webhook, webhook_2 … / email / slack, discord, telegram). */
const kindOf = (key: string): DeliveryView["kind"] =>
  key.startsWith("webhook") ? "webhook" : key === "slack" || key === "discord" || key === "telegram" ? key : "email";

/** The delivery rows given, each with its attempts (oldest first). */
export async function deliveryViews(
  db: Db,
  rows: Record<string, unknown>[],
  form: FormSlug,
  config?: DeliveryConfig,
): Promise<DeliveryView[]> {
  if (rows.length === 0) return [];
  const attempts = (await db
    .selectFrom("delivery_attempts")
    .selectAll()
    .where(
      "delivery_id",
      "in",
      rows.map((r) => String(r.id)),
    )
    .orderBy("attempted_at")
    .orderBy("id")
    .execute()) as Record<string, unknown>[];
  return rows.map((r) => {
    const destination = String(r.destination);
    return {
      id: String(r.id),
      destination,
      kind: kindOf(destination),
      label: destinationLabel(config, destination, form),
      status: String(r.status),
      attempts: attempts
        .filter((a) => a.delivery_id === r.id)
        .map((a) => ({
          at: iso(a.attempted_at),
          outcome: String(a.outcome),
          status: a.status == null ? null : Number(a.status),
          error: (a.error as string | null) ?? null,
        })),
    };
  });
}

export async function leadDetail(db: Db, slug: FormSlug, id: string, config?: DeliveryConfig): Promise<LeadDetail> {
  const form = forms[slug];
  const row = (await db.selectFrom(form.table).selectAll().where("id", "=", leadIdOr404(id)).executeTakeFirst()) as
    | Record<string, unknown>
    | undefined;
  if (!row) throw new NotFound(NO_SUCH_LEAD);
  const record = normalizeRecord(form, row);
  const [notes, deliveries, history] = await Promise.all([
    db.selectFrom("lead_notes").selectAll().where("lead_id", "=", id).orderBy("created_at").orderBy("id").execute(),
    db
      .selectFrom("deliveries")
      .selectAll()
      .where("lead_table", "=", form.table)
      .where("lead_id", "=", id)
      .orderBy("created_at")
      .orderBy("destination")
      .execute(),
    db.selectFrom("audit_log").selectAll().where("lead_id", "=", id).orderBy("at").orderBy("id").execute(),
  ]);
  return {
    lead: {
      form: slug,
      id,
      created_at: String(record.created_at),
      status: String(record.status) as LeadStatus,
      // The label without the form's required mark (" *").
      fields: form.fields.map((f) => ({
        name: f.name,
        label: f.label.replace(/\s*\*$/, ""),
        value: (record[f.name] ?? null) as FieldValue,
      })),
      attribution: Object.fromEntries(
        ATTRIBUTION_FIELDS.map((c) => [c, (row[c] as string | null) ?? null]),
      ) as LeadDetail["lead"]["attribution"],
    },
    notes: (notes as Record<string, unknown>[]).map(noteOf),
    deliveries: await deliveryViews(db, deliveries as Record<string, unknown>[], slug, config),
    history: (history as Record<string, unknown>[]).map(
      (h): HistoryEntry => ({
        id: String(h.id),
        at: iso(h.at),
        operator: operatorOf(h),
        action: String(h.action),
        detail: (h.detail as string | null) ?? null,
      }),
    ),
  };
}
