/**
 * The fuzz cases of tests/api/fuzz.test.ts: fast-check arbitraries for whole HTTP requests to
 * POST /api/forms/<form>, and the oracle that says, from the bytes sent alone, what the answer
 * must be. The oracle parses with the platform's standard parsers (TextDecoder, JSON.parse,
 * URLSearchParams) and decides validity with the forms' own contract (validateLead, the
 * honeypot, the body limit, the Idempotency-Key pattern), never with the server's code.
 */
import fc from "fast-check";
import { BODY_LIMIT_BYTES, FORMS_API_PREFIX, IDEMPOTENCY_KEY_PATTERN } from "../../src/forms/api.ts";
import { formSlugs, forms, isFormSlug } from "../../src/forms/forms.ts";
import type { FieldDef, FormSlug, LeadTable } from "../../src/forms/types.ts";
import { HONEYPOT_FIELD, splitHoneypot, validateLead } from "../../src/forms/validate.ts";
import { fixtures } from "./leads-fixtures.ts";

export type FuzzCase = { kind: string; method: string; path: string; contentType?: string; key?: string; body?: Uint8Array<ArrayBuffer> };
export type Verdict = { statuses: Set<number>; stored?: { table: LeadTable; data: Record<string, unknown> }; trapped?: boolean };

const enc = new TextEncoder();
const LIMIT = BODY_LIMIT_BYTES;

/** Content types sent, and how the contract reads them (null: not accepted → 415). */
const CONTENT_TYPES: Record<string, "json" | "form" | null> = {
  "application/json": "json",
  "application/json; charset=utf-8": "json",
  "Application/JSON; Charset=UTF-8": "json",
  'application/json;charset="utf-8"': "json",
  "application/x-www-form-urlencoded": "form",
  "application/x-www-form-urlencoded; charset=UTF-8": "form",
  "application/json; charset=latin1": null,
  "application/json; charset=utf-16": null,
  "application/x-www-form-urlencoded; charset=iso-8859-1": null,
  "text/plain": null,
  "text/plain;charset=UTF-8": null,
  "multipart/form-data; boundary=fuzz": null,
  "application/jsonx": null,
  "application/ld+json": null,
  "text/json": null,
  "application/xml": null,
  "*/*": null,
  "": null,
};
const jsonTypes = Object.keys(CONTENT_TYPES).filter((t) => CONTENT_TYPES[t] === "json");
const formTypes = Object.keys(CONTENT_TYPES).filter((t) => CONTENT_TYPES[t] === "form");
const wrongTypes = Object.keys(CONTENT_TYPES).filter((t) => CONTENT_TYPES[t] === null);

// ---- values ------------------------------------------------------------------------------
/** C0 controls (tab and line breaks among them), DEL and C1 controls. */
const controlChar = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f })).map((n) => String.fromCharCode(n));
const oddStrings = fc.constantFrom(
  "",
  " ",
  "\t\n",
  "\u0000",
  "a\u0000b",
  "\u200b",
  "\u202e",
  "\ufeff",
  "\ud800",
  "x\udfffy",
  "🚀",
  "👩‍👩‍👧‍👦",
  "Ω≈ç√∫",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as a literal string
  "null",
  "true",
  "on",
  "false",
  "0",
  "-1",
  "1e309",
  "NaN",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "${7*7}",
  "../../etc/passwd",
  "__proto__",
  "Senior Backend Engineer",
  "ai-ml",
  "https://example.com",
  "a@b.co",
  "kj@gmail.com",
);
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: controlChar, maxLength: 12 }) },
  { weight: 3, arbitrary: oddStrings },
);
/** A string of about `max` UTF-16 units (just under, at, just over), of 1-, 2- and 4-byte characters. */
const nearLength = (max: number) =>
  fc
    .tuple(fc.integer({ min: Math.max(0, max - 2), max: max + 2 }), fc.constantFrom("x", "é", "🚀", " "))
    .map(([n, c]) => c.repeat(Math.ceil(n / c.length)).slice(0, n));
const specialKey = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  HONEYPOT_FIELD,
  "",
  " ",
  "id",
  "idempotency_key",
  "created_at",
);
const anyKey = fc.oneof(specialKey, fc.string({ maxLength: 12 }));
/** Arrays/objects nested up to thousands of levels. */
const deep = fc.tuple(fc.integer({ min: 1, max: 3000 }), fc.boolean()).map(([depth, arrays]) => {
  let v: unknown = "bottom";
  for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
  return v;
});
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(), // NaN and ±Infinity become null in JSON
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(anyKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }).map((d) => Object.fromEntries(Object.entries(d))),
  deep,
);

