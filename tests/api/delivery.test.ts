// Lead delivery with real parts, on SQLite and PostgreSQL: the real server, a real HTTP
// receiver verifying every webhook with the standardwebhooks library, a real SMTP server.
// NOTIFY_RETRY_SCALE=0.0001 compresses the day-long retry schedule to about ten seconds.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Webhook } from "standardwebhooks";
import { HONEYPOT_FIELD } from "../../src/forms/validate.ts";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { createOperator } from "./admin-support.ts";
import {
  decodedBody,
  header,
  headerNames,
  leadsCli,
  smtpSink,
  TEST_SECRET,
  webhookReceiver,
  type Answer,
  type Received,
} from "./delivery-support.ts";
import { fixtures } from "./leads-fixtures.ts";
import { createTestDb, engines, postLead, useLeadServer, type TestDb } from "./leads-support.ts";

const SCALE = 0.0001;
const GONE_SECRET = `whsec_${Buffer.from("the-other-endpoint-secret-000000").toString("base64")}`;

/** The receiver's behaviour, chosen by a tag in the contact message. */
function script(downUntilOpened: { open: boolean }) {
  return (r: Received, attempt: number): Answer => {
    const message = String(r.json?.data?.fields?.message ?? "");
    if (message.includes("[flaky]")) return attempt <= 3 ? { status: 500 } : { status: 200 };
    // 20000 s × 0.0001 = 2 s, where the schedule would wait 0.5 ms.
    if (message.includes("[retry-after]")) return attempt === 1 ? { status: 503, headers: { "retry-after": "20000" } } : { status: 204 };
    if (message.includes("[down]")) return downUntilOpened.open ? { status: 200 } : "drop";
    if (message.includes("[redirect]"))
      return attempt === 1 ? { status: 302, headers: { location: "http://127.0.0.1:1/" } } : { status: 200 };
    return { status: 200 };
  };
}

/** The operator's health details (GET /api/admin/health, where the backlog is shown), signed in once per server. */
const cookies = new Map<string, Promise<string>>();
async function operatorHealth(base: string, env: Record<string, string>) {
  if (!cookies.has(base))
    cookies.set(
      base,
      createOperator(base, env).then((o) => o.cookie),
    );
  return (await fetch(`${base}/api/admin/health`, { headers: { cookie: await cookies.get(base)! } })).json();
}

const lead = (tag: string, extra: Record<string, unknown> = {}) => ({
  ...fixtures.contact.full,
  message: `${tag} We need 64 H100s.`,
  ...extra,
});

