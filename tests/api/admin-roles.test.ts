// Roles scoped by form, over real HTTP on SQLite and PostgreSQL: one lead per form, each with a
// marker of its own in its e-mail fields; every admin call the route table lists (`:param` ones
// filled with every lead, and its delivery) is made as every role, and no answer of a team role
// holds a byte of a lead outside its forms (marker, id, delivery id, any distinctive value): such a
// lead answers as one that does not exist (the same 404), is absent from lists, counts, searches
// and exports, and is left unchanged. The calls that name leads in their body or query (bulk status,
// export of a selection, a person's leads) are walked with every lead too, also with another team's
// lead id named under one of the role's own forms: the answer is the one for a lead that does not
// exist. Erasure by address is an admin's (403 for the others).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { formSlugs, forms } from "../../src/forms/forms.ts";
import type { FormSlug } from "../../src/forms/types.ts";
import { ADMIN_ONLY } from "../../src/server/inbox/scope.ts";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { DEFAULT_ROLE_FORMS, formsOfRole, ROLES, type Role } from "../../src/server/operators/roles.ts";
import { adminApiCalls, createOperator, fillPath, newEmail, operatorsCli, PASSWORD, request, type Call } from "./admin-support.ts";
import { fixtures } from "./leads-fixtures.ts";
import { engines, postLead, useInProcessLeadServer } from "./leads-support.ts";

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
  const ctx = useInProcessLeadServer(engine, {
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

  type Walk = {
    path: string;
    body?: unknown;
    /** The lead the request names: in its path (`path`: a 404 outside the role) or in its body or query (`named`). */
    lead?: Seeded;
    named?: { none: { path: string; body?: unknown }; echo?: string };
  };

  /** Requests that name a lead in their body or query, each with the same request naming a lead that does not exist. */
  function namingRequests(c: Call, mine: readonly FormSlug[]): Walk[] {
    const own = mine[0]!;
    if (c.method === "POST" && c.path === `${ADMIN_API_PREFIX}leads/bulk`) {
      const bulk = (form: FormSlug, id: string) => ({ leads: [{ form, id }], status: "archived" });
      return leads.flatMap((lead) =>
        [lead.form, own].map((form) => ({
          path: c.path,
          body: bulk(form, lead.id),
          lead,
          named: { none: { path: c.path, body: bulk(form, randomUUID()) } },
        })),
      );
    }
    if (c.method === "POST" && c.path === `${ADMIN_API_PREFIX}export/selected`) {
      const selected = (form: FormSlug, id: string, format: string) => ({ leads: [{ form, id }], format });
      return leads.flatMap((lead) =>
        [lead.form, own].flatMap((form) =>
          ["csv", "json"].map((format) => ({
            path: c.path,
            body: selected(form, lead.id, format),
            lead,
            named: { none: { path: c.path, body: selected(own, randomUUID(), format) } },
          })),
        ),
      );
    }
    if (c.method === "GET" && c.path === `${ADMIN_API_PREFIX}person`) {
      return leads.map((lead) => ({
        path: `${c.path}?email=${encodeURIComponent(lead.email)}`,
        lead,
        named: { none: { path: `${c.path}?email=${encodeURIComponent(lead.email)}x` }, echo: lead.email },
      }));
    }
    return [];
  }

  /** The requests a call makes for the walk: `:params` filled with every lead (and its delivery), queries of every kind. */
  function requestsFor(c: Call, mine: readonly FormSlug[]): Walk[] {
    return [...plainRequests(c), ...namingRequests(c, mine)];
  }

  function plainRequests(c: Call): Walk[] {
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
      // The insights count only the role's leads (numbers hold no marker: counted here, before the walk signs out).
      const insights = (await (await request(base(), "GET", `${ADMIN_API_PREFIX}insights`, { cookie })).json()) as {
        forms: string[];
        leadsByDay: { form: string; leads: number }[];
        funnel: { leads: number }[];
      };
      expect(insights.forms).toEqual(mine);
      for (const row of insights.leadsByDay) expect(mine).toContain(row.form);
      expect(insights.leadsByDay.reduce((n, r) => n + r.leads, 0)).toBe(mine.length);
      expect(insights.funnel.reduce((n, r) => n + r.leads, 0)).toBe(mine.length);
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
        for (const r of requestsFor(c, mine)) {
          const res = await request(base(), c.method, r.path, { cookie, body: r.body });
          // What the request itself sent back (a person's address) is no leak: left out of the check.
          const text = r.named?.echo ? (await res.text()).replaceAll(r.named.echo, "<echo>") : await res.text();
          walked.push(`${c.method} ${c.path}`);
          const what = `${role}: ${c.method} ${r.path} ${r.body ? JSON.stringify(r.body) : ""} → ${res.status}`;
          for (const s of bad) expect(text, `${what} holds "${s}"`).not.toContain(s);
          if (r.named) {
            expect(res.status, `${what}: ${text}`).toBe(200);
            const named = r.lead!;
            const claimed = (r.body as { leads?: { form: FormSlug }[] } | undefined)?.leads?.[0]?.form ?? named.form;
            if (mine.includes(named.form)) {
              // Their own lead is reached (named under another of their forms, a call may or may not find it).
              if (claimed === named.form) expect(text, what).toContain(named.id);
            } else {
              // Outside the role, under its own form or one of the role's: the answer for a lead that does not exist.
              const none = await request(base(), c.method, r.named.none.path, { cookie, body: r.named.none.body });
              const noneText = r.named.echo ? (await none.text()).replaceAll(`${r.named.echo}x`, "<echo>") : await none.text();
              expect(text, what).toBe(noneText);
            }
            continue;
          }
          if (r.lead && !mine.includes(r.lead.form)) {
            expect(res.status, `${c.method} ${r.path}`).toBe(404);
            if (!c.path.includes("/deliveries/")) expect(text).toBe(nothing);
          } else if (r.lead) expect(res.status, `${c.method} ${r.path}: ${text}`).toBeLessThan(300);
          if (c.path === `${ADMIN_API_PREFIX}leads` && !r.path.includes("format=")) {
            const page = JSON.parse(text) as { leads: { form: string }[]; counts: { total: number; byForm: Record<string, number> } };
            for (const l of page.leads) expect(mine).toContain(l.form);
            for (const f of formSlugs) if (!mine.includes(f)) expect(page.counts.byForm[f]).toBe(0);
          }
          if (c.path.endsWith("/erase")) {
            expect(res.status).toBe(403);
            expect(JSON.parse(text)).toEqual({ error: ADMIN_ONLY });
          }
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

describe.each(engines())("OPERATOR_ROLE_FORMS on %s", (engine) => {
  // Sales narrowed to contact, hiring widened to the fund's applications; ecosystem keeps its default.
  const ctx = useInProcessLeadServer(engine, { TRUST_PROXY: "1", OPERATOR_ROLE_FORMS: "sales=contact;hiring=careers,ecosystem-fund" });
  const base = () => ctx.url();

  test("the configured forms are what a team role sees; a form taken from it answers as nonexistent", async () => {
    const ids = new Map<FormSlug, string>();
    for (const form of formSlugs) {
      const { status, json } = await postLead(base(), form, marked(form, `cfg${form.replaceAll("-", "")}`));
      expect(status).toBe(201);
      ids.set(form, json.id);
    }
    const expected: Record<Exclude<Role, "admin">, FormSlug[]> = {
      sales: ["contact"],
      ecosystem: ["ecosystem-fund"],
      hiring: formSlugs.filter((f) => f === "careers" || f === "ecosystem-fund"),
    };
    for (const [role, seen] of Object.entries(expected) as [Exclude<Role, "admin">, FormSlug[]][]) {
      const { cookie } = await createOperator(base(), ctx.db.env, newEmail(), PASSWORD, role);
      expect(await (await request(base(), "GET", `${ADMIN_API_PREFIX}session`, { cookie })).json()).toMatchObject({ role, forms: seen });
      const page = (await (await request(base(), "GET", `${ADMIN_API_PREFIX}leads`, { cookie })).json()) as {
        leads: { form: FormSlug }[];
        counts: { byForm: Record<string, number> };
      };
      expect(new Set(page.leads.map((l) => l.form))).toEqual(new Set(seen));
      for (const form of formSlugs) {
        const lead = await request(base(), "GET", `${ADMIN_API_PREFIX}leads/${form}/${ids.get(form)}`, { cookie });
        expect(lead.status, `${role} ${form}`).toBe(seen.includes(form) ? 200 : 404);
        if (!seen.includes(form)) expect(page.counts.byForm[form]).toBe(0);
      }
    }
  });
});