/** Values for one field: plausible ones (often valid) and hostile ones. */
function valueFor(f: FieldDef): fc.Arbitrary<unknown> {
  const plausible: fc.Arbitrary<unknown>[] = [text];
  if (f.options) plausible.push(fc.constantFrom(...f.options.map((o) => o.value), "", " other", "AI-ML"));
  if (f.type === "email") plausible.push(fc.emailAddress(), fc.constantFrom("KJ@Outlook.COM", "a@localhost", " a@b.co "));
  if (f.type === "url") plausible.push(fc.webUrl(), fc.constantFrom("ftp://x.y", "javascript:alert(1)", "https://", "http://[::1]/"));
  if (f.type === "checkbox") plausible.push(fc.constantFrom(true, false, "on", "true", "false", "yes", 1, 0, null, ""));
  if (f.type === "number")
    plausible.push(
      fc.integer({ min: -5, max: 2_000_000 }),
      fc.integer({ min: -5, max: 2_000_000 }).map(String),
      fc.constantFrom("0x10", "1e3", " 12 ", "٣", "9".repeat(30)),
    );
  return fc.oneof(
    { weight: 5, arbitrary: fc.oneof(...plausible) },
    { weight: 2, arbitrary: nearLength(f.maxLength ?? 16) },
    { weight: 2, arbitrary: wrongType },
  );
}

const DELETE = Symbol("delete");
type Submission = { slug: FormSlug; entries: Array<[string, unknown]> };

/** A valid submission of a form (two per form), then 0-3 fields changed or removed and maybe extra keys. */
const submission: fc.Arbitrary<Submission> = fc.constantFrom(...formSlugs).chain((slug) => {
  const bases = [fixtures[slug].full, fixtures[slug].minimal];
  const change = fc
    .constantFrom(...forms[slug].fields)
    .chain((f) =>
      fc.tuple(
        fc.constant(f.name),
        fc.oneof({ weight: 1, arbitrary: fc.constant<unknown>(DELETE) }, { weight: 6, arbitrary: valueFor(f) }),
      ),
    );
  const extras = fc.oneof(
    { weight: 5, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(anyKey, fc.oneof(text, wrongType)), { minLength: 1, maxLength: 3 }) },
  );
  return fc
    .record({ base: fc.constantFrom(...bases), changes: fc.array(change, { maxLength: 3 }), extras })
    .map(({ base, changes, extras }) => {
      const values = new Map<string, unknown>(Object.entries(base));
      for (const [name, value] of changes) value === DELETE ? values.delete(name) : values.set(name, value);
      for (const [name, value] of extras) values.set(name, value);
      return { slug, entries: [...values] };
    });
});

// ---- requests ----------------------------------------------------------------------------
/** Random form names, never a dot segment (fetch would resolve "/api/forms/.." away). */
const otherSlug = fc.oneof(
  fc
    .string({ unit: "grapheme", maxLength: 20 })
    .filter((s) => s !== "." && s !== ".." && !isFormSlug(s))
    .map(encodeURIComponent),
  fc.constantFrom("Contact", "contact/", "careers%20", "%63ontact", "contact.json", "ecosystem_fund", "__proto__", "constructor", ""),
);
const query = fc.oneof(
  { weight: 6, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: fc.constantFrom("?x=1", "?", "?__proto__[a]=1") },
);
let keySerial = 0;
/** No key, a fresh valid key (unique per case), or an invalid one. */
const idemKey = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  {
    weight: 3,
    arbitrary: fc
      .string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((n) => String.fromCharCode(n)), minLength: 1, maxLength: 40 })
      .map((s) => `${s}-${++keySerial}-${Date.now()}`),
  },
  { weight: 1, arbitrary: fc.constantFrom("", "has space", "tab\there", "x".repeat(201), "café", "\u00ff") },
);

const objectText = (s: Submission) => JSON.stringify(Object.fromEntries(s.entries));
const formPairs = (s: Submission): Array<[string, string]> =>
  s.entries.flatMap(
    ([k, v]): Array<[string, string]> =>
      v === false || v === null || v === undefined ? [] : [[k, v === true ? "on" : typeof v === "object" ? JSON.stringify(v) : String(v)]],
  );
const urlencode = (pairs: Array<[string, string]>) => new URLSearchParams(pairs).toString();
const padTo = (s: string, size: number, pad: string) => s + pad.repeat(Math.max(0, size - enc.encode(s).length) / pad.length);