for (const engine of engines()) {
  describe(`delivery on ${engine}`, () => {
    let db: TestDb;
    let server: RunningServer;
    let env: Record<string, string>;
    const down = { open: false };
    let hook: Awaited<ReturnType<typeof webhookReceiver>>;
    let gone: Awaited<ReturnType<typeof webhookReceiver>>;
    let smtp: Awaited<ReturnType<typeof smtpSink>>;
    const deliveries = (where = "1=1") => db.query(`select * from deliveries where ${where} order by created_at, id`);
    const attemptsOf = (id: string) => hook.received.filter((r) => r.json?.data?.id === id);

    beforeAll(async () => {
      db = await createTestDb(engine);
      hook = await webhookReceiver(TEST_SECRET, script(down));
      gone = await webhookReceiver(GONE_SECRET, () => ({ status: 410 }));
      smtp = await smtpSink();
      env = {
        ...db.env,
        RATE_LIMIT_PER_MINUTE: "0",
        REDIS_URL: "",
        WEBHOOK_URL: hook.url,
        WEBHOOK_SECRET: TEST_SECRET,
        WEBHOOK_URL_2: gone.url,
        WEBHOOK_SECRET_2: GONE_SECRET,
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL_FROM: "Leads <leads@nirvana.example>",
        NOTIFY_EMAIL_TO: "team@nirvana.example, sales@nirvana.example",
        NOTIFY_EMAIL_TO_CAREERS: "hr@nirvana.example",
        NOTIFY_ALLOW_PRIVATE: "1",
        NOTIFY_RETRY_SCALE: String(SCALE),
      };
      server = await startServer(env);
    });
    afterAll(async () => {
      await server?.stop();
      await Promise.all([hook?.close(), gone?.close(), smtp?.close()]);
      await db?.close();
    });

    test("a stored lead commits with one delivery per destination; the webhook is signed, verified and carries the lead", async () => {
      const res = await postLead(server.url, "contact", lead("[ok]"));
      expect(res.status).toBe(201);
      const id = res.json.id as string;
      // Queued in the lead's transaction: the rows exist as soon as the 201 is out.
      const rows = await deliveries(`lead_id = '${id}'`);
      expect(rows.map((r) => r.destination).sort()).toEqual(["email", "webhook", "webhook_2"]);
      expect(new Set(rows.map((r) => r.lead_table))).toEqual(new Set(["contact_messages"]));

      await expect.poll(() => attemptsOf(id).length, { timeout: 10_000 }).toBe(1);
      const got = attemptsOf(id)[0]!;
      expect(got.verified).toBe(true);
      expect(got.id).toMatch(/^msg_/);
      expect(got.json).toMatchObject({
        type: "lead.created",
        data: { form: "contact", table: "contact_messages", id, fields: lead("[ok]") },
      });
      expect(got.json.data.created_at).toMatch(/Z$/);
      expect(got.headers["content-type"]).toBe("application/json");
      // A tampered body fails verification with the same headers.
      const tampered = got.raw.replace("Grace Hopper", "Grace Hacker");
      expect(() => new Webhook(TEST_SECRET).verify(tampered, got.headers as Record<string, string>)).toThrow();
      await expect
        .poll(async () => (await deliveries(`lead_id = '${id}' and destination = 'webhook'`))[0]?.status, { timeout: 10_000 })
        .toBe("delivered");
    });

    test("e-mail over SMTP: subject naming the lead, recipients, Reply-To, every field in text and escaped HTML; per-form recipients", async () => {
      const access = fixtures["access-compute"].full as Record<string, string>;
      const res = await postLead(server.url, "access-compute", { ...access, additional_info: "Needs <b>EU</b> & low latency" });
      expect(res.status).toBe(201);
      const subject = `New GPU compute request from ${access.first_name} ${access.last_name}, ${access.company_name}`;
      await expect.poll(() => smtp.messages.filter((m) => header(m.raw, "Subject") === subject).length, { timeout: 10_000 }).toBe(1);
      const mail = smtp.messages.find((m) => header(m.raw, "Subject") === subject)!;
      expect(mail.to.sort()).toEqual(["sales@nirvana.example", "team@nirvana.example"]);
      expect(mail.from).toBe("leads@nirvana.example");
      expect(header(mail.raw, "Reply-To")).toContain(access.company_email);
      const body = decodedBody(mail.raw);
      for (const value of [access.use_case, access.gpu_required, access.vram_required, access.duration, access.role, res.json.id])
        expect(body).toContain(value);
      expect(body).toContain("Needs <b>EU</b> & low latency"); // the text part
      expect(body).toContain("Needs &lt;b&gt;EU&lt;/b&gt; &amp; low latency"); // the HTML part

      const career = fixtures.careers.full as Record<string, string>;
      const job = await postLead(server.url, "careers", career);
      expect(job.status).toBe(201);
      await expect.poll(() => smtp.messages.filter((m) => m.to.includes("hr@nirvana.example")).length, { timeout: 10_000 }).toBe(1);
      const hr = smtp.messages.find((m) => m.to.includes("hr@nirvana.example"))!;
      expect(hr.to).toEqual(["hr@nirvana.example"]);
      expect(header(hr.raw, "Subject")).toBe(`New job application from ${career.full_name}, ${career.position_title}`);
    });

    test("lead input cannot inject a header: CR/LF in the name end up as spaces", async () => {
      const res = await postLead(
        server.url,
        "contact",
        lead("[ok]", { name: "Eve\r\nBcc: victim@evil.example", company: "X\nX-Injected: 1" }),
      );
      expect(res.status).toBe(201);
      await expect.poll(() => smtp.messages.filter((m) => decodedBody(m.raw).includes(res.json.id)).length, { timeout: 10_000 }).toBe(1);
      const mail = smtp.messages.find((m) => decodedBody(m.raw).includes(res.json.id))!;
      expect(headerNames(mail.raw)).not.toContain("bcc");
      expect(headerNames(mail.raw)).not.toContain("x-injected");
      expect(mail.to).not.toContain("victim@evil.example");
      expect(header(mail.raw, "Subject")).toBe("New contact message from Eve Bcc: victim@evil.example, X X-Injected: 1");
    });

    test("500, 500, 500, 200: delivered once after four attempts, all with one webhook-id", async () => {
      const res = await postLead(server.url, "contact", lead("[flaky]"));
      const id = res.json.id as string;
      await expect
        .poll(async () => (await deliveries(`lead_id = '${id}' and destination = 'webhook'`))[0]?.status, { timeout: 15_000 })
        .toBe("delivered");
      const attempts = attemptsOf(id);
      expect(attempts).toHaveLength(4);
      expect(new Set(attempts.map((a) => a.id)).size).toBe(1);
      expect(attempts.every((a) => a.verified)).toBe(true);
      const row = (await deliveries(`lead_id = '${id}' and destination = 'webhook'`))[0]!;
      expect(Number(row.attempts)).toBe(4);
      expect(row.webhook_id).toBe(attempts[0]!.id);
      expect(Number(row.last_status)).toBe(200);
      // The operator's delivery log: one row per attempt, in order, with the receiver's answer.
      const log = await db.query(`select * from delivery_attempts where delivery_id = '${row.id}' order by attempted_at, id`);
      expect(log.map((a) => [a.outcome, Number(a.status)])).toEqual([
        ["failed", 500],
        ["failed", 500],
        ["failed", 500],
        ["delivered", 200],
      ]);
      expect(log.map((a) => a.error)).toEqual([
        expect.stringContaining("500"),
        expect.stringContaining("500"),
        expect.stringContaining("500"),
        null,
      ]);
    });

    test("a redirect is not followed (a failed attempt, then retried)", async () => {
      const res = await postLead(server.url, "contact", lead("[redirect]"));
      const id = res.json.id as string;
      await expect
        .poll(async () => (await deliveries(`lead_id = '${id}' and destination = 'webhook'`))[0]?.status, { timeout: 10_000 })
        .toBe("delivered");
      expect(attemptsOf(id)).toHaveLength(2);
    });

    test("503 with Retry-After: the next attempt waits for it (scaled), not for the schedule's 5 s", async () => {
      const res = await postLead(server.url, "contact", lead("[retry-after]"));
      const id = res.json.id as string;
      await expect.poll(() => attemptsOf(id).length, { timeout: 15_000 }).toBe(2);
      const [first, second] = attemptsOf(id);
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(1_900);
      expect(second!.id).toBe(first!.id);
    });

    test("410 Gone disables that destination: no further attempts there, visible, re-enabled by the operator", async () => {
      // Every lead above also went to webhook_2, which answers 410. The rows claimed together with the first
      // are tried (a batch's attempts run in parallel), each once; then the destination is disabled.
      const disabledNow = async () => (await operatorHealth(server.url, env)).deliveries.disabled_destinations;
      await expect.poll(disabledNow, { timeout: 10_000 }).toEqual(["webhook_2"]);
      // Every attempt made is recorded: each tried row is the one disabled row of its lead.
      const disabledRows = async () => (await deliveries("destination = 'webhook_2' and status = 'disabled'")).length;
      await expect.poll(disabledRows, { timeout: 10_000 }).toBe(gone.received.length);
      const tried = gone.received.length;
      expect(tried).toBeGreaterThanOrEqual(1);
      expect(new Set(gone.received.map((r) => r.json?.data?.id)).size).toBe(tried);
      for (const row of await deliveries("destination = 'webhook_2' and status = 'disabled'")) expect(Number(row.attempts)).toBe(1);

      /** A lead stored now: once its webhook delivery is out, the worker has claimed since; its webhook_2 row still waits. */
      const untriedWhileDisabled = async (tag: string) => {
        const id = (await postLead(server.url, "contact", lead(tag))).json.id as string;
        await expect
          .poll(async () => (await deliveries(`lead_id = '${id}' and destination = 'webhook'`))[0]?.status, { timeout: 10_000 })
          .toBe("delivered");
        const waiting = (await deliveries(`lead_id = '${id}' and destination = 'webhook_2'`))[0]!;
        expect([waiting.status, Number(waiting.attempts)]).toEqual(["pending", 0]);
      };
      await untriedWhileDisabled("[after-410]");
      expect(gone.received).toHaveLength(tried);

      const health = await operatorHealth(server.url, env);
      expect(health.deliveries.pending).toBeGreaterThanOrEqual(1);
      const listed = await leadsCli(["deliveries", "--status", "disabled"], env);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toContain("webhook_2  disabled  attempts=1");
      expect(listed.stdout).toContain("disabled destinations: webhook_2");

      const enabled = await leadsCli(["enable", "webhook_2"], env);
      expect(enabled.stdout).toContain(`webhook_2 enabled; ${tried} deliver${tried === 1 ? "y" : "ies"} queued again`);
      // The receiver still answers 410: the deliveries claimed together are tried, then it is disabled again
      // and the attempts stop.
      await expect.poll(disabledNow, { timeout: 10_000 }).toEqual(["webhook_2"]);
      await expect.poll(disabledRows, { timeout: 10_000 }).toBe(gone.received.length - tried);
      expect(gone.received.length).toBeGreaterThan(tried);
      const settled = gone.received.length;
      await untriedWhileDisabled("[after-second-410]");
      expect(gone.received).toHaveLength(settled);
    });

    test("receiver down for the whole schedule: dead-lettered after 8 attempts, kept; redeliver sends it", async () => {
      const res = await postLead(server.url, "contact", lead("[down]"));
      const id = res.json.id as string;
      const where = `lead_id = '${id}' and destination = 'webhook'`;
      await expect.poll(async () => (await deliveries(where))[0]?.status, { timeout: 40_000, interval: 250 }).toBe("dead");
      const dead = (await deliveries(where))[0]!;
      expect(Number(dead.attempts)).toBe(8);
      expect(attemptsOf(id)).toHaveLength(8);
      expect(String(dead.last_error)).not.toContain(TEST_SECRET);
      expect((await leadsCli(["deliveries", "--status", "dead", "--form", "contact"], env)).stdout).toContain(
        `${dead.id}  contact  webhook  dead  attempts=8`,
      );

      down.open = true;
      // Both forms of the command: one id on SQLite, every dead letter on PostgreSQL.
      const again = await leadsCli(engine === "sqlite" ? ["redeliver", String(dead.id)] : ["redeliver", "--dead"], env);
      expect(again.stdout).toContain("1 delivery queued again");
      await expect.poll(async () => (await deliveries(where))[0]?.status, { timeout: 10_000 }).toBe("delivered");
      expect(attemptsOf(id)).toHaveLength(9);
      expect(new Set(attemptsOf(id).map((a) => a.id)).size).toBe(1);
      expect(server.output()).not.toContain(TEST_SECRET);
    }, 60_000);

    test("a honeypot submission is kept as spam and queues no delivery", async () => {
      const res = await postLead(server.url, "contact", { ...lead("[ok]"), [HONEYPOT_FIELD]: "http://spam.example" });
      expect(res.status).toBe(201);
      const row = (await db.rows("contact_messages")).find((r) => r.id === res.json.id)!;
      expect(row.status).toBe("spam");
      expect(await deliveries(`lead_id = '${res.json.id}'`)).toEqual([]);
    });
  });
}

