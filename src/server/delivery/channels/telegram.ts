/**
 * Telegram through the Bot API: POST <TELEGRAM_API_URL>/bot<token>/sendMessage with JSON
 * { chat_id, text, parse_mode: "HTML", link_preview_options: { is_disabled: true } }. HTML, not
 * MarkdownV2: only &, < and > (and " in an attribute) need escaping, as &amp; &lt; &gt; &quot; —
 * the entities the Bot API knows. The text is at most 4,096 characters (UTF-16 code units) once
 * the tags and entities are parsed: values are clipped before they are escaped, so an entity is
 * never cut. Telegram answers {"ok":true,…}, or {"ok":false,"error_code","description"} and, on a
 * 429, "parameters":{"retry_after":<seconds>}. About one message a second per chat.
 * The token is in the URL's path: never in an error or the log.
 */
import type { TelegramDestination } from "../config.ts";
import type { LeadPayload } from "../payload.ts";
import type { AttemptOutcome, ChatSender } from "./channel.ts";
import { errorText, outcomeOf, postJson, RateGate, rateLimited, retryAfterHeader, seconds } from "./chat-http.ts";
import { chatMessage, clip, share, type ChatMessage } from "./chat-message.ts";

export const TELEGRAM_TEXT_LIMIT = 4096;
export const TELEGRAM_MIN_INTERVAL_MS = 1_000;

export const telegramEscape = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const attribute = (s: string) => telegramEscape(s).replace(/"/g, "&quot;");

/** The message's HTML; its visible text (tags and entities parsed) fits TELEGRAM_TEXT_LIMIT. */
export function telegramText(m: ChatMessage): string {
  const linkText = "Open the lead in the inbox";
  const title = clip(m.title, 300);
  const footer = clip(`${m.form} · ${m.footer}`, 200);
  // What is always shown: the title, the link, the footer and the line breaks between them.
  const fixed = TELEGRAM_TEXT_LIMIT - title.length - linkText.length - footer.length - 6;
  // Each line: its label, ": " or ":\n", the value and a line break (one more after free text).
  const fields = m.fields.map((f) => ({ ...f, label: clip(f.label, 100), sep: f.long ? ":\n" : ": " }));
  const overhead = fields.reduce((n, f) => n + f.label.length + f.sep.length + 2, 0);
  const allowed = share(
    fixed - overhead,
    fields.map((f) => f.value.length),
  );
  const lines = fields.flatMap((f, i) =>
    allowed[i]! < 2 ? [] : [`<b>${telegramEscape(f.label)}</b>${f.sep}${telegramEscape(clip(f.value, allowed[i]!))}`],
  );
  return [
    `<b>${telegramEscape(title)}</b>`,
    "",
    ...lines,
    "",
    `<a href="${attribute(m.link)}">${linkText}</a>`,
    `<i>${telegramEscape(footer)}</i>`,
  ].join("\n");
}

export function telegramBody(chatId: string, m: ChatMessage): Record<string, unknown> {
  return {
    chat_id: /^-?\d+$/.test(chatId) ? Number(chatId) : chatId,
    text: telegramText(m),
    parse_mode: "HTML",
    link_preview_options: { is_disabled: true },
  };
}

export function createTelegramSender(
  dest: TelegramDestination,
  opts: { timeoutMs: number; allowPrivate: boolean; retryScale: number; siteUrl: string },
): ChatSender {
  const gate = new RateGate(TELEGRAM_MIN_INTERVAL_MS, opts.retryScale);
  const url = new URL(`${dest.apiUrl}/bot${dest.token}/sendMessage`);
  return {
    async send(lead: LeadPayload): Promise<AttemptOutcome> {
      const held = await gate.pass(opts.timeoutMs);
      if (held) return held;
      gate.sent();
      const answer = await postJson(url, JSON.stringify(telegramBody(dest.chatId, chatMessage(lead, dest.detail, opts.siteUrl))), opts);
      if ("error" in answer) return outcomeOf({ error: answer.error.replaceAll(dest.token, "…") }, gate);
      let json: { ok?: unknown; description?: unknown; parameters?: { retry_after?: unknown } } = {};
      try {
        json = answer.body ? JSON.parse(answer.body) : {};
      } catch {}
      const detail = typeof json.description === "string" ? json.description.replaceAll(dest.token, "…") : "";
      if (answer.status === 429) return rateLimited(gate, 429, seconds(json.parameters?.retry_after) ?? retryAfterHeader(answer), detail);
      if (answer.status >= 200 && answer.status < 300 && json.ok !== true)
        return {
          result: "retry",
          status: answer.status,
          error: errorText(answer.status, detail || "answer without ok: true"),
          retryAfterSeconds: null,
        };
      return outcomeOf(answer, gate, detail);
    },
  };
}