const post = (kind: string, slug: string, contentType: string | undefined, body: string | Uint8Array<ArrayBuffer>) =>
  fc.tuple(query, idemKey).map(
    ([q, key]): FuzzCase => ({
      kind,
      method: "POST",
      path: `${FORMS_API_PREFIX}${slug}${q}`,
      contentType,
      key,
      body: typeof body === "string" ? enc.encode(body) : body,
    }),
  );

const jsonCase = fc.tuple(submission, fc.constantFrom(...jsonTypes)).chain(([s, ct]) => post("json submission", s.slug, ct, objectText(s)));
const formCase = fc
  .tuple(
    submission,
    fc.constantFrom(...formTypes),
    fc.oneof({ weight: 3, arbitrary: fc.constant(-1) }, fc.nat(20)),
    fc.option(fc.tuple(anyKey, text)),
  )
  .chain(([s, ct, dupe, extra]) => {
    const pairs = formPairs(s);
    if (dupe >= 0 && pairs.length > 0) pairs.push([pairs[dupe % pairs.length]![0], "again"]); // a repeated key
    if (extra) pairs.push([extra[0], extra[1]]);
    return post("form submission", s.slug, ct, urlencode(pairs));
  });
const randomJson = fc
  .tuple(fc.constantFrom(...formSlugs), fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(...jsonTypes))
  .chain(([slug, v, ct]) => post("random JSON", slug, ct, JSON.stringify(v)));
const brokenJson = fc
  .tuple(submission, fc.nat(), fc.oneof(fc.constantFrom("", "{", "}", ",", '"', "\\", "\u0000", "NaN", "undefined", "'"), text))
  .chain(([s, at, junk]) => {
    const t = objectText(s);
    const i = at % (t.length + 1);
    return post("broken JSON", s.slug, "application/json", t.slice(0, i) + junk + t.slice(i + (at % 3)));
  });
const rawForm = fc
  .tuple(
    fc.constantFrom(...formSlugs),
    fc.string({ unit: fc.constantFrom("a", "=", "&", "%", "2", "F", "Z", "+", " ", "é", "\u0000", "name", "email"), maxLength: 80 }),
  )
  .chain(([slug, body]) => post("raw form text", slug, "application/x-www-form-urlencoded", body));
const rawBytes = fc
  .tuple(fc.constantFrom(...formSlugs), fc.uint8Array({ maxLength: 300 }), fc.constantFrom(...jsonTypes, ...formTypes))
  .chain(([slug, b, ct]) => post("raw bytes", slug, ct, b));
const badUtf8 = fc
  .tuple(submission, fc.nat(), fc.constantFrom([0xff], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0x80]))
  .chain(([s, at, bad]) => {
    const b = enc.encode(objectText(s));
    const i = at % (b.length + 1);
    return post("invalid UTF-8", s.slug, "application/json", new Uint8Array([...b.subarray(0, i), ...bad, ...b.subarray(i)]));
  });
/** Valid submissions padded (insignificant whitespace, empty form pairs) to just under, at and over the limit. */
const nearLimit = fc
  .tuple(submission, fc.integer({ min: -3, max: 3 }), fc.boolean())
  .chain(([s, delta, asForm]) =>
    asForm
      ? post("form at the body limit", s.slug, "application/x-www-form-urlencoded", padTo(urlencode(formPairs(s)), LIMIT + delta, "&"))
      : post("JSON at the body limit", s.slug, "application/json", padTo(objectText(s), LIMIT + delta, " ")),
  );
/** One field holding a huge string: the body just under/over the limit, or far over it. */
const hugeField = fc
  .tuple(
    submission,
    fc.constantFrom(LIMIT - 40, LIMIT - 1, LIMIT, LIMIT + 1, 2 * LIMIT, 200 * 1024),
    fc.constantFrom("x", "é", "🚀", "\u0000", "\\"),
  )
  .chain(([s, size, c]) => {
    const [name] = s.entries[0] ?? ["name"];
    const entries = s.entries.map(([k, v]): [string, unknown] => [k, k === name ? "" : v]);
    const shell = JSON.stringify(Object.fromEntries(entries));
    const room = Math.max(0, size - enc.encode(shell).length);
    const unit = enc.encode(JSON.stringify(c).slice(1, -1)).length;
    entries.forEach((e) => {
      if (e[0] === name) e[1] = c.repeat(Math.floor(room / unit));
    });
    return post("huge field", s.slug, "application/json", objectText({ slug: s.slug, entries }));
  });
