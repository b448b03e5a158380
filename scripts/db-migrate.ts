// `npm run db:migrate`: applies pending migrations to the database DATABASE_URL / LEADS_DB_PATH
// names (the server also runs them at start).
import { databaseConfig } from "../src/server/config.ts";
import { connectDatabase } from "../src/server/db/connection.ts";
import { migrateToLatest } from "../src/server/db/migrations.ts";

try {
  const leadsDb = await connectDatabase(databaseConfig());
  try {
    const applied = await migrateToLatest(leadsDb.db);
    console.log(`${leadsDb.engine} ${leadsDb.location}: ${applied.length ? `applied ${applied.join(", ")}` : "already up to date"}`);
  } finally {
    await leadsDb.close();
  }
} catch (err) {
  console.error(`db:migrate failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
