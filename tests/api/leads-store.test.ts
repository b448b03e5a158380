// Every form stores exactly one row per valid submission, with exactly the expected columns,
// from JSON and from a form post, on SQLite and (when TEST_DATABASE_URL is set) PostgreSQL.
import { ATTRIBUTION_FIELDS } from "../../src/forms/attribution.ts";
import { describe, expect, test } from "vitest";
import { forms, formSlugs } from "../../src/forms/forms.ts";
import { fixtures } from "./leads-fixtures.ts";
import { asStored, engines, postLead, specColumns, useLeadServer, UUID_V7, type Engine, type Row } from "./leads-support.ts";

function expectedRow(engine: Engine, row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, asStored(engine, v)]));
}

describe.each(engines())("stores leads on %s", (engine) => {
  const ctx = useLeadServer(engine);

  describe.each(formSlugs)("%s", (slug) => {
    const form = forms[slug];
    const fx = fixtures[slug];

    test("a full JSON submission: 201 with the id, one row with exactly the sent values", async () => {
      const before = await ctx.db.count(form.table);
      const started = Date.now();
      const res = await postLead(ctx.server.url, slug, fx.full);
      expect(res.status).toBe(201);
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(Object.keys(res.json)).toEqual(["id"]);
      expect(res.json.id).toMatch(UUID_V7);

      const rows = await ctx.db.rows(form.table);
      expect(rows).toHaveLength(before + 1);
      const row = rows.find((r) => r.id === res.json.id)!;
      expect(specColumns(slug, row)).toEqual(expectedRow(engine, fx.fullRow));
      const bookkeeping = ["created_at", "id", "idempotency_key", "idempotency_fingerprint", "status", ...ATTRIBUTION_FIELDS];
      expect(Object.keys(row).sort()).toEqual([...bookkeeping, ...form.fields.map((f) => f.name)].sort());
      expect(row.status).toBe("new");
      expect(row.idempotency_key).toBeNull();
      const created = row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at));
      if (engine === "sqlite") expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(created.getTime()).toBeGreaterThanOrEqual(started - 1000);
      expect(created.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    });

    test("required fields only: the empty optional fields are stored as the spec says (null; contact's company as typed)", async () => {
      const res = await postLead(ctx.server.url, slug, fx.minimal);
      expect(res.status).toBe(201);
      const row = (await ctx.db.rows(form.table)).find((r) => r.id === res.json.id)!;
      expect(specColumns(slug, row)).toEqual(expectedRow(engine, fx.minimalRow));
    });

    test("a form post (urlencoded, fetch-style Accept) answers 201 JSON and stores the same row", async () => {
      const res = await postLead(ctx.server.url, slug, fx.full, { as: "form" });
      expect(res.status).toBe(201);
      const row = (await ctx.db.rows(form.table)).find((r) => r.id === res.json.id)!;
      expect(specColumns(slug, row)).toEqual(expectedRow(engine, fx.fullRow));
    });
  });

  test("absent optional fields and checkboxes count as empty: null / false (contact's company: empty string)", async () => {
    const res = await postLead(ctx.server.url, "provide-compute", {
      first_name: "A",
      last_name: "B",
      company_email: "a@acme.example",
      company_name: "Acme",
      role: "Ops",
      gpu_location: "Oslo",
      gpu_type: "A100",
      gpu_count: " 0016 ",
      consent_emails: "true",
    });
    expect(res.status).toBe(201);
    const row = (await ctx.db.rows("provide_compute_requests")).find((r) => r.id === res.json.id)!;
    expect(row.gpu_count).toBe(16);
    expect(row.gpu_setup).toBeNull();
    for (const c of ["request_demo", "schedule_call", "receive_info", "contributing_capital"]) expect(row[c]).toBe(asStored(engine, false));
    expect(row.consent_emails).toBe(asStored(engine, true));

    const contact = await postLead(ctx.server.url, "contact", { name: "N", email: "n@x.example", message: "m", company: null });
    expect(contact.status).toBe(201);
    expect((await ctx.db.rows("contact_messages")).find((r) => r.id === contact.json.id)!.company).toBe("");
  });

  test("e-mail and URL values are trimmed like the browser does; free text is stored as typed", async () => {
    const res = await postLead(ctx.server.url, "careers", {
      position_title: "DevOps Engineer",
      full_name: "  Spaced Name ",
      email: "  x@y.example ",
      resume_url: " https://r.example/cv ",
      cover_letter: "line 1\r\nline 2 ",
    });
    expect(res.status).toBe(201);
    const row = (await ctx.db.rows("job_applications")).find((r) => r.id === res.json.id)!;
    expect(row).toMatchObject({
      full_name: "  Spaced Name ",
      email: "x@y.example",
      resume_url: "https://r.example/cv",
      cover_letter: "line 1\r\nline 2 ",
      phone: null,
    });
  });

  test("unicode text and values at exactly the length limit are stored intact", async () => {
    const max = forms.contact.fields.find((f) => f.name === "message")!.maxLength!;
    const message = "日本語🚀".repeat(max / 5) + "é".repeat(max % 5);
    expect(message.length).toBe(max);
    const res = await postLead(ctx.server.url, "contact", { name: "Zoë Ñandú", email: "z@x.example", company: "Ünïcode GmbH", message });
    expect(res.status).toBe(201);
    const row = (await ctx.db.rows("contact_messages")).find((r) => r.id === res.json.id)!;
    expect(row).toMatchObject({ name: "Zoë Ñandú", company: "Ünïcode GmbH", message });
  });
});
