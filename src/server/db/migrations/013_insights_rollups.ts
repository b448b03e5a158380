/**
 * Migration 013: daily roll-ups for the inbox's insights, so a year's range reads a few thousand
 * summed rows instead of every lead, audit entry and page-view row of the year.
 * - `leads_daily` (day, form, status → leads): every lead, spam included (the funnel, the leads
 *   per form of the response times, and without spam the leads per day).
 * - `lead_sources_daily` (day, form, utm_source, utm_medium, referrer_host → leads) and
 *   `lead_pages_daily` (day, form, landing_path → leads): leads that are not spam; a missing
 *   value is ''.
 *   The three are kept by triggers on each lead table (insert, status update, delete), in the
 *   lead's own statement like the inbox index: no code path can forget them, and a deleted lead
 *   (erasure, retention) leaves them at once; a row whose count reaches 0 is deleted.
 *   PostgreSQL: a status change touches its two `leads_daily` rows in the order of the statuses,
 *   so two changes of opposite direction cannot deadlock on them.
 * - `page_views_daily` (day, path → views, entries) and `page_sources_daily` (day, source →
 *   entries), where an entry is a view whose referrer host is not '(internal)' and its source the
 *   UTM source, else the referrer host, else '(direct)': written by the page-view counter in the
 *   transaction of its batch (src/server/insights/page-views.ts), not by a trigger, so that the
 *   batch's rows are summed before they are written.
 * - `inbox_index.first_status_at`: the time of the lead's first status change (the earliest
 *   `status` entry of the audit log) and `first_status_after_ms` the milliseconds from arrival to
 *   it, set by a trigger on audit_log, with two partial indexes for the response times.
 * SQLite: the roll-ups are WITHOUT ROWID tables, so a range of days is read from the primary key
 * alone.
 * Every roll-up is back-filled here from the rows already stored.
 * The form slugs and lead tables are those of migration 007 (frozen there).
 */
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { INBOX_TABLES } from "./007_operator_inbox.ts";

const isPg = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The UTC day (YYYY-MM-DD) of a time column or expression. */
const dayOf = (expr: string, pg: boolean) => (pg ? `to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD')` : `substr(${expr}, 1, 10)`);

const SOURCE_KEY = "day, form, utm_source, utm_medium, referrer_host";

/** The roll-up statements of one lead row (`r` = "new" or "old"), adding `delta` (1 or -1). */
function leadStatements(form: string, r: "new" | "old", pg: boolean, delta: 1 | -1, what: "status" | "attribution" | "both"): string[] {
  const day = dayOf(`${r}.created_at`, pg);
  const f = `'${form}'`;
  const out: string[] = [];
  const attr = (c: string) => `coalesce(${r}.${c}, '')`;
  const notSpam = `${r}.status <> 'spam'`;
  if (what !== "attribution") {
    if (delta === 1)
      out.push(`insert into leads_daily (day, form, status, leads) values (${day}, ${f}, ${r}.status, 1)
        on conflict (day, form, status) do update set leads = leads_daily.leads + 1`);
    else {
      const where = `day = ${day} and form = ${f} and status = ${r}.status`;
      out.push(`update leads_daily set leads = leads - 1 where ${where}`, `delete from leads_daily where ${where} and leads <= 0`);
    }
  }
  if (what !== "status") {
    // In a status change the caller decides (spam in or out); on insert and delete, spam is not counted.
    const only = what === "both" ? ` and ${notSpam}` : "";
    const sources = ["utm_source", "utm_medium", "referrer_host"];
    if (delta === 1) {
      out.push(`insert into lead_sources_daily (${SOURCE_KEY}, leads)
        select ${day}, ${f}, ${sources.map(attr).join(", ")}, 1 where true${only}
        on conflict (${SOURCE_KEY}) do update set leads = lead_sources_daily.leads + 1`);
      out.push(`insert into lead_pages_daily (day, form, landing_path, leads)
        select ${day}, ${f}, ${attr("landing_path")}, 1 where true${only}
        on conflict (day, form, landing_path) do update set leads = lead_pages_daily.leads + 1`);
    } else {
      const s = `day = ${day} and form = ${f} and ${sources.map((c) => `${c} = ${attr(c)}`).join(" and ")}${only}`;
      const p = `day = ${day} and form = ${f} and landing_path = ${attr("landing_path")}${only}`;
      out.push(
        `update lead_sources_daily set leads = leads - 1 where ${s}`,
        `delete from lead_sources_daily where ${s} and leads <= 0`,
        `update lead_pages_daily set leads = leads - 1 where ${p}`,
        `delete from lead_pages_daily where ${p} and leads <= 0`,
      );
    }
  }
  return out;
}

