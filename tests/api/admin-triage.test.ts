// Triage: what operators change, over real HTTP on SQLite and PostgreSQL, with a real webhook
// receiver (standardwebhooks-verified): status changes and their audit entries, "not spam"
// queueing the deliveries, notes, resend, erasure (API and CLI) leaving nothing of the person in
// any table, and LEAD_RETENTION_DAYS.
import { createHmac } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { HONEYPOT_FIELD } from "../../src/forms/validate.ts";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { startServer } from "../../scripts/lib/server.ts";
import { sleep } from "../../scripts/lib/helpers.ts";
import { leadsCli, TEST_SECRET, webhookReceiver } from "./delivery-support.ts";
import { fixtures } from "./leads-fixtures.ts";
import { engines, postLead, useInProcessLeadServer, type Row, type TestDb } from "./leads-support.ts";
import { createOperator, request } from "./admin-support.ts";

const ERASURE_KEY = "test-erasure-key-0123456789";

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await sleep(50);
  }
}

/** Every row of every table of the database as text (blobs decoded, lower case), by table, to search for a person. */
async function everything(db: TestDb): Promise<Map<string, string>> {
  const tables =
    db.engine === "sqlite"
      ? (await db.query("select name from sqlite_master where type = 'table'")).map((r) => String(r.name))
      : (await db.query("select table_name as name from information_schema.tables where table_schema = current_schema()")).map((r) =>
          String(r.name),
        );
  expect(tables).toEqual(
    expect.arrayContaining(["inbox_index", "lead_notes", "audit_log", "deliveries", "delivery_attempts", "contact_messages"]),
  );
  const dump = new Map<string, string>();
  for (const table of tables) {
    const rows = await db.query(`select * from ${db.engine === "postgres" ? `"${table}"` : table}`);
    dump.set(
      table,
      JSON.stringify(rows, (_k, v) =>
        v instanceof Uint8Array || Buffer.isBuffer(v) ? Buffer.from(v).toString("latin1") : v,
      ).toLowerCase(),
    );
  }
  return dump;
}

/** The tables whose rows contain `text`. */
const holding = (dump: Map<string, string>, text: string) =>
  [...dump].filter(([, rows]) => rows.includes(text.toLowerCase())).map(([table]) => table);

