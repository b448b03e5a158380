// The store going away under load, with real faults: a full disk under SQLite (a small tmpfs) and
// PostgreSQL dropping every connection and restarting (a private cluster this test owns, so the
// restart touches no other test). The process must stay up, answer 503 with Retry-After while the
// store cannot commit, say so in /api/health, log the real cause, recover on its own, and never
// lose an acknowledged record.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync, chownSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { exampleSubmissions } from "../../src/forms/examples.ts";
import { sleep } from "../../scripts/lib/helpers.ts";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { noticeOnce, postLead } from "./leads-support.ts";

type Outcome = { key: string; status: number; id?: string; retryAfter: string | null };

/** Posts contact leads from `workers` concurrent loops until `running()` turns false. */
async function load(url: string, workers: number, running: () => boolean, message = "Load test message."): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (running()) {
        const key = `outage-${process.pid}-${n++}`;
        const res = await postLead(
          url,
          "contact",
          { ...exampleSubmissions.contact, message },
          { headers: { "idempotency-key": key } },
        ).catch(() => null);
        if (!res) continue; // a connection-level failure is never an acknowledgement
        outcomes.push({ key, status: res.status, id: res.json?.id, retryAfter: res.headers.get("retry-after") });
      }
    }),
  );
  return outcomes;
}

const health = async (server: RunningServer) => {
  const res = await fetch(`${server.url}/api/health`);
  return { status: res.status, body: await res.json() };
};

function tally(outcomes: Outcome[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const o of outcomes) counts[o.status] = (counts[o.status] ?? 0) + 1;
  return counts;
}

const isRoot = process.getuid?.() === 0;

