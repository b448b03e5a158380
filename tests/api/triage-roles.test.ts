// The triage calls and the insights as a team role, over real HTTP on SQLite and PostgreSQL: one
// address sends a sales form (contact) and a hiring form (careers). The role walk
// (admin-roles.test.ts) calls these routes without a body or an address they accept, so it
// cannot tell whether their answers keep to the role's forms; this test gives each one a body
// that names a lead of both teams (and a careers form with a contact lead's id) and checks that
// the hiring operator's answers hold nothing of the contact lead, that it stays unchanged, and
// that the insights count only careers.
import { beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { createOperator, newEmail, PASSWORD, request } from "./admin-support.ts";
import { parseCsv } from "./csv-parse.ts";
import { fixtures } from "./leads-fixtures.ts";
import { engines, postLead, useInProcessLeadServer } from "./leads-support.ts";

const ADDRESS = "pat.shared@lead.example";
/** What only the contact (sales) lead holds: none of it may reach the hiring role. */
const SALES_ONLY = ["Quentin Salesonly", "Salesonly Corp", "salesonlysource", "/salesonlypage"];

describe.each(engines())("triage and insights as a team role on %s", (engine) => {
  const ctx = useInProcessLeadServer(engine, { TRUST_PROXY: "1" });
  const cookies = { admin: "", hiring: "", sales: "" };
  let contactId = "";
  let careersId = "";

  const call = async (who: keyof typeof cookies, method: "GET" | "POST", path: string, body?: unknown) => {
    const res = await request(ctx.url(), method, `${ADMIN_API_PREFIX}${path}`, { cookie: cookies[who], body });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: res.status, text, json };
  };
  /** Nothing of the contact lead: not its id, not a value only it holds. */
  const expectNoSalesLead = (text: string, what: string) => {
    expect(text, what).not.toContain(contactId);
    for (const s of SALES_ONLY) expect(text, what).not.toContain(s);
  };
  const statusOf = async (id: string) => String((await ctx.db.query(`select status from inbox_index where lead_id = '${id}'`))[0]?.status);

  beforeAll(async () => {
    const contact = await postLead(ctx.url(), "contact", {
      ...fixtures.contact.full,
      name: "Quentin Salesonly",
      company: "Salesonly Corp",
      email: ADDRESS,
      utm_source: "salesonlysource",
      utm_medium: "email",
      landing_path: "/salesonlypage",
    });
    expect(contact.status, contact.text).toBe(201);
    contactId = contact.json.id;
    const careers = await postLead(ctx.url(), "careers", {
      ...fixtures.careers.full,
      full_name: "Harriet Hiring",
      email: ADDRESS.toUpperCase(),
      utm_source: "jobboard",
      landing_path: "/careers",
    });
    expect(careers.status, careers.text).toBe(201);
    careersId = careers.json.id;
    cookies.admin = (await createOperator(ctx.url(), ctx.db.env)).cookie;
    cookies.hiring = (await createOperator(ctx.url(), ctx.db.env, newEmail(), PASSWORD, "hiring")).cookie;
    cookies.sales = (await createOperator(ctx.url(), ctx.db.env, newEmail(), PASSWORD, "sales")).cookie;
  }, 120_000);

  test("the person view lists only the role's forms", async () => {
    const person = (who: keyof typeof cookies) => call(who, "GET", `person?email=${encodeURIComponent(ADDRESS)}`);
    expect(((await person("admin")).json.leads as { id: string }[]).map((l) => l.id)).toEqual([contactId, careersId]);
    const hiring = await person("hiring");
    expect(hiring.status).toBe(200);
    expect((hiring.json.leads as { form: string; id: string }[]).map((l) => [l.form, l.id])).toEqual([["careers", careersId]]);
    expectNoSalesLead(hiring.text, "person");
    expect(((await person("sales")).json.leads as { id: string }[]).map((l) => l.id)).toEqual([contactId]);
  });

  test("the list sorted either way, the date range and the new-lead count keep to the role's forms", async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const query of ["leads", "leads?order=asc", `leads?from=${today}&to=${today}`, `leads?order=asc&from=${today}&to=${today}`]) {
      const res = await call("hiring", "GET", query);
      expect(res.status, query).toBe(200);
      expect(
        (res.json.leads as { id: string }[]).map((l) => l.id),
        query,
      ).toEqual([careersId]);
      expect(res.json.counts.total, query).toBe(1);
      expectNoSalesLead(res.text, query);
    }
    // A cursor before both leads: the admin is told of two, the hiring operator of one.
    const after = encodeURIComponent(`2000-01-01T00:00:00.000Z_${"0".repeat(8)}-0000-7000-8000-${"0".repeat(12)}`);
    expect((await call("admin", "GET", `leads/count?after=${after}`)).json).toEqual({ count: 2 });
    expect((await call("hiring", "GET", `leads/count?after=${after}`)).json).toEqual({ count: 1 });
  });

  test("a bulk status change touches and answers only the role's leads, even with a contact lead's id under careers", async () => {
    const res = await call("hiring", "POST", "leads/bulk", {
      leads: [
        { form: "contact", id: contactId },
        { form: "careers", id: contactId },
        { form: "careers", id: careersId },
      ],
      status: "archived",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.changed).toBe(1);
    expect((res.json.leads as { form: string; id: string; status: string }[]).map((l) => [l.form, l.id, l.status])).toEqual([
      ["careers", careersId, "archived"],
    ]);
    expectNoSalesLead(res.text, "bulk");
    expect(await statusOf(contactId)).toBe("new");
    expect(await statusOf(careersId)).toBe("archived");
    expect(await ctx.db.query(`select id from audit_log where lead_id = '${contactId}'`)).toEqual([]);
  });

  test("the export of a selection holds only the role's leads", async () => {
    for (const format of ["csv", "json"] as const) {
      const res = await call("hiring", "POST", "export/selected", {
        leads: [
          { form: "contact", id: contactId },
          { form: "careers", id: contactId },
          { form: "careers", id: careersId },
        ],
        format,
      });
      expect(res.status, format).toBe(200);
      expectNoSalesLead(res.text, `export ${format}`);
      expect(res.text, format).toContain(careersId);
      if (format === "csv") expect(parseCsv(res.text).length).toBe(2); // the header and the careers lead
    }
  });

  test("the insights count only the role's forms; another team's form is refused as unknown", async () => {
    const admin = await call("admin", "GET", "insights");
    expect(admin.status).toBe(200);
    const sum = (rows: { leads: number }[]) => rows.reduce((n, r) => n + r.leads, 0);
    expect(sum(admin.json.funnel)).toBe(2);
    expect(admin.text).toContain("salesonlysource");

    const hiring = await call("hiring", "GET", "insights");
    expect(hiring.status).toBe(200);
    const body = hiring.json;
    expect(body.forms).toEqual(["careers"]);
    expect(body.funnel).toContainEqual({ status: "archived", leads: 1 });
    expect(sum(body.funnel)).toBe(1);
    expect(sum(body.leadsByDay)).toBe(1);
    expect(new Set((body.leadsByDay as { form: string }[]).map((r) => r.form))).toEqual(new Set(["careers"]));
    expect(new Set((body.leadsByWeek as { form: string }[]).map((r) => r.form))).toEqual(new Set(["careers"]));
    expect((body.responseTimes as { form: string; leads: number; changed: number }[]).map((r) => [r.form, r.leads, r.changed])).toEqual([
      ["careers", 1, 1],
    ]);
    expect(sum(body.leadsBySource)).toBe(1);
    expect(body.leadsByLandingPage).toEqual([{ landing_path: "/careers", leads: 1 }]);
    expectNoSalesLead(hiring.text, "insights");

    const other = await call("hiring", "GET", "insights?form=contact");
    expect(other.status).toBe(400);
    expect(Object.keys(other.json.fields)).toEqual(["form"]);
    expect((await call("hiring", "GET", "insights?form=careers")).json.forms).toEqual(["careers"]);
    const sales = await call("sales", "GET", "insights");
    expect([...sales.json.forms].sort()).toEqual(["access-compute", "contact", "provide-compute"]);
    expect(sum(sales.json.funnel)).toBe(1);
  });
});
