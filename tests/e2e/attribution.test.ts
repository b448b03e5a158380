// Attribution in Chromium: the visit's first page is kept in sessionStorage by the
// layout's inline script (allowed by the page's CSP hash) and sent with a form; a new tab starts
// a new visit.
import { describe, expect, test } from "vitest";
import { fillForm, openForm, rowsOf, sample, submitButton, useFormsSite, waitForToast } from "./forms-kit.ts";
import { forms } from "../../src/forms/forms.ts";

const site = useFormsSite();

describe("attribution", () => {
  test("UTM parameters, the referring host and the landing path of the first page reach the stored lead", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const violations: string[] = [];
    page.on("console", (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    await page.goto(site.url("/about?utm_source=newsletter&utm_medium=email&utm_campaign=launch&utm_term=h100&utm_content=hero"), {
      referer: "https://news.example.com/post/1",
    });
    // A later page of the same visit does not overwrite the first.
    await page.goto(site.url("/blog?utm_source=other"));
    const s = sample("contact", "attribution");
    await openForm(page, site.url("/contact"), "contact");
    await fillForm(page, "contact", s.fill);
    await submitButton(page, "contact").click();
    await waitForToast(page, forms.contact.successToast.title);
    const [row] = rowsOf(site.dbPath, "contact", { column: "email", value: String(s.fill.email) });
    expect(row).toMatchObject({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "launch",
      utm_term: "h100",
      utm_content: "hero",
      referrer_host: "news.example.com",
      landing_path: "/about",
      status: "new",
    });
    expect(violations).toEqual([]);
    await page.close();
  });

  test("a visit that starts on the form's page, without a referrer: only the landing path", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const s = sample("contact", "direct");
    await openForm(page, site.url("/contact"), "contact");
    await fillForm(page, "contact", s.fill);
    await submitButton(page, "contact").click();
    await waitForToast(page, forms.contact.successToast.title);
    const [row] = rowsOf(site.dbPath, "contact", { column: "email", value: String(s.fill.email) });
    expect(row).toMatchObject({ utm_source: null, referrer_host: null, landing_path: "/contact" });
    await page.close();
  });
});
