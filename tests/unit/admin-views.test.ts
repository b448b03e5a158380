// The inbox views' pure parts: which text becomes a link on a lead's page, how the address's query
// string becomes the inbox's filter (and back), and the erasure's report.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { exportUrl, filterQuery } from "../../src/components/admin/api.ts";
import { erasedSummary } from "../../src/components/admin/Erase.tsx";
import { FORM_NAMES, setFormNames } from "../../src/components/admin/format.tsx";
import { inboxHref, leadHref, parseFilter } from "../../src/components/admin/Inbox.tsx";
import { Linkified } from "../../src/components/admin/LeadPage.tsx";
import { inboxNames } from "../../src/forms/forms.ts";
import { formDefinitions } from "../../src/forms/list.ts";

const html = (text: string) => renderToStaticMarkup(createElement(Linkified, { text }));

describe("a field's text on a lead's page", () => {
  test("http and https URLs become links that open safely; the sentence's last dot stays text", () => {
    expect(html("Deck: https://example.com/deck?x=1&y=2. Site http://a.example")).toBe(
      'Deck: <a href="https://example.com/deck?x=1&amp;y=2" target="_blank" rel="noopener noreferrer" class="break-all text-accent underline underline-offset-2">https://example.com/deck?x=1&amp;y=2</a>. ' +
        'Site <a href="http://a.example" target="_blank" rel="noopener noreferrer" class="break-all text-accent underline underline-offset-2">http://a.example</a>',
    );
  });

  test("no other scheme becomes a link, and markup stays text", () => {
    for (const text of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://files.example/x",
      "mailto:a@b.example",
      "<a href=x>y</a>",
    ]) {
      expect(html(text)).not.toContain("<a ");
    }
    expect(html('"><img src=x onerror=alert(1)> https://ok.example')).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
  });

  test("a URL cut by a quote or an angle bracket ends there", () => {
    expect(html('see "https://example.com/a"')).toContain('href="https://example.com/a"');
    expect(html("<https://example.com/b>")).toContain('href="https://example.com/b"');
  });
});

describe("the inbox's filter in the address", () => {
  // What AdminApp does with the names admin.astro reads from the form definitions.
  setFormNames(inboxNames);

  test("the inbox names every form of the list, in the list's order, as its definition says", () => {
    expect(Object.entries(FORM_NAMES)).toEqual(formDefinitions.map((f) => [f.slug, f.inboxName]));
    expect(FORM_NAMES).toMatchObject({ "ecosystem-fund": "Ecosystem fund", contact: "Contact", careers: "Careers" });
  });

  test("form, status and search are read; unknown forms and statuses are ignored", () => {
    expect(parseFilter("?form=contact&status=in+review&q=%20grace%20")).toEqual({
      form: "contact",
      status: "in review",
      q: "grace",
      order: "",
      from: "",
      to: "",
    });
    expect(parseFilter("?form=nope&status=deleted&order=up&from=yesterday")).toEqual({
      form: "",
      status: "",
      q: "",
      order: "",
      from: "",
      to: "",
    });
    expect(parseFilter("")).toEqual({ form: "", status: "", q: "", order: "", from: "", to: "" });
    expect(parseFilter("?order=asc&from=2026-11-01&to=2026-11-25")).toEqual({
      form: "",
      status: "",
      q: "",
      order: "asc",
      from: "2026-11-01",
      to: "2026-11-25",
    });
  });

  test("written back with only the parts set, the same for the list, the export and the links", () => {
    expect(inboxHref({ form: "", status: "", q: "" })).toBe("/admin");
    expect(inboxHref({ form: "careers", status: "spam", q: "a&b" })).toBe("/admin?form=careers&status=spam&q=a%26b");
    expect(
      parseFilter(filterQuery({ form: "access-compute", status: "in review", q: "José Ñ", order: "asc", from: "2026-11-01", to: "" })),
    ).toEqual({
      form: "access-compute",
      status: "in review",
      q: "José Ñ",
      order: "asc",
      from: "2026-11-01",
      to: "",
    });
    expect(exportUrl({ form: "contact", status: "", q: "" }, "csv")).toBe("/api/admin/export?format=csv&form=contact");
    expect(leadHref("contact", "a/b")).toBe("/admin/leads/contact/a%2Fb");
  });
});

test("the erasure's report counts each kind of record, in the singular when there is one", () => {
  expect(erasedSummary("a@b.example", { removed: { leads: 2, deliveries: 1, notes: 0 } })).toBe(
    "Erased a@b.example: 2 leads, 1 delivery and 0 notes removed.",
  );
});
