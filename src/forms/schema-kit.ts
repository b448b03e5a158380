/**
 * Zod 4 building blocks for the lead schemas. Each takes the field's definition, so the limits
 * the inputs show (maxLength, min/max, options) are the limits the schema enforces.
 *
 * Every block accepts both what a JSON client sends and what an HTML form posts:
 * - text: a string; null or absent counts as empty. Control characters other than tab, CR and
 *   LF are refused; lengths count UTF-16 code units, as the browser's `maxLength` does.
 * - checkbox: true/false, or the strings "on"/"true"/"false"; absent = false.
 * - number: a JSON integer or a base-10 digit string ("12"); no signs, fractions, exponents, hex.
 */
import { z } from "zod";

// Without this, zod probes `new Function` to decide whether to compile parsers, which a strict
// Content-Security-Policy (no 'unsafe-eval') blocks and reports on every page with a form.
z.config({ jitless: true });
import { isFreeMailAddress } from "./free-mail-domains.ts";
import type { FieldDef, FormDefinitionShape, FormViewShape } from "./shapes.ts";

/** Field messages (the server answers them in 422 `fields`; the form shows them next to the field). */
export const messages = {
  required: "This field is required.",
  notText: "Must be text.",
  controlCharacters: "Remove control characters.",
  tooLong: (max: number) => `Use at most ${max.toLocaleString("en-US")} characters.`,
  email: "Enter a valid email address.",
  url: "Enter a full URL starting with http:// or https://.",
  option: "Choose one of the listed options.",
  boolean: "Must be true or false.",
  mustCheck: "Please check this box to continue.",
  integer: (min: number, max: number) => `Enter a whole number from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}.`,
  freeMail: "Use your company email address: personal addresses (Gmail, Yahoo, Outlook and the like) are not accepted.",
  unknownField: "Unknown field.",
} as const;

/** RFC 5321 limit of an address. */
const EMAIL_MAX = 254;

const nullToEmpty = (v: unknown) => (v === null || v === undefined ? "" : v);
const trimmed = (v: unknown) => (v === null || v === undefined ? "" : typeof v === "string" ? v.trim() : v);

/** C0 controls, DEL and C1 controls, except tab and line breaks (\t \n \r), which text may hold. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A character that shows: not white space, a control, a format character (zero-width, bidi, BOM) or one ignored by default (fillers, variation selectors). */
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

const hasControlCharacter = (s: string) => CONTROL_CHARACTER.test(s);
/** Blank: nothing a reader would see (empty, white space, zero-width characters only). */
const isBlank = (s: string) => !VISIBLE_CHARACTER.test(s);

function maxOf(f: FieldDef): number {
  if (f.maxLength === undefined) throw new Error(`field ${f.name} needs a maxLength`);
  return f.maxLength;
}

/**
 * A string without control characters and at most `max` UTF-16 code units long: what the
 * browser's `maxLength` and `String.length` count. Zod's `.max()` counts code points (an emoji
 * once, where the browser counts it twice), so the limit is checked in units first; `.max()`
 * stays behind it, never failing, to put `maxLength` into the OpenAPI schema.
 */
function boundedString(max: number) {
  return z
    .string({ error: messages.notText })
    .refine((s) => !hasControlCharacter(s), { error: messages.controlCharacters, abort: true })
    .refine((s) => s.length <= max, { error: messages.tooLong(max), abort: true })
    .max(max, { error: messages.tooLong(max) });
}

function text(f: FieldDef) {
  return boundedString(maxOf(f));
}

/** Required free text, stored as typed; it must show at least one character (white space or zero-width characters only count as empty). */
export function requiredText(f: FieldDef) {
  return z.preprocess(
    nullToEmpty,
    text(f).refine((s) => !isBlank(s), { error: messages.required }),
  );
}

/** Optional free text; empty (or blank: white space or zero-width characters only; null, absent) is stored as null. */
export function optionalText(f: FieldDef) {
  return z.preprocess(nullToEmpty, text(f)).transform((s) => (isBlank(s) ? null : s));
}

