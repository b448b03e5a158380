/**
 * Where leads are delivered, read from the environment (docs/lead-api.md, "Lead delivery"). No variable set → no
 * destination: no outbox rows, no worker, the site runs as without delivery.
 *
 * Webhooks: WEBHOOK_URL + WEBHOOK_SECRET (key "webhook"); more endpoints as WEBHOOK_URL_2 +
 * WEBHOOK_SECRET_2 … WEBHOOK_URL_9 + WEBHOOK_SECRET_9 (keys "webhook_2" … "webhook_9").
 * E-mail: SMTP_URL + NOTIFY_EMAIL_FROM + NOTIFY_EMAIL_TO (comma-separated), or a per-form list
 * NOTIFY_EMAIL_TO_<FORM> (slug in capitals, "-" as "_": NOTIFY_EMAIL_TO_CAREERS,
 * NOTIFY_EMAIL_TO_ACCESS_COMPUTE…) that replaces NOTIFY_EMAIL_TO for that form (key "email").
 */
import { formSlugs } from "../../forms/forms.ts";
import type { FormSlug } from "../../forms/types.ts";

export type WebhookDestination = { kind: "webhook"; key: string; url: string; secret: string };
export type EmailDestination = { kind: "email"; key: "email"; smtpUrl: string; from: string; to: string[]; toByForm: Partial<Record<FormSlug, string[]>> };
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

export const MAX_WEBHOOKS = 9;

const list = (value: string | undefined) => (value ?? "").split(",").map((s) => s.trim()).filter(Boolean);

export function loadDeliveryConfig(env: NodeJS.ProcessEnv = process.env): DeliveryConfig {
  const destinations: Destination[] = [];
  for (let n = 1; n <= MAX_WEBHOOKS; n++) {
    const suffix = n === 1 ? "" : `_${n}`;
    const url = env[`WEBHOOK_URL${suffix}`];
    const secret = env[`WEBHOOK_SECRET${suffix}`];
    if (!url) {
      if (secret) throw new Error(`WEBHOOK_SECRET${suffix} is set without WEBHOOK_URL${suffix}`);
      continue;
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`WEBHOOK_URL${suffix} is not a URL`);
    }
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error(`WEBHOOK_URL${suffix} must be http:// or https://`);
    if (!secret || !/^whsec_[A-Za-z0-9+/=]{16,}$/.test(secret)) {
      throw new Error(`WEBHOOK_SECRET${suffix} must be a Standard Webhooks secret (whsec_ followed by base64)`);
    }
    destinations.push({ kind: "webhook", key: n === 1 ? "webhook" : `webhook_${n}`, url, secret });
  }
  const toByForm: EmailDestination["toByForm"] = {};
  for (const slug of formSlugs) {
    const to = list(env[`NOTIFY_EMAIL_TO_${slug.toUpperCase().replaceAll("-", "_")}`]);
    if (to.length) toByForm[slug] = to;
  }
  const to = list(env.NOTIFY_EMAIL_TO);
  const wantsEmail = Boolean(env.SMTP_URL) || to.length > 0 || Object.keys(toByForm).length > 0;
  if (wantsEmail) {
    if (!env.SMTP_URL || !/^smtps?:\/\//i.test(env.SMTP_URL)) throw new Error("SMTP_URL must be smtp://… or smtps://… when NOTIFY_EMAIL_TO is set");
    if (!env.NOTIFY_EMAIL_FROM) throw new Error("NOTIFY_EMAIL_FROM must be set with SMTP_URL");
    if (!to.length && !Object.keys(toByForm).length) throw new Error("SMTP_URL needs NOTIFY_EMAIL_TO (or NOTIFY_EMAIL_TO_<FORM>)");
    destinations.push({ kind: "email", key: "email", smtpUrl: env.SMTP_URL, from: env.NOTIFY_EMAIL_FROM, to, toByForm });
  }
  const scale = env.NOTIFY_RETRY_SCALE === undefined || env.NOTIFY_RETRY_SCALE === "" ? 1 : Number(env.NOTIFY_RETRY_SCALE);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`NOTIFY_RETRY_SCALE must be a positive number, got "${env.NOTIFY_RETRY_SCALE}"`);
  const timeout = env.NOTIFY_TIMEOUT_MS ? Number(env.NOTIFY_TIMEOUT_MS) : 15_000;
  if (!Number.isInteger(timeout) || timeout <= 0) throw new Error(`NOTIFY_TIMEOUT_MS must be a positive whole number, got "${env.NOTIFY_TIMEOUT_MS}"`);
  return { destinations, allowPrivate: env.NOTIFY_ALLOW_PRIVATE === "1", retryScale: scale, timeoutMs: timeout, workerInProcess: env.NOTIFY_WORKER !== "0" };
}

/** The destinations a lead of `form` goes to (e-mail only when the form has recipients). */
export function destinationsFor(config: DeliveryConfig, form: FormSlug): Destination[] {
  return config.destinations.filter((d) => d.kind === "webhook" || recipients(d, form).length > 0);
}

export function recipients(d: EmailDestination, form: FormSlug): string[] {
  return d.toByForm[form] ?? d.to;
}