/**
 * The statements creating a lead table's roll-up triggers (insert, status update, delete keep
 * leads_daily, lead_sources_daily and lead_pages_daily): PostgreSQL a trigger function and its
 * trigger; SQLite three triggers. Also used for a new form's table (lead-table.ts).
 */
export function rollupTriggerSql(table: string, form: string, pg: boolean): string[] {
  const insert = leadStatements(form, "new", pg, 1, "both");
  const remove = leadStatements(form, "old", pg, -1, "both");
  // A status change: the old status's row down, the new one's up; the attribution rows only when
  // the lead goes into spam (down) or out of it (up).
  const statusDown = leadStatements(form, "old", pg, -1, "status");
  const statusUp = leadStatements(form, "new", pg, 1, "status");
  const spamIn = leadStatements(form, "new", pg, -1, "attribution");
  const spamOut = leadStatements(form, "new", pg, 1, "attribution");
  if (pg) {
    const block = (list: string[]) => list.map((s) => `${s};`).join("\n          ");
    return [
      `create function ${table}_rollup() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then
            ${block(insert)}
          elsif tg_op = 'DELETE' then
            ${block(remove)}
          elsif old.status is distinct from new.status then
            if old.status < new.status then
              ${block([...statusDown, ...statusUp])}
            else
              ${block([...statusUp, ...statusDown])}
            end if;
            if new.status = 'spam' then
              ${block(spamIn)}
            elsif old.status = 'spam' then
              ${block(spamOut)}
            end if;
          end if;
          return null;
        end $$`,
      `create trigger ${table}_rollup after insert or delete or update of status on ${table} for each row execute function ${table}_rollup()`,
    ];
  }
  const body = (list: string[]) => list.map((s) => `${s};`).join("\n  ");
  // SQLite: a WHERE on the trigger's statements (WHEN applies to the whole trigger).
  const when = (cond: string, list: string[]) =>
    list.map((s) => (s.startsWith("insert") ? s.replace(" where true", ` where ${cond}`) : s.replace(/ where /, ` where ${cond} and `)));
  return [
    `create trigger ${table}_rollup_ai after insert on ${table} begin\n  ${body(insert)}\nend`,
    `create trigger ${table}_rollup_ad after delete on ${table} begin\n  ${body(remove)}\nend`,
    `create trigger ${table}_rollup_au after update of status on ${table} when old.status <> new.status begin\n  ${body([
      ...statusDown,
      ...statusUp,
      ...when("new.status = 'spam'", spamIn),
      ...when("old.status = 'spam'", spamOut),
    ])}\nend`,
  ];
}

/** The reverse of rollupTriggerSql. */
export function dropRollupTriggerSql(table: string, pg: boolean): string[] {
  return pg
    ? [`drop trigger if exists ${table}_rollup on ${table}`, `drop function if exists ${table}_rollup()`]
    : ["ai", "ad", "au"].map((t) => `drop trigger if exists ${table}_rollup_${t}`);
}

/** Milliseconds from `arrival` to `change` (two time expressions), as an integer. */
const msBetween = (arrival: string, change: string, pg: boolean) =>
  pg
    ? `round(extract(epoch from (${change} - ${arrival})) * 1000)::bigint`
    : `cast(round((julianday(${change}) - julianday(${arrival})) * 86400000) as integer)`;

/** The audit log's status entries set the lead's first status change (the earliest one) and the time it took. */
function firstStatusTriggerSql(pg: boolean): string[] {
  const update = `update inbox_index set first_status_at = new.at, first_status_after_ms = ${msBetween("created_at", "new.at", pg)}
    where lead_id = new.lead_id and (first_status_at is null or first_status_at > new.at)`;
  if (pg)
    return [
      `create function audit_log_first_status() returns trigger language plpgsql as $$
        begin
          ${update};
          return null;
        end $$`,
      `create trigger audit_log_first_status after insert on audit_log for each row
        when (new.action = 'status' and new.lead_id is not null) execute function audit_log_first_status()`,
    ];
  return [
    `create trigger audit_log_first_status after insert on audit_log
      when new.action = 'status' and new.lead_id is not null begin ${update}; end`,
  ];
}

/** The source of an entry: the UTM source, else the referrer host, else "(direct)" (as the insights read it). */
const ENTRY_SOURCE = `coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), '(direct)')`;
const INTERNAL = `'(internal)'`;

