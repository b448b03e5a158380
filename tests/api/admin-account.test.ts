// An operator's own account over real HTTP, on SQLite and PostgreSQL: ending one other session by
// its handle (not this one, not another operator's), changing one's password (the current one
// required and throttled; the other sessions end, this one stays; audited), and the factors an
// operator manages themselves (TOTP added and removed, recovery codes renewed) without a factor
// being required; with one required, the last factor stays.
import { Secret, TOTP } from "otpauth";
import { describe, expect, test } from "vitest";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { cookieFrom, createOperator, PASSWORD, request, signIn } from "./admin-support.ts";
import { engines, useInProcessLeadServer } from "./leads-support.ts";

const API = ADMIN_API_PREFIX;
const NEW_PASSWORD = "a much longer new passphrase";
type Listed = { sessions: { id: string; current: boolean; created_at: string; last_seen_at: string }[] };

describe.each(engines())("one's own account on %s", (engine) => {
  const ctx = useInProcessLeadServer(engine, { TRUST_PROXY: "1" });
  const base = () => ctx.url();
  const sessionsOf = async (cookie: string) => (await (await request(base(), "GET", `${API}sessions`, { cookie })).json()) as Listed;

  test("ending one other session by its handle; never this one, never another operator's", async () => {
    const op = await createOperator(base(), ctx.db.env);
    const phone = cookieFrom(await signIn(base(), op.email, PASSWORD));
    const laptop = cookieFrom(await signIn(base(), op.email, PASSWORD));
    const listed = await sessionsOf(op.cookie);
    expect(listed.sessions).toHaveLength(3);
    const phoneHandle = (await sessionsOf(phone)).sessions.find((s) => s.current)!.id;
    const own = listed.sessions.find((s) => s.current)!.id;
    // Another operator cannot end it (it is no session of theirs).
    const other = await createOperator(base(), ctx.db.env);
    expect((await request(base(), "DELETE", `${API}sessions/${phoneHandle}`, { cookie: other.cookie })).status).toBe(404);
    expect((await request(base(), "GET", `${API}session`, { cookie: phone })).status).toBe(200);
    // Not this one: that is signing out.
    expect((await request(base(), "DELETE", `${API}sessions/${own}`, { cookie: op.cookie })).status).toBe(409);
    // A malformed handle.
    expect((await request(base(), "DELETE", `${API}sessions/not-a-handle`, { cookie: op.cookie })).status).toBe(404);
    const ended = await request(base(), "DELETE", `${API}sessions/${phoneHandle}`, { cookie: op.cookie });
    expect(ended.status).toBe(200);
    expect((await request(base(), "GET", `${API}session`, { cookie: phone })).status).toBe(401);
    expect((await request(base(), "GET", `${API}session`, { cookie: laptop })).status).toBe(200);
    expect((await sessionsOf(op.cookie)).sessions.map((s) => s.id)).not.toContain(phoneHandle);
    expect((await request(base(), "DELETE", `${API}sessions/${phoneHandle}`, { cookie: op.cookie })).status).toBe(404);
  });

  test("changing one's password: current one required (and counted), the others' sessions end, this one stays; audited", async () => {
    const op = await createOperator(base(), ctx.db.env);
    const other = cookieFrom(await signIn(base(), op.email, PASSWORD));
    const ip = "203.0.113.77";
    const wrong = await request(base(), "POST", `${API}account/password`, {
      cookie: op.cookie,
      body: { current: "not the password at all", password: NEW_PASSWORD },
      ip,
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ fields: { current: "Your current password is incorrect." } });
    const short = await request(base(), "POST", `${API}account/password`, {
      cookie: op.cookie,
      body: { current: PASSWORD, password: "short" },
    });
    expect(short.status).toBe(422);
    expect((await short.json()).fields).toHaveProperty("password");
    expect((await request(base(), "GET", `${API}session`, { cookie: other })).status).toBe(200); // nothing changed yet

    const changed = await request(base(), "POST", `${API}account/password`, {
      cookie: op.cookie,
      body: { current: PASSWORD, password: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect((await request(base(), "GET", `${API}session`, { cookie: op.cookie })).status).toBe(200);
    expect((await request(base(), "GET", `${API}session`, { cookie: other })).status).toBe(401);
    expect((await signIn(base(), op.email, PASSWORD)).status).toBe(401);
    expect((await signIn(base(), op.email, NEW_PASSWORD)).status).toBe(200);
    const rows = await ctx.db.query(`select action, detail, operator_id from audit_log where action = 'operator.password'`);
    expect(rows.filter((r) => r.operator_id === op.operator.id)).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(NEW_PASSWORD);

    // Wrong current passwords count against the per-account budget (5 in 15 minutes; the sign-in
    // that just succeeded cleared it): five, then even the right one is refused.
    for (let i = 0; i < 5; i++)
      expect(
        (
          await request(base(), "POST", `${API}account/password`, {
            cookie: op.cookie,
            body: { current: `wrong ${i} ${"x".repeat(12)}`, password: NEW_PASSWORD },
          })
        ).status,
      ).toBe(422);
    const refused = await request(base(), "POST", `${API}account/password`, {
      cookie: op.cookie,
      body: { current: NEW_PASSWORD, password: PASSWORD },
    });
    expect(refused.status).toBe(429);
  });

  test("TOTP set up and removed, recovery codes renewed, from one's own session (no factor required)", async () => {
    const op = await createOperator(base(), ctx.db.env);
    const { secret } = (await (await request(base(), "POST", `${API}factors/totp`, { cookie: op.cookie })).json()) as { secret: string };
    const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
    const confirmed = await request(base(), "POST", `${API}factors/totp/confirm`, { cookie: op.cookie, body: { code: totp.generate() } });
    expect(confirmed.status).toBe(200);
    const first = ((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(first).toHaveLength(10);
    const renewed = await request(base(), "POST", `${API}factors/recovery-codes`, { cookie: op.cookie });
    const second = ((await renewed.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(second).toHaveLength(10);
    expect(second).not.toContain(first[0]);
    // The old codes stopped working, the new ones work.
    const pending = cookieFrom(await signIn(base(), op.email, PASSWORD));
    expect((await request(base(), "POST", `${API}session/factor`, { cookie: pending, body: { code: first[0] } })).status).toBe(401);
    expect((await request(base(), "POST", `${API}session/factor`, { cookie: pending, body: { code: second[0] } })).status).toBe(200);
    const list = (await (await request(base(), "GET", `${API}factors`, { cookie: op.cookie })).json()) as {
      factors: { id: string; kind: string }[];
      required: boolean;
    };
    expect(list.required).toBe(false);
    expect(list.factors.map((f) => f.kind)).toEqual(["totp"]);
    // Not required here: the last factor may go, and its recovery codes with it.
    expect((await request(base(), "DELETE", `${API}factors/${list.factors[0]!.id}`, { cookie: op.cookie })).status).toBe(200);
    expect(await (await request(base(), "GET", `${API}factors`, { cookie: op.cookie })).json()).toMatchObject({
      factors: [],
      recoveryCodesLeft: 0,
    });
    expect((await signIn(base(), op.email, PASSWORD)).status).toBe(200);
  });
});
