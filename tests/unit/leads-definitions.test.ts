// The form definitions against the spec (labels, options, rows, toasts, buttons word for word),
// and against each other: fields ⇔ schema (tests/api/leads-columns.test.ts: fields ⇔ the migrated database).
import { describe, expect, test } from "vitest";
import { positions } from "../../src/content/careers.ts";
import { buttonLabels } from "../../src/forms/messages.ts";
import { forms, formSlugs } from "../../src/forms/forms.ts";
import { HONEYPOT_FIELD, validateLead } from "../../src/forms/validate.ts";
import { exampleSubmissions } from "../../src/forms/examples.ts";
import { fundingRanges } from "../../src/content/fund.ts";
import { messages } from "../../src/forms/schema-kit.ts";
import type { FieldDef } from "../../src/forms/types.ts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FieldControl } from "../../src/components/forms/FieldControl.tsx";

const field = (slug: keyof typeof forms, name: string) => forms[slug].fields.find((f) => f.name === name)!;

describe("every form", () => {
  test.each(formSlugs)("%s: fields = schema keys, in order", (slug) => {
    const form = forms[slug];
    const names = form.fields.map((f) => f.name);
    expect(Object.keys(form.schema.shape)).toEqual(names);
    expect(form.pagePath).toBe(`/${slug}`);
    expect(names).not.toContain(HONEYPOT_FIELD);
  });

  test.each(formSlugs)("%s: the schema requires exactly the fields marked required (and their labels end with ' *')", (slug) => {
    const form = forms[slug];
    const result = validateLead(form, {});
    expect(result.ok).toBe(false);
    const failing = Object.keys(result.ok ? {} : result.fields).sort();
    const required = form.fields
      .filter((f) => f.required)
      .map((f) => f.name)
      .sort();
    expect(failing).toEqual(required);
    for (const f of form.fields) {
      if (f.type === "hidden") continue;
      expect(f.label.endsWith(" *"), `${f.name}: "${f.label}"`).toBe(f.required);
    }
  });

  test.each(formSlugs)("%s: text inputs carry a maxLength, each field a description; the example is valid", (slug) => {
    for (const f of forms[slug].fields) {
      if (["text", "email", "url", "tel", "textarea"].includes(f.type)) expect(f.maxLength, f.name).toBeGreaterThan(0);
      if (f.type === "textarea") expect(f.rows, f.name).toBeGreaterThan(0);
      if (f.type === "select") expect(f.options!.length, f.name).toBeGreaterThan(0);
      expect(f.description.length, f.name).toBeGreaterThan(10);
    }
    expect(validateLead(forms[slug], exampleSubmissions[slug]).ok).toBe(true);
  });
});

/** A valid value of the field's type exactly `units` UTF-16 units long, made of `unit`s (filler "x" or an emoji). */
function valueOfLength(f: FieldDef, units: number, unit: string): string {
  const [before, after] = f.type === "email" ? ["", "@example.com"] : f.type === "url" ? ["https://example.com/", ""] : ["", ""];
  const room = units - before.length - after.length;
  return before + unit.repeat(Math.floor(room / unit.length)) + "x".repeat(room % unit.length) + after;
}

describe("length limits: the rendered input and the schema count the same", () => {
  const limited = formSlugs.flatMap((slug) =>
    forms[slug].fields.filter((f) => f.maxLength !== undefined).map((f) => [slug, f.name, f] as const),
  );
  test.each(limited)("%s.%s: the input's maxLength is the schema's limit, in UTF-16 units", (slug, name, f) => {
    const html = renderToStaticMarkup(createElement(FieldControl, { slug, field: f, onEdit: () => {} }));
    const rendered = Number(/maxLength="(\d+)"/i.exec(html)?.[1]);
    expect(rendered).toBe(f.maxLength);
    const submit = (value: string) => validateLead(forms[slug], { ...exampleSubmissions[slug], [name]: value });
    for (const unit of ["x", "😀"]) {
      expect(submit(valueOfLength(f, rendered, unit)).ok, `${unit} × ${rendered} units`).toBe(f.type !== "email" || unit === "x");
      const over = valueOfLength(f, rendered + 1, unit);
      expect(over.length).toBe(rendered + 1);
      expect(submit(over), `${unit}: ${rendered + 1} units`).toEqual({ ok: false, fields: { [name]: messages.tooLong(rendered) } });
    }
  });
});

// The five forms the spec names, in the site's order; a form added later keeps its own words in its folder.
const specForms = ["ecosystem-fund", "contact", "access-compute", "provide-compute", "careers"] as const;

