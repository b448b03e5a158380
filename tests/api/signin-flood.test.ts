// The sign-in throttle under a flood: one client posts sign-ins with a new made-up e-mail address
// each time, against the real server process started with the heap flags of `npm run serve` but a
// smaller old space (48 MB instead of 128, so that a throttle keeping state per made-up address runs
// it out in seconds rather than minutes: 48 MB lasted about 34,000 such requests). The process
// must survive the whole flood, its log must stay small (refusals are counted, not a line each)
// and the database must hold no window per made-up address.
import { Agent, request } from "node:http";
import { randomBytes } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { afterAll, expect, test } from "vitest";
import { SIGNIN_MAX_FAILURES_PER_ADDRESS } from "../../src/server/operators/signin-throttle.ts";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { createTestDb, type TestDb } from "./leads-support.ts";

const FLOOD_REQUESTS = 60_000;
const CONNECTIONS = 16;
const HEAP_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=48"];

const alive = (s: RunningServer) => s.process.exitCode === null && s.process.signalCode === null;

let server: RunningServer | undefined;
let db: TestDb | undefined;
afterAll(async () => {
  if (server && alive(server)) await server.stop(); // a process killed by a signal (out of heap) has nothing to stop
  await db?.close();
});

/** POSTs a sign-in with a new random e-mail address over `agent`; resolves with the status (0: no answer). */
function postSignIn(url: string, agent: Agent): Promise<number> {
  const body = JSON.stringify({ email: `${randomBytes(8).toString("hex")}@example.com`, password: "a wrong password" });
  return new Promise((resolve) => {
    const req = request(
      `${url}/api/admin/session`,
      { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve(0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(body);
  });
}

test(`one client's flood of ${FLOOD_REQUESTS} sign-ins with made-up e-mail addresses: the server survives with bounded log and state`, {
  timeout: 240_000,
}, async () => {
  db = await createTestDb("sqlite");
  server = await startServer(
    { ...db.env, REDIS_URL: "", RATE_LIMIT_PER_MINUTE: "0", TRUST_PROXY: "0" },
    { nodeFlags: HEAP_FLAGS, keepOutput: 256 * 1024 },
  );
  const s = server;
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const statuses = new Map<number, number>();
  let sent = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (sent < FLOOD_REQUESTS && alive(s)) {
        sent += 1;
        const status = await postSignIn(s.url, agent);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  agent.destroy();
  const summary = Object.fromEntries(statuses);

  expect(alive(s), `the server died after ${sent} requests: ${JSON.stringify(summary)}\n${s.output().slice(-2000)}`).toBe(true);
  expect(sent).toBe(FLOOD_REQUESTS);
  // Every request was answered: 401 within the address's budget, then 429 (or 503 while hashing was busy).
  expect(statuses.get(0) ?? 0, JSON.stringify(summary)).toBe(0);
  expect(
    [...statuses.keys()].filter((status) => ![401, 429, 503].includes(status)),
    JSON.stringify(summary),
  ).toEqual([]);
  expect(statuses.get(401)).toBe(SIGNIN_MAX_FAILURES_PER_ADDRESS);
  expect((await fetch(`${s.url}/api/health`)).status).toBe(200);

  // The log: a line per failure within the budget, refusals as counts (a line each was ~80 bytes × 60,000).
  expect(s.outputBytes()).toBeLessThan(64 * 1024);
  // The database: the address's window and one per e-mail tried within its budget (plus those of a
  // burst that passed the read together and were refused once counted: at most the hashing queue's
  // places), none for the refused ones.
  const reader = new DatabaseSync(db.env.LEADS_DB_PATH!, { readOnly: true });
  const { n } = reader.prepare("SELECT count(*) AS n FROM signin_attempts").get() as { n: number };
  reader.close();
  expect(n).toBeLessThan(100);
});
