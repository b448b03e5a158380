/**
 * Where leads are delivered (docs/lead-api.md, "Lead delivery"); read from the environment by
 * loadDeliveryConfig in ../config.ts. No variable set → no destination: no outbox rows, no worker,
 * the site runs as without delivery.
 *
 * Webhooks: WEBHOOK_URL + WEBHOOK_SECRET (key "webhook"); more endpoints as WEBHOOK_URL_2 +
 * WEBHOOK_SECRET_2 … WEBHOOK_URL_9 + WEBHOOK_SECRET_9 (keys "webhook_2" … "webhook_9").
 * E-mail: SMTP_URL + NOTIFY_EMAIL_FROM + NOTIFY_EMAIL_TO (comma-separated), or a per-form list
 * NOTIFY_EMAIL_TO_<FORM> (slug in capitals, "-" as "_": NOTIFY_EMAIL_TO_CAREERS,
 * NOTIFY_EMAIL_TO_ACCESS_COMPUTE…) that replaces NOTIFY_EMAIL_TO for that form (key "email").
 * Chat channels (keys "slack", "discord", "telegram"): SLACK_WEBHOOK_URL, DISCORD_WEBHOOK_URL,
 * TELEGRAM_BOT_TOKEN + TELEGRAM_CHAT_ID (TELEGRAM_API_URL), each with a <CHANNEL>_DETAIL.
 * Every destination but e-mail may be limited to some forms (WEBHOOK_FORMS, WEBHOOK_FORMS_2 …,
 * SLACK_FORMS, DISCORD_FORMS, TELEGRAM_FORMS): `forms` null = every form.
 */
import type { FormSlug } from "../../forms/types.ts";

/** How much of a lead a third-party chat service gets: no contact details (summary) or every field (full). */
export type ChatDetail = "summary" | "full";

type Limited = {
  /** The forms whose leads this destination receives; null or absent: every form. */
  forms?: readonly FormSlug[] | null;
};
export type WebhookDestination = Limited & { kind: "webhook"; key: string; url: string; secret: string };
export type EmailDestination = {
  kind: "email";
  key: "email";
  smtpUrl: string;
  from: string;
  to: string[];
  toByForm: Partial<Record<FormSlug, string[]>>;
};
/** Slack incoming webhook / Discord webhook: the URL is the secret. */
export type SlackDestination = Limited & { kind: "slack"; key: "slack"; url: string; detail: ChatDetail };
export type DiscordDestination = Limited & { kind: "discord"; key: "discord"; url: string; detail: ChatDetail };
/** Telegram Bot API: POST <apiUrl>/bot<token>/sendMessage to chatId. */
export type TelegramDestination = Limited & {
  kind: "telegram";
  key: "telegram";
  apiUrl: string;
  token: string;
  chatId: string;
  detail: ChatDetail;
};
export type ChatDestination = SlackDestination | DiscordDestination | TelegramDestination;
export type Destination = WebhookDestination | EmailDestination | ChatDestination;
export const CHAT_KINDS = ["slack", "discord", "telegram"] as const;

export type DeliveryConfig = {
  destinations: Destination[];
  /** NOTIFY_ALLOW_PRIVATE=1: webhook targets on loopback, private or link-local addresses are allowed. */
  allowPrivate: boolean;
  /** NOTIFY_RETRY_SCALE: factor on every retry wait (the schedule and Retry-After); tests use 0.001. */
  retryScale: number;
  /** NOTIFY_TIMEOUT_MS: one attempt's time limit (connect, send, answer). */
  timeoutMs: number;
  /** NOTIFY_WORKER=0: this server process does not run the delivery worker (run `npm run worker`). */
  workerInProcess: boolean;
  /** SITE_URL's origin: chat messages link to <siteUrl>/admin/leads/<form>/<id>. */
  siteUrl?: string;
};

export const isChat = (d: Destination): d is ChatDestination => (CHAT_KINDS as readonly string[]).includes(d.kind);

/** The destinations a lead of `form` goes to (e-mail only when the form has recipients; the others when not limited to other forms). */
export function destinationsFor(config: DeliveryConfig, form: FormSlug): Destination[] {
  return config.destinations.filter((d) => (d.kind === "email" ? recipients(d, form).length > 0 : !d.forms || d.forms.includes(form)));
}

export function recipients(d: EmailDestination, form: FormSlug): string[] {
  return d.toByForm[form] ?? d.to;
}
