// A burst of leads through the real server, whose delivery worker gives way to submissions while
// they come fast (src/server/delivery/worker.ts): whatever the machine's load, every answer of the
// lead API is a 201 with the lead's id, and once the burst is over every lead of it reaches the
// webhook exactly once, signed. How much the worker holds back during a burst is a performance
// figure, which depends on the load: `npm run bench:delivery -- --burst` prints it.
// Real parts: the server over HTTP on a real database, a real HTTP receiver verifying signatures.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { exampleSubmissions } from "../../src/forms/examples.ts";
import { useServer } from "../support/use-server.ts";
import { TEST_SECRET, webhookReceiver } from "./delivery-support.ts";
import { createTestDb, engines, postLead, type TestDb } from "./leads-support.ts";

const BURST_MS = 1_500;
const LEADS_PER_TICK = 8; // every 20 ms: 20 leads per 50 ms sample, twice the worker's busy threshold

describe.each(engines())("a burst of leads on %s while the worker inside the server delivers them", (engine) => {
  let db: TestDb | undefined;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>> | undefined;
  beforeAll(async () => {
    receiver = await webhookReceiver(TEST_SECRET, () => ({ status: 204 }));
    db = await createTestDb(engine);
  });
  afterAll(async () => {
    await db?.close();
    await receiver?.close();
  });
  // Registered after the hooks above: started after the database and receiver exist, stopped before they close.
  const site = useServer(() => ({
    RATE_LIMIT_PER_MINUTE: "0",
    REDIS_URL: "",
    ...db!.env,
    WEBHOOK_URL: receiver!.url,
    WEBHOOK_SECRET: TEST_SECRET,
    NOTIFY_ALLOW_PRIVATE: "1",
  }));

  test("every answer is a 201 with an id, and every lead of the burst is delivered once, signed", async () => {
    const answers: { status: number; id: unknown }[] = [];
    const started = Date.now();
    while (Date.now() - started < BURST_MS) {
      const tick = Array.from({ length: LEADS_PER_TICK }, () => postLead(site.url(), "contact", exampleSubmissions.contact));
      for (const r of await Promise.all(tick)) answers.push({ status: r.status, id: r.json?.id });
      await new Promise((r) => setTimeout(r, 20)); // the pace of the burst, not a wait for a state
    }
    expect(answers.filter((a) => a.status !== 201 || typeof a.id !== "string")).toEqual([]);
    const ids = answers.map((a) => a.id as string);
    expect(new Set(ids).size).toBe(ids.length);

    const deliveredIds = () => receiver!.received.map((r) => r.json?.data?.id as string | undefined);
    await expect.poll(() => ids.filter((id) => !deliveredIds().includes(id)).length, { timeout: 30_000, interval: 100 }).toBe(0);
    const times = new Map<string, number>();
    for (const id of deliveredIds()) if (id) times.set(id, (times.get(id) ?? 0) + 1);
    expect(ids.filter((id) => times.get(id) !== 1)).toEqual([]);
    expect(receiver!.received.every((r) => r.verified)).toBe(true);
  });
});
