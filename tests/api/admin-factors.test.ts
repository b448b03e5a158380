// Second factors over real HTTP on SQLite and PostgreSQL, with REQUIRE_SECOND_FACTOR=1: an
// operator without a factor is led to register one (every other call answers 401 with
// `next: "enroll"`); TOTP registration and sign-in with codes computed by otpauth (a code works
// once); one-time recovery codes (stored hashed); the last factor cannot be removed while required;
// a session that completes its second factor gets a new token and the one before it stops working.
import { Secret, TOTP } from "otpauth";
import { describe, expect, test } from "vitest";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { cookieFrom, createOperator, PASSWORD, request, signIn } from "./admin-support.ts";
import { engines, useInProcessLeadServer } from "./leads-support.ts";

const API = ADMIN_API_PREFIX;
const totpFor = (secret: string) => new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
/** The code of the time step `steps` from now. */
const codeAt = (totp: TOTP, steps: number) => totp.generate({ timestamp: Date.now() + steps * 30_000 });

describe.each(engines())("second factors on %s", (engine) => {
  const ctx = useInProcessLeadServer(engine, { TRUST_PROXY: "1", REQUIRE_SECOND_FACTOR: "1" });
  const base = () => ctx.url();

  test("required: registration at the first sign-in, TOTP codes once each, recovery codes once each, the last factor kept", async () => {
    const op = await createOperator(base(), ctx.db.env);
    // The set-password sign-in must register a factor first.
    const me = await (await request(base(), "GET", `${API}session`, { cookie: op.cookie })).json();
    expect(me.next).toBe("enroll");
    const refused = await request(base(), "GET", `${API}leads`, { cookie: op.cookie });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ next: "enroll" });

    const begun = await request(base(), "POST", `${API}factors/totp`, { cookie: op.cookie });
    expect(begun.status).toBe(200);
    const { secret, uri } = (await begun.json()) as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const totp = totpFor(secret);
    const wrong = await request(base(), "POST", `${API}factors/totp/confirm`, {
      cookie: op.cookie,
      body: { code: "000000" === codeAt(totp, 0) ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(422);
    const confirmed = await request(base(), "POST", `${API}factors/totp/confirm`, { cookie: op.cookie, body: { code: codeAt(totp, 0) } });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    // Stored as hashes only.
    const stored = JSON.stringify(await ctx.db.query("select * from operator_recovery_codes"));
    for (const c of recoveryCodes) expect(stored).not.toContain(c);
    // Enrolled: the session is complete under a new token; the one it had is dead.
    const enrolled = cookieFrom(confirmed);
    expect(enrolled).not.toBe(op.cookie);
    expect((await request(base(), "GET", `${API}session`, { cookie: op.cookie })).status).toBe(401);
    op.cookie = enrolled;
    expect((await request(base(), "GET", `${API}leads`, { cookie: op.cookie })).status).toBe(200);

    // A new sign-in owes the code; the code used to confirm does not work again; the next one does.
    const again = await signIn(base(), op.email, PASSWORD);
    expect((await again.json()).next).toBe("factor");
    const pending = cookieFrom(again);
    expect((await request(base(), "GET", `${API}leads`, { cookie: pending })).status).toBe(401);
    expect((await request(base(), "GET", `${API}factors`, { cookie: pending })).status).toBe(401); // nothing before the code
    expect((await request(base(), "POST", `${API}session/factor`, { cookie: pending, body: { code: codeAt(totp, 0) } })).status).toBe(401);
    const next = codeAt(totp, 1);
    const given = await request(base(), "POST", `${API}session/factor`, { cookie: pending, body: { code: next } });
    expect(given.status).toBe(200);
    // No session fixation: the code completes the session under a new token; the token known
    // before the code (the cookie of the password step) no longer works at all.
    const complete = cookieFrom(given);
    expect(complete).not.toBe(pending);
    expect((await request(base(), "GET", `${API}leads`, { cookie: complete })).status).toBe(200);
    expect((await request(base(), "GET", `${API}session`, { cookie: pending })).status).toBe(401);
    expect((await request(base(), "GET", `${API}leads`, { cookie: pending })).status).toBe(401);
    // That code is spent for every session.
    const third = cookieFrom(await signIn(base(), op.email, PASSWORD));
    expect((await request(base(), "POST", `${API}session/factor`, { cookie: third, body: { code: next } })).status).toBe(401);
    // A recovery code works once.
    const recovery = await request(base(), "POST", `${API}session/factor`, { cookie: third, body: { code: recoveryCodes[0] } });
    expect(recovery.status).toBe(200);
    expect((await request(base(), "GET", `${API}session`, { cookie: third })).status).toBe(401); // rotated here too
    expect((await request(base(), "GET", `${API}leads`, { cookie: cookieFrom(recovery) })).status).toBe(200);
    const fourth = cookieFrom(await signIn(base(), op.email, PASSWORD));
    expect((await request(base(), "POST", `${API}session/factor`, { cookie: fourth, body: { code: recoveryCodes[0] } })).status).toBe(401);
    const list = await (await request(base(), "GET", `${API}factors`, { cookie: op.cookie })).json();
    expect(list).toMatchObject({ recoveryCodesLeft: 9, required: true });
    expect(list.factors).toHaveLength(1);
    // The last factor stays while one is required.
    const removal = await request(base(), "DELETE", `${API}factors/${list.factors[0].id}`, { cookie: op.cookie });
    expect(removal.status).toBe(409);
    expect((await request(base(), "GET", `${API}factors`, { cookie: op.cookie })).status).toBe(200);
    expect(
      ((await (await request(base(), "GET", `${API}factors`, { cookie: op.cookie })).json()) as { factors: unknown[] }).factors,
    ).toHaveLength(1);
  });

  test("wrong codes count against the sign-in throttle: the 6th attempt is refused even with the right code", async () => {
    const op = await createOperator(base(), ctx.db.env);
    const { secret } = (await (await request(base(), "POST", `${API}factors/totp`, { cookie: op.cookie })).json()) as { secret: string };
    const totp = totpFor(secret);
    expect(
      (await request(base(), "POST", `${API}factors/totp/confirm`, { cookie: op.cookie, body: { code: codeAt(totp, 0) } })).status,
    ).toBe(200);
    const ip = "203.0.113.77";
    const pending = cookieFrom(await signIn(base(), op.email, PASSWORD, { ip }));
    const bad = codeAt(totp, 1) === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++)
      expect((await request(base(), "POST", `${API}session/factor`, { cookie: pending, body: { code: bad }, ip })).status).toBe(401);
    expect((await request(base(), "POST", `${API}session/factor`, { cookie: pending, body: { code: codeAt(totp, 1) }, ip })).status).toBe(
      429,
    );
  });
});
