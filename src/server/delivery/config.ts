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
 */
import type { FormSlug } from "../../forms/types.ts";

export type WebhookDestination = { kind: "webhook"; key: string; url: string; secret: string };
export type EmailDestination = {
  kind: "email";
  key: "email";
  smtpUrl: string;
  from: string;
  to: string[];
  toByForm: Partial<Record<FormSlug, string[]>>;
};
export type Destination = WebhookDestination | EmailDestination;

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
};

/** The destinations a lead of `form` goes to (e-mail only when the form has recipients). */
export function destinationsFor(config: DeliveryConfig, form: FormSlug): Destination[] {
  return config.destinations.filter((d) => d.kind === "webhook" || recipients(d, form).length > 0);
}

export function recipients(d: EmailDestination, form: FormSlug): string[] {
  return d.toByForm[form] ?? d.to;
}
