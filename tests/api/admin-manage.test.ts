// Operator management from the inbox over real HTTP, on SQLite and PostgreSQL: an admin invites
// (a one-time link), changes a role (the account's sessions end at once), resets a password or the
// second factors, removes an account; not their own; nobody else may; every action is in the
// audit log, which admins read filtered and export as CSV.
import { describe, expect, test } from "vitest";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { cookieFrom, createOperator, newEmail, PASSWORD, request } from "./admin-support.ts";
import { engines, useLeadServer } from "./leads-support.ts";

const API = ADMIN_API_PREFIX;

describe.each(engines())("operator management on %s", (engine) => {
  const ctx = useLeadServer(engine, { TRUST_PROXY: "1" });
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
    ] as const)
      expect((await request(base(), method, path, { cookie: sales, body })).status, `${method} ${path}`).toBe(403);
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
});
