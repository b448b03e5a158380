// The shared zod schemas on their own (what the browser runs before sending), incl. properties.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { forms } from "../../src/forms/forms.ts";
import { isFreeMailAddress } from "../../src/forms/free-mail-domains.ts";
import { isHttpUrl, messages } from "../../src/forms/schema-kit.ts";
import { fieldErrors, HONEYPOT_FIELD, splitHoneypot, validateLead } from "../../src/forms/validate.ts";
import { exampleSubmissions } from "../../src/forms/examples.ts";

const provide = (gpu_count: unknown) => validateLead(forms["provide-compute"], { ...exampleSubmissions["provide-compute"], gpu_count });

describe("gpu_count: a base-10 whole number from 1 to 1,000,000", () => {
  test("digit strings and JSON integers in range are accepted and parsed base 10", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat({ max: 3 }), (n, zeros) => {
        const asString = provide(`${"0".repeat(zeros)}${n}`);
        const asNumber = provide(n);
        return asString.ok && asString.data.gpu_count === n && asNumber.ok && asNumber.data.gpu_count === n;
      }),
    );
    expect(provide("010")).toMatchObject({ ok: true, data: { gpu_count: 10 } }); // not octal
    expect(provide(" 7 ")).toMatchObject({ ok: true, data: { gpu_count: 7 } });
  });

  test("anything else is rejected with one message", () => {
    const bad = [
      "1.0",
      "1.5",
      "-1",
      "+1",
      "1e3",
      "0x10",
      "0b1",
      "0o7",
      "1_000",
      "1,000",
      "Infinity",
      "NaN",
      "٣",
      "0",
      "1000001",
      "99999999999999999999",
      0,
      -5,
      2.5,
      1_000_001,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      [],
      {},
    ];
    for (const v of bad) {
      const r = provide(v);
      expect(r.ok, JSON.stringify(v)).toBe(false);
      if (!r.ok) expect(r.fields).toEqual({ gpu_count: messages.integer(1, 1_000_000) });
    }
    fc.assert(fc.property(fc.double({ noInteger: true }), (v) => !provide(v).ok));
    fc.assert(fc.property(fc.integer({ max: 0 }), (v) => !provide(v).ok && !provide(String(v)).ok));
  });
});

describe("checkboxes", () => {
  const access = (agreed: unknown) =>
    validateLead(forms["access-compute"], { ...exampleSubmissions["access-compute"], agreed_to_terms: agreed });
  test.each([
    [true, true],
    [false, false],
    ["on", true],
    ["true", true],
    ["false", false],
    [undefined, false],
    [null, false],
  ])("%j → %j", (input, stored) => {
    expect(access(input)).toMatchObject({ ok: true, data: { agreed_to_terms: stored } });
  });
  test.each(["yes", "1", "off", 1, 0, "", "TRUE"])("%j is rejected", (input) => {
    expect(access(input)).toEqual({ ok: false, fields: { agreed_to_terms: messages.boolean } });
  });
});

