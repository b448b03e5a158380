// Operator CLI for the stored leads (the database DATABASE_URL / LEADS_DB_PATH names):
//   npm run leads -- list <table> [--since <ISO date>] [--status new|spam]
//   npm run leads -- export [<table>] --format csv|json [--since <ISO date>] [--status <status>] [--search <text>]
//   npm run leads -- erase <email>      every record of that person (as the inbox's "Erase")
//   npm run leads -- compact            rewrite the tables so deleted leads leave no bytes behind
//   npm run leads -- deliveries | redeliver | enable   (scripts/leads-deliveries.ts)
import { existsSync } from "node:fs";
import { parseCommandLine, UsageError } from "./lib/command-line.ts";
import { formByTable, leadTables, type LeadForm } from "../src/forms/forms.ts";
import { databaseConfig, erasureHashKey } from "../src/server/config.ts";
import { ErasureAddress } from "../src/server/admin-api-schema.ts";
import { compactTables, eraseByEmail } from "../src/server/inbox/erasure.ts";
import { isLeadStatus, LEAD_STATUSES, MAX_QUERY_LENGTH, type InboxFilter } from "../src/server/inbox/inbox.ts";
import { connectDatabase } from "../src/server/db/connection.ts";
import { readRecords, recordColumns } from "../src/server/db/lead-records.ts";
import { writeExport } from "../src/server/inbox/export.ts";
import { FULL_SCOPE } from "../src/server/inbox/scope.ts";
import { migrateToLatest } from "../src/server/db/migrations.ts";
import { DELIVERY_COMMANDS, DELIVERY_USAGE, runDeliveryCommand } from "./leads-deliveries.ts";

const USAGE = `Usage:
  npm run leads -- list <table> [--since <ISO date>] [--status new|spam]
  npm run leads -- export [<table>] --format csv|json [--since <ISO date>] [--status <status>] [--search <text>]
      (every table when none is named; the same export as the inbox's)
  npm run leads -- erase <email>   delete every record of that person: leads, deliveries, notes
  npm run leads -- compact         rewrite the lead tables, the inbox index and the notes (PostgreSQL:
      VACUUM FULL, a short exclusive lock per table) or the SQLite file, so that no deleted lead
      leaves bytes in the database files
${DELIVERY_USAGE}

Statuses: ${LEAD_STATUSES.join(", ")}

Tables: ${leadTables.join(", ")}
Database: DATABASE_URL (postgres://…) or the SQLite file LEADS_DB_PATH (default ./data/leads.db).`;

type Command =
  | { action: "list"; form: LeadForm; since: Date | undefined; status: string | undefined }
  | { action: "export"; format: "csv" | "json"; filter: InboxFilter }
  | { action: "erase"; email: string }
  | { action: "compact" };

