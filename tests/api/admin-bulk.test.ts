// Triage at speed over real HTTP on SQLite and PostgreSQL: the list sorted either way and limited
// to a date range, a bulk status change (audited per lead, bounded, validated: a bad body changes
// nothing), the export of a selection, a person's leads across forms, and the count of leads newer
// than the newest one shown.
import { beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { fixtures } from "./leads-fixtures.ts";
import { engines, postLead, useInProcessLeadServer } from "./leads-support.ts";
import { createOperator, request } from "./admin-support.ts";
import { parseCsv } from "./csv-parse.ts";

type Lead = { form: string; id: string; created_at: string; email: string; status: string };

describe.each(engines())("bulk triage on %s", (engine) => {
  const ctx = useInProcessLeadServer(engine, { TRUST_PROXY: "1" });
  let cookie = "";
  const ids: string[] = [];
  const call = async (method: "GET" | "POST", path: string, body?: unknown) => {
    const res = await request(ctx.url(), method, `${ADMIN_API_PREFIX}${path}`, { cookie, body });
    const text = await res.text();
    return {
      status: res.status,
      text,
      json: (() => {
        try {
          return JSON.parse(text);
        } catch {
          return null;
        }
      })(),
    };
  };

  beforeAll(async () => {
    cookie = (await createOperator(ctx.url(), ctx.db.env)).cookie;
    // One person through two forms, and someone else.
    const bodies = [
      ["contact", { ...fixtures.contact.full, email: "Grace@Navy.example" }],
      ["access-compute", { ...fixtures["access-compute"].full, company_email: "grace@navy.example" }],
      ["contact", { ...fixtures.contact.full, email: "ada@engine.example" }],
    ] as const;
    for (const [slug, body] of bodies) {
      const res = await postLead(ctx.url(), slug, body);
      expect(res.status, res.text).toBe(201);
      ids.push(res.json.id);
    }
  });

  test("the list sorts either way and keeps to a date range", async () => {
    const desc = (await call("GET", "leads")).json.leads as Lead[];
    const asc = (await call("GET", "leads?order=asc")).json.leads as Lead[];
    expect(desc.map((l) => l.id)).toEqual([...ids].reverse());
    expect(asc.map((l) => l.id)).toEqual(ids);
    const today = new Date().toISOString().slice(0, 10);
    expect((await call("GET", `leads?from=${today}&to=${today}`)).json.counts.total).toBe(3);
    expect((await call("GET", "leads?to=2020-01-01")).json).toMatchObject({ leads: [], counts: { total: 0 } });
    expect((await call("GET", "leads?order=sideways")).status).toBe(400);
    expect((await call("GET", "leads?from=2026-13-01")).status).toBe(400);
  });

  test("new leads after the newest shown are counted", async () => {
    const newest = ((await call("GET", "leads")).json.leads as Lead[])[0]!;
    const after = encodeURIComponent(`${newest.created_at}_${newest.id}`);
    expect((await call("GET", `leads/count?after=${after}`)).json).toEqual({ count: 0 });
    const oldest = ((await call("GET", "leads?order=asc")).json.leads as Lead[])[0]!;
    expect((await call("GET", `leads/count?after=${encodeURIComponent(`${oldest.created_at}_${oldest.id}`)}`)).json).toEqual({ count: 2 });
    expect((await call("GET", `leads/count?after=${encodeURIComponent(`${oldest.created_at}_${oldest.id}`)}&form=contact`)).json).toEqual({
      count: 1,
    });
    expect((await call("GET", "leads/count")).status).toBe(400);
  });

  test("a person's leads across forms, oldest first, whatever the address's case", async () => {
    const { status, json } = await call("GET", `person?email=${encodeURIComponent(" GRACE@navy.example ")}`);
    expect(status).toBe(200);
    expect(json.email).toBe("grace@navy.example");
    expect((json.leads as Lead[]).map((l) => [l.form, l.id])).toEqual([
      ["contact", ids[0]],
      ["access-compute", ids[1]],
    ]);
    expect((await call("GET", "person?email=nobody%40example.com")).json.leads).toEqual([]);
    expect((await call("GET", "person?email=not-an-address")).status).toBe(400);
  });

  test("a bulk status change: every lead audited, repeated ids once, an unchanged one not counted", async () => {
    const leads = [
      { form: "contact", id: ids[0] },
      { form: "access-compute", id: ids[1] },
      { form: "contact", id: ids[0] },
    ];
    const first = await call("POST", "leads/bulk", { leads, status: "in review" });
    expect(first.status, first.text).toBe(200);
    expect(first.json.changed).toBe(2);
    expect((first.json.leads as Lead[]).map((l) => l.status)).toEqual(["in review", "in review"]);
    const again = await call("POST", "leads/bulk", { leads: [...leads, { form: "contact", id: ids[2] }], status: "spam" });
    expect(again.json.changed).toBe(3);
    const audit = await ctx.db.query(`select lead_id, detail from audit_log where action = 'status' order by at, id`);
    // One transaction's entries may share a millisecond: compared as a set.
    const key = (e: unknown[]) => e.join(" ");
    expect(audit.map((a) => [a.lead_id, a.detail]).sort((x, y) => key(x).localeCompare(key(y)))).toEqual(
      [
        [ids[0], "new → in review"],
        [ids[1], "new → in review"],
        [ids[0], "in review → spam"],
        [ids[1], "in review → spam"],
        [ids[2], "new → spam"],
      ].sort((x, y) => key(x).localeCompare(key(y))),
    );
  });

  test("a bad bulk body is refused and changes nothing", async () => {
    const before = await ctx.db.query("select count(*) as n from audit_log");
    const many = Array.from({ length: 501 }, () => ({ form: "contact", id: ids[2] }));
    for (const body of [
      { leads: [], status: "new" },
      { leads: many, status: "new" },
      { leads: [{ form: "nope", id: ids[0] }], status: "new" },
      { leads: [{ form: "contact", id: "1" }], status: "new" },
      { leads: [{ form: "contact", id: ids[0] }], status: "done" },
    ]) {
      const res = await call("POST", "leads/bulk", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json.error).toBeTruthy();
    }
    expect(await ctx.db.query("select count(*) as n from audit_log")).toEqual(before);
  });

  test("the export of a selection holds those leads only", async () => {
    const res = await call("POST", "export/selected", {
      leads: [
        { form: "contact", id: ids[0] },
        { form: "access-compute", id: ids[1] },
      ],
      format: "csv",
    });
    expect(res.status).toBe(200);
    const rows = parseCsv(res.text);
    const idCol = rows[0]!.indexOf("id");
    expect(
      rows
        .slice(1)
        .map((r) => r[idCol])
        .sort(),
    ).toEqual([ids[0], ids[1]].sort());
  });
});
