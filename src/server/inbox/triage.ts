/**
 * What operators change on a lead: its status, notes, a delivery sent again. Each change and
 * its audit entry (operator, time, what) commit in one transaction. The audit's `detail` never
 * holds lead data (statuses, a note's id, a destination key), so erasing a person leaves
 * nothing of them in the entries before it.
 */
import { forms, formByTable } from "../../forms/forms.ts";
import type { FormSlug } from "../../forms/types.ts";
import { redeliver, type DeliveryConfig, type Outbox } from "../delivery/index.ts";
import { NotFound } from "../domain-errors.ts";
import { uuidv7, engineOf, type Db } from "../db/index.ts";
import { filterConditions, SUMMARY_COLUMNS, summaryOf, type InboxLead, type LeadStatus } from "./inbox.ts";
import { deliveryViews, leadIdOr404, NO_SUCH_LEAD, noteOf, type DeliveryView, type Note, type OperatorRef } from "./lead-detail.ts";
import { tableInScope, type Scope } from "./scope.ts";

export { NOTE_MAX_LENGTH } from "../admin-api-schema.ts";

export type AuditEntry = {
  operator: OperatorRef | null;
  action: "status" | "note" | "resend" | "erase" | "export";
  leadTable?: string;
  leadId?: string;
  detail: string;
};

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: uuidv7(),
      at: new Date(),
      operator_id: entry.operator?.id ?? null,
      operator_email: entry.operator?.email ?? null,
      action: entry.action,
      lead_table: entry.leadTable ?? null,
      lead_id: entry.leadId ?? null,
      detail: entry.detail,
    })
    .execute();
}

async function summary(db: Db, id: string): Promise<InboxLead> {
  const row = await db
    .selectFrom("inbox_index")
    .select([...SUMMARY_COLUMNS])
    .where("lead_id", "=", id)
    .executeTakeFirst();
  if (!row) throw new NotFound(NO_SUCH_LEAD);
  return summaryOf(row as Record<string, unknown>);
}

/**
 * Sets a lead's status and records "from → to". A `spam` lead moved to `new` ("not spam")
 * gets the deliveries a new lead gets (the outbox's rows; one per destination at most).
 */
export async function changeStatus(
  db: Db,
  outbox: Outbox | undefined,
  slug: FormSlug,
  id: string,
  to: LeadStatus,
  operator: OperatorRef,
): Promise<InboxLead> {
  leadIdOr404(id);
  let queued = false;
  await db.transaction().execute(async (trx) => {
    const result = await applyStatus(trx, outbox, slug, id, to, operator);
    if (result === null) throw new NotFound(NO_SUCH_LEAD);
    queued = result.queued;
  });
  if (queued) outbox!.committed();
  return summary(db, id);
}

/**
 * Sets one lead's status inside the caller's transaction and records "from → to"; a `spam` lead
 * moved to `new` gets its deliveries queued. Null when there is no such lead.
 */
async function applyStatus(
  trx: Db,
  outbox: Outbox | undefined,
  slug: FormSlug,
  id: string,
  to: LeadStatus,
  operator: OperatorRef,
): Promise<{ changed: boolean; queued: boolean } | null> {
  const table = forms[slug].table;
  const read = trx.selectFrom(table).select("status").where("id", "=", id);
  // PostgreSQL: the row is locked, so two operators' changes record their true "from" (SQLite writes one at a time).
  const row = await (engineOf(trx) === "postgres" ? read.forUpdate() : read).executeTakeFirst();
  if (!row) return null;
  const from = String(row.status);
  if (from === to) return { changed: false, queued: false };
  await trx.updateTable(table).set({ status: to }).where("id", "=", id).execute();
  await audit(trx, { operator, action: "status", leadTable: table, leadId: id, detail: `${from} → ${to}` });
  if (from === "spam" && to === "new" && outbox) {
    const rows = outbox.rowsFor(table, id);
    if (rows.length) {
      await trx
        .insertInto("deliveries")
        .values(rows)
        .onConflict((oc) => oc.columns(["lead_table", "lead_id", "destination"]).doNothing())
        .execute();
      return { changed: true, queued: true };
    }
  }
  return { changed: true, queued: false };
}