function parseCommand(argv: string[]): Command {
  const { values, positionals } = parseCommandLine(argv, {
    format: { type: "string" },
    since: { type: "string" },
    status: { type: "string" },
    search: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) throw new UsageError("");
  const [action, target, ...extra] = positionals;
  if (action !== "list" && action !== "export" && action !== "erase" && action !== "compact") {
    throw new UsageError(
      action ? `Unknown command "${action}": use list, export, erase or compact.` : "Missing command: list, export, erase or compact.",
    );
  }
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  if (action === "compact") {
    if (target !== undefined) throw new UsageError(`Unexpected argument "${target}".`);
    for (const option of ["format", "since", "status", "search"] as const)
      if (values[option] !== undefined) throw new UsageError(`--${option} is not an option of compact.`);
    return { action };
  }
  if (action === "erase") {
    if (!target) throw new UsageError("erase needs the e-mail address whose records to delete.");
    for (const option of ["format", "since", "status", "search"] as const)
      if (values[option] !== undefined) throw new UsageError(`--${option} is not an option of erase.`);
    const email = ErasureAddress.safeParse(target);
    if (!email.success) throw new UsageError(`"${target}" is not an e-mail address.`);
    return { action, email: email.data };
  }
  if (!target && action === "list") throw new UsageError(`Missing table name after "${action}".`);
  const form = target === undefined ? undefined : formByTable(target);
  if (target !== undefined && !form) throw new UsageError(`Unknown table "${target}". Tables: ${leadTables.join(", ")}.`);
  let since: Date | undefined;
  if (values.since !== undefined) {
    since = new Date(values.since);
    if (!/^\d{4}-\d{2}-\d{2}/.test(values.since) || Number.isNaN(since.getTime())) {
      throw new UsageError(`--since must be an ISO 8601 date such as 2024-06-01 or 2024-06-01T12:00:00Z, got "${values.since}".`);
    }
  }
  if (values.status !== undefined && !/^[a-z_ ]{1,32}$/.test(values.status))
    throw new UsageError(`--status must be a status such as new or spam, got "${values.status}".`);
  if (action === "list") {
    if (values.format !== undefined) throw new UsageError("--format is an option of export, not of list.");
    if (values.search !== undefined) throw new UsageError("--search is an option of export, not of list.");
    return { action, form: form!, since, status: values.status };
  }
  if (values.format !== "csv" && values.format !== "json") {
    throw new UsageError(
      values.format === undefined ? "export needs --format csv or --format json." : `Unknown format "${values.format}": use csv or json.`,
    );
  }
  if (values.status !== undefined && !isLeadStatus(values.status))
    throw new UsageError(`Unknown status "${values.status}". Statuses: ${LEAD_STATUSES.join(", ")}.`);
  if (values.search !== undefined && values.search.length > MAX_QUERY_LENGTH)
    throw new UsageError(`--search is at most ${MAX_QUERY_LENGTH} characters.`);
  // The CLI sees every form (whoever runs it has the database).
  const filter: InboxFilter = {
    scope: FULL_SCOPE,
    form: form?.slug,
    status: values.status as InboxFilter["status"],
    q: values.search || undefined,
    since,
  };
  return { action, format: values.format, filter };
}

/**
 * Lead input must not drive the operator's terminal: control characters (ESC, BEL, a lone CR…)
 * are shown as escapes such as \x1b; line breaks stay line breaks.
 */
function terminalSafe(text: string): string {
  return text
    .replace(/\r\n/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

function formatList(form: LeadForm, records: Record<string, unknown>[]): string {
  const columns = recordColumns(form).slice(2);
  const width = Math.max(...columns.map((c) => c.length)) + 1;
  const blocks = records.map((r, i) => {
    const lines = columns.map((c) => {
      const value = r[c] === null ? "(null)" : terminalSafe(String(r[c]));
      return `  ${`${c}:`.padEnd(width)} ${value.replace(/\n/g, `\n  ${" ".repeat(width)} `)}`;
    });
    return [`#${i + 1}  ${r.created_at}  ${r.id}`, ...lines].join("\n");
  });
  const summary = `${records.length} record${records.length === 1 ? "" : "s"} in ${form.table}`;
  return blocks.length ? `${blocks.join("\n\n")}\n\n${summary}\n` : `${summary}\n`;
}

async function main(): Promise<number> {
  if (DELIVERY_COMMANDS.includes(process.argv[2] ?? "")) return runDeliveryCommand(process.argv.slice(2));
  let command: Command;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    if (err.message) console.error(`leads: ${err.message}\n`);
    console.error(USAGE);
    return err.message ? 2 : 0;
  }
  const config = databaseConfig();
  if (config.engine === "sqlite" && !existsSync(config.path)) {
    console.error(`leads: no database at ${config.path} (nothing stored yet?). Set LEADS_DB_PATH or DATABASE_URL.`);
    return 1;
  }
  const leadsDb = await connectDatabase(config);
  try {
    if (command.action === "list") {
      process.stdout.write(formatList(command.form, await readRecords(leadsDb.db, command.form, command.since, command.status)));
      return 0;
    }
    // Export and erasure read the inbox's tables (migration 007): bring the database up to date first.
    await migrateToLatest(leadsDb.db);
    if (command.action === "export") {
      await writeExport(leadsDb.db, command.filter, command.format, process.stdout);
      return 0;
    }
    if (command.action === "compact") {
      await compactTables(leadsDb.db);
      console.log("Compacted: deleted leads leave no copies in the database files.");
      return 0;
    }
    const removed = await eraseByEmail(leadsDb.db, command.email, null, erasureHashKey());
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
    console.log(
      `Erased ${command.email}: ${plural(removed.leads, "lead")}, ${`${removed.deliveries} ${removed.deliveries === 1 ? "delivery" : "deliveries"}`}, ${plural(removed.notes, "note")}.`,
    );
    return 0;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/no such table|does not exist/i.test(message)) {
      console.error(`leads: the tables do not exist in ${leadsDb.location}; run npm run db:migrate.`);
    } else console.error(`leads: ${message}`);
    return 1;
  } finally {
    await leadsDb.close();
  }
}

process.stdout.on("error", (err: NodeJS.ErrnoException) => {
  if (err.code === "EPIPE") process.exit(0); // e.g. piped into head
  throw err;
});
process.exitCode = await main();