describe("URLs and e-mails", () => {
  test("isHttpUrl accepts only absolute http(s) URLs with a host", () => {
    for (const ok of ["http://a.example", "https://a.example/x?y#z", "https://localhost:8080", "HTTPS://A.EXAMPLE"])
      expect(isHttpUrl(ok), ok).toBe(true);
    for (const bad of [
      "",
      "a.example",
      "//a.example",
      "ftp://a.example",
      "javascript:alert(1)",
      "data:text/html,x",
      "mailto:a@b.c",
      "http://",
      "file:///etc/passwd",
    ]) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });

  test("free-mail domains: exact ones and brand families; company domains pass", () => {
    for (const mail of [
      "a@gmail.com",
      "a@GMAIL.com",
      "a@yahoo.com",
      "a@yahoo.co.jp",
      "a@hotmail.co.uk",
      "a@outlook.de",
      "a@live.com",
      "a@icloud.com",
      "a@proton.me",
      "a@protonmail.com",
      "a@gmx.de",
      "a@gmail.com.",
    ]) {
      expect(isFreeMailAddress(mail), mail).toBe(true);
    }
    for (const mail of [
      "a@acme.com",
      "a@gmail.com.evil.example",
      "a@mygmail.com",
      "a@live.company.com",
      "a@yahoo-inc.example",
      "a@outlook.acme.example",
      "a@notgmail.com",
      "a@gmail.company.com",
    ]) {
      expect(isFreeMailAddress(mail), mail).toBe(false);
    }
  });

  test("subdomains of free-mail domains are free mail too (x@mail.gmail.com must not slip through)", () => {
    for (const mail of [
      "x@mail.gmail.com",
      "x@A.B.GMAIL.COM",
      "x@eu.yahoo.co.uk",
      "x@smtp.hotmail.fr",
      "x@mx.outlook.com.br",
      "x@inbox.proton.me",
      "x@mail.gmail.com.",
    ]) {
      expect(isFreeMailAddress(mail), mail).toBe(true);
    }
    const r = validateLead(forms["provide-compute"], { ...exampleSubmissions["provide-compute"], company_email: "x@mail.gmail.com" });
    expect(r).toEqual({ ok: false, fields: { company_email: messages.freeMail } });
  });

  test("the free-mail rule applies to provide-compute only", () => {
    const email = "x@gmail.com";
    expect(validateLead(forms["provide-compute"], { ...exampleSubmissions["provide-compute"], company_email: email })).toEqual({
      ok: false,
      fields: { company_email: messages.freeMail },
    });
    expect(validateLead(forms["access-compute"], { ...exampleSubmissions["access-compute"], company_email: email }).ok).toBe(true);
    expect(validateLead(forms.contact, { ...exampleSubmissions.contact, email }).ok).toBe(true);
  });
});

