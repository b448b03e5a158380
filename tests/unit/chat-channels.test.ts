/**
 * The chat channels' configuration (clear start errors, per-form routing) and their messages
 * (limits, escaping, summary vs full) without a server; the request path against local receivers
 * is tests/api/delivery-chat.test.ts.
 */
import { describe, expect, test } from "vitest";
import { parseTelegramHtml } from "../api/chat-receivers.ts";
import { fixtures } from "../api/leads-fixtures.ts";
import { ConfigError, loadConfig } from "../../src/server/config.ts";
import { destinationsFor } from "../../src/server/delivery/config.ts";
import { chatMessage, clip, share } from "../../src/server/delivery/channels/chat-message.ts";
import { discordBody } from "../../src/server/delivery/channels/discord.ts";
import { slackBody } from "../../src/server/delivery/channels/slack.ts";
import { telegramText } from "../../src/server/delivery/channels/telegram.ts";
import type { LeadPayload } from "../../src/server/delivery/payload.ts";

const TOKEN = "123456789:AAsecret-token_value";
const SECRET = `whsec_${Buffer.from("delivery-test-secret-0123456789ab").toString("base64")}`;
const startError = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error("the configuration was accepted");
};

describe("configuration", () => {
  test.each([
    [{ TELEGRAM_BOT_TOKEN: TOKEN }, "TELEGRAM_BOT_TOKEN needs TELEGRAM_CHAT_ID"],
    [{ TELEGRAM_CHAT_ID: "-1001" }, "TELEGRAM_CHAT_ID is set without TELEGRAM_BOT_TOKEN"],
    [{ TELEGRAM_BOT_TOKEN: "not a token", TELEGRAM_CHAT_ID: "1" }, "TELEGRAM_BOT_TOKEN must be a bot token"],
    [{ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: "general" }, "TELEGRAM_CHAT_ID must be a chat's numeric id"],
    [{ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: "1", TELEGRAM_API_URL: "ftp://x" }, "TELEGRAM_API_URL must be an http(s) URL"],
    [{ SLACK_WEBHOOK_URL: "hooks.slack.com/services/x" }, "SLACK_WEBHOOK_URL is not a URL"],
    [
      { DISCORD_WEBHOOK_URL: "https://discord.com/api/webhooks/1/x", DISCORD_DETAIL: "everything" },
      'DISCORD_DETAIL must be summary or full, got "everything"',
    ],
    [
      { SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/x", SLACK_FORMS: "contact,jobs" },
      'SLACK_FORMS names unknown form "jobs" (forms: ',
    ],
    [{ SLACK_FORMS: "contact" }, "SLACK_FORMS is set without SLACK_WEBHOOK_URL"],
    [
      { WEBHOOK_URL_3: "https://example.com/h", WEBHOOK_SECRET_3: SECRET, WEBHOOK_FORMS_3: "carrers" },
      'WEBHOOK_FORMS_3 names unknown form "carrers"',
    ],
    [{ WEBHOOK_FORMS_2: "careers" }, "WEBHOOK_FORMS_2 is set without WEBHOOK_URL_2"],
  ])("%o → %s", (env, message) => {
    expect(startError(env)).toContain(message);
  });

  test("the bot token is never repeated in a start error", () => {
    expect(startError({ TELEGRAM_BOT_TOKEN: "123:has spaces secret", TELEGRAM_CHAT_ID: "1" })).not.toContain("secret");
  });

  test("per-form routing: a destination limited to careers gets nothing of contact; unset means every form; e-mail by its recipients", () => {
    const { delivery } = loadConfig({
      WEBHOOK_URL: "https://a.example/h",
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_FORMS: " careers , careers",
      WEBHOOK_URL_2: "https://b.example/h",
      WEBHOOK_SECRET_2: SECRET,
      SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T/B/x",
      SLACK_FORMS: "contact,ecosystem-fund",
      DISCORD_WEBHOOK_URL: "https://discord.com/api/webhooks/1/x",
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_CHAT_ID: "@leads_channel",
      TELEGRAM_FORMS: "careers",
      SMTP_URL: "smtp://127.0.0.1:25",
      NOTIFY_EMAIL_FROM: "leads@example.com",
      NOTIFY_EMAIL_TO_CAREERS: "hr@example.com",
      SITE_URL: "https://leads.example/ignored/path",
    });
    const keys = (form: Parameters<typeof destinationsFor>[1]) =>
      destinationsFor(delivery, form)
        .map((d) => d.key)
        .sort();
    expect(keys("contact")).toEqual(["discord", "slack", "webhook_2"]);
    expect(keys("careers")).toEqual(["discord", "email", "telegram", "webhook", "webhook_2"]);
    expect(keys("ecosystem-fund")).toEqual(["discord", "slack", "webhook_2"]);
    expect(delivery.destinations.find((d) => d.key === "webhook")).toMatchObject({ forms: ["careers"] });
    expect(delivery.destinations.find((d) => d.key === "telegram")).toMatchObject({
      apiUrl: "https://api.telegram.org",
      chatId: "@leads_channel",
      detail: "summary",
    });
    expect(delivery.siteUrl).toBe("https://leads.example");
  });
});

const lead = (form: keyof typeof fixtures, fields: Record<string, unknown> = {}): LeadPayload =>
  ({
    form,
    table: "x",
    id: "0190a8b2-7c3d-7e4f-8a5b-6c7d8e9f0a1b",
    created_at: "2026-11-25T10:00:00.000Z",
    fields: { ...fixtures[form].full, ...fields },
    attribution: { utm_source: "newsletter" },
  }) as unknown as LeadPayload;

describe("messages", () => {
  test("clip never cuts a surrogate pair and marks the cut; share gives short texts all they need", () => {
    expect(clip("abc", 3)).toBe("abc");
    expect(clip("🚀🚀🚀", 4)).toBe("🚀…");
    expect(clip("a🚀", 2)).toBe("a…");
    expect(share(10, [2, 100, 100])).toEqual([2, 4, 4]);
    expect(share(3, [5])).toEqual([3]);
  });

  test("summary: no e-mail, phone, link or handle of the person; masked in free text; full has them and the attribution", () => {
    const fund = lead("ecosystem-fund", {
      additional_info: "Wallet 0x52908400098527886E0F7030069857D2E4169EE7, mail ada@x.io, call +44 20 7946 0958 on 2026-06-01",
    });
    const summary = JSON.stringify(chatMessage(fund, "summary", "https://s.example"));
    for (const secret of [
      "ada@rendermesh.io",
      "@rendermesh",
      "https://rendermesh.io",
      "github.com",
      "0x5290",
      "ada@x.io",
      "7946",
      "newsletter",
    ])
      expect(summary).not.toContain(secret);
    expect(summary).toContain("Wallet [address], mail [e-mail], call [phone] on 2026-06-01");
    expect(summary).toContain("Distributed path tracing");
    const full = JSON.stringify(chatMessage(fund, "full", "https://s.example"));
    for (const kept of [
      "ada@rendermesh.io",
      "@rendermesh",
      "https://rendermesh.io/deck.pdf",
      "0x52908400098527886E0F7030069857D2E4169EE7",
      "newsletter",
    ])
      expect(full).toContain(kept);
    expect(chatMessage(fund, "summary", "https://s.example/").link).toBe(
      "https://s.example/admin/leads/ecosystem-fund/0190a8b2-7c3d-7e4f-8a5b-6c7d8e9f0a1b",
    );
  });

  test("every service's limits hold for the longest input any form takes", () => {
    const huge = "<&>*_`@everyone 🚀 ".repeat(400);
    for (const form of Object.keys(fixtures) as (keyof typeof fixtures)[]) {
      const fields = Object.fromEntries(Object.entries(fixtures[form].full).map(([k, v]) => [k, typeof v === "string" ? huge : v]));
      for (const detail of ["summary", "full"] as const) {
        const m = chatMessage(lead(form, fields), detail, "https://s.example");
        const s = slackBody(m) as { text: string; blocks: any[] };
        expect(s.blocks.length).toBeLessThanOrEqual(50);
        expect(s.blocks[0].text.text.length).toBeLessThanOrEqual(150);
        for (const b of s.blocks) {
          if (b.text) expect(b.text.text.length).toBeLessThanOrEqual(3000);
          for (const f of b.fields ?? []) expect(f.text.length).toBeLessThanOrEqual(2000);
          expect(b.fields?.length ?? 0).toBeLessThanOrEqual(10);
        }
        const d = (discordBody(m) as { embeds: any[] }).embeds[0];
        expect(d.title.length).toBeLessThanOrEqual(256);
        expect(d.description.length).toBeLessThanOrEqual(4096);
        expect(d.fields.length).toBeLessThanOrEqual(25);
        for (const f of d.fields) expect([f.name.length <= 256, f.value.length <= 1024, f.value.length > 0]).toEqual([true, true, true]);
        const total =
          d.title.length +
          d.description.length +
          d.footer.text.length +
          d.fields.reduce((n: number, f: any) => n + f.name.length + f.value.length, 0);
        expect(total).toBeLessThanOrEqual(6000);
        const t = parseTelegramHtml(telegramText(m));
        expect(t.problems).toEqual([]);
        expect(t.text.length).toBeLessThanOrEqual(4096);
        expect(t.text).toContain("Open the lead in the inbox");
      }
    }
  });
});
