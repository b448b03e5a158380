/** Reading and steering the outbox: the health check's backlog and the operator commands. */
import { forms, isFormSlug } from "../../forms/forms.ts";
import type { Db } from "../db/index.ts";

export const DELIVERY_STATUSES = ["pending", "failed", "delivered", "dead", "disabled"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const toIso = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

export type Backlog = { pending: number; oldest_pending_seconds: number; dead: number; disabled_destinations: string[] };

/** Deliveries still to make (pending or waiting for a retry), the age of the oldest, dead letters. */
export async function deliveryBacklog(db: Db, now = Date.now()): Promise<Backlog> {
  const open = await db
    .selectFrom("deliveries")
    .select((eb) => [eb.fn.countAll().as("n"), eb.fn.min("created_at").as("oldest")])
    .where("status", "in", ["pending", "failed"])
    .executeTakeFirst();
  const dead = await db
    .selectFrom("deliveries")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "dead")
    .executeTakeFirst();
  const disabled = await db.selectFrom("delivery_destinations").select("destination").where("disabled_at", "is not", null).execute();
  const oldest = open?.oldest ? Date.parse(toIso(open.oldest)!) : null;
  return {
    pending: Number(open?.n ?? 0),
    oldest_pending_seconds: oldest === null ? 0 : Math.max(0, Math.round((now - oldest) / 1000)),
    dead: Number(dead?.n ?? 0),
    disabled_destinations: disabled.map((r) => r.destination as string),
  };
}

export type DeliveryListing = {
  id: string;
  form: string;
  lead_id: string;
  destination: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  last_status: number | null;
  last_error: string | null;
  /** The delivery's idempotency id (webhook-id, Message-ID): the CLI's JSON keeps the column's name. */
  webhook_id: string;
  created_at: string | null;
  delivered_at: string | null;
};

export async function listDeliveries(db: Db, filter: { status?: string; form?: string } = {}): Promise<DeliveryListing[]> {
  let q = db.selectFrom("deliveries").selectAll().orderBy("created_at").orderBy("id");
  if (filter.status) q = q.where("status", "=", filter.status);
  if (filter.form) {
    if (!isFormSlug(filter.form)) throw new Error(`unknown form "${filter.form}"`);
    q = q.where("lead_table", "=", forms[filter.form].table);
  }
  const slugByTable = new Map(Object.values(forms).map((f) => [f.table as string, f.slug as string]));
  return (await q.execute()).map((r) => ({
    id: r.id,
    form: slugByTable.get(r.lead_table) ?? r.lead_table,
    lead_id: r.lead_id,
    destination: r.destination,
    status: r.status,
    attempts: Number(r.attempts),
    next_attempt_at: r.status === "pending" || r.status === "failed" ? toIso(r.next_attempt_at) : null,
    last_status: r.last_status === null ? null : Number(r.last_status),
    last_error: r.last_error,
    webhook_id: r.webhook_id,
    created_at: toIso(r.created_at),
    delivered_at: toIso(r.delivered_at),
  }));
}

/**
 * Queues deliveries again, now, with their attempts reset (the same webhook-id: a receiver that
 * already has it can tell). `ids` or every dead letter. Returns how many were queued.
 */
export async function redeliver(db: Db, target: { ids: string[] } | { status: "dead" }): Promise<number> {
  const now = new Date();
  let q = db
    .updateTable("deliveries")
    .set({ status: "pending", attempts: 0, next_attempt_at: now, lease_until: null, locked_by: null, updated_at: now });
  q = "ids" in target ? q.where("id", "in", target.ids) : q.where("status", "=", target.status);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Re-enables a destination disabled by a 410 and queues its disabled deliveries again. */
export async function enableDestination(db: Db, destination: string): Promise<{ enabled: boolean; requeued: number }> {
  const removed = await db.deleteFrom("delivery_destinations").where("destination", "=", destination).executeTakeFirst();
  const now = new Date();
  const requeued = await db
    .updateTable("deliveries")
    .set({ status: "pending", attempts: 0, next_attempt_at: now, lease_until: null, locked_by: null, updated_at: now })
    .where("destination", "=", destination)
    .where("status", "=", "disabled")
    .executeTakeFirst();
  return { enabled: Number(removed.numDeletedRows) > 0, requeued: Number(requeued.numUpdatedRows) };
}
