/**
 * The database's tables as Kysely sees them (`Kysely<Database>`, alias `Db`): every table the
 * migrations create, with the column types both engines read and write. Times are timestamptz on
 * PostgreSQL (read as Date) and ISO 8601 UTC text on SQLite (read as string); booleans are
 * boolean on PostgreSQL and 0/1 on SQLite. The five lead tables are derived from the forms: a
 * form's schema output (its stored fields) plus the columns every lead table has.
 * Migrations do not use these types: they are history, this is today's schema.
 */
import type { ColumnType, Generated, Kysely } from "kysely";
import type { z } from "zod";
import type { AttributionField } from "../../forms/attribution.ts";
import type { forms } from "../../forms/forms.ts";
import type { FormSlug } from "../../forms/types.ts";

/** A point in time: Date from PostgreSQL, ISO 8601 UTC text from SQLite; either may be written. */
export type Time = ColumnType<Date | string, Date | string, Date | string>;
/** A boolean: boolean from PostgreSQL, 0/1 from SQLite. */
export type StoredBoolean = ColumnType<boolean | number, boolean, boolean>;

/** What a form field's value is stored as (a checkbox's boolean reads back as 0/1 on SQLite). */
type Stored<T> = [T] extends [boolean] ? StoredBoolean : T;

/** The columns every lead table has besides its form's fields. */
export type StandardLeadColumns = {
  id: string;
  created_at: Time;
  idempotency_key: string | null;
  /** The submission's fingerprint, stored with its Idempotency-Key. */
  idempotency_fingerprint: string | null;
  /** new | in review | contacted | archived | spam (src/forms/statuses.ts); 'new' by default. */
  status: Generated<string>;
} & { [K in AttributionField]: string | null };

/** The fields a form stores (its schema's output), as columns. */
type FormColumns<S extends FormSlug> = {
  [K in keyof z.output<(typeof forms)[S]["schema"]>]: Stored<z.output<(typeof forms)[S]["schema"]>[K]>;
};

type LeadTableOf<S extends FormSlug> = StandardLeadColumns & FormColumns<S>;

/** Each lead table by name, from the form that writes it. */
export type LeadTables = { [S in FormSlug as (typeof forms)[S]["table"]]: LeadTableOf<S> };

export type DeliveriesTable = {
  id: string;
  lead_table: string;
  lead_id: string;
  destination: string;
  /** pending | delivered | failed | dead | disabled */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Time;
  lease_until: Time | null;
  locked_by: string | null;
  last_status: number | null;
  last_error: string | null;
  /** The delivery's idempotency id for every channel (webhook-id, e-mail Message-ID); the column kept its first name. */
  webhook_id: string;
  message_id: string | null;
  created_at: Time;
  updated_at: Time;
  delivered_at: Time | null;
};

export type DeliveryDestinationsTable = { destination: string; disabled_at: Time | null; disabled_reason: string | null };

export type DeliveryAttemptsTable = {
  id: string;
  delivery_id: string;
  attempted_at: Time;
  status: number | null;
  error: string | null;
  /** delivered | failed | dead | disabled */
  outcome: string;
};

export type OperatorsTable = {
  id: string;
  email: string;
  password_hash: string | null;
  password_set_at: Time | null;
  setup_token_hash: string | null;
  setup_token_expires_at: Time | null;
  created_at: Time;
  /** admin | sales | ecosystem | hiring (operators/roles.ts; migration 010) */
  role: Generated<string>;
};

export type OperatorSessionsTable = {
  id: string;
  operator_id: string;
  created_at: Time;
  last_seen_at: Time;
  /** full | factor (owes its second factor) | enroll (must register one) — migration 011 */
  stage: Generated<string>;
};

/** A second factor: TOTP or a passkey (migration 011). */
export type OperatorFactorsTable = {
  id: string;
  operator_id: string;
  /** totp | passkey */
  kind: string;
  label: string;
  secret: string | null;
  last_step: number | string | null;
  credential_id: string | null;
  public_key: string | null;
  counter: number | string | null;
  transports: string | null;
  confirmed_at: Time | null;
  created_at: Time;
  last_used_at: Time | null;
};

