// `npm run db:backup` while the server stores a flood of leads, then `npm run db:restore` into a
// fresh file: every lead acknowledged (201) before the backup began is in the restored database,
// and a server started on it serves (ready, stores a new lead). db:restore refuses to replace a
// database without --force and leaves it as it was. Real parts: the system's npm running the
// package.json scripts, the real server, real SQLite files.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, test } from "vitest";
import { repoRoot, startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { fixtures } from "./leads-fixtures.ts";

const dir = mkdtempSync(join(tmpdir(), "backup-restore-"));
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run <script> -- <args>` with this test's Node 24 first on PATH; resolves with its exit code and output. */
function npmRun(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      cwd: repoRoot,
      env: { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`, DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.once("exit", (code) => resolve({ code, out }));
  });
}

const ids = (path: string): Set<string> => {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return new Set((db.prepare("SELECT id FROM contact_messages").all() as { id: string }[]).map((r) => r.id));
  } finally {
    db.close();
  }
};

describe("db:backup during a lead flood, db:restore into a fresh file", () => {
  test("every lead acknowledged before the backup began is restored, and the restored database serves", async () => {
    const live = join(dir, "live.db");
    const server = await startServer({ LEADS_DB_PATH: live, RATE_LIMIT_PER_MINUTE: "0" });
    servers.push(server);
    const acknowledged: string[] = [];
    let flooding = true;
    const client = async () => {
      while (flooding) {
        const res = await fetch(`${server.url}/api/forms/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(fixtures.contact.full),
        });
        expect(res.status).toBe(201);
        acknowledged.push(((await res.json()) as { id: string }).id);
      }
    };
    const flood = Promise.all(Array.from({ length: 8 }, client));
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(200);

    const before = [...acknowledged]; // acknowledged before the backup began
    const backup = join(dir, "backup.db");
    const backedUp = npmRun("db:backup", [backup], { LEADS_DB_PATH: live });
    // The flood goes on during the backup; the backup ends while leads are still arriving.
    const made = await backedUp;
    const duringBackup = acknowledged.length - before.length;
    flooding = false;
    await flood;
    expect(made.out).toContain("backed up");
    expect(made.code).toBe(0);
    expect(duringBackup).toBeGreaterThan(0);

    const fresh = join(dir, "restored.db");
    const restored = await npmRun("db:restore", [backup], { LEADS_DB_PATH: fresh });
    expect(restored.code).toBe(0);
    const inRestored = ids(fresh);
    expect(before.filter((id) => !inRestored.has(id))).toEqual([]);
    // Nothing that was never acknowledged, nothing twice (ids are a primary key).
    const all = new Set(acknowledged);
    expect([...inRestored].filter((id) => !all.has(id))).toEqual([]);

    const again = await startServer({ LEADS_DB_PATH: fresh, RATE_LIMIT_PER_MINUTE: "0" });
    servers.push(again);
    expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
    const res = await fetch(`${again.url}/api/forms/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(fixtures.contact.full),
    });
    expect(res.status).toBe(201);
    expect(ids(fresh).size).toBe(inRestored.size + 1);
  }, 120_000);

  test("db:restore refuses to replace a database without --force, and leaves it as it was", async () => {
    const live = join(dir, "live.db");
    const backup = join(dir, "backup.db");
    expect(existsSync(live) && existsSync(backup)).toBe(true);
    const server = servers[0]!;
    const count = ids(live).size;
    const refused = await npmRun("db:restore", [backup], { LEADS_DB_PATH: live });
    expect(refused.code).toBe(2);
    expect(refused.out).toContain("--force");
    expect(ids(live).size).toBe(count);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    // Not a backup at all: refused, nothing written.
    const bogus = await npmRun("db:restore", [join(repoRoot, "package.json")], { LEADS_DB_PATH: join(dir, "other.db") });
    expect(bogus.code).not.toBe(0);
    expect(existsSync(join(dir, "other.db"))).toBe(false);
  });
});
