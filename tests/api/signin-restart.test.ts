// Sign-in limits outlive a restart: failures are counted, the server is stopped and started again
// on the same database (SQLite file; PostgreSQL with TEST_DATABASE_URL; Redis with TEST_REDIS_URL),
// and the account and the address are still refused. Expired windows are deleted from the table.
import { describe, expect, test } from "vitest";
import { SIGNIN_MAX_FAILURES_PER_ACCOUNT, SIGNIN_MAX_FAILURES_PER_ADDRESS } from "../../src/server/operators/signin-throttle.ts";
import { randomIp } from "../../scripts/lib/helpers.ts";
import { startServer } from "../../scripts/lib/server.ts";
import { createOperator, newEmail, PASSWORD, signIn } from "./admin-support.ts";
import { createTestDb, noticeOnce, PG_URL, REDIS_URL, type Engine } from "./leads-support.ts";

type Variant = { name: string; engine: Engine; redis: string };
const variants: Variant[] = [{ name: "SQLite", engine: "sqlite", redis: "" }];
if (PG_URL) variants.push({ name: "PostgreSQL", engine: "postgres", redis: "" });
else noticeOnce("pg", "NOTICE: TEST_DATABASE_URL is not set: the sign-in restart test runs on SQLite only.");
if (REDIS_URL) variants.push({ name: "Redis (SQLite for the rest)", engine: "sqlite", redis: REDIS_URL });
else noticeOnce("redis", "NOTICE: TEST_REDIS_URL is not set: the sign-in restart test does not run with Redis.");

describe.each(variants)("sign-in limits after a restart: $name", ({ engine, redis }) => {
  test("an account and an address refused before the restart are refused after it; expired windows are deleted", async () => {
    const db = await createTestDb(engine);
    const env = { ...db.env, REDIS_URL: redis, RATE_LIMIT_PER_MINUTE: "0", TRUST_PROXY: "1" };
    let server = await startServer(env);
    try {
      const { email } = await createOperator(server.url, env);
      for (let i = 0; i < SIGNIN_MAX_FAILURES_PER_ACCOUNT; i++)
        expect((await signIn(server.url, email, `wrong password ${i}`)).status).toBe(401);
      expect((await signIn(server.url, email, PASSWORD)).status).toBe(429);
      const ip = randomIp();
      for (let i = 0; i < SIGNIN_MAX_FAILURES_PER_ADDRESS; i++)
        expect((await signIn(server.url, newEmail(), "a wrong password", { ip })).status).toBe(401);
      expect((await signIn(server.url, newEmail(), "a wrong password", { ip })).status).toBe(429);

      expect(await server.stop()).toBe(0);
      server = await startServer(env);

      const account = await signIn(server.url, email, PASSWORD); // the right password, from a new address
      expect(account.status).toBe(429);
      expect(Number(account.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await signIn(server.url, newEmail(), "a wrong password", { ip })).status).toBe(429);
      // A window that ended long ago (as a crash might leave it), before the next counted attempt.
      if (!redis)
        await db.exec(
          `INSERT INTO signin_attempts (key, failures, window_ends_at) VALUES ('admin:signin:account:ended', 3, '2000-01-01T00:00:00.000Z')`,
        );
      // Others are not refused: another address, another account.
      expect((await signIn(server.url, newEmail(), "a wrong password")).status).toBe(401);
      if (!redis) expect(await db.query(`SELECT key FROM signin_attempts WHERE key = 'admin:signin:account:ended'`)).toEqual([]);
    } finally {
      await server.stop();
      await db.close();
    }
  });
});
