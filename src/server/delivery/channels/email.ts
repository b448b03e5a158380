/**
 * One e-mail attempt over SMTP (nodemailer): a subject naming the lead ("New GPU compute request
 * from Jane Doe, Acme"), every field in plain text and in HTML (escaped), Reply-To the lead's
 * address. Lead input never shapes a header: CR, LF and other control characters are removed from
 * anything that goes in one, and so are bidi controls (which would reverse the subject in the mail
 * client's list); addresses are passed as structured objects.
 */
import { createTransport, type Transporter } from "nodemailer";
import { recipients, type EmailDestination } from "../config.ts";
import { withoutBidiControls } from "../../../forms/bidi.ts";
import { formOf, type LeadPayload } from "../payload.ts";
import type { AttemptOutcome } from "./channel.ts";

/** Text safe for a header: no control characters (CR/LF above all) or bidi controls, at most `max` characters. */
export function headerSafe(value: unknown, max = 120): string {
  return withoutBidiControls(String(value ?? ""))
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** What the lead is, who sent it and for which organisation, as its form's `notification` names them. */
function who(lead: LeadPayload): [what: string, name: string, org: string] {
  const { what, name, org } = formOf(lead).notification;
  return [what, name.map((field) => str(lead.fields[field])).join(" "), str(lead.fields[org])];
}

export function emailSubject(lead: LeadPayload): string {
  const [what, name, org] = who(lead);
  const from = [headerSafe(name, 80), headerSafe(org, 80)].filter(Boolean).join(", ");
  return headerSafe(`New ${what}${from ? ` from ${from}` : ""}`, 200);
}

export function replyToAddress(lead: LeadPayload): { name: string; address: string } | undefined {
  const address = str(lead.fields.email) || str(lead.fields.company_email);
  if (!address || /[\s<>"\u0000-\u001f]/.test(address)) return undefined;
  return { name: headerSafe(who(lead)[1], 80), address };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function rows(lead: LeadPayload): [label: string, value: string][] {
  const form = formOf(lead);
  const out: [string, string][] = form.fields.map((f) => {
    const v = lead.fields[f.name];
    return [
      f.label.replace(/\s*\*$/, ""),
      v === null || v === undefined || v === "" ? "—" : typeof v === "boolean" ? (v ? "yes" : "no") : String(v),
    ];
  });
  for (const [k, v] of Object.entries(lead.attribution ?? {})) out.push([k, v]);
  out.push(["Record", `${lead.table} ${lead.id}`], ["Received", lead.created_at]);
  return out;
}

export function emailBodies(lead: LeadPayload): { text: string; html: string } {
  const list = rows(lead);
  const text = `${emailSubject(lead)}\n\n${list.map(([k, v]) => `${k}:\n${v.replace(/\r\n?/g, "\n")}\n`).join("\n")}`;
  const html =
    `<!doctype html><html><body><h1 style="font-size:18px">${escapeHtml(emailSubject(lead))}</h1><table>` +
    list
      .map(
        ([k, v]) =>
          `<tr><th style="text-align:left;vertical-align:top;padding-right:12px">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
      )
      .join("") +
    `</table></body></html>`;
  return { text, html };
}

/** `idempotencyId`: the delivery's, the same on every attempt (the Message-ID is made of it). */
export type Mailer = { send(lead: LeadPayload, idempotencyId: string): Promise<AttemptOutcome>; close(): void };

/** A nodemailer transport to `smtpUrl`, every wait (connection, greeting, socket) bounded by `timeoutMs`. */
function smtpTransport(smtpUrl: string, timeoutMs: number): Transporter {
  return createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as any);
}

/**
 * One plain-text message through the same SMTP server as the leads' e-mail (SMTP_URL, From
 * NOTIFY_EMAIL_FROM): the operators' one-time links. The subject is made header-safe; the
 * transport is closed afterwards. Rejects with the SMTP error (code and message, header-safe).
 */
export async function sendPlainMail(
  smtp: { url: string; from: string },
  timeoutMs: number,
  message: { to: string; subject: string; text: string },
): Promise<void> {
  const transport = smtpTransport(smtp.url, timeoutMs);
  try {
    await transport.sendMail({ from: smtp.from, to: message.to, subject: headerSafe(message.subject, 200), text: message.text });
  } catch (err) {
    const e = err as { responseCode?: number; code?: string; message?: string };
    throw new Error(`${e.code ?? "SMTP"}${e.responseCode ? ` ${e.responseCode}` : ""}: ${headerSafe(e.message, 200)}`);
  } finally {
    transport.close();
  }
}

export function createMailer(dest: EmailDestination, timeoutMs: number): Mailer {
  const transport = smtpTransport(dest.smtpUrl, timeoutMs);
  const domain = /@([^>\s]+)>?\s*$/.exec(dest.from)?.[1] ?? "localhost";
  return {
    async send(lead, idempotencyId) {
      const { text, html } = emailBodies(lead);
      try {
        const info = await transport.sendMail({
          from: dest.from,
          to: recipients(dest, lead.form),
          replyTo: replyToAddress(lead),
          subject: emailSubject(lead),
          // The same Message-ID on every attempt of one delivery: a mail client shows a resent copy once.
          messageId: `<${idempotencyId}@${domain}>`,
          text,
          html,
        });
        return { result: "ok", status: 250, messageId: info.messageId };
      } catch (err) {
        const e = err as { responseCode?: number; code?: string; message?: string };
        const error = `${e.code ?? "SMTP"}${e.responseCode ? ` ${e.responseCode}` : ""}: ${headerSafe(e.message, 200)}`;
        return { result: "retry", status: e.responseCode ?? null, error, retryAfterSeconds: null };
      }
    },
    close: () => transport.close(),
  };
}