/**
 * One row per lead, kept by triggers on the lead tables (migration 007). SQLite has `seq` (the
 * search index's rowid) and `doc`; PostgreSQL has `search` (tsvector). Only triggers write it.
 */
export type InboxIndexTable = {
  seq: Generated<number>;
  lead_id: string;
  form: FormSlug;
  created_at: Time;
  status: string;
  name: string | null;
  email: string | null;
  company: string | null;
  source: string | null;
  doc: Generated<string>;
  search: Generated<string>;
  /** The lead's first status change (its earliest `status` audit entry; a trigger on audit_log, migration 013). */
  first_status_at: Generated<Time | null>;
  /** Milliseconds from arrival to the first status change (the same trigger). */
  first_status_after_ms: Generated<number | string | null>;
};

export type LeadNotesTable = {
  id: string;
  lead_table: string;
  lead_id: string;
  created_at: Time;
  operator_id: string;
  operator_email: string;
  body: string;
};

export type AuditLogTable = {
  id: string;
  at: Time;
  operator_id: string | null;
  operator_email: string | null;
  /** status | note | resend | erase | retention */
  action: string;
  lead_table: string | null;
  lead_id: string | null;
  detail: string | null;
};

/**
 * Page views per day and page (migration 012, written by src/server/insights/page-views.ts):
 * no address, User-Agent, cookie or identifier; '' where a value is missing. `views` is bigint
 * on PostgreSQL (read as a string by pg) and integer on SQLite.
 */
export type PageViewsTable = {
  /** YYYY-MM-DD, UTC. */
  day: string;
  path: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  /** mobile | tablet | desktop */
  device: string;
  views: ColumnType<number | string, number, number>;
};

/** A count: bigint on PostgreSQL (read as a string by pg), integer on SQLite. */
type Count = ColumnType<number | string, number, number>;

/**
 * The insights' daily roll-ups (migration 013). Leads: kept by triggers on the lead tables (only
 * triggers write them); `lead_sources_daily` and `lead_pages_daily` leave spam out; '' where a
 * value is missing. Page views: written with each batch of the counter (insights/page-views.ts);
 * an entry is a view not from another page of this site, its source the UTM source, else the
 * referrer host, else "(direct)". `day` is YYYY-MM-DD, UTC.
 */
export type LeadsDailyTable = { day: string; form: string; status: string; leads: Count };
export type LeadSourcesDailyTable = {
  day: string;
  form: string;
  utm_source: string;
  utm_medium: string;
  referrer_host: string;
  leads: Count;
};
export type LeadPagesDailyTable = { day: string; form: string; landing_path: string; leads: Count };
export type PageViewsDailyTable = { day: string; path: string; views: Count; entries: Count };
export type PageSourcesDailyTable = { day: string; source: string; entries: Count };

export type Database = LeadTables & {
  store_probe: { id: number; checked_at: string; payload: string };
  x402_used_payments: { key: string; used_until: Time; used_at: Time };
  deliveries: DeliveriesTable;
  delivery_destinations: DeliveryDestinationsTable;
  delivery_attempts: DeliveryAttemptsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_factors: OperatorFactorsTable;
  webauthn_challenges: { id: string; challenge: string; operator_id: string | null; purpose: string; expires_at: Time };
  operator_recovery_codes: { code_hash: string; operator_id: string; created_at: Time; used_at: Time | null };
  inbox_index: InboxIndexTable;
  lead_notes: LeadNotesTable;
  audit_log: AuditLogTable;
  app_secrets: { name: string; value: string };
  signin_attempts: { key: string; failures: number; window_ends_at: Time };
  page_views: PageViewsTable;
  leads_daily: LeadsDailyTable;
  lead_sources_daily: LeadSourcesDailyTable;
  lead_pages_daily: LeadPagesDailyTable;
  page_views_daily: PageViewsDailyTable;
  page_sources_daily: PageSourcesDailyTable;
};

/** The typed handle every feature uses. */
export type Db = Kysely<Database>;
