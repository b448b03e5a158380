// Roles scoped by form, over real HTTP on SQLite and PostgreSQL: one lead per form, each with a
// marker of its own in its e-mail fields; every admin call the route table lists (`:param` ones
// filled with every lead, and its delivery) is made as every role, and no answer of a team role
// holds a byte of a lead outside its forms (marker, id, delivery id, any distinctive value): such a
// lead answers as one that does not exist (the same 404), is absent from lists, counts, searches
// and exports, and is left unchanged. Erasure by address is an admin's (403 for the others).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { formSlugs, forms } from "../../src/forms/forms.ts";
import type { FormSlug } from "../../src/forms/types.ts";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { DEFAULT_ROLE_FORMS, formsOfRole, ROLES, type Role } from "../../src/server/operators/roles.ts";
import { adminApiCalls, createOperator, fillPath, newEmail, operatorsCli, PASSWORD, request, type Call } from "./admin-support.ts";
import { fixtures } from "./leads-fixtures.ts";
import { engines, postLead, useLeadServer } from "./leads-support.ts";

const calls = adminApiCalls().filter((c) => !c.public);

type Seeded = { form: FormSlug; id: string; delivery: string; marker: string; email: string; strings: string[] };

/** A submission of `form` whose e-mail fields carry `marker`. */
function marked(form: FormSlug, marker: string): Record<string, unknown> {
  const body = { ...fixtures[form].full };
  for (const f of forms[form].fields) if (f.type === "email") body[f.name] = `${marker}@example.com`;
  return body;
}

const WEBHOOK_SECRET = `whsec_${Buffer.from("role-walk-secret-0123456789").toString("base64")}`;

test("the default roles are the ones the interface names", () => {
  expect(ROLES).toEqual(["admin", "sales", "ecosystem", "hiring"]);
  expect(formsOfRole("admin")).toEqual([...formSlugs]);
  expect(DEFAULT_ROLE_FORMS).toEqual({
    sales: ["access-compute", "provide-compute", "contact"],
    ecosystem: ["ecosystem-fund"],
    hiring: ["careers"],
  });
});