describe("the spec's words", () => {
  test("tables", () => {
    expect(formSlugs.filter((s) => (specForms as readonly string[]).includes(s))).toEqual(specForms);
    expect(specForms.map((s) => forms[s].table)).toEqual([
      "ecosystem_fund_applications",
      "contact_messages",
      "access_compute_requests",
      "provide_compute_requests",
      "job_applications",
    ]);
  });

  test("button labels", () => {
    expect(Object.fromEntries(specForms.map((s) => [s, [forms[s].submitLabel, forms[s].submittingLabel]]))).toEqual({
      "ecosystem-fund": ["Submit", "Submitting..."],
      contact: ["Send Message", "Mengirim..."],
      "access-compute": ["Submit", "Mengirim..."],
      "provide-compute": ["Submit", "Mengirim..."],
      careers: ["Submit", "Submitting..."],
    });
    expect(buttonLabels.sending).toBe("Mengirim...");
  });

  test("toasts (section 8)", () => {
    const applied = { title: "Application Submitted!", description: "We'll review your application and get back to you soon." };
    const failed = { title: "Error", description: "Failed to submit application. Please try again." };
    for (const s of ["ecosystem-fund", "careers"] as const) {
      expect(forms[s].successToast).toMatchObject(applied);
      expect(forms[s].failureToast).toMatchObject(failed);
    }
    expect(forms.contact.successToast.title).toBe("Pesan berhasil dikirim! Kami akan menghubungi Anda segera.");
    expect(forms.contact.failureToast.title).toBe("Terjadi kesalahan saat mengirim pesan. Silakan coba lagi.");
    for (const s of ["access-compute", "provide-compute"] as const) {
      expect(forms[s].successToast.title).toBe("Form berhasil dikirim! Tim kami akan menghubungi Anda segera.");
      expect(forms[s].failureToast.title).toBe("Terjadi kesalahan saat mengirim form. Silakan coba lagi.");
    }
  });

  test("option lists (section 3) with their labels", () => {
    expect(field("ecosystem-fund", "category").options).toEqual([
      { value: "ai-ml", label: "AI & Machine Learning" },
      { value: "gaming", label: "Gaming & Metaverse" },
      { value: "infrastructure", label: "Infrastructure" },
      { value: "defi", label: "DeFi" },
      { value: "other", label: "Other" },
    ]);
    expect(field("ecosystem-fund", "funding_amount").options!.map((o) => o.value)).toEqual([
      "50k-100k",
      "100k-250k",
      "250k-500k",
      "500k-1m",
      "1m+",
    ]);
    expect(field("ecosystem-fund", "funding_amount").options!.map((o) => o.label)).toEqual([
      "$50K-$100K",
      "$100K-$250K",
      "$250K-$500K",
      "$500K-$1M",
      "$1M+",
    ]);
    // One definition: the /ecosystem-fund page lists the very options the form's select offers.
    expect(fundingRanges).toBe(field("ecosystem-fund", "funding_amount").options);
    expect(field("provide-compute", "gpu_setup").options!.map((o) => o.value)).toEqual([
      "datacenter",
      "cloud",
      "onprem",
      "hybrid",
      "other",
    ]);
    expect(field("provide-compute", "gpu_setup").options!.find((o) => o.value === "cloud")!.label).toBe("Cloud Provider");
  });

  test("careers labels, types, rows, placeholder; position_title = the six positions or 'Open Application'", () => {
    expect(field("careers", "full_name").label).toBe("Full Name *");
    expect(field("careers", "email")).toMatchObject({ label: "Email *", type: "email" });
    expect(field("careers", "phone").type).toBe("tel");
    expect(field("careers", "resume_url")).toMatchObject({ label: "Resume URL (Google Drive, Dropbox, etc.)", type: "url" });
    expect(field("careers", "linkedin_url").type).toBe("url");
    expect(field("careers", "portfolio_url").type).toBe("url");
    expect(field("careers", "cover_letter")).toMatchObject({
      rows: 6,
      placeholder: "Tell us why you're a great fit for this position...",
      type: "textarea",
    });
    expect(field("careers", "additional_info").rows).toBe(3);
    expect(field("careers", "position_title").options!.map((o) => o.value)).toEqual([...positions.map((p) => p.title), "Open Application"]);
    expect(positions).toHaveLength(6);
  });

  test("fund, access and provide details", () => {
    expect(field("ecosystem-fund", "project_description").rows).toBe(4);
    expect(field("ecosystem-fund", "additional_info").rows).toBe(3);
    for (const name of ["company_website", "pitch_deck_url", "github_url"]) expect(field("ecosystem-fund", name).type).toBe("url");
    expect(field("access-compute", "use_case").rows).toBe(4);
    expect(field("access-compute", "additional_info").rows).toBe(3);
    expect(field("access-compute", "agreed_to_terms")).toMatchObject({
      type: "checkbox",
      required: false,
      label: "I agree to receive other communications",
    });
    expect(field("provide-compute", "gpu_count")).toMatchObject({ type: "number", required: true, min: 1, max: 1_000_000 });
    expect(field("provide-compute", "consent_emails")).toMatchObject({ type: "checkbox", required: true });
    expect(forms["provide-compute"].groups).toEqual([{ id: "more_info", legend: "How would you like more information *" }]);
    const grouped = forms["provide-compute"].fields.filter((f) => f.group === "more_info").map((f) => f.name);
    expect(grouped).toEqual(["request_demo", "schedule_call", "receive_info", "contributing_capital"]);
    expect(field("contact", "company").required).toBe(false);
  });
});
