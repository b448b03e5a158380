// Operator management from the inbox over real HTTP, on SQLite and PostgreSQL: an admin invites
// (a one-time link), changes a role (the account's sessions end at once), resets a password or the
// second factors, removes an account; not their own; nobody else may; every action is in the
// audit log, which admins read filtered and export as CSV. A factor reset, a password reset and a
// removal end every session of the account at once (a factor reset also takes its recovery codes).
import { Secret, TOTP } from "otpauth";
import { describe, expect, test } from "vitest";
import { ADMIN_ONLY } from "../../src/server/inbox/scope.ts";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { cookieFrom, createOperator, newEmail, PASSWORD, request, signIn } from "./admin-support.ts";
import { engines, useInProcessLeadServer } from "./leads-support.ts";

const API = ADMIN_API_PREFIX;

describe.each(engines())("operator management on %s", (engine) => {
  const ctx = useInProcessLeadServer(engine, { TRUST_PROXY: "1" });
  const base = () => ctx.url();

  test("invite, role, reset, remove: same rules as the CLI, each audited; team roles refused; not on oneself", async () => {
    const admin = await createOperator(base(), ctx.db.env);
    const email = newEmail();
    const invited = await request(base(), "POST", `${API}operators`, { cookie: admin.cookie, body: { email, role: "sales" } });
    expect(invited.status).toBe(201);
    const { link } = (await invited.json()) as { link: string };
    expect(link).toMatch(/^\/admin\/set-password#token=[A-Za-z0-9_-]{43}$/);
    const again = await request(base(), "POST", `${API}operators`, { cookie: admin.cookie, body: { email, role: "sales" } });
    expect(again.status).toBe(409);
    const bad = await request(base(), "POST", `${API}operators`, { cookie: admin.cookie, body: { email: newEmail(), role: "boss" } });
    expect(bad.status).toBe(422);
    const set = await request(base(), "POST", `${API}password`, { body: { token: link.split("token=")[1], password: PASSWORD } });
    expect(set.status).toBe(200);
    const me = (await set.json()) as { role: string; forms: string[] };
    expect(me.role).toBe("sales");
    expect([...me.forms].sort()).toEqual(["access-compute", "contact", "provide-compute"]);
    const sales = cookieFrom(set);
    // A team role manages nothing and reads no audit log.
    for (const [method, path, body] of [
      ["GET", `${API}operators`, undefined],
      ["POST", `${API}operators`, { email: newEmail(), role: "admin" }],
      ["POST", `${API}operators/role`, { email, role: "admin" }],
      ["GET", `${API}audit`, undefined],
    ] as const) {
      const refused = await request(base(), method, path, { cookie: sales, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      // The whole answer: the sentence as JSON, never cached, never indexed.
      expect(await refused.text()).toBe(JSON.stringify({ error: ADMIN_ONLY }));
      expect(refused.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(refused.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    }
    // Role change: their session ends at once.
    const changed = await request(base(), "POST", `${API}operators/role`, { cookie: admin.cookie, body: { email, role: "hiring" } });
    expect(changed.status).toBe(200);
    expect((await request(base(), "GET", `${API}session`, { cookie: sales })).status).toBe(401);
    const list = (await (await request(base(), "GET", `${API}operators`, { cookie: admin.cookie })).json()) as {
      operators: { email: string; role: string }[];
    };
    expect(list.operators.find((o) => o.email === email)?.role).toBe("hiring");
    // Not on oneself.
    for (const [path, body] of [
      [`${API}operators/role`, { email: admin.email, role: "sales" }],
      [`${API}operators/remove`, { email: admin.email }],
      [`${API}operators/reset`, { email: admin.email, what: "password" }],
    ] as const)
      expect((await request(base(), "POST", path, { cookie: admin.cookie, body })).status, path).toBe(409);
    const reset = await request(base(), "POST", `${API}operators/reset`, { cookie: admin.cookie, body: { email, what: "password" } });
    expect(reset.status).toBe(200);
    expect((await reset.json()).link).toMatch(/token=/);
    expect(
      (await request(base(), "POST", `${API}operators/reset`, { cookie: admin.cookie, body: { email, what: "factors" } })).status,
    ).toBe(200);
    expect((await request(base(), "POST", `${API}operators/remove`, { cookie: admin.cookie, body: { email } })).status).toBe(200);
    expect((await request(base(), "POST", `${API}operators/remove`, { cookie: admin.cookie, body: { email } })).status).toBe(404);

    // The audit log: every action by the admin, filterable, exportable.
    const audit = (await (
      await request(base(), "GET", `${API}audit?operator=${encodeURIComponent(admin.email)}`, { cookie: admin.cookie })
    ).json()) as {
      entries: { action: string; operator_email: string }[];
    };
    expect(audit.entries.map((e) => e.action).sort()).toEqual(
      ["operator.add", "operator.role", "operator.reset", "operator.factors-reset", "operator.remove"].sort(),
    );
    const roles = (await (await request(base(), "GET", `${API}audit?action=operator.role`, { cookie: admin.cookie })).json()) as {
      entries: { detail: string }[];
    };
    expect(roles.entries).toHaveLength(1);
    expect(roles.entries[0]!.detail).toContain("sales → hiring");
    const csv = await request(base(), "GET", `${API}audit?format=csv&operator=${encodeURIComponent(admin.email)}`, {
      cookie: admin.cookie,
    });
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("at,operator_email,operator_id,action,lead_table,lead_id,detail");
    expect(lines).toHaveLength(6);
  });
  test("from the inbox, a factor reset, a password reset and a removal end the account's sessions at once; a factor reset takes every factor and recovery code", async () => {
    const admin = await createOperator(base(), ctx.db.env);
    const op = await createOperator(base(), ctx.db.env, newEmail(), PASSWORD, "ecosystem");
    const alive = async (cookie: string) => (await request(base(), "GET", `${API}session`, { cookie })).status;
    const count = async (table: string) =>
      Number((await ctx.db.query(`select count(*) as n from ${table} where operator_id = '${op.operator.id}'`))[0]!.n);
    // An authenticator app and its recovery codes; a second session beside the first.
    const { secret } = (await (await request(base(), "POST", `${API}factors/totp`, { cookie: op.cookie })).json()) as { secret: string };
    const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
    const confirm = await request(base(), "POST", `${API}factors/totp/confirm`, { cookie: op.cookie, body: { code: totp.generate() } });
    expect(confirm.status).toBe(200);
    const other = cookieFrom(await signIn(base(), op.email, PASSWORD)); // owes its code: a session all the same
    expect(await count("operator_factors")).toBe(1);
    expect(await count("operator_recovery_codes")).toBe(10);
    const resetFactors = await request(base(), "POST", `${API}operators/reset`, {
      cookie: admin.cookie,
      body: { email: op.email, what: "factors" },
    });
    expect(resetFactors.status).toBe(200);
    expect(await alive(op.cookie)).toBe(401);
    expect(await alive(other)).toBe(401);
    expect(await count("operator_factors")).toBe(0);
    expect(await count("operator_recovery_codes")).toBe(0);
    expect(await count("operator_sessions")).toBe(0);
    // No factor left: the password alone signs in again.
    const again = await signIn(base(), op.email, PASSWORD);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { next: unknown }).next).toBeNull();
    const third = cookieFrom(again);
    // A password reset: the session ends, the old password no longer signs in, the new link works once.
    const resetPassword = await request(base(), "POST", `${API}operators/reset`, {
      cookie: admin.cookie,
      body: { email: op.email, what: "password" },
    });
    expect(resetPassword.status).toBe(200);
    const { link } = (await resetPassword.json()) as { link: string };
    expect(await alive(third)).toBe(401);
    expect((await signIn(base(), op.email, PASSWORD)).status).toBe(401);
    const set = await request(base(), "POST", `${API}password`, { body: { token: link.split("token=")[1], password: `${PASSWORD}!` } });
    expect(set.status).toBe(200);
    const fourth = cookieFrom(set);
    expect(await alive(fourth)).toBe(200);
    expect(
      (await request(base(), "POST", `${API}password`, { body: { token: link.split("token=")[1], password: PASSWORD } })).status,
    ).not.toBe(200);
    // Removal: the session ends, the account is gone.
    expect((await request(base(), "POST", `${API}operators/remove`, { cookie: admin.cookie, body: { email: op.email } })).status).toBe(200);
    expect(await alive(fourth)).toBe(401);
    expect(await count("operator_sessions")).toBe(0);
    expect((await signIn(base(), op.email, `${PASSWORD}!`)).status).toBe(401);
    // Each action is an audit entry naming the admin and the account.
    const entries = (await (
      await request(base(), "GET", `${API}audit?operator=${encodeURIComponent(admin.email)}`, { cookie: admin.cookie })
    ).json()) as {
      entries: { action: string; detail: string }[];
    };
    expect(entries.entries.map((e) => e.action).sort()).toEqual(["operator.factors-reset", "operator.remove", "operator.reset"]);
    for (const e of entries.entries) expect(e.detail).toContain(op.email);
  });
});
