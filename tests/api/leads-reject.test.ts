// Every rule: a submission breaking it gets 422 naming exactly that field, and nothing is stored.
import { afterEach, describe, expect, test } from "vitest";
import { forms } from "../../src/forms/forms.ts";
import { messages } from "../../src/forms/schema-kit.ts";
import type { FormSlug } from "../../src/forms/types.ts";
import { fixtures } from "./leads-fixtures.ts";
import { engines, postLead, useInProcessLeadServer } from "./leads-support.ts";

const DELETE = Symbol("delete");
type Case = [slug: FormSlug, change: Record<string, unknown>, field: string, message?: string];

const tooLong = (slug: FormSlug, name: string) => "x".repeat(forms[slug].fields.find((f) => f.name === name)!.maxLength! + 1);

const cases: Case[] = [
  // ecosystem fund
  ["ecosystem-fund", { project_name: DELETE }, "project_name", messages.required],
  ["ecosystem-fund", { founder_name: "   " }, "founder_name", messages.required],
  ["ecosystem-fund", { project_description: "" }, "project_description", messages.required],
  ["ecosystem-fund", { project_name: 42 }, "project_name", messages.notText],
  ["ecosystem-fund", { project_name: { nested: true } }, "project_name", messages.notText],
  ["ecosystem-fund", { email: "not-an-email" }, "email", messages.email],
  ["ecosystem-fund", { email: null }, "email", messages.required],
  ["ecosystem-fund", { company_website: "ftp://orbital.dev" }, "company_website", messages.url],
  ["ecosystem-fund", { company_website: "javascript:alert(1)" }, "company_website", messages.url],
  ["ecosystem-fund", { pitch_deck_url: "not a url" }, "pitch_deck_url", messages.url],
  ["ecosystem-fund", { github_url: "github.com/orbital" }, "github_url", messages.url],
  ["ecosystem-fund", { category: "crypto" }, "category", messages.option],
  ["ecosystem-fund", { category: "" }, "category", messages.required],
  ["ecosystem-fund", { category: "AI-ML" }, "category", messages.option],
  ["ecosystem-fund", { funding_amount: "2m" }, "funding_amount", messages.option],
  ["ecosystem-fund", { funding_amount: DELETE }, "funding_amount", messages.required],
  ["ecosystem-fund", { project_description: tooLong("ecosystem-fund", "project_description") }, "project_description"],
  ["ecosystem-fund", { team_size: tooLong("ecosystem-fund", "team_size") }, "team_size"],
  ["ecosystem-fund", { budget: "1m" }, "budget", messages.unknownField],
  // contact
  ["contact", { name: DELETE }, "name", messages.required],
  ["contact", { message: "" }, "message", messages.required],
  ["contact", { email: "grace@localhost" }, "email", messages.email],
  ["contact", { email: `${"a".repeat(250)}@x.example` }, "email"],
  ["contact", { company: tooLong("contact", "company") }, "company"],
  ["contact", { company: 7 }, "company", messages.notText],
  ["contact", { phone: "555" }, "phone", messages.unknownField],
  ["contact", { name: "Grace\u001b[2JHopper" }, "name", messages.controlCharacters],
  ["contact", { message: "bell\u0007" }, "message", messages.controlCharacters],
  ["contact", { company: "\u0000" }, "company", messages.controlCharacters],
  ["contact", { name: "C1\u009b31m" }, "name", messages.controlCharacters],
  ["contact", { name: "\u200b\u200c\u200d\u2060\ufeff" }, "name", messages.required],
  ["contact", { name: "\u00a0\u3000" }, "name", messages.required],
  ["contact", { name: "😀".repeat(51) }, "name", messages.tooLong(100)],
  // access compute
  ["access-compute", { use_case: DELETE }, "use_case", messages.required],
  ["access-compute", { company_email: "alan@" }, "company_email", messages.email],
  ["access-compute", { company_name: "" }, "company_name", messages.required],
  ["access-compute", { role: " " }, "role", messages.required],
  ["access-compute", { agreed_to_terms: "yes" }, "agreed_to_terms", messages.boolean],
  ["access-compute", { agreed_to_terms: 1 }, "agreed_to_terms", messages.boolean],
  ["access-compute", { gpu_required: tooLong("access-compute", "gpu_required") }, "gpu_required"],
  // provide compute
  ["provide-compute", { company_email: "kj@gmail.com" }, "company_email", messages.freeMail],
  ["provide-compute", { company_email: "KJ@Outlook.COM" }, "company_email", messages.freeMail],
  ["provide-compute", { company_email: "kj@yahoo.co.uk" }, "company_email", messages.freeMail],
  ["provide-compute", { company_email: "kj@hotmail.fr" }, "company_email", messages.freeMail],
  ["provide-compute", { company_email: "kj@proton.me" }, "company_email", messages.freeMail],
  ["provide-compute", { company_email: "kj@icloud.com" }, "company_email", messages.freeMail],
  ["provide-compute", { company_email: "x@mail.gmail.com" }, "company_email", messages.freeMail],
  ["provide-compute", { company_email: "x@eu.yahoo.co.uk" }, "company_email", messages.freeMail],
  ...(
    ["1.5", 1.5, "-3", -3, "1e3", "0x10", "0", 0, "1000001", 1_000_001, "abc", "12abc", "1 000", "+5", true, "9".repeat(20)] as unknown[]
  ).map((v): Case => ["provide-compute", { gpu_count: v }, "gpu_count", messages.integer(1, 1_000_000)]),
  ["provide-compute", { gpu_count: "" }, "gpu_count", messages.required],
  ["provide-compute", { gpu_count: DELETE }, "gpu_count", messages.required],
  ["provide-compute", { gpu_setup: "garage" }, "gpu_setup", messages.option],
  ["provide-compute", { consent_emails: DELETE }, "consent_emails", messages.mustCheck],
  ["provide-compute", { consent_emails: false }, "consent_emails", messages.mustCheck],
  ["provide-compute", { consent_emails: "false" }, "consent_emails", messages.mustCheck],
  ["provide-compute", { request_demo: "maybe" }, "request_demo", messages.boolean],
  ["provide-compute", { gpu_location: "" }, "gpu_location", messages.required],
  // careers
  ["careers", { position_title: "CEO" }, "position_title", messages.option],
  ["careers", { position_title: "senior backend engineer" }, "position_title", messages.option],
  ["careers", { position_title: DELETE }, "position_title", messages.required],
  ["careers", { full_name: DELETE }, "full_name", messages.required],
  ["careers", { email: "" }, "email", messages.required],
  ["careers", { linkedin_url: "linkedin.com/in/liskov" }, "linkedin_url", messages.url],
  ["careers", { portfolio_url: "mailto:b@example.com" }, "portfolio_url", messages.url],
  ["careers", { resume_url: "https://" }, "resume_url", messages.url],
  ["careers", { cover_letter: tooLong("careers", "cover_letter") }, "cover_letter"],
];