/**
 * One status for many leads, in one transaction (each change audited as a single one is). Leads
 * that no longer exist, or whose form is not in the operator's `scope`, are skipped. Answers how
 * many changed and the summaries of the leads named that exist, read through the role filter
 * (`filterConditions`) and kept to the pairs asked for: a form of the role with another team's
 * lead id changes nothing and answers nothing of that lead.
 */
export async function changeStatuses(
  db: Db,
  outbox: Outbox | undefined,
  leads: readonly { form: FormSlug; id: string }[],
  to: LeadStatus,
  operator: OperatorRef,
  scope: Scope,
): Promise<{ changed: number; leads: InboxLead[] }> {
  const unique = [...new Map(leads.map((l) => [l.id, l])).values()].filter((l) => scope.forms.includes(l.form));
  let changed = 0;
  let queued = false;
  await db.transaction().execute(async (trx) => {
    for (const { form, id } of unique) {
      const result = await applyStatus(trx, outbox, form, id, to, operator);
      if (result?.changed) changed++;
      if (result?.queued) queued = true;
    }
  });
  if (queued) outbox!.committed();
  const asked = new Set(unique.map((l) => `${l.form}/${l.id}`));
  const rows = unique.length
    ? await db
        .selectFrom("inbox_index")
        .select([...SUMMARY_COLUMNS])
        .where((eb) => eb.and(filterConditions(db, { ids: unique.map((l) => l.id), scope })))
        .execute()
    : [];
  return {
    changed,
    leads: (rows as Record<string, unknown>[]).filter((r) => asked.has(`${r.form}/${r.lead_id}`)).map(summaryOf),
  };
}

export async function addNote(db: Db, slug: FormSlug, id: string, body: string, operator: OperatorRef): Promise<Note> {
  const table = forms[slug].table;
  leadIdOr404(id);
  const row = {
    id: uuidv7(),
    lead_table: table,
    lead_id: id,
    created_at: new Date(),
    operator_id: operator.id,
    operator_email: operator.email,
    body,
  };
  await db.transaction().execute(async (trx) => {
    if (!(await trx.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst())) throw new NotFound(NO_SUCH_LEAD);
    await trx.insertInto("lead_notes").values(row).execute();
    await audit(trx, { operator, action: "note", leadTable: table, leadId: id, detail: `note ${row.id}` });
  });
  return noteOf(row);
}

export const NO_SUCH_DELIVERY = "No such delivery.";

/** Queues one delivery again now (attempts reset, the same webhook-id), recorded on its lead. */
export async function resendDelivery(
  db: Db,
  outbox: Outbox | undefined,
  id: string,
  operator: OperatorRef,
  scope: Scope,
  config?: DeliveryConfig,
): Promise<DeliveryView> {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new NotFound(NO_SUCH_DELIVERY);
  const row = await db.transaction().execute(async (trx) => {
    const found = (await trx.selectFrom("deliveries").selectAll().where("id", "=", id).executeTakeFirst()) as
      | Record<string, unknown>
      | undefined;
    if (!found) throw new NotFound(NO_SUCH_DELIVERY);
    // A delivery of a lead outside the operator's forms is no delivery either.
    tableInScope(scope, String(found.lead_table), NO_SUCH_DELIVERY);
    await redeliver(trx, { ids: [id] });
    await audit(trx, {
      operator,
      action: "resend",
      leadTable: String(found.lead_table),
      leadId: String(found.lead_id),
      detail: String(found.destination),
    });
    return (await trx.selectFrom("deliveries").selectAll().where("id", "=", id).executeTakeFirst()) as Record<string, unknown>;
  });
  outbox?.committed();
  const form = formByTable(String(row.lead_table));
  return (await deliveryViews(db, [row], form?.slug ?? "contact", config))[0]!;
}