describe.each(engines())("triage on %s", (engine) => {
  const env: Record<string, string> = {
    TRUST_PROXY: "1",
    NOTIFY_ALLOW_PRIVATE: "1",
    NOTIFY_RETRY_SCALE: "0.0001",
    WEBHOOK_SECRET: TEST_SECRET,
    ERASURE_HASH_KEY: ERASURE_KEY,
  };
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;
  beforeAll(async () => {
    hook = await webhookReceiver(TEST_SECRET, () => ({ status: 200 }));
    env.WEBHOOK_URL = hook.url; // read when the server starts (the next hook)
    return () => hook.close();
  });
  const ctx = useInProcessLeadServer(engine, env);
  let op = { cookie: "", email: "", operator: { id: "" } };
  // biome-ignore lint/suspicious/noDuplicateTestHooks: runs after the server that useInProcessLeadServer starts in its own beforeAll
  beforeAll(async () => {
    op = await createOperator(ctx.url(), ctx.db.env);
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await request(ctx.url(), method, `${ADMIN_API_PREFIX}${path}`, { cookie: op.cookie, body });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  };
  const post = async (slug: string, body: Record<string, unknown>) => {
    const res = await postLead(ctx.url(), slug, body);
    expect(res.status, res.text).toBe(201);
    return res.json.id as string;
  };
  const deliveriesOf = (id: string) => ctx.db.query(`select * from deliveries where lead_id = '${id}'`);

  test("a status change answers the summary, is listed, and is in the history with operator and time; bad ones change nothing", async () => {
    const id = await post("contact", { ...fixtures.contact.full, name: "Status Person" });
    const changed = await call("PATCH", `leads/contact/${id}`, { status: "contacted" });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ form: "contact", id, status: "contacted", name: "Status Person" });
    expect((await call("GET", "leads?status=contacted")).json.leads.map((l: Row) => l.id)).toContain(id);
    for (const [body, status] of [
      [{ status: "closed" }, 422],
      [{ status: "Contacted" }, 422],
      [{}, 422],
    ] as const) {
      const bad = await call("PATCH", `leads/contact/${id}`, body);
      expect(bad.status).toBe(status);
      expect(bad.json.error).toMatch(/status must be one of: new, in review, contacted, archived, spam/);
    }
    expect((await call("PATCH", `leads/careers/${id}`, { status: "new" })).status).toBe(404);
    await call("PATCH", `leads/contact/${id}`, { status: "contacted" }); // no change: no entry
    await call("PATCH", `leads/contact/${id}`, { status: "archived" });
    const detail = (await call("GET", `leads/contact/${id}`)).json;
    expect(detail.lead.status).toBe("archived");
    expect(detail.history.map((h: Row) => [h.action, h.detail, (h.operator as Row).email])).toEqual([
      ["status", "new → contacted", op.email],
      ["status", "contacted → archived", op.email],
    ]);
    const at = Date.parse(detail.history[1].at);
    expect(Math.abs(Date.now() - at)).toBeLessThan(60_000);
    expect(await deliveriesOf(id)).toHaveLength(1); // its own delivery only
  });

  test("'not spam' (spam → new) queues the deliveries a new lead gets; the delivery log shows each attempt, labelled without secrets", async () => {
    const id = await post("contact", { ...fixtures.contact.full, name: "Wrongly Flagged", [HONEYPOT_FIELD]: "x" });
    expect((await call("GET", `leads/contact/${id}`)).json.lead.status).toBe("spam");
    expect(await deliveriesOf(id)).toEqual([]);
    expect((await call("PATCH", `leads/contact/${id}`, { status: "new" })).status).toBe(200);
    const received = await eventually(
      async () => hook.received.filter((r) => r.json?.data?.id === id),
      (r) => r.length === 1,
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.verified).toBe(true);
    const detail = await eventually(
      async () => (await call("GET", `leads/contact/${id}`)).json,
      // The lead's page reads the deliveries and their attempts in two queries: wait for both.
      (d) => d.deliveries[0]?.attempts.length === 1 && d.deliveries[0]?.status === "delivered",
    );
    expect(detail.deliveries).toEqual([
      {
        id: expect.any(String),
        destination: "webhook",
        kind: "webhook",
        label: `Webhook to ${new URL(hook.url).host}`,
        status: "delivered",
        attempts: [{ at: expect.stringMatching(/Z$/), outcome: "delivered", status: 200, error: null }],
      },
    ]);
    expect(JSON.stringify(detail)).not.toContain(TEST_SECRET);
    expect(JSON.stringify(detail)).not.toContain("/hooks/leads");
    // spam → new again later does not queue a second delivery per destination.
    await call("PATCH", `leads/contact/${id}`, { status: "spam" });
    await call("PATCH", `leads/contact/${id}`, { status: "new" });
    expect(await deliveriesOf(id)).toHaveLength(1);
    expect(detail.history.map((h: Row) => h.detail)).toEqual(["spam → new"]);
  });

  test("notes: 1 to 5,000 characters, shown with operator and time, recorded in the history", async () => {
    const id = await post("contact", { ...fixtures.contact.full, name: "Noted Person" });
    const added = await call("POST", `leads/contact/${id}/notes`, { body: "Called back, wants 64 GPUs in May." });
    expect(added.status).toBe(201);
    expect(added.json.note).toEqual({
      id: expect.any(String),
      created_at: expect.stringMatching(/Z$/),
      operator: { id: op.operator.id, email: op.email },
      body: "Called back, wants 64 GPUs in May.",
    });
    for (const body of [{ body: "" }, { body: "   " }, { body: "x".repeat(5001) }, { body: 42 }, {}]) {
      const bad = await call("POST", `leads/contact/${id}/notes`, body);
      expect(bad.status).toBe(422);
      expect(bad.json.fields.body).toBeTruthy();
    }
    expect((await call("POST", `leads/contact/${id}/notes`, { body: "x".repeat(5000) })).status).toBe(201);
    expect((await call("POST", `leads/contact/0190a8b2-7c3d-7e4f-8a5b-6c7d8e9f0a1b/notes`, { body: "hello" })).status).toBe(404);
    const detail = (await call("GET", `leads/contact/${id}`)).json;
    expect(detail.notes.map((n: Row) => String(n.body).length)).toEqual([34, 5000]);
    expect(detail.history.map((h: Row) => h.action)).toEqual(["note", "note"]);
    expect(JSON.stringify(detail.history)).not.toContain("64 GPUs"); // the audit holds no note text
  });

  test("resend queues that delivery again (same webhook-id) and records it", async () => {
    const id = await post("contact", { ...fixtures.contact.full, name: "Resent Person" });
    await eventually(
      async () => hook.received.filter((r) => r.json?.data?.id === id),
      (r) => r.length === 1,
    );
    const [delivery] = await deliveriesOf(id);
    const resent = await call("POST", `deliveries/${delivery!.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.json.delivery).toMatchObject({ id: delivery!.id, destination: "webhook", kind: "webhook" });
    const received = await eventually(
      async () => hook.received.filter((r) => r.json?.data?.id === id),
      (r) => r.length === 2,
    );
    expect(received.map((r) => r.id)).toEqual([delivery!.webhook_id, delivery!.webhook_id]);
    const detail = await eventually(
      async () => (await call("GET", `leads/contact/${id}`)).json,
      (d) => d.deliveries[0].attempts.length === 2,
    );
    expect(detail.deliveries[0].attempts.map((a: Row) => a.outcome)).toEqual(["delivered", "delivered"]);
    expect(detail.history.map((h: Row) => [h.action, h.detail])).toEqual([["resend", "webhook"]]);
    expect((await call("POST", "deliveries/0190a8b2-7c3d-7e4f-8a5b-6c7d8e9f0a1b/resend")).status).toBe(404);
  });

  test("erasure: every record of the address in all five tables, deliveries, attempts, notes and index; the audit keeps only an HMAC", async () => {
    const person = { email: "Erase.Me@Example.org", name: "Eraseable Person", company: "Forgettable Ltd" };
    const contact = await post("contact", { ...fixtures.contact.full, ...person, message: "Please call me on 555-0199." });
    const careers = await post("careers", {
      ...fixtures.careers.full,
      full_name: person.name,
      email: "erase.me@example.ORG",
      cover_letter: "Unforgettable letter.",
    });
    const access = await post("access-compute", {
      ...fixtures["access-compute"].full,
      company_email: "ERASE.ME@example.org",
      first_name: "Eraseable",
      last_name: "Person",
    });
    const other = await post("contact", { ...fixtures.contact.full, name: "Someone Else", email: "keep.me@example.org" });
    await eventually(
      async () => hook.received.filter((r) => [contact, careers, access].includes(r.json?.data?.id)),
      (r) => r.length === 3,
    );
    await eventually(
      async () => ctx.db.query(`select * from delivery_attempts`),
      (r) => r.length >= 3,
    );
    await call("POST", `leads/contact/${contact}/notes`, { body: "Erase.Me prefers mornings." });
    await call("PATCH", `leads/careers/${careers}`, { status: "in review" });
    expect((await call("GET", "leads?q=eraseable")).json.counts.total).toBe(3);

    for (const body of [{}, { email: "not an address" }, { email: `${"x".repeat(251)}@a.b` }])
      expect((await call("POST", "erase", body)).status).toBe(422);
    const erased = await call("POST", "erase", { email: " ERASE.me@example.org " });
    expect(erased.status).toBe(200);
    expect(erased.json).toEqual({ removed: { leads: 3, deliveries: 3, notes: 1 } });

    const dump = await everything(ctx.db);
    for (const trace of ["erase.me", "eraseable", "forgettable", "555-0199", "unforgettable", "prefers mornings"])
      expect(holding(dump, trace), trace).toEqual([]);
    // The lead ids (random, no personal data) stay only in the earlier audit entries (a note, a status change).
    for (const id of [contact, careers, access])
      expect(
        holding(dump, id).filter((t) => t !== "audit_log"),
        id,
      ).toEqual([]);
    expect(holding(dump, "keep.me@example.org")).toEqual(expect.arrayContaining(["contact_messages", "inbox_index"])); // someone else's lead stays
    if (engine === "sqlite") {
      // The FTS5 index itself (terms are stored prefix-compressed, so the dump above cannot see them all).
      expect(
        await ctx.db.query(`select rowid from inbox_search where inbox_search match '"eraseable" OR "forgettable" OR "unforgettable"'`),
      ).toEqual([]);
      expect((await ctx.db.query(`select rowid from inbox_search where inbox_search match '"else"'`)).length).toBeGreaterThan(0);
      await ctx.db.exec("insert into inbox_search (inbox_search) values ('integrity-check')"); // throws when index and content disagree
    }
    expect((await call("GET", `leads/contact/${other}`)).status).toBe(200);
    expect((await call("GET", "leads?q=eraseable")).json.counts.total).toBe(0);
    const [entry] = await ctx.db.query("select * from audit_log where action = 'erase'");
    const hmac = createHmac("sha256", ERASURE_KEY).update("erase.me@example.org").digest("hex");
    expect(entry).toMatchObject({
      action: "erase",
      operator_id: op.operator.id,
      lead_id: null,
      lead_table: null,
      detail: `hmac-sha256:${hmac}`,
    });

    // The CLI: the same erasure, its counts printed.
    const cliPerson = await post("contact", { ...fixtures.contact.full, name: "Cli Erasee", email: "cli.erasee@example.org" });
    const out = await leadsCli(["erase", "CLI.Erasee@example.org"], { ...ctx.db.env, ERASURE_HASH_KEY: ERASURE_KEY });
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toBe("Erased cli.erasee@example.org: 1 lead, 1 delivery, 0 notes.\n");
    expect((await call("GET", `leads/contact/${cliPerson}`)).status).toBe(404);
    expect(holding(await everything(ctx.db), "cli erasee")).toEqual([]);
    const entries = await ctx.db.query("select * from audit_log where action = 'erase' order by at");
    expect(entries[1]).toMatchObject({
      operator_id: null,
      detail: `hmac-sha256:${createHmac("sha256", ERASURE_KEY).update("cli.erasee@example.org").digest("hex")}`,
    });
  });

  test("LEAD_RETENTION_DAYS: at start the server deletes older leads with the same clean-up, and logs counts only", async () => {
    const old = await post("contact", { ...fixtures.contact.full, name: "Ancient Lead", email: "ancient@example.org" });
    const fresh = await post("contact", { ...fixtures.contact.full, name: "Fresh Lead" });
    await eventually(
      async () => hook.received.filter((r) => r.json?.data?.id === old),
      (r) => r.length === 1,
    );
    await call("POST", `leads/contact/${old}/notes`, { body: "old note" });
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await ctx.db.exec(`update contact_messages set created_at = '${longAgo}' where id = '${old}'`);
    const second = await startServer({ ...ctx.db.env, ...env, LEAD_RETENTION_DAYS: "30", NOTIFY_WORKER: "0" });
    try {
      await eventually(
        async () => second.output(),
        (o) => o.includes("lead retention"),
      );
      const line = second
        .output()
        .split("\n")
        .find((l) => l.includes("lead retention"))!;
      expect(JSON.parse(line)).toMatchObject({ days: 30, leads: 1, deliveries: 1, notes: 1 });
      expect(second.output()).not.toContain("ancient");
    } finally {
      await second.stop();
    }
    expect((await call("GET", `leads/contact/${old}`)).status).toBe(404);
    expect((await call("GET", `leads/contact/${fresh}`)).status).toBe(200);
    const dump = await everything(ctx.db);
    expect(holding(dump, "ancient")).toEqual([]);
    expect(holding(dump, old)).toEqual(["audit_log"]); // its note's entry: an id and an operator, nothing of the person
    expect(holding(dump, "fresh lead")).toEqual(expect.arrayContaining(["contact_messages", "inbox_index"]));
  });
});
