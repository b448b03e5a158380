// A flood of health checks against the real server process: the write probe runs at most once per
// HEALTH_PROBE_INTERVAL_MS whatever the number of callers (what the process writes stays far below
// one probe per call), the public answer says ok and nothing more, and leads keep being stored.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { exampleSubmissions } from "../../src/forms/examples.ts";
import { HEALTH_PROBE_INTERVAL_MS } from "../../src/server/health.ts";
import { pool } from "../../scripts/lib/helpers.ts";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { createOperator } from "./admin-support.ts";
import { createTestDb, postLead, type TestDb } from "./leads-support.ts";

let db: TestDb;
let server: RunningServer;
beforeAll(async () => {
  db = await createTestDb("sqlite");
  // More than 100 connections at once from this one address: no per-client connection cap here.
  server = await startServer({ ...db.env, REDIS_URL: "", RATE_LIMIT_PER_MINUTE: "0", MAX_CONNECTIONS_PER_CLIENT: "0" });
});
afterAll(async () => {
  await server?.stop();
  await db?.close();
});

/** Bytes the process has passed to write(2) and its kind: files, sockets, pipes. */
const writtenBytes = (pid: number) => Number(/^wchar:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/io`, "utf8"))![1]);

const PROBE_BYTES = 64 * 1024;

async function flood(calls: number, path = "/api/health"): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  await pool(
    Array.from({ length: calls }, () => path),
    50,
    async (p) => {
      const res = await fetch(`${server.url}${p}`);
      const key = `${res.status} ${await res.text()}`;
      answers[key] = (answers[key] ?? 0) + 1;
    },
  );
  return answers;
}

test("2,000 concurrent health checks write far less than one probe each, and every answer is a bare ok", async () => {
  const pid = server.process.pid!;
  await flood(1); // the first probe and the lazily opened handles are not the flood's
  const before = writtenBytes(pid);
  const answers = await flood(2_000);
  const written = writtenBytes(pid) - before;
  console.log(
    `health flood: 2,000 calls wrote ${(written / 1024 / 1024).toFixed(1)} MiB (one probe per call would be ≥ ${((2_000 * PROBE_BYTES) / 1024 / 1024).toFixed(0)} MiB)`,
  );
  expect(answers).toEqual({ '200 {"status":"ok"}': 2_000 });
  expect(written).toBeLessThan((2_000 * PROBE_BYTES) / 8);
});

test("during a flood of /api/health and /readyz, every lead is stored; the operator sees a bounded number of probe writes", async () => {
  const { cookie } = await createOperator(server.url, db.env);
  const details = async () => {
    const res = await fetch(`${server.url}/api/admin/health`, { headers: { cookie } });
    expect(res.status).toBe(200);
    return (await res.json()) as { status: string; database: string; probe: { writes: number } };
  };
  const first = await details();
  expect(first).toMatchObject({ status: "ok", database: "ok", engine: "sqlite", redis: "not configured" });
  const started = performance.now();

  let flooding = true;
  const leads: number[] = [];
  const intake = Promise.all(
    Array.from({ length: 4 }, async () => {
      while (flooding) leads.push((await postLead(server.url, "contact", exampleSubmissions.contact)).status);
    }),
  );
  const answers = await Promise.all([flood(1_500, "/api/health"), flood(1_500, "/readyz")]);
  flooding = false;
  await intake;
  const elapsed = performance.now() - started;

  const after = await details();
  const writes = after.probe.writes - first.probe.writes;
  const bound = Math.ceil(elapsed / HEALTH_PROBE_INTERVAL_MS) + 2;
  console.log(
    `health flood with intake: 3,000 checks in ${(elapsed / 1000).toFixed(1)} s, ${writes} probe writes (bound ${bound}); ${leads.length} leads posted meanwhile`,
  );
  expect(answers).toEqual([{ '200 {"status":"ok"}': 1_500 }, { '200 {"status":"ok"}': 1_500 }]);
  expect(writes).toBeLessThanOrEqual(bound);
  expect(leads.length).toBeGreaterThan(0);
  expect(leads.filter((s) => s !== 201)).toEqual([]);
});

test("/livez answers at once without I/O; the operator route needs a session", async () => {
  const live = await fetch(`${server.url}/livez`);
  expect([live.status, await live.json()]).toEqual([200, { status: "ok" }]);
  const anonymous = await fetch(`${server.url}/api/admin/health`);
  expect(anonymous.status).toBe(401);
  expect(JSON.stringify(await anonymous.json())).not.toMatch(/sqlite|database/);
});