describe("text fields", () => {
  test("maxLength is enforced at exactly the limit", () => {
    const max = forms.contact.fields.find((f) => f.name === "company")!.maxLength!;
    expect(validateLead(forms.contact, { ...exampleSubmissions.contact, company: "c".repeat(max) }).ok).toBe(true);
    expect(validateLead(forms.contact, { ...exampleSubmissions.contact, company: "c".repeat(max + 1) })).toEqual({
      ok: false,
      fields: { company: messages.tooLong(max) },
    });
  });

  test("length counts UTF-16 code units, like the browser's maxLength: 51 emoji (102 units) exceed a limit of 100", () => {
    const name = forms.contact.fields.find((f) => f.name === "name")!;
    expect(name.maxLength).toBe(100);
    const emoji = "😀".repeat(51);
    expect(emoji.length).toBe(102);
    expect(validateLead(forms.contact, { ...exampleSubmissions.contact, name: emoji })).toEqual({
      ok: false,
      fields: { name: messages.tooLong(100) },
    });
    expect(validateLead(forms.contact, { ...exampleSubmissions.contact, name: "😀".repeat(50) }).ok).toBe(true);
    // The same count on e-mail and URL fields.
    const local = "😀".repeat(121); // 242 units + "@example.com" (12) = 254: at the limit
    expect(validateLead(forms.contact, { ...exampleSubmissions.contact, email: `${local}@example.com` }).ok).toBe(false); // not an address, but not too long
    expect(validateLead(forms.contact, { ...exampleSubmissions.contact, email: `${local}😀@example.com` })).toEqual({
      ok: false,
      fields: { email: messages.tooLong(254) },
    });
    const url = `https://example.com/${"😀".repeat(1014)}`; // 20 + 2028 units = 2048
    expect(validateLead(forms.careers, { ...exampleSubmissions.careers, resume_url: url }).ok).toBe(true);
    expect(validateLead(forms.careers, { ...exampleSubmissions.careers, resume_url: `${url}😀` })).toEqual({
      ok: false,
      fields: { resume_url: messages.tooLong(2048) },
    });
  });

  test("control characters other than tab, CR and LF are refused in every text field: C0, DEL, C1", () => {
    const controls = [
      "\u0000",
      "\u0001",
      "\u0007",
      "\u0008",
      "\u000b",
      "\u000c",
      "\u001b",
      "\u001f",
      "\u007f",
      "\u0080",
      "\u0085",
      "\u009b",
      "\u009f",
    ];
    for (const c of controls) {
      const where = JSON.stringify(c);
      expect(validateLead(forms.contact, { ...exampleSubmissions.contact, name: `Grace${c}Hopper` }), where).toEqual({
        ok: false,
        fields: { name: messages.controlCharacters },
      });
      expect(validateLead(forms.contact, { ...exampleSubmissions.contact, company: c }), where).toEqual({
        ok: false,
        fields: { company: messages.controlCharacters },
      });
      expect(validateLead(forms.contact, { ...exampleSubmissions.contact, email: `grace${c}@example.com` }), where).toEqual({
        ok: false,
        fields: { email: messages.controlCharacters },
      });
      expect(
        validateLead(forms.careers, { ...exampleSubmissions.careers, phone: `+1${c}555`, resume_url: `https://example.com/a${c}b` }),
        where,
      ).toEqual({
        ok: false,
        fields: { phone: messages.controlCharacters, resume_url: messages.controlCharacters },
      });
    }
    const multiline = "Line one\r\nLine two\n\tindented";
    expect(validateLead(forms.contact, { ...exampleSubmissions.contact, message: multiline })).toMatchObject({
      ok: true,
      data: { message: multiline },
    });
    // Characters next to the control ranges are ordinary text.
    expect(validateLead(forms.contact, { ...exampleSubmissions.contact, name: "~ \u00a0\u00a1é" }).ok).toBe(true);
  });

  test("a required field needs a visible character: white space and zero-width characters only count as empty", () => {
    const blanks = [
      "   ",
      "\u200b",
      "\u200b\u200c\u200d",
      "\u2060",
      "\ufeff",
      "\u00a0\u3000\u2028",
      " \u200b\t\n",
      "\u00ad",
      "\u180e",
      "\u3164",
      "\u202e\u2066",
      "\ufe0f",
    ];
    for (const blank of blanks) {
      const where = JSON.stringify(blank);
      expect(validateLead(forms.contact, { ...exampleSubmissions.contact, name: blank }), where).toEqual({
        ok: false,
        fields: { name: messages.required },
      });
      // An optional field holding only invisible characters is stored as empty (null).
      expect(validateLead(forms.careers, { ...exampleSubmissions.careers, phone: blank }), where).toMatchObject({
        ok: true,
        data: { phone: null },
      });
    }
    for (const name of ["\u200bA", "李", "🚀", "\u0301a"])
      expect(validateLead(forms.contact, { ...exampleSubmissions.contact, name }).ok, name).toBe(true);
  });

  test("empty optionals → null on fund, access, careers; whitespace-only counts as empty", () => {
    const r = validateLead(forms.careers, {
      position_title: "Open Application",
      full_name: "A",
      email: "a@b.example",
      phone: "   ",
      cover_letter: "",
    });
    expect(r).toMatchObject({
      ok: true,
      data: {
        phone: null,
        cover_letter: null,
        resume_url: null,
        linkedin_url: null,
        portfolio_url: null,
        years_experience: null,
        additional_info: null,
      },
    });
  });
});

describe("honeypot and field errors", () => {
  test("splitHoneypot", () => {
    expect(splitHoneypot({ a: 1 })).toEqual({ trapped: false, rest: { a: 1 } });
    expect(splitHoneypot({ a: 1, [HONEYPOT_FIELD]: "" })).toEqual({ trapped: false, rest: { a: 1 } });
    expect(splitHoneypot({ a: 1, [HONEYPOT_FIELD]: "x" })).toEqual({ trapped: true, rest: { a: 1 } });
    expect(splitHoneypot({ [HONEYPOT_FIELD]: true }).trapped).toBe(true);
  });

  test("fieldErrors keeps the first message per field and names unknown keys", () => {
    expect(
      fieldErrors([
        { code: "custom", path: ["a"], message: "first", input: 1 },
        { code: "custom", path: ["a"], message: "second", input: 1 },
        { code: "unrecognized_keys", keys: ["x", "y"], path: [], message: "", input: {} },
      ] as never),
    ).toEqual({ a: "first", x: messages.unknownField, y: messages.unknownField });
  });
});