function mountTmpfs(dir: string, size: string): boolean {
  if (!isRoot) return false;
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe("SQLite on a full disk", () => {
  const mount = mkdtempSync(join(tmpdir(), "leads-full-"));
  const mounted = mountTmpfs(mount, "3m");
  if (!mounted) noticeOnce("tmpfs", "NOTICE: cannot mount a tmpfs here (needs root): the SQLite disk-full test is skipped.");

  test.skipIf(!mounted)(
    "503 with Retry-After while full, health says it cannot write, the cause is logged, every 201 is stored, it recovers",
    async () => {
      const dbPath = join(mount, "leads.db");
      const server = await startServer({ LEADS_DB_PATH: dbPath, DATABASE_URL: "", RATE_LIMIT_PER_MINUTE: "0" });
      try {
        expect((await health(server)).status).toBe(200);
        // Fill what is left of the disk but a little, then keep submitting until it is full.
        const { bavail, bsize } = statfsSync(mount);
        writeFileSync(join(mount, "filler"), Buffer.alloc(Math.max(0, bavail * bsize - 96 * 1024)));
        let stop = false;
        const outcomes = load(server.url, 4, () => !stop, "x".repeat(4000));
        for (let i = 0; i < 100 && !server.output().includes("lead store unavailable"); i++) await sleep(100);
        await sleep(300);
        // Readiness reuses its last probe for HEALTH_PROBE_INTERVAL_MS: wait for one made while full.
        let whileFull = await health(server);
        for (let i = 0; i < 50 && whileFull.status !== 503; i++) await sleep(100), (whileFull = await health(server));
        stop = true;
        const results = await outcomes;
        const counts = tally(results);
        console.log(
          `SQLite disk full: answers ${JSON.stringify(counts)}; health while full ${whileFull.status} ${JSON.stringify(whileFull.body)}`,
        );
        expect(
          Object.keys(counts)
            .map(Number)
            .every((s) => s === 201 || s === 503),
        ).toBe(true);
        expect(counts[503]).toBeGreaterThan(0);
        expect(results.filter((o) => o.status === 503).every((o) => Number(o.retryAfter) > 0)).toBe(true);
        expect(whileFull).toMatchObject({ status: 503, body: { status: "unavailable" } });
        // The log reaches the test through a pipe, after the answers: wait for it.
        await expect
          .poll(() => server.output(), { timeout: 10_000 })
          .toMatch(/"database":"cannot write"[^\n]*readiness: the lead store cannot commit/);
        await expect.poll(() => server.output(), { timeout: 10_000 }).toMatch(/database or disk is full/);
        expect(server.output()).not.toContain("cannot rollback");
        expect(server.process.exitCode).toBeNull();

        rmSync(join(mount, "filler"));
        let after = await health(server);
        for (let i = 0; i < 20 && after.status !== 200; i++) await sleep(250), (after = await health(server));
        expect(after.status).toBe(200);
        expect((await postLead(server.url, "contact", exampleSubmissions.contact)).status).toBe(201);

        const acknowledged = results.filter((o) => o.status === 201).map((o) => o.id!);
        await server.stop();
        const db = new DatabaseSync(dbPath, { readOnly: true });
        const stored = new Set((db.prepare("SELECT id FROM contact_messages").all() as Array<{ id: string }>).map((r) => r.id));
        db.close();
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
        console.log(`SQLite disk full: ${acknowledged.length} acknowledged = ${acknowledged.filter((id) => stored.has(id)).length} stored`);
      } finally {
        await server.stop();
        execFileSync("umount", [mount], { stdio: "ignore" });
      }
    },
  );
});

/** A PostgreSQL cluster of this test's own, run as the postgres user, on a free port. */
function pgBin(): string | null {
  if (!isRoot || !existsSync("/usr/lib/postgresql")) return null;
  const version = readdirSync("/usr/lib/postgresql").sort().at(-1);
  const bin = version ? `/usr/lib/postgresql/${version}/bin` : "";
  return existsSync(`${bin}/initdb`) ? bin : null;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

describe("PostgreSQL dropping connections and restarting", () => {
  const bin = pgBin();
  if (!bin) noticeOnce("pg-private", "NOTICE: no PostgreSQL binaries or not root: the PostgreSQL restart test is skipped.");

  test.skipIf(!bin)(
    "under load: every backend terminated, then a restart: the process stays up, 503 + Retry-After meanwhile, recovers, nothing acknowledged lost",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "pg-outage-"));
      chownSync(dir, 0, 0);
      execFileSync("chown", ["postgres:postgres", dir]);
      const asPostgres = (cmd: string, args: string[]) =>
        execFileSync("runuser", ["-u", "postgres", "--", `${bin}/${cmd}`, ...args], { stdio: "pipe" });
      const data = join(dir, "data");
      const port = await freePort();
      asPostgres("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
      const pgCtl = (...args: string[]) => asPostgres("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-o", options, "-w", ...args]);
      pgCtl("start");
      const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
      const server = await startServer({ DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: "0" });
      try {
        let stop = false;
        const running = load(server.url, 8, () => !stop);
        await sleep(1_000);
        const admin = new pg.Client({ connectionString: url });
        admin.on("error", () => {});
        await admin.connect();
        const terminated = await admin.query(
          "SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'postgres' AND pid <> pg_backend_pid()) t",
        );
        await admin.end();
        await sleep(1_000);
        pgCtl("stop", "-m", "fast");
        await sleep(1_500); // the outage: nothing listens
        // Readiness reuses its last probe for HEALTH_PROBE_INTERVAL_MS: wait for one made during the outage.
        let during = await health(server);
        for (let i = 0; i < 50 && during.status !== 503; i++) await sleep(100), (during = await health(server));
        pgCtl("start");
        await sleep(2_000);
        stop = true;
        const results = await running;
        const counts = tally(results);
        console.log(
          `PostgreSQL restart under load: ${terminated.rows[0].n} backends terminated; answers ${JSON.stringify(counts)}; health during the outage ${during.status}`,
        );
        expect(server.process.exitCode).toBeNull();
        expect(
          Object.keys(counts)
            .map(Number)
            .every((s) => s === 201 || s === 503),
        ).toBe(true);
        expect(counts[503]).toBeGreaterThan(0);
        expect(results.filter((o) => o.status === 503).every((o) => Number(o.retryAfter) > 0)).toBe(true);
        expect(during.status).toBe(503);
        let after = await health(server);
        for (let i = 0; i < 50 && after.status !== 200; i++) await sleep(100), (after = await health(server));
        expect(after.status).toBe(200);
        expect((await postLead(server.url, "contact", exampleSubmissions.contact)).status).toBe(201);

        const reader = new pg.Client({ connectionString: url });
        await reader.connect();
        const stored = new Set((await reader.query("SELECT id FROM contact_messages")).rows.map((r) => r.id as string));
        await reader.end();
        const acknowledged = results.filter((o) => o.status === 201).map((o) => o.id!);
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
        console.log(
          `PostgreSQL restart under load: ${acknowledged.length} acknowledged = ${acknowledged.filter((id) => stored.has(id)).length} stored`,
        );
      } finally {
        await server.stop();
        try {
          pgCtl("stop", "-m", "immediate");
        } catch {}
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
