// `npm run bench:backup [-- --leads 100000]`: how long `npm run db:backup` and `npm run db:restore`
// take on an SQLite database of that many leads (the five forms in turn, stored through the lead
// store as the server stores them, with their delivery rows when WEBHOOK_URL… is configured: none
// here). Prints the database's size, the backup's size and both durations (wall clock of the
// commands, Node's start included).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pino } from "pino";
import { exampleSubmissions } from "../src/forms/examples.ts";
import { forms, formSlugs } from "../src/forms/forms.ts";
import { childEnv } from "../src/server/config.ts";
import { connectDatabase } from "../src/server/db/connection.ts";
import { migrateToLatest } from "../src/server/db/migrations.ts";
import { createLeadStore } from "../src/server/leads/store.ts";
import { repoRoot } from "./lib/server.ts";

const { values: args } = parseArgs({ options: { leads: { type: "string", default: "100000" } } });
const total = Number(args.leads);
const dir = mkdtempSync(join(tmpdir(), "bench-backup-"));
const dbPath = join(dir, "leads.db");
const mb = (path: string) => `${(statSync(path).size / 1024 / 1024).toFixed(1)} MB`;

try {
  const leadsDb = await connectDatabase({ engine: "sqlite", path: dbPath });
  await migrateToLatest(leadsDb.db);
  const store = createLeadStore(leadsDb, pino({ level: "silent" }));
  const filling = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 200 }, async () => {
      while (next < total) {
        const slug = formSlugs[next++ % formSlugs.length]!;
        await store.insert(forms[slug].table, exampleSubmissions[slug], null);
      }
    }),
  );
  await store.close();
  console.log(`${total} leads stored in ${((performance.now() - filling) / 1000).toFixed(1)} s; database ${mb(dbPath)}`);

  const run = (script: string, file: string, env: Record<string, string>) => {
    const started = performance.now();
    const r = spawnSync(process.execPath, [join(repoRoot, "scripts", script), file], { env: childEnv(env), encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${script} failed (${r.status}): ${r.stderr}`);
    return (performance.now() - started) / 1000;
  };
  const backup = join(dir, "backup.db");
  const backupS = run("db-backup.ts", backup, { LEADS_DB_PATH: dbPath, DATABASE_URL: "" });
  console.log(`npm run db:backup: ${backupS.toFixed(2)} s (backup ${mb(backup)})`);
  const restoreS = run("db-restore.ts", backup, { LEADS_DB_PATH: join(dir, "restored.db"), DATABASE_URL: "" });
  console.log(`npm run db:restore (into a fresh file): ${restoreS.toFixed(2)} s`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