describe.each(engines())("roles on %s", (engine) => {
  // The webhook is never reached (no worker): each lead just has a delivery row to name.
  const ctx = useLeadServer(engine, {
    TRUST_PROXY: "1",
    WEBHOOK_URL: "http://127.0.0.1:9/hook",
    WEBHOOK_SECRET,
    NOTIFY_ALLOW_PRIVATE: "1",
    NOTIFY_WORKER: "0",
  });
  const base = () => ctx.url();
  const leads: Seeded[] = [];
  const cookies = new Map<Role, string>();

  beforeAll(async () => {
    for (const form of formSlugs) {
      const marker = `mk${form.replaceAll("-", "")}${randomUUID().slice(0, 8)}`;
      const body = marked(form, marker);
      const { status, json } = await postLead(base(), form, body);
      expect(status).toBe(201);
      const [delivery] = await ctx.db.query(`select id from deliveries where lead_id = '${json.id}'`);
      expect(delivery).toBeDefined();
      const strings = Object.values(body).filter((v): v is string => typeof v === "string" && v.length >= 8);
      leads.push({ form, id: json.id, delivery: String(delivery!.id), marker, email: `${marker}@example.com`, strings });
    }
    for (const role of ROLES) cookies.set(role, (await createOperator(base(), ctx.db.env, newEmail(), PASSWORD, role)).cookie);
  }, 120_000);

  /** What must never reach `role`: every byte of the leads outside its forms that no lead of its own also holds. */
  function forbidden(role: Role): string[] {
    const own = leads.filter((l) => formsOfRole(role).includes(l.form));
    const ownText = JSON.stringify(own.map((l) => l.strings));
    return leads
      .filter((l) => !formsOfRole(role).includes(l.form))
      .flatMap((l) => [l.marker, l.id, l.delivery, ...l.strings.filter((s) => !ownText.includes(s))]);
  }

  /** The requests a call makes for the walk: `:params` filled with every lead (and its delivery), queries of every kind. */
  function requestsFor(c: Call): { path: string; body?: unknown; lead?: Seeded }[] {
    const body =
      c.method === "PATCH"
        ? { status: "archived" }
        : c.path.endsWith("/notes")
          ? { body: "a note from the role walk" }
          : c.path.endsWith("/erase")
            ? { email: "nobody-here@example.com" }
            : c.method === "POST"
              ? {}
              : undefined;
    if (c.path.includes(":") && !/\/(leads|deliveries)\//.test(c.path)) return [{ path: fillPath(c.path, { id: randomUUID() }), body }];
    if (c.path.includes(":")) {
      return leads.map((lead) => ({
        path: fillPath(c.path, c.path.includes("/deliveries/") ? { id: lead.delivery } : { form: lead.form, id: lead.id }),
        body,
        lead,
      }));
    }
    if (c.method !== "GET") return [{ path: c.path, body }];
    // Every filter: none, each form, each lead's marker as a search, in every export format.
    const queries = [
      "",
      ...formSlugs.map((f) => `form=${f}`),
      ...leads.map((l) => `q=${l.marker}`),
      ...leads.map((l) => `q=${encodeURIComponent(l.email)}`),
    ];
    return queries.flatMap((q) =>
      ["", "format=csv", "format=json"].map((f) => ({ path: `${c.path}?${[q, f].filter(Boolean).join("&")}`, body })),
    );
  }

  for (const role of ROLES.filter((r) => r !== "admin")) {
    test(`${role}: no answer of any admin call holds a byte of another team's lead; theirs answer as nonexistent and stay unchanged`, async () => {
      const cookie = cookies.get(role)!;
      const mine = formsOfRole(role);
      const bad = forbidden(role);
      expect(bad.length).toBeGreaterThan(0);
      const foreign = leads.filter((x) => !mine.includes(x.form));
      /** What is stored about the leads outside the role: status, notes, audit entries, deliveries. */
      const snapshot = async () =>
        JSON.stringify(
          await Promise.all(
            foreign.map(async (l) => [
              await ctx.db.query(`select status from ${forms[l.form].table} where id = '${l.id}'`),
              await ctx.db.query(`select id from lead_notes where lead_id = '${l.id}'`),
              await ctx.db.query(`select id from audit_log where lead_id = '${l.id}'`),
              await ctx.db.query(`select id, status, attempts, next_attempt_at from deliveries where lead_id = '${l.id}'`),
            ]),
          ),
        );
      const before = await snapshot();
      // A lead that does not exist, in a form of the role: what an outside lead must look like.
      const none = await request(base(), "GET", `${ADMIN_API_PREFIX}leads/${mine[0]}/${randomUUID()}`, { cookie });
      expect(none.status).toBe(404);
      const nothing = await none.text();
      const walked: string[] = [];
      // Sign-out last: it ends the session.
      const ordered = [...calls].sort(
        (a, b) =>
          Number(a.method === "DELETE" && a.path.endsWith("/session")) - Number(b.method === "DELETE" && b.path.endsWith("/session")),
      );
      for (const c of ordered) {
        for (const r of requestsFor(c)) {
          const res = await request(base(), c.method, r.path, { cookie, body: r.body });
          const text = await res.text();
          walked.push(`${c.method} ${c.path}`);
          for (const s of bad) expect(text, `${role}: ${c.method} ${r.path} → ${res.status} holds "${s}"`).not.toContain(s);
          if (r.lead && !mine.includes(r.lead.form)) {
            expect(res.status, `${c.method} ${r.path}`).toBe(404);
            if (!c.path.includes("/deliveries/")) expect(text).toBe(nothing);
          } else if (r.lead) expect(res.status, `${c.method} ${r.path}: ${text}`).toBeLessThan(300);
          if (c.path === `${ADMIN_API_PREFIX}leads` && !r.path.includes("format=")) {
            const page = JSON.parse(text) as { leads: { form: string }[]; counts: { total: number; byForm: Record<string, number> } };
            for (const l of page.leads) expect(mine).toContain(l.form);
            for (const f of formSlugs) if (!mine.includes(f)) expect(page.counts.byForm[f]).toBe(0);
          }
          if (c.path.endsWith("/erase")) expect(res.status).toBe(403);
        }
      }
      // Every route of the table was walked.
      expect(new Set(walked)).toEqual(new Set(calls.map((c) => `${c.method} ${c.path}`)));
      // Nothing outside the role changed: statuses, notes, deliveries, audit entries.
      expect(await snapshot()).toBe(before);
      // Their own leads were reached (the walk can fail): archived by the walk's PATCH, with its note.
      for (const l of leads.filter((x) => mine.includes(x.form))) {
        const [row] = await ctx.db.query(`select status from ${forms[l.form].table} where id = '${l.id}'`);
        expect(row?.status).toBe("archived");
      }
    }, 180_000);
  }

  test("admin sees every lead, and may erase by address", async () => {
    const cookie = cookies.get("admin")!;
    const page = (await (await request(base(), "GET", `${ADMIN_API_PREFIX}leads`, { cookie })).json()) as { leads: { id: string }[] };
    for (const l of leads) expect(page.leads.map((x) => x.id)).toContain(l.id);
    const csv = await (await request(base(), "GET", `${ADMIN_API_PREFIX}export?format=csv`, { cookie })).text();
    for (const l of leads) expect(csv).toContain(l.marker);
    const erased = await request(base(), "POST", `${ADMIN_API_PREFIX}erase`, { cookie, body: { email: leads[0]!.email } });
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as { removed: { leads: number } }).removed.leads).toBe(1);
    const [entry] = await ctx.db.query("select operator_email, detail from audit_log where action = 'erase'");
    expect(String(entry?.detail)).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    expect(JSON.stringify(entry)).not.toContain(leads[0]!.marker);
  });

  test("the CLI: add --role, list shows roles, role <email> <role> ends the sessions; bad roles refused", async () => {
    const email = newEmail();
    const { cookie } = await createOperator(base(), ctx.db.env, email, PASSWORD, "hiring");
    const me = await (await request(base(), "GET", `${ADMIN_API_PREFIX}session`, { cookie })).json();
    expect(me).toMatchObject({ role: "hiring", forms: ["careers"] });
    const list = await operatorsCli(ctx.db.env, "list");
    expect(list.stdout).toMatch(new RegExp(`${email.replace(/[.+]/g, "\\$&")}  hiring `));
    const changed = await operatorsCli(ctx.db.env, "role", email, "sales");
    expect(changed.code).toBe(0);
    expect(changed.stdout).toContain("hiring → sales");
    expect((await request(base(), "GET", `${ADMIN_API_PREFIX}session`, { cookie })).status).toBe(401);
    expect((await operatorsCli(ctx.db.env, "role", email, "boss")).code).toBe(2);
    expect((await operatorsCli(ctx.db.env, "add", newEmail(), "--role", "boss")).code).toBe(2);
    const plain = newEmail();
    expect((await operatorsCli(ctx.db.env, "add", plain)).stdout).toContain("as admin");
    const [row] = await ctx.db.query(`select role from operators where email = '${plain}'`);
    expect(row?.role).toBe("admin");
  });
});