describe("without any destination configured", () => {
  const ctx = useLeadServer("sqlite");

  test("leads store as before, no delivery row, health shows an empty backlog", async () => {
    const res = await postLead(ctx.server.url, "contact", fixtures.contact.full);
    expect(res.status).toBe(201);
    expect(await ctx.db.query("select * from deliveries")).toEqual([]);
    const health = await operatorHealth(ctx.server.url, ctx.db.env);
    expect(health.deliveries).toEqual({ pending: 0, oldest_pending_seconds: 0, dead: 0, disabled_destinations: [] });
  });
});

describe("SSRF", () => {
  let server: RunningServer;
  let db: TestDb;
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;
  beforeAll(async () => {
    db = await createTestDb("sqlite");
    hook = await webhookReceiver(TEST_SECRET, () => ({ status: 200 }));
    server = await startServer({
      ...db.env,
      RATE_LIMIT_PER_MINUTE: "0",
      WEBHOOK_URL: hook.url.replace("127.0.0.1", "localhost"),
      WEBHOOK_SECRET: TEST_SECRET,
      NOTIFY_RETRY_SCALE: "0.0001",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await hook?.close();
    await db?.close();
  });

  test("a webhook URL resolving to loopback is refused without NOTIFY_ALLOW_PRIVATE=1; nothing is sent", async () => {
    const res = await postLead(server.url, "contact", fixtures.contact.full);
    const where = `lead_id = '${res.json.id}'`;
    await expect
      .poll(async () => Number((await db.query(`select attempts from deliveries where ${where}`))[0]?.attempts), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    const row = (await db.query(`select * from deliveries where ${where}`))[0]!;
    expect(row.status).toBe("failed");
    expect(String(row.last_error)).toMatch(/non-public address/);
    expect(hook.received).toHaveLength(0);
  });
});

describe("a hanging receiver holds up only its own destination", () => {
  let server: RunningServer;
  let db: TestDb;
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;
  let smtp: Awaited<ReturnType<typeof smtpSink>>;
  beforeAll(async () => {
    db = await createTestDb("sqlite");
    hook = await webhookReceiver(TEST_SECRET, async () => {
      await new Promise((r) => setTimeout(r, 8_000));
      return { status: 200 };
    });
    smtp = await smtpSink();
    server = await startServer({
      ...db.env,
      RATE_LIMIT_PER_MINUTE: "0",
      WEBHOOK_URL: hook.url,
      WEBHOOK_SECRET: TEST_SECRET,
      NOTIFY_ALLOW_PRIVATE: "1",
      NOTIFY_TIMEOUT_MS: "10000",
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_FROM: "leads@nirvana.example",
      NOTIFY_EMAIL_TO: "team@nirvana.example",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([hook?.close(), smtp?.close()]);
    await db?.close();
  });

  test("the e-mails arrive while the webhook is still waiting for its answer", async () => {
    const first = await postLead(server.url, "contact", fixtures.contact.full);
    await expect.poll(() => hook.received.length, { timeout: 5_000 }).toBe(1);
    const second = await postLead(server.url, "contact", fixtures.contact.full);
    const started = Date.now();
    await expect.poll(() => smtp.messages.length, { timeout: 6_000 }).toBe(2);
    expect(Date.now() - started).toBeLessThan(6_000);
    const webhook = await db.query(`select status from deliveries where destination = 'webhook' and lead_id = '${second.json.id}'`);
    expect(webhook[0]!.status).toBe("pending");
    expect(first.status).toBe(201);
  });
});
