// Operator accounts: `npm run operators` add/list/remove/reset round trip against the running server, and
// the sign-in throttle shared by two server processes through Redis.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { useServer } from "../support/use-server.ts";
import { createTestDb, engines, noticeOnce, REDIS_URL, useInProcessLeadServer, type TestDb } from "./leads-support.ts";
import { cookieFrom, linkOf, newEmail, operatorsCli, PASSWORD, request, signIn } from "./admin-support.ts";

describe.each(engines())("npm run operators on %s", (engine) => {
  const ctx = useInProcessLeadServer(engine, { TRUST_PROXY: "1" });

  test("add, list, reset, remove: links, states and sessions as the CLI says", async () => {
    const env = { ...ctx.db.env, SITE_URL: "https://nirvana.example/some/path" };
    const email = newEmail();
    const added = await operatorsCli(env, "add", email.toUpperCase());
    expect(added.code).toBe(0);
    const { link, token } = linkOf(added.stdout);
    expect(link.startsWith("https://nirvana.example/admin/set-password#token=")).toBe(true);
    expect(added.stdout).toMatch(/valid until \d{4}-\d{2}-\d{2}T/);
    expect((await operatorsCli(env, "add", email)).code).toBe(1); // one account per address (case-insensitive)

    let list = await operatorsCli(env, "list");
    expect(list.stdout).toMatch(new RegExp(`${email}\\s.*waiting for its link\\s+0 sessions`));
    // No password yet: signing in fails like any wrong password.
    expect((await signIn(ctx.url(), email, PASSWORD)).status).toBe(401);

    const set = await request(ctx.url(), "POST", `${ADMIN_API_PREFIX}password`, { body: { token, password: PASSWORD } });
    expect(set.status).toBe(200);
    const cookie = cookieFrom(set);
    list = await operatorsCli(env, "list");
    expect(list.stdout).toMatch(new RegExp(`${email}\\s.*password set\\s+1 session, last seen `));

    const reset = await operatorsCli(env, "reset", email);
    expect(reset.code).toBe(0);
    const second = linkOf(reset.stdout);
    expect(second.token).not.toBe(token);
    expect((await request(ctx.url(), "GET", `${ADMIN_API_PREFIX}session`, { cookie })).status).toBe(401);
    list = await operatorsCli(env, "list");
    expect(list.stdout).toMatch(new RegExp(`${email}\\s.*waiting for its link\\s+0 sessions`));
    // The first link is dead; the new one works.
    expect((await request(ctx.url(), "POST", `${ADMIN_API_PREFIX}password`, { body: { token, password: PASSWORD } })).status).toBe(400);
    const again = await request(ctx.url(), "POST", `${ADMIN_API_PREFIX}password`, {
      body: { token: second.token, password: `${PASSWORD}!` },
    });
    expect(again.status).toBe(200);

    const removed = await operatorsCli(env, "remove", email);
    expect(removed.code).toBe(0);
    expect((await request(ctx.url(), "GET", `${ADMIN_API_PREFIX}session`, { cookie: cookieFrom(again) })).status).toBe(401);
    list = await operatorsCli(env, "list");
    expect(list.stdout).not.toContain(email);
    expect((await operatorsCli(env, "remove", email)).code).toBe(1);
    expect((await operatorsCli(env, "reset", email)).code).toBe(1);
  });

  test("usage errors exit 2 and write nothing", async () => {
    for (const args of [[], ["add"], ["add", "not-an-address"], ["frobnicate", "a@b.example"], ["list", "extra"]]) {
      const res = await operatorsCli(ctx.db.env, ...args);
      expect(res.code, args.join(" ")).toBe(2);
      expect(res.stderr).toContain("Usage:");
    }
    expect((await operatorsCli({ ...ctx.db.env, SITE_URL: "not a url" }, "add", newEmail())).code).toBe(2);
  });
});

if (!REDIS_URL)
  noticeOnce(
    "redis-admin",
    "NOTICE: TEST_REDIS_URL is not set: the shared sign-in throttle test (one Redis for two processes) is skipped.",
  );

describe.runIf(REDIS_URL)("two processes, one Redis: the sign-in throttle holds across both", () => {
  let db: TestDb | undefined;
  beforeAll(async () => {
    db = await createTestDb("sqlite");
  });
  afterAll(async () => {
    await db?.close();
  });
  const env = () => ({ RATE_LIMIT_PER_MINUTE: "0", TRUST_PROXY: "1", REDIS_URL, ...db!.env });
  const a = useServer(env);
  const b = useServer(env);

  test("3 failures on one process and 2 on the other: the 6th attempt is refused on either", async () => {
    const email = newEmail();
    const added = await operatorsCli(db!.env, "add", email);
    const { token } = linkOf(added.stdout);
    expect((await request(a.url(), "POST", `${ADMIN_API_PREFIX}password`, { body: { token, password: PASSWORD } })).status).toBe(200);
    for (const server of [a, b, a, b, a]) expect((await signIn(server.url(), email, "wrong password!!")).status).toBe(401);
    const refusedB = await signIn(b.url(), email, PASSWORD);
    expect(refusedB.status).toBe(429);
    expect((await signIn(a.url(), email, PASSWORD)).status).toBe(429);
  });
});