const wrongContentType = fc
  .tuple(submission, fc.option(fc.constantFrom(...wrongTypes), { nil: undefined }))
  .chain(([s, ct]) => post("wrong content type", s.slug, ct, objectText(s)));
const randomSlug = fc.tuple(submission, otherSlug).chain(([s, slug]) => post("unknown form", slug, "application/json", objectText(s)));
const otherMethod = fc.tuple(submission, fc.constantFrom("GET", "PUT", "PATCH", "DELETE", "OPTIONS")).map(
  ([s, method]): FuzzCase => ({
    kind: "other method",
    method,
    path: `${FORMS_API_PREFIX}${s.slug}`,
    contentType: "application/json",
    body: method === "GET" ? undefined : enc.encode(objectText(s)),
  }),
);
const honeypot = fc
  .tuple(submission, fc.oneof(text, wrongType))
  .chain(([s, trap]) =>
    post("honeypot", s.slug, "application/json", objectText({ ...s, entries: [...s.entries, [HONEYPOT_FIELD, trap]] })),
  );

export const fuzzCase: fc.Arbitrary<FuzzCase> = fc.oneof(
  { weight: 30, arbitrary: jsonCase },
  { weight: 12, arbitrary: formCase },
  { weight: 6, arbitrary: randomJson },
  { weight: 6, arbitrary: brokenJson },
  { weight: 3, arbitrary: rawForm },
  { weight: 3, arbitrary: rawBytes },
  { weight: 3, arbitrary: badUtf8 },
  { weight: 4, arbitrary: nearLimit },
  { weight: 3, arbitrary: hugeField },
  { weight: 5, arbitrary: wrongContentType },
  { weight: 4, arbitrary: randomSlug },
  { weight: 2, arbitrary: otherMethod },
  { weight: 3, arbitrary: honeypot },
);

// ---- oracle ------------------------------------------------------------------------------
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** What the answer must be: the set of acceptable statuses (every fault the request has), and what gets stored. */
export function judge(c: FuzzCase): Verdict {
  const faults = new Set<number>();
  const [slug = ""] = c.path.slice(FORMS_API_PREFIX.length).split("?");
  if (!isFormSlug(slug)) faults.add(404);
  if (c.method !== "POST") faults.add(405);
  const kind = c.contentType === undefined ? null : CONTENT_TYPES[c.contentType]!;
  if (!kind) faults.add(415);
  if (c.key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(c.key)) faults.add(400);
  const bytes = c.body ?? new Uint8Array();
  if (bytes.length > LIMIT) faults.add(413);
  if (faults.size > 0 || !kind || !isFormSlug(slug)) return { statuses: faults };

  let input: Record<string, unknown>;
  try {
    const textBody = utf8.decode(bytes);
    if (kind === "json") {
      const value: unknown = JSON.parse(textBody);
      if (typeof value !== "object" || value === null || Array.isArray(value)) return { statuses: new Set([400]) };
      input = value as Record<string, unknown>;
    } else {
      const pairs = [...new URLSearchParams(textBody)];
      if (new Set(pairs.map(([k]) => k)).size !== pairs.length) return { statuses: new Set([400]) };
      input = Object.fromEntries(pairs);
    }
  } catch {
    return { statuses: new Set([400]) };
  }
  const { trapped, rest } = splitHoneypot(input);
  const form = forms[slug];
  if (trapped) {
    // Quarantined: a trapped submission that validates is kept with status "spam".
    const kept = validateLead(form, rest);
    return {
      statuses: new Set([201]),
      trapped: true,
      ...(kept.ok ? { stored: { table: form.table, data: kept.data as Record<string, unknown> } } : {}),
    };
  }
  const result = validateLead(form, rest);
  if (!result.ok) return { statuses: new Set([422]) };
  return { statuses: new Set([201]), stored: { table: form.table, data: result.data as Record<string, unknown> } };
}

/** A short description of a case for failure messages. */
export function describeCase(c: FuzzCase): string {
  const body = c.body ? new TextDecoder().decode(c.body) : "";
  const shown = body.length > 300 ? `${body.slice(0, 300)}… (${c.body!.length} bytes)` : body;
  return `${c.kind}: ${c.method} ${c.path} content-type=${JSON.stringify(c.contentType)} key=${JSON.stringify(c.key?.slice(0, 60))} body=${JSON.stringify(shown)}`;
}
