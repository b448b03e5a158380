/**
 * Local receivers for the chat channels, each checking the request as its service documents it,
 * and answering 400 as the service would when a check fails (so a malformed message is never
 * "delivered"):
 * - Slack incoming webhook: JSON; `text` (the fallback) and/or `blocks`; at most 50 blocks; a
 *   header's plain_text ≤ 150; a section's text ≤ 3,000, its fields ≤ 10 of ≤ 2,000 each; a
 *   context's elements ≤ 10; mrkdwn with & < > only as entities or a <url|label> link.
 *   Answers 200 "ok".
 * - Discord webhook: JSON; `content` (≤ 2,000) or `embeds` (≤ 10); per embed title ≤ 256,
 *   description ≤ 4,096, fields ≤ 25 with name ≤ 256 and value ≤ 1,024 (both non-empty), footer
 *   ≤ 2,048, author name ≤ 256; ≤ 6,000 characters over all embeds. Answers 204.
 * - Telegram Bot API: POST /bot<token>/sendMessage with JSON chat_id, text, parse_mode; with
 *   "HTML": only the tags the Bot API supports, properly nested, only &lt; &gt; &amp; &quot; and
 *   numeric entities, and 1-4,096 characters (UTF-16) of text once parsed. A wrong token → 401.
 *   Answers 200 {"ok":true,"result":{…}}.
 * The test scripts other answers (5xx, 429 with the service's own way of saying how long to wait).
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";

export type ChatRequest = {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  json: any;
  problems: string[];
  at: number;
  /** The message's text as a person would read it (Slack: fallback + blocks; Discord: embeds; Telegram: parsed HTML). */
  visible: string;
};
export type ChatReply = { status: number; headers?: Record<string, string>; body?: string } | "drop";
export type ChatScript = (r: ChatRequest, attemptOfLead: number) => ChatReply | Promise<ChatReply>;

type Checker = {
  check(r: ChatRequest): void;
  visible(r: ChatRequest): string;
  ok: ChatReply;
  bad(problems: string[]): ChatReply;
  /** Attempts of one lead are counted by this key. */
  leadKey(r: ChatRequest): string;
};