/** Optional free text stored exactly as typed, even "" (the contact form's company). */
export function textAsTyped(f: FieldDef) {
  return z.preprocess(nullToEmpty, text(f));
}

/** True for an absolute http:// or https:// URL with a host. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
}

/** E-mail address (trimmed, like the browser's type=email), optionally refusing free-mail domains. */
export function email(f: FieldDef, opts: { rejectFreeMail?: boolean } = {}) {
  const base = boundedString(EMAIL_MAX)
    .min(1, { error: messages.required, abort: true })
    .regex(z.regexes.email, { error: messages.email, abort: true });
  const checked = opts.rejectFreeMail ? base.refine((s) => !isFreeMailAddress(s), { error: messages.freeMail }) : base;
  if (f.maxLength !== EMAIL_MAX) throw new Error(`email field ${f.name} must have maxLength ${EMAIL_MAX}`);
  return z.preprocess(trimmed, checked);
}

/** Optional http(s) URL (trimmed, like the browser's type=url); empty is stored as null. */
export function optionalUrl(f: FieldDef) {
  return z
    .preprocess(
      trimmed,
      boundedString(maxOf(f)).refine((s) => s === "" || isHttpUrl(s), { error: messages.url }),
    )
    .transform((s) => (s === "" ? null : s));
}

function optionList(f: FieldDef): [string, ...string[]] {
  const values = (f.options ?? []).map((o) => o.value);
  if (values.length === 0) throw new Error(`field ${f.name} needs options`);
  return values as [string, ...string[]];
}

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** A required choice from the field's options (selects; careers' hidden position_title). */
export function requiredChoice<const V extends string>(f: FieldDef, values: readonly [V, ...V[]]) {
  assertSameOptions(f, values);
  return z.preprocess(
    emptyToUndefined,
    z.enum(values, { error: (iss) => (iss.input === undefined ? messages.required : messages.option) }),
  );
}

/** An optional choice; empty is stored as null. */
export function optionalChoice<const V extends string>(f: FieldDef, values: readonly [V, ...V[]]) {
  assertSameOptions(f, values);
  return z.preprocess((v) => emptyToUndefined(v) ?? null, z.enum(values, { error: messages.option }).nullable());
}

function assertSameOptions(f: FieldDef, values: readonly string[]) {
  if (optionList(f).join("\n") !== values.join("\n")) throw new Error(`field ${f.name}: options differ from the schema's values`);
}

function toBoolean(v: unknown): unknown {
  if (v === undefined || v === null) return false;
  if (v === "on" || v === "true") return true;
  if (v === "false") return false;
  return v;
}

/** A checkbox: absent = false. A required checkbox must be checked. */
export function checkbox(f: FieldDef) {
  const bool = z.boolean({ error: messages.boolean });
  return z.preprocess(toBoolean, f.required ? bool.refine((v) => v, { error: messages.mustCheck }) : bool);
}

/** A required whole number within the field's min/max, parsed base 10. */
export function integer(f: FieldDef) {
  const min = f.min ?? 0;
  const max = f.max;
  if (max === undefined) throw new Error(`field ${f.name} needs a max`);
  const message = messages.integer(min, max);
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null) return undefined;
      if (typeof v !== "string") return v;
      const s = v.trim();
      if (s === "") return undefined;
      return /^[0-9]{1,16}$/.test(s) ? Number.parseInt(s, 10) : v;
    },
    z
      .number({ error: (iss) => (iss.input === undefined ? messages.required : message) })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

/** A form's full definition: its view (form.ts) with its name in the inbox, its schema and its one example. */
export function defineForm<const V extends FormViewShape, S extends z.ZodType>(
  view: V,
  parts: { inboxName: string; schema: S; example: Readonly<Record<string, unknown>> },
) {
  return { ...view, ...parts } satisfies FormDefinitionShape<S>;
}
