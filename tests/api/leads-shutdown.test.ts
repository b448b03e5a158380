// SIGTERM: the server stops accepting connections, finishes the requests in flight (their
// records stored and answered), closes the database and exits 0.
import { request } from "node:http";
import { expect, test } from "vitest";
import { sleep } from "../../scripts/lib/helpers.ts";
import { refusesConnections, startServer } from "../../scripts/lib/server.ts";
import { fixtures } from "./leads-fixtures.ts";
import { createTestDb } from "./leads-support.ts";

test("a request in flight when SIGTERM arrives is completed and stored; then exit 0", async () => {
  const db = await createTestDb("sqlite");
  const server = await startServer({ ...db.env, RATE_LIMIT_PER_MINUTE: "0" });
  const body = Buffer.from(JSON.stringify(fixtures.contact.full));

  // Send the headers and part of the body, then SIGTERM, then the rest.
  let exited: Promise<number | null> | undefined;
  const answer = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    const req = request(`${server.url}/api/forms/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": body.length },
    });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode!, body: text, connection: res.headers.connection }));
    });
    req.on("error", reject);
    req.write(body.subarray(0, 20));
    setTimeout(async () => {
      exited = server.stop();
      // The rest of the body goes once the server has begun stopping (its listener closed).
      while (!(await refusesConnections(server.port))) await sleep(50);
      req.end(body.subarray(20));
    }, 300);
  });

  const res = await answer;
  expect(res.status).toBe(201);
  expect(res.connection).toBe("close");
  expect(await exited).toBe(0);

  const rows = await db.rows("contact_messages");
  expect(rows).toHaveLength(1);
  expect(rows[0]!.id).toBe(JSON.parse(res.body).id);
  const log = server.output();
  expect(log).toContain("shutting down");
  expect(log).toContain('"msg":"stopped"');
  expect(log.indexOf('"status":201')).toBeLessThan(log.indexOf('"msg":"stopped"'));

  // Nothing listens any more.
  expect(await refusesConnections(server.port)).toBe(true);
  await db.close();
});

test("an idle server exits 0 at once on SIGTERM", async () => {
  const db = await createTestDb("sqlite");
  const server = await startServer({ ...db.env });
  const started = Date.now();
  expect(await server.stop()).toBe(0);
  expect(Date.now() - started).toBeLessThan(3000);
  await db.close();
});