async function receiver(checker: Checker, script: ChatScript) {
  const received: ChatRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const r: ChatRequest = { path: req.url ?? "", headers: req.headers, raw, json: null, problems: [], at: Date.now(), visible: "" };
      if (req.method !== "POST") r.problems.push(`method ${req.method}`);
      if (!/^application\/json\b/.test(String(req.headers["content-type"]))) r.problems.push(`content-type ${req.headers["content-type"]}`);
      try {
        r.json = JSON.parse(raw);
      } catch {
        r.problems.push("body is not JSON");
      }
      if (r.json) {
        checker.check(r);
        r.visible = checker.visible(r);
      }
      received.push(r);
      const reply = r.problems.length
        ? checker.bad(r.problems)
        : await script(r, received.filter((x) => checker.leadKey(x) === checker.leadKey(r)).length);
      if (reply === "drop") return void req.socket.destroy();
      const ok = checker.ok as Exclude<ChatReply, "drop">;
      const answer =
        reply.status >= 200 && reply.status < 300 && reply.body === undefined
          ? { ...ok, headers: { ...ok.headers, ...reply.headers } }
          : reply;
      res.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    valid: () => received.filter((r) => r.problems.length === 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const isString = (v: unknown): v is string => typeof v === "string";

// Slack --------------------------------------------------------------------------------------

/** mrkdwn: & only as &amp; &lt; &gt;, < only as a <http…|label> link, > only closing one. */
function mrkdwnProblems(text: string): string[] {
  const problems: string[] = [];
  const withoutLinks = text.replace(/<https?:\/\/[^\s<>|]+\|[^<>|]+>/g, "");
  if (/[<>]/.test(withoutLinks)) problems.push(`raw < or > in mrkdwn: ${JSON.stringify(withoutLinks.slice(0, 80))}`);
  if (/&(?!amp;|lt;|gt;)/.test(withoutLinks)) problems.push("raw & in mrkdwn");
  return problems;
}
const slackUnescape = (s: string) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

const slackChecker: Checker = {
  check(r) {
    const p = r.problems;
    const { text, blocks } = r.json;
    if (!isString(text) && !Array.isArray(blocks)) p.push("neither text nor blocks");
    if (isString(text)) {
      if (text.length > 40_000) p.push("text over 40,000");
      p.push(...mrkdwnProblems(text));
    }
    if (blocks !== undefined) {
      if (!Array.isArray(blocks) || blocks.length === 0 || blocks.length > 50) return void p.push("blocks: 1-50");
      for (const b of blocks) {
        if (b.type === "header") {
          if (b.text?.type !== "plain_text" || !isString(b.text.text) || b.text.text.length < 1 || b.text.text.length > 150)
            p.push("header: plain_text of 1-150");
        } else if (b.type === "section") {
          if (!b.text && !b.fields) p.push("section without text or fields");
          if (b.text) {
            if (!isString(b.text.text) || b.text.text.length < 1 || b.text.text.length > 3000) p.push("section text: 1-3,000");
            if (b.text.type === "mrkdwn") p.push(...mrkdwnProblems(b.text.text));
          }
          if (b.fields) {
            if (!Array.isArray(b.fields) || b.fields.length > 10) p.push("section fields: at most 10");
            for (const f of b.fields ?? []) {
              if (!isString(f.text) || f.text.length < 1 || f.text.length > 2000) p.push("section field: 1-2,000");
              if (f.type === "mrkdwn") p.push(...mrkdwnProblems(f.text));
            }
          }
        } else if (b.type === "context") {
          if (!Array.isArray(b.elements) || b.elements.length < 1 || b.elements.length > 10) p.push("context: 1-10 elements");
          for (const e of b.elements ?? []) if (e.type === "mrkdwn") p.push(...mrkdwnProblems(e.text));
        } else if (b.type !== "divider" && b.type !== "actions") p.push(`unknown block ${b.type}`);
      }
    }
  },
  visible(r) {
    const parts: string[] = [String(r.json.text ?? "")];
    for (const b of r.json.blocks ?? []) {
      if (b.text?.text) parts.push(b.text.text);
      for (const f of b.fields ?? []) parts.push(f.text);
      for (const e of b.elements ?? []) if (e.text) parts.push(e.text);
    }
    return slackUnescape(parts.join("\n"));
  },
  ok: { status: 200, headers: { "content-type": "text/plain" }, body: "ok" },
  bad: () => ({ status: 400, headers: { "content-type": "text/plain" }, body: "invalid_blocks" }),
  leadKey: (r) => /\/admin\/leads\/[^/|>]+\/([0-9a-f-]+)/.exec(r.raw)?.[1] ?? "",
};

export const slackReceiver = (script: ChatScript) => receiver(slackChecker, script);

// Discord ------------------------------------------------------------------------------------

const discordChecker: Checker = {
  check(r) {
    const p = r.problems;
    const { content, embeds } = r.json;
    if (!isString(content) && !Array.isArray(embeds)) p.push("neither content nor embeds");
    if (isString(content) && content.length > 2000) p.push("content over 2,000");
    if (Array.isArray(embeds)) {
      if (embeds.length > 10) p.push("more than 10 embeds");
      let total = 0;
      for (const e of embeds) {
        const len = (v: unknown, max: number, what: string) => {
          if (v === undefined) return;
          if (!isString(v)) return void p.push(`${what} not a string`);
          if (v.length > max) p.push(`${what} over ${max}`);
          total += v.length;
        };
        len(e.title, 256, "title");
        len(e.description, 4096, "description");
        len(e.footer?.text, 2048, "footer");
        len(e.author?.name, 256, "author");
        if (e.fields !== undefined) {
          if (!Array.isArray(e.fields) || e.fields.length > 25) p.push("fields: at most 25");
          for (const f of e.fields ?? []) {
            if (!isString(f.name) || !f.name || !isString(f.value) || !f.value) p.push("field name and value required");
            len(f.name, 256, "field name");
            len(f.value, 1024, "field value");
          }
        }
        if (e.url !== undefined && !/^https?:\/\//.test(e.url)) p.push("embed url");
        if (e.timestamp !== undefined && Number.isNaN(Date.parse(e.timestamp))) p.push("timestamp not ISO8601");
      }
      if (total > 6000) p.push(`embeds total ${total} over 6,000`);
    }
  },
  visible(r) {
    const parts: string[] = [String(r.json.content ?? "")];
    for (const e of r.json.embeds ?? []) {
      parts.push(e.title ?? "", e.description ?? "", e.footer?.text ?? "");
      for (const f of e.fields ?? []) parts.push(`${f.name}: ${f.value}`);
    }
    // Discord shows a backslash-escaped character as itself.
    return parts.join("\n").replace(/\\([^A-Za-z0-9\s])/g, "$1");
  },
  ok: { status: 204 },
  bad: (problems) => ({
    status: 400,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code: 50035, message: "Invalid Form Body", errors: problems }),
  }),
  leadKey: (r) => /\/admin\/leads\/[^/]+\/([0-9a-f-]+)/.exec(r.json?.embeds?.[0]?.url ?? "")?.[1] ?? "",
};

export const discordReceiver = (script: ChatScript) => receiver(discordChecker, script);

// Telegram -----------------------------------------------------------------------------------

const TELEGRAM_TAGS = new Set([
  "b",
  "strong",
  "i",
  "em",
  "u",
  "ins",
  "s",
  "strike",
  "del",
  "a",
  "code",
  "pre",
  "span",
  "tg-spoiler",
  "blockquote",
  "tg-emoji",
]);

/** Parses Telegram's HTML as the Bot API does; the text without tags and entities, or the problems. */
export function parseTelegramHtml(html: string): { text: string; problems: string[] } {
  const problems: string[] = [];
  const stack: string[] = [];
  let text = "";
  const re = /<(\/?)([a-z-]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*>|&(#\d+|#x[0-9a-f]+|[a-z]+);|[<>&]|[^<>&]+/giy;
  let m: RegExpExecArray | null;
  while ((m = re.exec(html))) {
    const token = m[0];
    if (m[2]) {
      const tag = m[2].toLowerCase();
      if (!TELEGRAM_TAGS.has(tag)) problems.push(`unsupported tag <${tag}>`);
      if (m[1]) {
        if (stack.pop() !== tag) problems.push(`unbalanced </${tag}>`);
      } else stack.push(tag);
    } else if (m[4]) {
      const e = m[4].toLowerCase();
      if (e === "lt") text += "<";
      else if (e === "gt") text += ">";
      else if (e === "amp") text += "&";
      else if (e === "quot") text += '"';
      else if (e.startsWith("#x")) text += String.fromCodePoint(Number.parseInt(e.slice(2), 16));
      else if (e.startsWith("#")) text += String.fromCodePoint(Number(e.slice(1)));
      else problems.push(`unsupported entity &${e};`);
    } else if (token === "<" || token === ">" || token === "&") problems.push(`raw ${token}`);
    else text += token;
  }
  if (stack.length) problems.push(`unclosed <${stack.join(">, <")}>`);
  return { text, problems };
}

export function telegramReceiver(token: string, script: ChatScript) {
  const checker: Checker = {
    check(r) {
      const p = r.problems;
      if (r.path !== `/bot${token}/sendMessage`) p.push("unauthorized");
      const { chat_id, text, parse_mode } = r.json;
      if (!(typeof chat_id === "number" || isString(chat_id))) p.push("chat_id required");
      if (!isString(text)) return void p.push("text required");
      if (parse_mode !== undefined && !["HTML", "MarkdownV2", "Markdown"].includes(parse_mode)) p.push("parse_mode");
      const plain = parse_mode === "HTML" ? parseTelegramHtml(text) : { text, problems: [] };
      p.push(...plain.problems.map((x) => `can't parse entities: ${x}`));
      if (plain.text.trim().length < 1 || plain.text.length > 4096) p.push(`text length ${plain.text.length}: must be 1-4096`);
    },
    visible: (r) => (r.json.parse_mode === "HTML" ? parseTelegramHtml(String(r.json.text ?? "")).text : String(r.json.text ?? "")),
    ok: {
      status: 200,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ok: true, result: { message_id: 1, chat: { id: -1001 }, date: 0 } }),
    },
    bad: (problems) =>
      problems.includes("unauthorized")
        ? {
            status: 401,
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ok: false, error_code: 401, description: "Unauthorized" }),
          }
        : {
            status: 400,
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ok: false, error_code: 400, description: `Bad Request: ${problems[0]}` }),
          },
    leadKey: (r) => /\/admin\/leads\/[^/]+\/([0-9a-f-]+)/.exec(r.raw)?.[1] ?? "",
  };
  return receiver(checker, script);
}

/** Telegram's 429: the wait in parameters.retry_after. */
export const telegramTooMany = (seconds: number): ChatReply => ({
  status: 429,
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    ok: false,
    error_code: 429,
    description: `Too Many Requests: retry after ${seconds}`,
    parameters: { retry_after: seconds },
  }),
});
/** Discord's 429: retry_after (seconds, fractional) in the JSON body (no Retry-After header: the body must be read). */
export const discordTooMany = (seconds: number): ChatReply => ({
  status: 429,
  headers: { "content-type": "application/json", "x-ratelimit-scope": "user" },
  body: JSON.stringify({ message: "You are being rate limited.", retry_after: seconds, global: false }),
});
