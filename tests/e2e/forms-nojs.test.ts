import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { formSlugs, forms } from "../../src/forms/forms.ts";
import type { FormSlug } from "../../src/forms/types.ts";
import { newPage } from "../../scripts/lib/browser.ts";
import { fillForm, formSelector, pathOf, rowsOf, sample, storedRows, submitButton, useFormsSite, waitForToast } from "./forms-kit.ts";

// The five forms without JavaScript: plain form posts, the server's 303 back to the page, and
// the outcome notice shown by CSS :target. Then the same outcome URL with JavaScript.
const site = useFormsSite();

const slugs: FormSlug[] = formSlugs;
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function noJsPage(width = 1440): Promise<Page> {
  const { context, page } = await newPage(site.browser, { width, javaScriptEnabled: false });
  contexts.push(context);
  return page;
}

const visible = (page: Page, selector: string) => page.locator(selector).isVisible();

describe.each(slugs)("%s without JavaScript", (slug) => {
  const form = forms[slug];

  test("the plain form post stores the record and the page shows the success notice", async () => {
    const s = sample(slug, "nojs");
    const page = await noJsPage();
    await page.goto(site.url(pathOf(slug)));
    let row = s.row;
    if (slug === "ecosystem-fund") {
      expect(await visible(page, formSelector(slug))).toBe(false);
      await page.getByRole("link", { name: "Apply for Funding" }).first().click(); // the hero's; the closing band has its own
    }
    if (slug === "careers") {
      expect(await visible(page, formSelector(slug))).toBe(false);
      await page.locator("[data-position]", { hasText: "DevOps Engineer" }).getByRole("link", { name: "Apply Now" }).click();
      await fillForm(page, slug, { position_title: "DevOps Engineer" });
      row = { ...s.row, position_title: "DevOps Engineer" };
    }
    expect(await visible(page, formSelector(slug))).toBe(true);
    expect(await visible(page, `#${slug}-submitted`)).toBe(false);
    await fillForm(page, slug, s.fill);
    await Promise.all([page.waitForURL(/submitted=/), submitButton(page, slug).click()]);

    const url = new URL(page.url());
    expect(url.pathname + url.search + url.hash).toBe(`${form.pagePath}?submitted=${slug}#${slug}-submitted`);
    const notice = page.locator(`#${slug}-submitted`);
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.getAttribute("role")).toBe("status");
    expect(await notice.innerText()).toContain(form.successToast.title);
    if (form.successToast.description) expect(await notice.innerText()).toContain(form.successToast.description);
    expect(await visible(page, `#${slug}-error`)).toBe(false);
    expect(storedRows(site.dbPath, s)).toEqual([row]);
    expect(rowsOf(site.dbPath, slug, { column: s.emailColumn, value: String(s.fill[s.emailColumn]) })[0]!.idempotency_key).toBeNull();
  });
});

test("provide-compute without JavaScript: a gmail.com address brings back the failure notice, with the form, and stores nothing", async () => {
  const s = sample("provide-compute", "nojs-gmail");
  const fill = { ...s.fill, company_email: "katherine.nojs@gmail.com" };
  const page = await noJsPage(375);
  await page.goto(site.url("/provide-compute"));
  await fillForm(page, "provide-compute", fill);
  await Promise.all([page.waitForURL(/error=/), submitButton(page, "provide-compute").click()]);
  const url = new URL(page.url());
  expect(url.search).toBe("?error=provide-compute&reason=invalid&fields=company_email");
  const notice = page.locator("#provide-compute-error");
  expect(await notice.isVisible()).toBe(true);
  expect(await notice.innerText()).toContain(forms["provide-compute"].failureToast.title);
  expect(await visible(page, formSelector("provide-compute"))).toBe(true);
  expect(rowsOf(site.dbPath, "provide-compute", { column: "company_email", value: fill.company_email })).toEqual([]);
});

test("careers without JavaScript: a failed post shows the notice and the form again", async () => {
  const page = await noJsPage();
  await page.goto(site.url("/careers?error=careers&reason=server#careers-error"));
  expect(await visible(page, "#careers-error")).toBe(true);
  expect(await visible(page, formSelector("careers"))).toBe(true);
});

test("ecosystem fund without JavaScript: hidden until the Apply for Funding link, Cancel hides it, Learn More goes to the top", async () => {
  const page = await noJsPage(375);
  await page.goto(site.url("/ecosystem-fund"));
  expect(await visible(page, formSelector("ecosystem-fund"))).toBe(false);
  await page.getByRole("link", { name: "Apply for Funding" }).first().click(); // the hero's; the closing band has its own
  expect(await visible(page, formSelector("ecosystem-fund"))).toBe(true);
  await page.getByRole("link", { name: "Cancel" }).click();
  expect(await visible(page, formSelector("ecosystem-fund"))).toBe(false);
  expect(await page.getByRole("link", { name: "Learn More" }).getAttribute("href")).toBe("#top");
  expect(await page.locator("#top").count()).toBe(1);
});

test("careers without JavaScript: Apply Now shows the form with a required position select; Back to Positions hides it", async () => {
  const page = await noJsPage(375);
  await page.goto(site.url("/careers"));
  await page.getByRole("link", { name: "Send Open Application" }).click();
  const select = page.locator(`${formSelector("careers")} select[name=position_title]`);
  expect(await select.isVisible()).toBe(true);
  expect(await select.getAttribute("required")).not.toBeNull();
  const options = await select.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(options).toEqual(["", ...forms.careers.fields[0]!.options!.map((o) => o.value)]);
  expect(options).toContain("Open Application");
  expect(await page.locator(`${formSelector("careers")} input[name=position_title]`).count()).toBe(0);
  await page.getByRole("link", { name: "Back to Positions" }).click();
  expect(await visible(page, formSelector("careers"))).toBe(false);
});

test("with JavaScript, a page loaded with a no-JS outcome shows the toast, the notice and the marked fields, then drops the query", async () => {
  const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(site.url("/contact?error=contact&reason=invalid&fields=email,name#contact-error"));
  const toast = await waitForToast(page, forms.contact.failureToast.title);
  expect(toast.type).toBe("error");
  const notice = page.locator("#contact-error");
  expect(await notice.isVisible()).toBe(true);
  expect(await notice.innerText()).toContain("Please check: Name, Email");
  expect(await page.locator("#contact-email").getAttribute("aria-invalid")).toBe("true");
  await page.waitForFunction(() => window.location.search === "");

  await page.goto(site.url("/ecosystem-fund?submitted=ecosystem-fund#ecosystem-fund-submitted"));
  expect((await waitForToast(page, forms["ecosystem-fund"].successToast.title)).type).toBe("success");
  expect(await visible(page, "#ecosystem-fund-submitted")).toBe(true);
  expect(await visible(page, formSelector("ecosystem-fund"))).toBe(false);
  await page.close();
});
