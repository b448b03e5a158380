/**
 * What a chat message (Slack, Discord, Telegram) says about a lead, before each service's own
 * markup: a title naming the lead ("New contact message from Grace Hopper, Compilers Inc."), the
 * form, the key fields with their labels, and the link to the lead in the inbox
 * (<SITE_URL>/admin/leads/<form>/<id>).
 *
 * How much leaves for the third party is the channel's detail (delivery/config.ts):
 * - summary (the default): no contact details. Left out: every e-mail, phone and URL field (the
 *   person's profile, résumé, website links) and the handles a person is reached by
 *   (CONTACT_FIELDS: messenger handles, wallet addresses); in the free text that remains, e-mail
 *   addresses, phone numbers and wallet addresses are masked. The attribution is left out.
 * - full: every field of the form and the attribution (UTM, referrer, landing page).
 *
 * Every value is made safe to show next to our own text: bidi controls removed (they would
 * reverse what follows), control characters other than line breaks removed, and clipped (by
 * UTF-16 code units, the unit the services count in, never inside a surrogate pair) with "…".
 */
import { withoutBidiControls } from "../../../forms/bidi.ts";
import type { FieldDef } from "../../../forms/shapes.ts";
import type { ChatDetail } from "../config.ts";
import { formOf, type LeadPayload } from "../payload.ts";

/** Fields that identify or reach a person although their input type is plain text. */
export const CONTACT_FIELDS: readonly string[] = ["telegram_handle", "discord_handle", "twitter_handle", "wallet_address", "wallet"];
/** Input types that hold a contact detail or a link to the person. */
const CONTACT_TYPES: readonly FieldDef["type"][] = ["email", "tel", "url"];

export type ChatField = { label: string; value: string /** Free text (a textarea): shown on its own line(s). */; long: boolean };
export type ChatMessage = {
  /** "New contact message from Grace Hopper, Compilers Inc." */
  title: string;
  /** The form's title ("Contact message"). */
  form: string;
  /** The key fields (the name and organisation are in the title), short ones first. */
  fields: ChatField[];
  /** The lead in the inbox. */
  link: string;
  /** "contact · 2026-11-25T18:27:15.000Z" */
  footer: string;
  created_at: string;
};

/** Removes bidi and other control characters (line breaks kept when `multiline`), collapses blank runs. */
export function cleanText(value: string, multiline = false): string {
  const text = withoutBidiControls(value).replace(/\r\n?/g, "\n");
  const noControls = multiline
    ? text.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200d\ufeff]/g, "").replace(/\n{3,}/g, "\n\n")
    : text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200d\ufeff]+/g, " ");
  return noControls.replace(/[ \t]+/g, " ").trim();
}

/** At most `max` UTF-16 code units, cut between code points, "…" marking the cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return "";
  let out = "";
  for (const ch of text) {
    if (out.length + ch.length > max - 1) break;
    out += ch;
  }
  return `${out}…`;
}

/**
 * Splits `budget` between texts of `lengths` fairly: a short text gets all it needs, the long ones
 * share what is left equally. Returns each text's allowance.
 */
export function share(budget: number, lengths: readonly number[]): number[] {
  const out = new Array<number>(lengths.length).fill(0);
  const order = lengths.map((len, i) => [len, i] as const).sort((a, b) => a[0] - b[0]);
  let left = Math.max(0, budget);
  order.forEach(([len, i], k) => {
    const give = Math.min(len, Math.floor(left / (order.length - k)));
    out[i] = give;
    left -= give;
  });
  return out;
}

const EMAIL = /[^\s@<>()"',;:]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Seven digits or more, with the separators phone numbers are written with.
const PHONE = /\+?\d[\d ().\-/]{5,}\d/g;
const WALLET = /\b0x[0-9a-fA-F]{40}\b|\b(?:bc1|[13])[a-km-zA-HJ-NP-Z1-9]{25,59}\b|\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g;

/** Free text with e-mail addresses, phone numbers and wallet addresses masked (summary detail). */
export function maskContacts(text: string): string {
  return text
    .replace(EMAIL, "[e-mail]")
    .replace(WALLET, "[address]")
    .replace(PHONE, (m) => (m.replace(/\D/g, "").length >= 7 && !/^\d{4}-\d\d-\d\d$/.test(m) ? "[phone]" : m));
}

export const isContactField = (f: FieldDef): boolean => CONTACT_TYPES.includes(f.type) || CONTACT_FIELDS.includes(f.name);

/** The lead's page in the inbox. */
export function leadLink(siteUrl: string, lead: LeadPayload): string {
  return `${siteUrl.replace(/\/+$/, "")}/admin/leads/${encodeURIComponent(lead.form)}/${encodeURIComponent(lead.id)}`;
}

const str = (v: unknown) => (typeof v === "string" ? v : v == null ? "" : String(v));

function shown(f: FieldDef, v: unknown): string {
  if (typeof v === "boolean") return v ? "yes" : "no";
  const s = str(v);
  return f.options?.find((o) => o.value === s)?.label ?? s;
}

export function chatMessage(lead: LeadPayload, detail: ChatDetail, siteUrl: string): ChatMessage {
  const form = formOf(lead);
  const { what, name, org } = form.notification;
  const who = cleanText(name.map((f) => str(lead.fields[f])).join(" "));
  const company = cleanText(str(lead.fields[org]));
  const joined = [who, company].filter(Boolean).join(", ");
  const from = detail === "summary" ? maskContacts(joined) : joined;
  const inTitle = new Set<string>([...name, org]);
  const fields: ChatField[] = [];
  for (const f of form.fields) {
    if (inTitle.has(f.name)) continue;
    if (detail === "summary" && isContactField(f)) continue;
    const v = lead.fields[f.name];
    if (v === null || v === undefined || v === "") continue;
    const long = f.type === "textarea";
    let value = cleanText(shown(f, v), long);
    if (detail === "summary") value = maskContacts(value);
    if (value) fields.push({ label: f.label.replace(/\s*\*$/, ""), value, long });
  }
  if (detail === "full")
    for (const [k, v] of Object.entries(lead.attribution ?? {})) fields.push({ label: k, value: cleanText(v), long: false });
  fields.sort((a, b) => Number(a.long) - Number(b.long));
  return {
    title: `New ${what}${from ? ` from ${from}` : ""}`,
    form: form.title,
    fields,
    link: leadLink(siteUrl, lead),
    footer: `${form.slug} · ${lead.created_at}`,
    created_at: lead.created_at,
  };
}
