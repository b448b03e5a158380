// The no-JavaScript round trip: a plain HTML form post (form-urlencoded, Accept: text/html) is
// answered 303 back to the form's page with an outcome the page can show (src/forms/outcome.ts).
import { describe, expect, test } from "vitest";
import { forms, formSlugs } from "../../src/forms/forms.ts";
import { readOutcome } from "../../src/forms/outcome.ts";
import { messages } from "../../src/forms/schema-kit.ts";
import { fixtures } from "./leads-fixtures.ts";
import { asStored, postLead, specColumns, useInProcessLeadServer } from "./leads-support.ts";

describe("plain HTML form posts", () => {
  const ctx = useInProcessLeadServer("sqlite");

  test.each(formSlugs)("%s: stored, then 303 to the page with ?submitted", async (slug) => {
    const form = forms[slug];
    const res = await postLead(ctx.server.url, slug, fixtures[slug].full, { as: "form", html: true });
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toBe(`${form.pagePath}?submitted=${slug}#${slug}-submitted`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(readOutcome(new URL(location, "http://x").search, slug)).toEqual({ status: "submitted" });

    const rows = await ctx.db.rows(form.table);
    expect(rows).toHaveLength(1);
    const expected = Object.fromEntries(Object.entries(fixtures[slug].fullRow).map(([k, v]) => [k, asStored("sqlite", v)]));
    expect(specColumns(slug, rows[0]!)).toEqual(expected);
  });

  test("invalid fields: 303 to the page with ?error, the reason and the field names; nothing stored", async () => {
    const before = await ctx.db.count("contact_messages");
    const res = await postLead(ctx.server.url, "contact", { name: "", email: "bad", message: "hi" }, { as: "form", html: true });
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toBe("/contact?error=contact&reason=invalid&fields=name,email#contact-error");
    expect(readOutcome(new URL(location, "http://x").search, "contact")).toEqual({
      status: "error",
      reason: "invalid",
      fields: ["name", "email"],
    });
    expect(await ctx.db.count("contact_messages")).toBe(before);
  });

  test("unknown fields are not echoed into the URL unless they look like field names", async () => {
    const res = await postLead(ctx.server.url, "contact", { ...fixtures.contact.full, "<script>": "x" }, { as: "form", html: true });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact?error=contact&reason=invalid#contact-error");
  });

  test("an oversized post: 303 with reason too_large", async () => {
    const res = await postLead(
      ctx.server.url,
      "careers",
      { ...fixtures.careers.full, cover_letter: "x".repeat(70_000) },
      { as: "form", html: true },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/careers?error=careers&reason=too_large#careers-error");
  });

  test("a JSON request that accepts HTML still gets JSON; so does a form post that does not accept HTML", async () => {
    const json = await postLead(ctx.server.url, "contact", { ...fixtures.contact.full, email: "bad" }, { html: true });
    expect(json.status).toBe(422);
    expect(json.json.fields).toEqual({ email: messages.email });
    const fetchStyle = await postLead(ctx.server.url, "contact", { ...fixtures.contact.full, email: "bad" }, { as: "form" });
    expect(fetchStyle.status).toBe(422);
  });
});
