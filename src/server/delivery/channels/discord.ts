/**
 * Discord through a channel webhook: a JSON POST of one embed (title linking to the lead, the
 * free text as its description, the short fields as inline fields, a footer and a timestamp)
 * within Discord's embed limits: title 256, description 4,096, 25 fields of name 256 and value
 * 1,024, footer 2,048, and 6,000 characters in all. `allowed_mentions: { parse: [] }`: nothing in
 * the message pings anyone ("@everyone" in a lead stays text), and lead text has Discord's
 * markdown characters escaped with a backslash, so it cannot format, quote or make a masked link.
 * Discord answers 204 (200 with ?wait=true); its rate limits: X-RateLimit-Remaining 0 with
 * X-RateLimit-Reset-After (seconds) holds the next message, a 429 carries `retry_after` (seconds,
 * fractional) in its JSON body and Retry-After.
 */
import type { DiscordDestination } from "../config.ts";
import type { LeadPayload } from "../payload.ts";
import type { AttemptOutcome, ChatSender } from "./channel.ts";
import { errorText, outcomeOf, postJson, RateGate, rateLimited, retryAfterHeader, seconds } from "./chat-http.ts";
import { chatMessage, clip, share, type ChatMessage } from "./chat-message.ts";

export const DISCORD_LIMITS = {
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  total: 6000,
} as const;

/** Discord markdown's special characters escaped with "\" (also "@" and "<", against mentions and <…> tags). */
export const discordEscape = (s: string): string => s.replace(/[\\*_~`|>#\-[\]()<@]/g, "\\$&");

/** Clipped, then escaped; the escaped text fits `max`. */
function fitted(text: string, max: number): string {
  if (max <= 1) return "";
  let clipped = clip(text, max);
  while (discordEscape(clipped).length > max) clipped = clip(clipped, clipped.length - (discordEscape(clipped).length - max) - 1);
  return discordEscape(clipped);
}

const LEAD_COLOR = 0x5865f2;

export function discordBody(m: ChatMessage): Record<string, unknown> {
  const title = fitted(m.title, DISCORD_LIMITS.title);
  const footer = clip(m.footer, DISCORD_LIMITS.footer);
  let budget = DISCORD_LIMITS.total - title.length - footer.length;
  const fields: { name: string; value: string; inline: boolean }[] = [];
  for (const f of m.fields.filter((x) => !x.long)) {
    if (fields.length >= DISCORD_LIMITS.fields) break;
    const name = clip(f.label, DISCORD_LIMITS.fieldName);
    const value = fitted(f.value, Math.min(DISCORD_LIMITS.fieldValue, budget - name.length - 200));
    if (!value) break;
    fields.push({ name, value, inline: true });
    budget -= name.length + value.length;
  }
  // The free text and the link in the description, with what the total leaves.
  const link = `[Open the lead in the inbox](${m.link})`;
  const room = Math.min(DISCORD_LIMITS.description, budget) - link.length - 2;
  const long = m.fields.filter((x) => x.long).map((f) => ({ label: `**${discordEscape(f.label)}**\n`, value: f.value }));
  // Escaping can double a value's length: share by the escaped lengths, then fit each.
  const allowed = share(
    room - long.reduce((n, f) => n + f.label.length + 2, 0),
    long.map((f) => discordEscape(f.value).length),
  );
  const parts = long.flatMap((f, i) => {
    const value = fitted(f.value, allowed[i]!);
    return value ? [f.label + value] : [];
  });
  parts.push(link);
  return {
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title,
        url: m.link,
        description: parts.join("\n\n"),
        color: LEAD_COLOR,
        fields,
        footer: { text: footer },
        timestamp: m.created_at,
      },
    ],
  };
}

export function createDiscordSender(
  dest: DiscordDestination,
  opts: { timeoutMs: number; allowPrivate: boolean; retryScale: number; siteUrl: string },
): ChatSender {
  const gate = new RateGate(0, opts.retryScale);
  const url = new URL(dest.url);
  return {
    async send(lead: LeadPayload): Promise<AttemptOutcome> {
      const held = await gate.pass(opts.timeoutMs);
      if (held) return held;
      gate.sent();
      const answer = await postJson(url, JSON.stringify(discordBody(chatMessage(lead, dest.detail, opts.siteUrl))), opts);
      if ("error" in answer) return outcomeOf(answer, gate);
      // The bucket is empty: the next message waits until it refills (whatever this answer was).
      if (answer.headers["x-ratelimit-remaining"] === "0") {
        const reset = seconds(answer.headers["x-ratelimit-reset-after"]);
        if (reset !== null) gate.hold(reset);
      }
      let json: { retry_after?: unknown; message?: unknown; code?: unknown } = {};
      try {
        json = answer.body ? JSON.parse(answer.body) : {};
      } catch {}
      const detail = typeof json.message === "string" ? json.message : "";
      if (answer.status === 429) return rateLimited(gate, 429, seconds(json.retry_after) ?? retryAfterHeader(answer), detail);
      if (answer.status >= 400 && answer.status !== 410 && answer.status !== 503)
        return { result: "retry", status: answer.status, error: errorText(answer.status, detail), retryAfterSeconds: null };
      return outcomeOf(answer, gate, detail);
    },
  };
}
