// The chat channels (Slack, Discord, Telegram) as destinations of the outbox, on SQLite and
// PostgreSQL: the real server and worker, local receivers that check each service's documented
// request format (chat-receivers.ts), retries, 429s, dead letters, resend, per-form routing.
// NOTIFY_RETRY_SCALE=0.0001 compresses the day-long retry schedule (and every service's wait).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { createOperator, request } from "./admin-support.ts";
import {
  discordReceiver,
  discordTooMany,
  slackReceiver,
  telegramReceiver,
  telegramTooMany,
  type ChatReply,
  type ChatRequest,
} from "./chat-receivers.ts";
import { leadsCli, TEST_SECRET, webhookReceiver } from "./delivery-support.ts";
import { fixtures } from "./leads-fixtures.ts";
import { createTestDb, engines, postLead, type TestDb } from "./leads-support.ts";

const SITE = "https://leads.example";
const TOKEN = "123456789:AAtest-Token_secretPart0123456789";
const SLACK_PATH = "/services/T0000/B0000/slackSecretPath0123";
const DISCORD_PATH = "/api/webhooks/1234567890/discordSecretToken-0123";
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Each receiver's behaviour, chosen by a tag in the lead's text. */
function script(service: "slack" | "discord" | "telegram", down: { open: boolean }) {
  return (r: ChatRequest, attempt: number): ChatReply => {
    const text = r.visible;
    if (text.includes("[flaky]")) return attempt <= 2 ? { status: 500 } : { status: 200 };
    if (text.includes(`[429-${service}]`) && attempt === 1) {
      // 20000 s × 0.0001 = 2 s, where the schedule would wait 0.5 ms.
      if (service === "slack") return { status: 429, headers: { "retry-after": "20000" }, body: "rate_limited" };
      return service === "discord" ? discordTooMany(20000) : telegramTooMany(20000);
    }
    if (text.includes("[bucket]") && service === "discord")
      return { status: 204, headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset-after": "20000.0" } };
    if (text.includes(`[down-${service}]`)) return down.open ? { status: 200 } : { status: 502 };
    return { status: 200 };
  };
}

for (const engine of engines()) {
  describe(`chat channels on ${engine}`, () => {
    let db: TestDb;
    let server: RunningServer;
    let env: Record<string, string>;
    const down = { open: false };
    let slack: Awaited<ReturnType<typeof slackReceiver>>;
    let discord: Awaited<ReturnType<typeof discordReceiver>>;
    let telegram: Awaited<ReturnType<typeof telegramReceiver>>;
    let hook: Awaited<ReturnType<typeof webhookReceiver>>;
    const deliveries = (where: string) => db.query(`select * from deliveries where ${where} order by created_at, id`);
    const statusOf = async (id: string, destination: string) =>
      (await deliveries(`lead_id = '${id}' and destination = '${destination}'`))[0]?.status;
    const linkOf = (form: string, id: string) => `${SITE}/admin/leads/${form}/${id}`;
    const of = (list: ChatRequest[], id: string) => list.filter((r) => r.raw.includes(id));

    beforeAll(async () => {
      db = await createTestDb(engine);
      slack = await slackReceiver(script("slack", down));
      discord = await discordReceiver(script("discord", down));
      telegram = await telegramReceiver(TOKEN, script("telegram", down));
      hook = await webhookReceiver(TEST_SECRET, () => ({ status: 200 }));
      env = {
        ...db.env,
        RATE_LIMIT_PER_MINUTE: "0",
        REDIS_URL: "",
        SITE_URL: SITE,
        WEBHOOK_URL: hook.url,
        WEBHOOK_SECRET: TEST_SECRET,
        WEBHOOK_FORMS: "careers",
        SLACK_WEBHOOK_URL: `${slack.origin}${SLACK_PATH}`,
        SLACK_FORMS: "contact, careers",
        DISCORD_WEBHOOK_URL: `${discord.origin}${DISCORD_PATH}`,
        DISCORD_DETAIL: "full",
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_CHAT_ID: "-1001234567890",
        TELEGRAM_API_URL: telegram.origin,
        TELEGRAM_FORMS: "careers",
        NOTIFY_ALLOW_PRIVATE: "1",
        NOTIFY_RETRY_SCALE: "0.0001",
      };
      server = await startServer(env);
    });
    afterAll(async () => {
      await server?.stop();
      await Promise.all([slack?.close(), discord?.close(), telegram?.close(), hook?.close()]);
      await db?.close();
    });

    test("a contact lead: one row per destination of its form, in the lead's transaction; each service gets its documented format", async () => {
      const res = await postLead(server.url, "contact", fixtures.contact.full);
      expect(res.status).toBe(201);
      const id = res.json.id as string;
      // Per-form routing: the webhook and Telegram are limited to careers.
      const rows = await deliveries(`lead_id = '${id}'`);
      expect(rows.map((r) => r.destination).sort()).toEqual(["discord", "slack"]);
      await expect.poll(() => statusOf(id, "slack"), { timeout: 10_000 }).toBe("delivered");
      await expect.poll(() => statusOf(id, "discord"), { timeout: 10_000 }).toBe("delivered");

      const [s] = of(slack.received, id);
      expect(s!.problems).toEqual([]);
      expect(s!.path).toBe(SLACK_PATH);
      expect(s!.json.blocks[0]).toEqual({
        type: "header",
        text: { type: "plain_text", text: "New contact message from Grace Hopper, Compilers Inc.", emoji: false },
      });
      expect(s!.json.text).toContain("New contact message from Grace Hopper, Compilers Inc.");
      expect(s!.raw).toContain(`<${linkOf("contact", id)}|Open the lead in the inbox>`);
      expect(s!.visible).toContain("We need 64 H100s for a month.");
      expect(s!.visible).toContain("Contact message");
      // Summary (the default): no e-mail address.
      expect(s!.raw).not.toContain("grace@example.com");

      const [d] = of(discord.received, id);
      expect(d!.problems).toEqual([]);
      expect(d!.path).toBe(DISCORD_PATH);
      expect(d!.json.allowed_mentions).toEqual({ parse: [] });
      expect(d!.json.embeds[0]).toMatchObject({
        title: "New contact message from Grace Hopper, Compilers Inc.",
        url: linkOf("contact", id),
      });
      // DISCORD_DETAIL=full: the e-mail address is there.
      expect(d!.visible).toContain("grace@example.com");
      expect(d!.visible).toContain("We need 64 H100s for a month.");

      expect(of(telegram.received, id)).toEqual([]);
      expect(hook.received.filter((r) => r.json?.data?.id === id)).toEqual([]);
      // The link opens the lead's page in the inbox (the /admin application's route for it).
      const page = await fetch(`${server.url}/admin/leads/contact/${id}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/text\/html/);
    });

    test("a careers lead reaches every destination limited to careers; summary leaves out e-mail, phone and the person's links", async () => {
      const career = fixtures.careers.full as Record<string, string>;
      const res = await postLead(server.url, "careers", {
        ...career,
        cover_letter: "Reach me at barbara@example.com or +1 (555) 010-0199.",
      });
      const id = res.json.id as string;
      expect((await deliveries(`lead_id = '${id}'`)).map((r) => r.destination).sort()).toEqual(["discord", "slack", "telegram", "webhook"]);
      await expect.poll(() => statusOf(id, "telegram"), { timeout: 10_000 }).toBe("delivered");
      await expect.poll(() => statusOf(id, "slack"), { timeout: 10_000 }).toBe("delivered");
      const [t] = of(telegram.received, id);
      expect(t!.problems).toEqual([]);
      expect(t!.path).toBe(`/bot${TOKEN}/sendMessage`);
      expect(t!.json).toMatchObject({ chat_id: -1001234567890, parse_mode: "HTML", link_preview_options: { is_disabled: true } });
      expect(t!.visible).toContain(`New job application from ${career.full_name}, ${career.position_title}`);
      expect(t!.json.text).toContain(`<a href="${linkOf("careers", id)}">Open the lead in the inbox</a>`);
      const [s] = of(slack.received, id);
      for (const summary of [t!, s!]) {
        expect(summary.problems).toEqual([]);
        for (const personal of ["barbara@example.com", "555", career.resume_url, career.linkedin_url, career.portfolio_url])
          expect(summary.raw).not.toContain(personal);
        expect(summary.visible).toContain("Reach me at [e-mail] or [phone].");
        expect(summary.visible).toContain(career.years_experience);
      }
      const [d] = of(discord.received, id);
      for (const personal of ["barbara@example.com", career.phone, career.linkedin_url]) expect(d!.visible).toContain(personal);
    });

    test("lead text is escaped for each service: no mention, no markup, no link of its own; bidi controls removed", async () => {
      const name = "\u202eEve <!channel> @everyone";
      const message = "<b>bold</b> & <@U123> <https://evil.example|click> [x](https://evil.example) *star* @here & </i>";
      const res = await postLead(server.url, "contact", { ...fixtures.contact.full, name, company: "A&B <Corp>", message });
      const id = res.json.id as string;
      await expect.poll(() => statusOf(id, "slack"), { timeout: 10_000 }).toBe("delivered");
      await expect.poll(() => statusOf(id, "discord"), { timeout: 10_000 }).toBe("delivered");
      const [s] = of(slack.received, id);
      const [d] = of(discord.received, id);
      expect(s!.problems).toEqual([]);
      expect(s!.raw).toContain("&lt;!channel&gt;");
      expect(s!.raw).toContain("&lt;@U123&gt;");
      expect(s!.raw).not.toContain("<https://evil.example");
      expect(s!.visible).toContain(message);
      expect(s!.visible).toContain("A&B <Corp>");
      expect(d!.problems).toEqual([]);
      expect(d!.json.allowed_mentions).toEqual({ parse: [] });
      expect(d!.raw).toContain("\\\\@everyone");
      expect(d!.raw).not.toContain("[x](https://evil.example)");
      expect(d!.visible).toContain(message);
      for (const r of [s!, d!]) expect(r.raw).not.toMatch(BIDI);

      // Telegram (HTML): the same text through a careers lead.
      const tricky = '<script>alert(1)</script> &amp; </b> "quoted" ‮';
      const job = await postLead(server.url, "careers", {
        ...fixtures.careers.full,
        full_name: `Mallory ${tricky}`.slice(0, 100),
        cover_letter: tricky,
      });
      const jid = job.json.id as string;
      await expect.poll(() => statusOf(jid, "telegram"), { timeout: 10_000 }).toBe("delivered");
      const [t] = of(telegram.received, jid);
      expect(t!.problems).toEqual([]);
      expect(t!.visible).toContain('<script>alert(1)</script> &amp; </b> "quoted"');
      expect(t!.raw).not.toMatch(BIDI);
    });

    test("overlong input is clipped within each service's limits, never inside a character", async () => {
      const long = `${"🚀".repeat(900)}${"x".repeat(2000)}`.slice(0, 4000);
      const res = await postLead(server.url, "careers", {
        ...fixtures.careers.full,
        full_name: "L".repeat(100),
        cover_letter: long,
        additional_info: "y".repeat(2000),
        position_title: "Senior Backend Engineer",
      });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      const id = res.json.id as string;
      for (const key of ["slack", "discord", "telegram"]) await expect.poll(() => statusOf(id, key), { timeout: 10_000 }).toBe("delivered");
      for (const r of [...of(slack.received, id), ...of(discord.received, id), ...of(telegram.received, id)]) {
        expect(r.problems).toEqual([]);
        expect(r.visible).toContain("…");
        // No lone surrogate: the JSON text round-trips through UTF-8 unchanged.
        expect(Buffer.from(r.raw, "utf8").toString("utf8")).toBe(r.raw);
        expect(r.raw).not.toMatch(/\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])/i);
      }
      expect(of(telegram.received, id)[0]!.visible.length).toBeLessThanOrEqual(4096);
    });

    test("5xx: retried until delivered, every attempt in the delivery log", async () => {
      const res = await postLead(server.url, "contact", { ...fixtures.contact.full, message: "[flaky] please call" });
      const id = res.json.id as string;
      for (const key of ["slack", "discord"]) await expect.poll(() => statusOf(id, key), { timeout: 15_000 }).toBe("delivered");
      expect(of(slack.received, id)).toHaveLength(3);
      expect(of(discord.received, id)).toHaveLength(3);
      const row = (await deliveries(`lead_id = '${id}' and destination = 'slack'`))[0]!;
      const log = await db.query(`select * from delivery_attempts where delivery_id = '${row.id}' order by attempted_at, id`);
      expect(log.map((a) => [a.outcome, Number(a.status)])).toEqual([
        ["failed", 500],
        ["failed", 500],
        ["delivered", 200],
      ]);
    });

    test("429: each service's wait is honoured (Slack Retry-After, Discord JSON retry_after, Telegram parameters.retry_after)", async () => {
      const slackLead = await postLead(server.url, "contact", { ...fixtures.contact.full, message: "[429-slack] hi" });
      const discordLead = await postLead(server.url, "contact", { ...fixtures.contact.full, message: "[429-discord] hi" });
      const telegramLead = await postLead(server.url, "careers", { ...fixtures.careers.full, cover_letter: "[429-telegram] hi" });
      for (const [list, id] of [
        [slack.received, slackLead.json.id],
        [discord.received, discordLead.json.id],
        [telegram.received, telegramLead.json.id],
      ] as const) {
        await expect.poll(() => of(list, id).length, { timeout: 15_000 }).toBe(2);
        const [first, second] = of(list, id);
        // 20000 s scaled: 2 s, where the schedule's first wait is 0.5 ms.
        expect(second!.at - first!.at).toBeGreaterThanOrEqual(1_900);
      }
      const row = (await deliveries(`lead_id = '${telegramLead.json.id}' and destination = 'telegram'`))[0]!;
      const log = await db.query(`select * from delivery_attempts where delivery_id = '${row.id}' order by attempted_at, id`);
      expect(log.map((a) => [a.outcome, Number(a.status)])).toEqual([
        ["failed", 429],
        ["delivered", 200],
      ]);
      expect(String(log[0]!.error)).toContain("Too Many Requests");
    });

    test("Discord's X-RateLimit-Remaining 0 holds the next message for X-RateLimit-Reset-After", async () => {
      const first = await postLead(server.url, "contact", { ...fixtures.contact.full, message: "[bucket] one" });
      await expect.poll(() => statusOf(first.json.id, "discord"), { timeout: 10_000 }).toBe("delivered");
      const sentAt = of(discord.received, first.json.id)[0]!.at;
      const second = await postLead(server.url, "contact", { ...fixtures.contact.full, message: "next one" });
      await expect.poll(() => statusOf(second.json.id, "discord"), { timeout: 10_000 }).toBe("delivered");
      expect(of(discord.received, second.json.id)[0]!.at - sentAt).toBeGreaterThanOrEqual(1_900);
    });

    test("a channel down for the whole schedule: dead letter after 8 attempts; resend from the inbox / CLI delivers it", async () => {
      const res = await postLead(server.url, "contact", { ...fixtures.contact.full, message: "[down-slack] anyone?" });
      const id = res.json.id as string;
      await expect.poll(() => statusOf(id, "slack"), { timeout: 40_000, interval: 250 }).toBe("dead");
      const dead = (await deliveries(`lead_id = '${id}' and destination = 'slack'`))[0]!;
      expect(Number(dead.attempts)).toBe(8);
      expect(of(slack.received, id)).toHaveLength(8);
      expect(String(dead.last_error)).toMatch(/^HTTP 502/);
      down.open = true;
      if (engine === "sqlite") {
        const op = await createOperator(server.url, env);
        const resent = await request(server.url, "POST", `/api/admin/deliveries/${dead.id}/resend`, { cookie: op.cookie });
        expect(resent.status).toBe(200);
        expect((await resent.json()).delivery).toMatchObject({ destination: "slack", kind: "slack", label: "Slack" });
      } else {
        expect((await leadsCli(["redeliver", "--dead"], env)).stdout).toContain("1 delivery queued again");
      }
      await expect.poll(() => statusOf(id, "slack"), { timeout: 10_000 }).toBe("delivered");
      expect(of(slack.received, id)).toHaveLength(9);
    }, 60_000);

    test("no secret in the log: not the bot token, not the webhooks' paths", () => {
      const out = server.output();
      expect(out).toContain("delivered");
      for (const secret of [TOKEN, SLACK_PATH, DISCORD_PATH, "slackSecretPath", "discordSecretToken"]) expect(out).not.toContain(secret);
    });
  });
}