export const insightsRollupsMigration: Migration = {
  async up(db: Kysely<any>) {
    const pg = isPg(db);
    const run = (statement: string) => sql.raw(statement).execute(db);
    const counter = pg ? "bigint" : "integer";
    const clustered = <T extends CreateTableBuilder<string, string>>(t: T) => (pg ? t : t.modifyEnd(sql`without rowid`));
    await db.schema
      .createTable("leads_daily")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("form", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("leads", counter, (c) => c.notNull())
      .addPrimaryKeyConstraint("leads_daily_pk", ["day", "form", "status"])
      .$call(clustered)
      .execute();
    await db.schema
      .createTable("lead_sources_daily")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("form", "text", (c) => c.notNull())
      .addColumn("utm_source", "text", (c) => c.notNull())
      .addColumn("utm_medium", "text", (c) => c.notNull())
      .addColumn("referrer_host", "text", (c) => c.notNull())
      .addColumn("leads", counter, (c) => c.notNull())
      .addPrimaryKeyConstraint("lead_sources_daily_pk", ["day", "form", "utm_source", "utm_medium", "referrer_host"])
      .$call(clustered)
      .execute();
    await db.schema
      .createTable("lead_pages_daily")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("form", "text", (c) => c.notNull())
      .addColumn("landing_path", "text", (c) => c.notNull())
      .addColumn("leads", counter, (c) => c.notNull())
      .addPrimaryKeyConstraint("lead_pages_daily_pk", ["day", "form", "landing_path"])
      .$call(clustered)
      .execute();
    await db.schema
      .createTable("page_views_daily")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("views", "bigint", (c) => c.notNull())
      .addColumn("entries", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("page_views_daily_pk", ["day", "path"])
      .$call(clustered)
      .execute();
    await db.schema
      .createTable("page_sources_daily")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("entries", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("page_sources_daily_pk", ["day", "source"])
      .$call(clustered)
      .execute();
    await db.schema
      .alterTable("inbox_index")
      .addColumn("first_status_at", pg ? "timestamptz" : "text")
      .execute();
    await db.schema.alterTable("inbox_index").addColumn("first_status_after_ms", counter).execute();

    // Back-fill from what is stored.
    for (const [table, { form }] of Object.entries(INBOX_TABLES)) {
      const day = dayOf("created_at", pg);
      const attr = (c: string) => `coalesce(${c}, '')`;
      await run(`insert into leads_daily (day, form, status, leads)
        select ${day}, '${form}', status, count(*) from ${table} group by 1, 3`);
      await run(`insert into lead_sources_daily (${SOURCE_KEY}, leads)
        select ${day}, '${form}', ${attr("utm_source")}, ${attr("utm_medium")}, ${attr("referrer_host")}, count(*)
        from ${table} where status <> 'spam' group by 1, 3, 4, 5`);
      await run(`insert into lead_pages_daily (day, form, landing_path, leads)
        select ${day}, '${form}', ${attr("landing_path")}, count(*) from ${table} where status <> 'spam' group by 1, 3`);
    }
    await run(`insert into page_views_daily (day, path, views, entries)
      select day, path, sum(views), sum(case when referrer_host <> ${INTERNAL} then views else 0 end) from page_views group by day, path`);
    await run(`insert into page_sources_daily (day, source, entries)
      select day, ${ENTRY_SOURCE}, sum(views) from page_views where referrer_host <> ${INTERNAL} group by 1, 2`);
    await run(`update inbox_index set first_status_at = f.first, first_status_after_ms = ${msBetween("inbox_index.created_at", "f.first", pg)}
      from (select lead_id, min(at) as first from audit_log where action = 'status' and lead_id is not null group by lead_id) f
      where f.lead_id = inbox_index.lead_id`);

    // The response times, from two small indexes of the changed leads alone: how many a form has in
    // a range (by arrival), and the k-th of them by time to the change (in that order, with the
    // arrival: read from the index without sorting).
    await run(
      `create index inbox_index_first_status_idx on inbox_index (form, created_at, first_status_after_ms) where first_status_after_ms is not null`,
    );
    await run(
      `create index inbox_index_first_status_order_idx on inbox_index (form, first_status_after_ms, created_at) where first_status_after_ms is not null`,
    );
    for (const [table, { form }] of Object.entries(INBOX_TABLES)) {
      for (const statement of rollupTriggerSql(table, form, pg)) await run(statement);
    }
    for (const statement of firstStatusTriggerSql(pg)) await run(statement);
  },
  async down(db: Kysely<any>) {
    const pg = isPg(db);
    const run = (statement: string) => sql.raw(statement).execute(db);
    await run(`drop trigger if exists audit_log_first_status${pg ? " on audit_log" : ""}`);
    if (pg) await run("drop function if exists audit_log_first_status()");
    for (const table of Object.keys(INBOX_TABLES)) for (const statement of dropRollupTriggerSql(table, pg)) await run(statement);
    await run("drop index if exists inbox_index_first_status_order_idx");
    await run("drop index if exists inbox_index_first_status_idx");
    await db.schema.alterTable("inbox_index").dropColumn("first_status_after_ms").execute();
    await db.schema.alterTable("inbox_index").dropColumn("first_status_at").execute();
    for (const table of ["page_sources_daily", "page_views_daily", "lead_pages_daily", "lead_sources_daily", "leads_daily"])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