function applyChange(base: Record<string, unknown>, change: Record<string, unknown>) {
  const out = { ...base };
  for (const [k, v] of Object.entries(change)) {
    if (v === DELETE) delete out[k];
    else out[k] = v;
  }
  return out;
}

describe.each(engines())("rejects invalid submissions on %s", (engine) => {
  const ctx = useInProcessLeadServer(engine);
  afterEach(async () => {
    expect(await ctx.db.countAll()).toBe(0);
  });

  test.each(cases)("%s %j → 422 on %s", async (slug, change, field, message) => {
    const res = await postLead(ctx.server.url, slug, applyChange(fixtures[slug].full, change));
    expect(res.status).toBe(422);
    expect(Object.keys(res.json).sort()).toEqual(["error", "fields"]);
    expect(typeof res.json.error).toBe("string");
    expect(Object.keys(res.json.fields)).toEqual([field]);
    if (message) expect(res.json.fields[field]).toBe(message);
  });

  test("several problems at once: every bad field is named, unknown fields too", async () => {
    const res = await postLead(ctx.server.url, "contact", { email: "x", message: "", extra: 1, another: "2" });
    expect(res.status).toBe(422);
    expect(res.json.fields).toEqual({
      name: messages.required,
      email: messages.email,
      message: messages.required,
      extra: messages.unknownField,
      another: messages.unknownField,
    });
  });

  test("a __proto__ key is an unknown field, not a prototype", async () => {
    const body = JSON.stringify(fixtures.contact.full).replace(/^\{/, '{"__proto__":{"admin":true},');
    const res = await fetch(`${ctx.server.url}/api/forms/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify((await res.json()).fields)).toBe(JSON.stringify(Object.fromEntries([["__proto__", messages.unknownField]])));
  });

  test("the same rules apply to form posts: an unchecked required checkbox is absent → 422", async () => {
    const res = await postLead(
      ctx.server.url,
      "provide-compute",
      { ...fixtures["provide-compute"].full, consent_emails: false },
      { as: "form" },
    );
    expect(res.status).toBe(422);
    expect(res.json.fields).toEqual({ consent_emails: messages.mustCheck });
  });
});
