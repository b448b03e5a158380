// Operator sessions and password hashes over real HTTP, on SQLite and PostgreSQL: the absolute
// lifetime (besides the idle timeout), the list of one's sessions and ending the others, and a
// hash of the earlier scheme (scrypt) replaced with argon2id at the next successful sign-in.
import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, test } from "vitest";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { cookieFrom, createOperator, newEmail, PASSWORD, parseSetCookie, request, signIn } from "./admin-support.ts";
import { engines, useInProcessLeadServer } from "./leads-support.ts";

const SESSION = `${ADMIN_API_PREFIX}session`;
const SESSIONS = `${ADMIN_API_PREFIX}sessions`;
const ago = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

describe.each(engines())("sessions on %s", (engine) => {
  const ctx = useInProcessLeadServer(engine, { TRUST_PROXY: "1", ADMIN_SESSION_LIFETIME_HOURS: "48" });
  const base = () => ctx.url();

  test("a session ends at its absolute lifetime however recently it was used; the cookie never outlives it", async () => {
    const { cookie, operator } = await createOperator(base(), ctx.db.env);
    expect((await request(base(), "GET", SESSION, { cookie })).status).toBe(200);
    // 47 hours old, used 2 minutes ago: alive, and the renewed cookie's Max-Age is the hour left, not 12 hours.
    await ctx.db.exec(
      `UPDATE operator_sessions SET created_at = '${ago(47)}', last_seen_at = '${ago(2 / 60)}' WHERE operator_id = '${operator.id}'`,
    );
    const late = await request(base(), "GET", SESSION, { cookie });
    expect(late.status).toBe(200);
    const maxAge = Number(parseSetCookie(late.headers.get("set-cookie")).attrs.get("max-age"));
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600);
    // 48 hours and a minute: refused, though used a moment ago.
    await ctx.db.exec(
      `UPDATE operator_sessions SET created_at = '${ago(48.02)}', last_seen_at = '${ago(0)}' WHERE operator_id = '${operator.id}'`,
    );
    expect((await request(base(), "GET", SESSION, { cookie })).status).toBe(401);
    expect((await request(base(), "GET", `${ADMIN_API_PREFIX}leads`, { cookie })).status).toBe(401);
  });

  test("an operator sees their live sessions and ends the others at once", async () => {
    const a = await createOperator(base(), ctx.db.env);
    const second = await signIn(base(), a.email, PASSWORD);
    expect(second.status).toBe(200);
    const other = cookieFrom(second);
    const list = await request(base(), "GET", SESSIONS, { cookie: a.cookie });
    expect(list.status).toBe(200);
    const { sessions } = (await list.json()) as { sessions: { id: string; current: boolean; created_at: string }[] };
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    // The list names sessions by a handle: neither cookie's token nor the stored id.
    const stored = (await ctx.db.query(`select id from operator_sessions where operator_id = '${a.operator.id}'`)).map((r) => String(r.id));
    const text = JSON.stringify(sessions);
    for (const s of [...stored, a.cookie.split("=")[1]!, other.split("=")[1]!]) expect(text).not.toContain(s);
    const ended = await request(base(), "DELETE", SESSIONS, { cookie: a.cookie });
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual({ ended: 1 });
    expect((await request(base(), "GET", SESSION, { cookie: other })).status).toBe(401);
    expect((await request(base(), "GET", SESSION, { cookie: a.cookie })).status).toBe(200);
    expect(
      ((await (await request(base(), "GET", SESSIONS, { cookie: a.cookie })).json()) as { sessions: unknown[] }).sessions,
    ).toHaveLength(1);
  });

  test("a password hash of the earlier scheme (scrypt N=2^15) is replaced with argon2id at the next successful sign-in, not at a failed one", async () => {
    const email = newEmail();
    const { operator } = await createOperator(base(), ctx.db.env, email);
    const salt = randomBytes(16);
    const key = scryptSync(PASSWORD, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 2 ** 20 });
    const legacy = ["scrypt", 32768, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    await ctx.db.exec(`UPDATE operators SET password_hash = '${legacy}' WHERE id = '${operator.id}'`);
    const hashOf = async () =>
      String((await ctx.db.query(`select password_hash from operators where id = '${operator.id}'`))[0]!.password_hash);
    expect((await signIn(base(), email, "not the password at all")).status).toBe(401);
    expect(await hashOf()).toBe(legacy);
    expect((await signIn(base(), email, PASSWORD)).status).toBe(200);
    expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(base(), email, PASSWORD)).status).toBe(200); // the new hash verifies
  });
});
