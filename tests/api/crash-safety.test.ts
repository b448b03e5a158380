// Crash safety: 16 clients submit leads concurrently, each with its own
// Idempotency-Key, retrying on connection errors (and 502/503/504) with the same key, as the
// real forms do. Meanwhile the server process is killed with SIGKILL at random moments and
// restarted on the same database. Afterwards every submission that got a 201 is stored exactly
// once, under the id it was answered with, and nothing else is stored. SQLite and PostgreSQL.
import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { formSlugs, forms } from "../../src/forms/forms.ts";
import type { FormSlug } from "../../src/forms/types.ts";
import { sleep } from "../../scripts/lib/helpers.ts";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { fixtures } from "./leads-fixtures.ts";
import { createTestDb, engines, type Row } from "./leads-support.ts";

const CLIENTS = 16;
const KILLS = 4;
/** A submission that still has no 201 after this long counts as lost (the spec's retry window). */
const GIVE_UP_MS = 30_000;

type Ack = { key: string; slug: FormSlug; id: string; attempts: number };

/** Restarts on the same port (clients keep their address); on a new one if it was taken meanwhile. */
async function restart(env: Record<string, string>, port: number): Promise<RunningServer> {
  try {
    return await startServer({ ...env, PORT: String(port) });
  } catch (err) {
    if (!/EADDRINUSE/.test(String(err))) throw err;
    return startServer(env);
  }
}

describe.each(engines())("crash safety on %s", (engine) => {
  test(`${KILLS} SIGKILLs under load of ${CLIENTS} concurrent clients: every acknowledged submission stored exactly once`, async () => {
    const db = await createTestDb(engine);
    const env = { ...db.env, RATE_LIMIT_PER_MINUTE: "0", REDIS_URL: "", LOG_LEVEL: "info" };
    let server = await startServer(env);
    const acks: Ack[] = [];
    const failures: string[] = [];
    let retries = 0;
    let inFlight = 0;
    let stopping = false;

    /** One submission, retried with the same key until it is answered 201 (or given up). */
    async function submit(slug: FormSlug): Promise<void> {
      const key = randomUUID();
      const body = JSON.stringify(fixtures[slug].full);
      const started = Date.now();
      for (let attempt = 1; ; attempt++) {
        inFlight++;
        try {
          const res = await fetch(`${server.url}/api/forms/${slug}`, {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": key },
            body,
          });
          const text = await res.text();
          if (res.status === 201) return void acks.push({ key, slug, id: JSON.parse(text).id, attempts: attempt });
          if (![502, 503, 504].includes(res.status)) return void failures.push(`${slug} ${key}: ${res.status} ${text}`);
        } catch {
          // Connection refused or reset: the server is down or was killed mid-request.
        } finally {
          inFlight--;
        }
        if (Date.now() - started > GIVE_UP_MS) return void failures.push(`${slug} ${key}: no 201 within ${GIVE_UP_MS} ms`);
        retries++;
        await sleep(Math.min(500, 25 * 2 ** Math.min(attempt, 5)));
      }
    }

    const clients = Array.from({ length: CLIENTS }, async (_, c) => {
      for (let n = c; !stopping; n++) await submit(formSlugs[n % formSlugs.length]!);
    });

    const started = performance.now();
    const kills: Array<{ atMs: number; inFlight: number; acknowledged: number; downMs: number }> = [];
    for (let k = 0; k < KILLS; k++) {
      await sleep(400 + Math.random() * 1200); // load runs against the live server
      const at = { atMs: Math.round(performance.now() - started), inFlight, acknowledged: acks.length };
      const exited = new Promise((resolve) => server.process.once("exit", resolve));
      server.process.kill("SIGKILL");
      await exited;
      const down = performance.now();
      server = await restart(env, server.port);
      kills.push({ ...at, downMs: Math.round(performance.now() - down) });
    }
    await sleep(800); // and some load after the last restart
    stopping = true;
    await Promise.all(clients);
    const loadSeconds = (performance.now() - started) / 1000;

    // Every table: rows = the acknowledged submissions, one per key, under the acknowledged id.
    const rows: Row[] = [];
    for (const slug of formSlugs) rows.push(...(await db.rows(forms[slug].table)).map((r) => ({ ...r, slug })));
    const rowsByKey = new Map<string, Row[]>();
    for (const row of rows) rowsByKey.set(String(row.idempotency_key), [...(rowsByKey.get(String(row.idempotency_key)) ?? []), row]);
    const missing = acks.filter((a) => !rowsByKey.has(a.key));
    const wrong = acks.filter(
      (a) => rowsByKey.get(a.key)?.length === 1 && (rowsByKey.get(a.key)![0]!.id !== a.id || rowsByKey.get(a.key)![0]!.slug !== a.slug),
    );
    const doubled = [...rowsByKey].filter(([, r]) => r.length > 1);
    const ackedKeys = new Set(acks.map((a) => a.key));
    const unacknowledged = rows.filter((r) => !ackedKeys.has(String(r.idempotency_key)));
    const retried = acks.filter((a) => a.attempts > 1).length;

    console.log(
      `CRASH SAFETY (${engine}): ${kills.length} SIGKILLs survived in ${loadSeconds.toFixed(1)} s of load by ${CLIENTS} clients; ` +
        `acknowledged ${acks.length} (distinct keys ${ackedKeys.size}), stored ${rows.length}; missing ${missing.length}, stored twice ${doubled.length}, ` +
        `stored but never acknowledged ${unacknowledged.length}; ${retried} submissions retried after a kill (${retries} retries)\n` +
        kills
          .map(
            (k, i) =>
              `  kill ${i + 1} at ${k.atMs} ms: ${k.inFlight} requests in flight, ${k.acknowledged} acknowledged so far, back up in ${k.downMs} ms`,
          )
          .join("\n"),
    );
    await server.stop();
    await db.close();

    expect(failures).toEqual([]);
    expect(kills).toHaveLength(KILLS);
    expect(ackedKeys.size).toBe(acks.length);
    expect(missing.map((a) => a.key)).toEqual([]);
    expect(wrong.map((a) => a.key)).toEqual([]);
    expect(doubled.map(([key]) => key)).toEqual([]);
    expect(unacknowledged.map((r) => r.idempotency_key)).toEqual([]);
    expect(rows).toHaveLength(acks.length);
    expect(retried).toBeGreaterThan(0); // the kills did hit submissions in flight
  }, 110_000);
});
