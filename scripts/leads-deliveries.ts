// The delivery part of the operator CLI (dispatched from scripts/leads.ts):
//   npm run leads -- deliveries [--status pending|failed|delivered|dead|disabled] [--form <form>] [--json]
//   npm run leads -- redeliver <id> [<id> …]      queue deliveries again now (same webhook-id)
//   npm run leads -- redeliver --dead             queue every dead letter again
//   npm run leads -- enable <destination>         re-enable a webhook disabled by a 410 (and requeue its deliveries)
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { formSlugs } from "../src/forms/forms.ts";
import { databaseConfig } from "../src/server/config.ts";
import { connectDatabase } from "../src/server/db/connection.ts";
import { deliveryBacklog, DELIVERY_STATUSES, enableDestination, listDeliveries, redeliver } from "../src/server/delivery/outbox-queries.ts";

export const DELIVERY_COMMANDS = ["deliveries", "redeliver", "enable"];

export const DELIVERY_USAGE = `  npm run leads -- deliveries [--status ${DELIVERY_STATUSES.join("|")}] [--form <form>] [--json]
  npm run leads -- redeliver <delivery id> [<id> …] | --dead
  npm run leads -- enable <destination>`;

const safe = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);

export async function runDeliveryCommand(argv: string[]): Promise<number> {
  // biome-ignore lint/suspicious/noImplicitAnyLet: typed by the parseArgs call assigned in the try block (its type follows the options)
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { status: { type: "string" }, form: { type: "string" }, json: { type: "boolean" }, dead: { type: "boolean" } },
    });
  } catch (err) {
    console.error(`leads: ${err instanceof Error ? err.message : String(err)}\n\nUsage:\n${DELIVERY_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [action, ...args] = positionals;
  const usage = (message: string) => {
    console.error(`leads: ${message}\n\nUsage:\n${DELIVERY_USAGE}`);
    return 2;
  };
  if (values.status !== undefined && !(DELIVERY_STATUSES as readonly string[]).includes(values.status)) {
    return usage(`Unknown status "${values.status}": use ${DELIVERY_STATUSES.join(", ")}.`);
  }
  if (values.form !== undefined && !(formSlugs as string[]).includes(values.form))
    return usage(`Unknown form "${values.form}": use ${formSlugs.join(", ")}.`);
  if (action === "redeliver" && !values.dead && args.length === 0) return usage("redeliver needs delivery ids or --dead.");
  if (action === "enable" && args.length !== 1) return usage("enable needs one destination (e.g. webhook, webhook_2, email).");
  if (action === "deliveries" && args.length > 0) return usage(`Unexpected argument "${args[0]}".`);

  const config = databaseConfig();
  if (config.engine === "sqlite" && !existsSync(config.path)) {
    console.error(`leads: no database at ${config.path}. Set LEADS_DB_PATH or DATABASE_URL.`);
    return 1;
  }
  const leadsDb = await connectDatabase(config);
  const db = leadsDb.db;
  try {
    if (action === "deliveries") {
      const rows = await listDeliveries(db, { status: values.status, form: values.form });
      if (values.json) {
        process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        return 0;
      }
      for (const r of rows) {
        const when = r.status === "delivered" ? `delivered ${r.delivered_at}` : r.next_attempt_at ? `next ${r.next_attempt_at}` : "";
        const last = r.last_status !== null || r.last_error ? `  last: ${r.last_status ?? "-"} ${safe(r.last_error ?? "")}` : "";
        process.stdout.write(`${r.id}  ${r.form}  ${r.destination}  ${r.status}  attempts=${r.attempts}  ${when}${last}\n`);
      }
      const b = await deliveryBacklog(db);
      process.stdout.write(
        `${rows.length} deliver${rows.length === 1 ? "y" : "ies"}; backlog: ${b.pending} pending (oldest ${b.oldest_pending_seconds} s), ${b.dead} dead` +
          `${b.disabled_destinations.length ? `; disabled destinations: ${b.disabled_destinations.join(", ")}` : ""}\n`,
      );
      return 0;
    }
    if (action === "redeliver") {
      const n = await redeliver(db, values.dead ? { status: "dead" } : { ids: args });
      process.stdout.write(`${n} deliver${n === 1 ? "y" : "ies"} queued again\n`);
      return n > 0 || values.dead ? 0 : 1;
    }
    const { enabled, requeued } = await enableDestination(db, args[0]!);
    process.stdout.write(
      `${args[0]} ${enabled ? "enabled" : "was not disabled"}; ${requeued} deliver${requeued === 1 ? "y" : "ies"} queued again\n`,
    );
    return 0;
  } catch (err) {
    console.error(`leads: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await leadsDb.close();
  }
}
