// One-time links e-mailed to the operator when SMTP_URL is set, against a real SMTP server in the
// test process (smtp-server) and the app in process too (tests/support/in-process.ts), on SQLite
// and PostgreSQL: an admin's invitation and password reset still show the link to the admin, and
// the operator receives it (subject and body name the site, the link is built from SITE_URL,
// nothing else about anyone); the audit entry says it was e-mailed. SMTP_URL without
// NOTIFY_EMAIL_TO e-mails no lead. A refusing SMTP server: the link is shown, `emailed: false`,
// the audit entry says nothing of a mail.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { type InProcessServer, startInProcessServer } from "../support/in-process.ts";
import { createOperator, newEmail, PASSWORD, request } from "./admin-support.ts";
import { decodedBody, header, smtpSink } from "./delivery-support.ts";
import { fixtures } from "./leads-fixtures.ts";
import { createTestDb, engines, postLead, type TestDb } from "./leads-support.ts";

const API = ADMIN_API_PREFIX;
const SITE = "https://inbox-mail.example";

for (const engine of engines()) {
  describe(`one-time links by e-mail on ${engine}`, () => {
    let db: TestDb;
    let server: InProcessServer;
    let smtp: Awaited<ReturnType<typeof smtpSink>>;
    beforeAll(async () => {
      db = await createTestDb(engine);
      smtp = await smtpSink();
      server = await startInProcessServer({
        ...db.env,
        RATE_LIMIT_PER_MINUTE: "0",
        REDIS_URL: "",
        TRUST_PROXY: "1",
        SITE_URL: SITE,
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL_FROM: "Nirvana inbox <inbox@inbox-mail.example>",
      });
    });
    afterAll(async () => {
      await server?.stop();
      await smtp?.close();
      await db?.close();
    });
    const mailTo = (to: string) => smtp.messages.filter((m) => m.to.includes(to));

    test("an invitation and a reset: the link shown and e-mailed (site named, SITE_URL link, nothing else), audited as e-mailed", async () => {
      const admin = await createOperator(server.url, db.env);
      const email = newEmail();
      const invited = await request(server.url, "POST", `${API}operators`, {
        cookie: admin.cookie,
        body: { email: email.toUpperCase(), role: "sales" },
      });
      expect(invited.status).toBe(201);
      const answer = (await invited.json()) as { id: string; link: string; emailed: boolean };
      expect(answer.link).toMatch(/^\/admin\/set-password#token=[A-Za-z0-9_-]{43}$/);
      expect(answer.emailed).toBe(true);
      const [mail, ...more] = mailTo(email);
      expect(more).toHaveLength(0);
      expect(mail!.from).toBe("inbox@inbox-mail.example");
      expect(header(mail!.raw, "Subject")).toBe("Your invitation to the Nirvana inbox (inbox-mail.example)");
      const body = decodedBody(mail!.raw);
      expect(body).toContain(`${SITE}${answer.link}`);
      expect(body).toContain("Nirvana operators' inbox (inbox-mail.example)");
      // Nothing personal beyond the recipient: not who invited, not the role.
      expect(mail!.raw).not.toContain(admin.email);
      expect(body).not.toMatch(/sales/i);
      // The e-mailed link works.
      const token = /#token=([A-Za-z0-9_-]+)/.exec(body)![1]!;
      expect((await request(server.url, "POST", `${API}password`, { body: { token, password: PASSWORD } })).status).toBe(200);

      const reset = await request(server.url, "POST", `${API}operators/reset`, { cookie: admin.cookie, body: { email, what: "password" } });
      expect(reset.status).toBe(200);
      const resetAnswer = (await reset.json()) as { link: string; emailed: boolean };
      expect(resetAnswer.emailed).toBe(true);
      const resetMail = mailTo(email)[1]!;
      expect(header(resetMail.raw, "Subject")).toBe("Set a new password for the Nirvana inbox (inbox-mail.example)");
      expect(decodedBody(resetMail.raw)).toContain(`${SITE}${resetAnswer.link}`);
      // A reset of the factors sends nothing.
      expect(
        (await request(server.url, "POST", `${API}operators/reset`, { cookie: admin.cookie, body: { email, what: "factors" } })).status,
      ).toBe(200);
      expect(mailTo(email)).toHaveLength(2);

      const audit = (await (
        await request(server.url, "GET", `${API}audit?operator=${encodeURIComponent(admin.email)}`, { cookie: admin.cookie })
      ).json()) as { entries: { action: string; detail: string }[] };
      const byAction = Object.fromEntries(audit.entries.map((e) => [e.action, e.detail]));
      expect(byAction["operator.add"]).toBe(`${email} (${answer.id}) as sales · link e-mailed`);
      expect(byAction["operator.reset"]).toBe(`${email} (${answer.id}) · link e-mailed`);
      expect(byAction["operator.factors-reset"]).not.toContain("e-mailed");
    });

    test("SMTP_URL without NOTIFY_EMAIL_TO e-mails no lead: only the operators' links", async () => {
      const before = smtp.messages.length;
      const res = await postLead(server.url, "contact", { ...fixtures.contact.full });
      expect(res.status).toBe(201);
      expect(await db.query(`select * from deliveries where lead_id = '${res.json.id}'`)).toEqual([]);
      expect(smtp.messages.length).toBe(before);
    });
  });
}

describe("an SMTP server that refuses", () => {
  let db: TestDb;
  let server: InProcessServer;
  beforeAll(async () => {
    db = await createTestDb("sqlite");
    // A port nothing listens on: the connection is refused at once.
    const closed = await smtpSink();
    await closed.close();
    server = await startInProcessServer({
      ...db.env,
      RATE_LIMIT_PER_MINUTE: "0",
      REDIS_URL: "",
      TRUST_PROXY: "1",
      SITE_URL: SITE,
      SMTP_URL: closed.url,
      NOTIFY_EMAIL_FROM: "inbox@inbox-mail.example",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  test("the link is still shown to the admin; the answer and the audit entry say it was not e-mailed", async () => {
    const admin = await createOperator(server.url, db.env);
    const email = newEmail();
    const invited = await request(server.url, "POST", `${API}operators`, { cookie: admin.cookie, body: { email, role: "hiring" } });
    expect(invited.status).toBe(201);
    const answer = (await invited.json()) as { link: string; emailed: boolean; id: string };
    expect(answer).toMatchObject({ emailed: false });
    expect(answer.link).toMatch(/#token=/);
    const audit = (await (await request(server.url, "GET", `${API}audit?action=operator.add`, { cookie: admin.cookie })).json()) as {
      entries: { detail: string }[];
    };
    expect(audit.entries[0]!.detail).toBe(`${email} (${answer.id}) as hiring`);
  });
});
