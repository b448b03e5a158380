/**
 * The transactional outbox: the lead store calls `enqueue` inside the transaction that inserts a
 * lead, so the lead and one `deliveries` row per destination commit together (or not at all), and
 * `committed` after that transaction committed, which wakes this process's worker at once.
 */
import type { Insertable } from "kysely";
import { formByTable } from "../../forms/forms.ts";
import type { LeadTable } from "../../forms/types.ts";
import { uuidv7, type DeliveriesTable, type Db } from "../db/index.ts";
import { destinationsFor, type DeliveryConfig } from "./config.ts";

export type DeliveryRow = Insertable<DeliveriesTable>;

export type Outbox = {
  /** The `deliveries` rows a new lead of `table` gets: one per destination of its form. */
  rowsFor(table: LeadTable, leadId: string): DeliveryRow[];
  /** Queues the lead's deliveries in the caller's transaction. */
  enqueue(db: Db, table: LeadTable, leadId: string): Promise<void>;
  /** Called by the store after a transaction with queued deliveries committed (`leads`: how many it stored). */
  committed(leads?: number): void;
  /** Registers a listener for `committed` (the worker). */
  onCommitted(listener: (leads: number) => void): void;
};

/**
 * A delivery's idempotency id, the same on every attempt: sent as a webhook's webhook-id (Standard
 * Webhooks' message id form, msg_…) and in an e-mail's Message-ID; stored as deliveries.webhook_id.
 */
export const newIdempotencyId = () => `msg_${uuidv7().replaceAll("-", "")}`;

/** No destination configured → undefined: the store then writes leads exactly as without delivery. */
export function createOutbox(config: DeliveryConfig): Outbox | undefined {
  if (config.destinations.length === 0) return undefined;
  const listeners: ((leads: number) => void)[] = [];
  const rowsFor = (table: LeadTable, leadId: string): DeliveryRow[] => {
    const form = formByTable(table);
    if (!form) throw new Error(`no form stores into ${table}`);
    const now = new Date();
    return destinationsFor(config, form.slug).map((d) => ({
      id: uuidv7(),
      lead_table: table,
      lead_id: leadId,
      destination: d.key,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      webhook_id: newIdempotencyId(),
      created_at: now,
      updated_at: now,
    }));
  };
  return {
    rowsFor,
    async enqueue(db, table, leadId) {
      const rows = rowsFor(table, leadId);
      if (rows.length) await db.insertInto("deliveries").values(rows).execute();
    },
    committed(leads = 1) {
      for (const listener of listeners) listener(leads);
    },
    onCommitted(listener) {
      listeners.push(listener);
    },
  };
}
