/**
 * Slack through an incoming webhook: a JSON POST of Block Kit `blocks` with a fallback `text`
 * (what notifications and old clients show). A header (plain text, 150 characters at most), the
 * short fields as a section's `fields` (10 at most, 2,000 characters each), each free-text field
 * in a section of its own (3,000 characters), the link to the lead and a context line; 50 blocks
 * at most. Lead text is escaped for mrkdwn (& < > as entities), so it can neither mention
 * (<!channel>, <@U…>) nor make a link; links are not unfurled. Slack answers 200 "ok", 429 with
 * Retry-After, or 4xx with an error code in the body (invalid_blocks, no_service…).
 */
import type { SlackDestination } from "../config.ts";
import type { ChatSender } from "./channel.ts";
import { outcomeOf, postJson, RateGate } from "./chat-http.ts";
import { chatMessage, clip, type ChatMessage } from "./chat-message.ts";

export const SLACK_LIMITS = { header: 150, sectionText: 3000, fields: 10, fieldText: 2000, blocks: 50, text: 3000 } as const;
/** Slack's incoming webhooks allow about one message a second. */
export const SLACK_MIN_INTERVAL_MS = 1_000;

/** Text for a mrkdwn field: &, < and > as Slack's entities (nothing else is escaped there). */
export const slackEscape = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** `text` clipped first, then escaped, so an entity is never cut; the escaped result fits `max`. */
function fitted(text: string, max: number): string {
  let clipped = clip(text, max);
  while (slackEscape(clipped).length > max) clipped = clip(clipped, clipped.length - (slackEscape(clipped).length - max) - 1);
  return slackEscape(clipped);
}

export function slackBody(m: ChatMessage): Record<string, unknown> {
  const short = m.fields.filter((f) => !f.long);
  const long = m.fields.filter((f) => f.long);
  const blocks: Record<string, unknown>[] = [
    { type: "header", text: { type: "plain_text", text: clip(m.title, SLACK_LIMITS.header), emoji: false } },
  ];
  for (let i = 0; i < short.length; i += SLACK_LIMITS.fields) {
    blocks.push({
      type: "section",
      fields: short.slice(i, i + SLACK_LIMITS.fields).map((f) => {
        const label = `*${slackEscape(f.label)}*\n`;
        return { type: "mrkdwn", text: label + fitted(f.value, SLACK_LIMITS.fieldText - label.length) };
      }),
    });
  }
  for (const f of long) {
    const label = `*${slackEscape(f.label)}*\n`;
    blocks.push({ type: "section", text: { type: "mrkdwn", text: label + fitted(f.value, SLACK_LIMITS.sectionText - label.length) } });
  }
  blocks.push(
    { type: "section", text: { type: "mrkdwn", text: `<${m.link}|Open the lead in the inbox>` } },
    { type: "context", elements: [{ type: "mrkdwn", text: slackEscape(`${m.form} · ${m.footer}`) }] },
  );
  return {
    text: `${fitted(m.title, SLACK_LIMITS.text - m.link.length - 40)} <${m.link}|Open the lead in the inbox>`,
    blocks: blocks.slice(0, SLACK_LIMITS.blocks),
    unfurl_links: false,
    unfurl_media: false,
  };
}

export function createSlackSender(
  dest: SlackDestination,
  opts: { timeoutMs: number; allowPrivate: boolean; retryScale: number; siteUrl: string },
): ChatSender {
  const gate = new RateGate(SLACK_MIN_INTERVAL_MS, opts.retryScale);
  const url = new URL(dest.url);
  return {
    async send(lead) {
      const held = await gate.pass(opts.timeoutMs);
      if (held) return held;
      gate.sent();
      const answer = await postJson(url, JSON.stringify(slackBody(chatMessage(lead, dest.detail, opts.siteUrl))), opts);
      return outcomeOf(answer, gate, "error" in answer ? "" : answer.body);
    },
  };
}
