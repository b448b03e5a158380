// Idempotency-Key: a retried submission never creates a second record, even when the retries race.
import { randomUUID } from "node:crypto";
import { connect, type Socket } from "node:net";
import { describe, expect, test } from "vitest";
import { useServer } from "../support/use-server.ts";
import { fixtures } from "./leads-fixtures.ts";
import { engines, postLead, useLeadServer } from "./leads-support.ts";

describe.each(engines())("idempotent submissions on %s", (engine) => {
  const ctx = useLeadServer(engine);

  test("the same key twice: the same id, one row, the key stored with it", async () => {
    const key = randomUUID();
    const first = await postLead(ctx.server.url, "contact", fixtures.contact.full, { headers: { "idempotency-key": key } });
    const again = await postLead(ctx.server.url, "contact", fixtures.contact.full, { headers: { "idempotency-key": key } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);
    const rows = (await ctx.db.rows("contact_messages")).filter((r) => r.idempotency_key === key);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(first.json.id);
  });

  test("the same key and payload answers the first id; the same key with another payload 422 (IETF draft), the first record kept", async () => {
    const key = randomUUID();
    const first = await postLead(ctx.server.url, "contact", fixtures.contact.full, { headers: { "idempotency-key": key } });
    const same = await postLead(ctx.server.url, "contact", { ...fixtures.contact.full }, { headers: { "idempotency-key": key } });
    expect(same).toMatchObject({ status: 201, json: { id: first.json.id } });
    const changed = await postLead(
      ctx.server.url,
      "contact",
      { ...fixtures.contact.full, message: "changed" },
      { headers: { "idempotency-key": key } },
    );
    expect(changed.status).toBe(422);
    expect(changed.json.error).toMatch(/already used for a different submission/);
    const rows = (await ctx.db.rows("contact_messages")).filter((r) => r.idempotency_key === key);
    expect(rows.map((r) => r.message)).toEqual([fixtures.contact.full.message]);
  });

  test("25 concurrent requests with one key: one row, every answer its id", async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        postLead(ctx.server.url, "provide-compute", fixtures["provide-compute"].full, { headers: { "idempotency-key": key } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(25).fill(201));
    const ids = new Set(answers.map((a) => a.json.id));
    expect(ids.size).toBe(1);
    const rows = (await ctx.db.rows("provide_compute_requests")).filter((r) => r.idempotency_key === key);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe([...ids][0]);
  });

  test("concurrent requests with different keys all store; a key is per form", async () => {
    const before = await ctx.db.count("job_applications");
    const keys = Array.from({ length: 30 }, () => randomUUID());
    const answers = await Promise.all(
      keys.map((k) => postLead(ctx.server.url, "careers", fixtures.careers.full, { headers: { "idempotency-key": k } })),
    );
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(30);
    expect(await ctx.db.count("job_applications")).toBe(before + 30);

    const shared = randomUUID();
    const fund = await postLead(ctx.server.url, "ecosystem-fund", fixtures["ecosystem-fund"].full, {
      headers: { "idempotency-key": shared },
    });
    const access = await postLead(ctx.server.url, "access-compute", fixtures["access-compute"].full, {
      headers: { "idempotency-key": shared },
    });
    expect(fund.status).toBe(201);
    expect(access.status).toBe(201);
    expect(access.json.id).not.toBe(fund.json.id);
  });

  test("a rejected submission does not use up its key", async () => {
    const key = randomUUID();
    const bad = await postLead(
      ctx.server.url,
      "contact",
      { ...fixtures.contact.full, email: "nope" },
      { headers: { "idempotency-key": key } },
    );
    expect(bad.status).toBe(422);
    const good = await postLead(ctx.server.url, "contact", fixtures.contact.full, { headers: { "idempotency-key": key } });
    expect(good.status).toBe(201);
    expect((await ctx.db.rows("contact_messages")).filter((r) => r.idempotency_key === key)).toHaveLength(1);
  });
});

/** Opens `n` connections, then writes one complete request on each in one go; resolves with the statuses. */
async function burst(port: number, n: number, body: string): Promise<number[]> {
  const sockets = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const s = connect(port, "127.0.0.1", () => resolve(s));
          s.on("error", reject);
        }),
    ),
  );
  const request = `POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
  const answers = sockets.map(
    (s) =>
      new Promise<number>((resolve) => {
        let text = "";
        s.on("data", (d) => (text += d));
        s.on("end", () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1])));
      }),
  );
  for (const s of sockets) s.write(request);
  return Promise.all(answers);
}

describe("group commit on SQLite", () => {
  const ctx = useLeadServer("sqlite", { LOG_LEVEL: "debug" });

  test("submissions arriving together share one commit, and every one is stored once", async () => {
    const sizes = () => [...ctx.server.output().matchAll(/"records":(\d+),"msg":"group commit"/g)].map((m) => Number(m[1]));
    let sent = 0;
    for (let attempt = 0; attempt < 5 && Math.max(0, ...sizes()) < 2; attempt++) {
      const statuses = await burst(ctx.server.port, 40, JSON.stringify(fixtures.contact.full));
      expect(statuses).toEqual(Array(40).fill(201));
      sent += 40;
      await expect.poll(() => sizes().reduce((a, b) => a + b, 0)).toBe(sent);
    }
    expect(await ctx.db.count("contact_messages")).toBe(sent);
    expect(Math.max(...sizes())).toBeGreaterThan(1);
  });
});

describe("two server processes on one SQLite file", () => {
  const first = useLeadServer("sqlite");
  const second = useServer(() => ({ ...first.db.env, RATE_LIMIT_PER_MINUTE: "0", REDIS_URL: "" }));

  test("racing the same key through both stores one row; other submissions all land", async () => {
    const key = randomUUID();
    const racing = Array.from({ length: 20 }, (_, i) =>
      postLead((i % 2 ? first.server : second.server).url, "careers", fixtures.careers.full, { headers: { "idempotency-key": key } }),
    );
    const others = Array.from({ length: 20 }, (_, i) =>
      postLead((i % 2 ? first.server : second.server).url, "contact", fixtures.contact.full),
    );
    const [raced, plain] = await Promise.all([Promise.all(racing), Promise.all(others)]);
    expect(raced.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(raced.map((r) => r.json.id)).size).toBe(1);
    expect(await first.db.count("job_applications")).toBe(1);
    expect(plain.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(await first.db.count("contact_messages")).toBe(20);
  });
});
