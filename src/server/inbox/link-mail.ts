/**
 * The e-mail of an operator's one-time link (an invitation or a password reset by an admin), sent
 * when SMTP_URL is set, through the leads' SMTP server (delivery's `sendPlainMail`). It names the
 * site (its name and SITE_URL's host) and holds the link built from SITE_URL, and nothing else
 * about anyone: not who invited, not the role. The admin is shown the link either way.
 */
import { site } from "../../content/site.ts";
import { sendPlainMail } from "../delivery/index.ts";

export type LinkKind = "invite" | "reset";

/** How long to wait for the SMTP server at each step before the admin is told it failed. */
const MAIL_TIMEOUT_MS = 15_000;

/** The message of a one-time link for `origin` (SITE_URL's origin). */
export function linkMessage(kind: LinkKind, origin: string, path: string): { subject: string; text: string } {
  const host = new URL(origin).host;
  const where = `the ${site.name} operators' inbox (${host})`;
  const url = `${origin}${path}`;
  const subject =
    kind === "invite" ? `Your invitation to the ${site.name} inbox (${host})` : `Set a new password for the ${site.name} inbox (${host})`;
  const opening =
    kind === "invite"
      ? `You have been given an account in ${where}.`
      : `The password of your account in ${where} was reset: the old one no longer works.`;
  const text = [
    opening,
    "",
    "Choose your password with this link. It works once, for 24 hours:",
    url,
    "",
    `If you did not expect this message, ignore it; the link expires on its own.`,
    "",
  ].join("\n");
  return { subject, text };
}

export type LinkMailer = (to: string, kind: LinkKind, path: string) => Promise<void>;

/** A sender of one-time links, or null when SMTP_URL is not set (the admin passes the link on). */
export function createLinkMailer(smtp: { url: string; from: string } | null | undefined, origin: string): LinkMailer | null {
  if (!smtp) return null;
  return async (to, kind, path) => {
    const { subject, text } = linkMessage(kind, origin, path);
    await sendPlainMail(smtp, MAIL_TIMEOUT_MS, { to, subject, text });
  };
}
