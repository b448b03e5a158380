/**
 * Where leads are delivered (docs/lead-api.md, "Lead delivery"); read from the environment by
 * loadDeliveryConfig in ../config.ts, which also writes the destinations' types (re-exported here).
 * No variable set → no destination: no outbox rows, no worker, the site runs as without delivery.
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
import type { ChatDestination, DeliveryConfig, Destination, EmailDestination } from "../config.ts";

export type {
  ChatDestination,
  ChatDetail,
  DeliveryConfig,
  Destination,
  DiscordDestination,
  EmailDestination,
  SlackDestination,
  TelegramDestination,
  WebhookDestination,
} from "../config.ts";

export const CHAT_KINDS = ["slack", "discord", "telegram"] as const;

export const isChat = (d: Destination): d is ChatDestination => (CHAT_KINDS as readonly string[]).includes(d.kind);

/** The destinations a lead of `form` goes to (e-mail only when the form has recipients; the others when not limited to other forms). */
export function destinationsFor(config: DeliveryConfig, form: FormSlug): Destination[] {
  return config.destinations.filter((d) => (d.kind === "email" ? recipients(d, form).length > 0 : !d.forms || d.forms.includes(form)));
}

export function recipients(d: EmailDestination, form: FormSlug): string[] {
  return d.toByForm[form] ?? d.to;
}
