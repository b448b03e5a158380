import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { formSlugs, forms } from "../../src/forms/forms.ts";
import type { FormSlug } from "../../src/forms/types.ts";
import {
  emptyValues,
  fillForm,
  idempotencyKeysOf,
  labelWhileSending,
  openForm,
  pathOf,
  readForm,
  sample,
  slowDownApi,
  storedRows,
  submitButton,
  useFormsSite,
  waitForToast,
} from "./forms-kit.ts";

// The five forms with JavaScript, in Chromium against the real server and its SQLite file:
// the sending label, the spec's toasts, one stored row, reset on success, input kept on
// failure, and retries that reuse the Idempotency-Key.
const site = useFormsSite();

const slugs: FormSlug[] = formSlugs;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function newPage(): Promise<Page> {
  return site.browser.newPage({ viewport: { width: 1440, height: 900 } });
}

describe.each(slugs)("%s form with JavaScript", (slug) => {
  const form = forms[slug];

  test("submit: the sending label, the success toast, exactly one stored row, every field reset", async () => {
    const s = sample(slug, "ok");
    const page = await newPage();
    await slowDownApi(page, slug, 800);
    await openForm(page, site.url(pathOf(slug)), slug);
    expect(await submitButton(page, slug).innerText()).toBe(form.submitLabel);
    await fillForm(page, slug, s.fill);
    await submitButton(page, slug).click();
    expect(await labelWhileSending(page, slug)).toBe(form.submittingLabel);

    const toast = await waitForToast(page, form.successToast.title);
    expect(toast.type).toBe("success");
    if (form.successToast.description) expect(toast.text).toContain(form.successToast.description);
    expect(storedRows(site.dbPath, s)).toEqual([s.row]);
    expect(idempotencyKeysOf(site.dbPath, s)[0]).toMatch(UUID);
    if (slug === "ecosystem-fund" || slug === "careers") {
      // Both go back to hiding the form after success: open it again to see it cleared.
      expect(await page.locator(`form[data-lead-form="${slug}"]`).isVisible()).toBe(false);
      if (slug === "careers") await page.getByRole("link", { name: "Send Open Application" }).click();
      else await page.getByRole("button", { name: "Apply for Funding" }).click();
    }
    expect(await readForm(page, slug, Object.keys(s.fill))).toEqual(emptyValues(s.fill));
    expect(await submitButton(page, slug).innerText()).toBe(form.submitLabel);
    expect(await submitButton(page, slug).isDisabled()).toBe(false);
    await page.close();
  });

  test("a failing server (500): the failure toast, the input kept, the error logged, nothing stored", async () => {
    const s = sample(slug, "fail");
    const page = await newPage();
    const logged: string[] = [];
    page.on("console", (m) => m.type() === "error" && logged.push(m.text()));
    let calls = 0;
    await page.route(`**/api/forms/${slug}`, (route) => {
      calls += 1;
      return route.fulfill({ status: 500, json: { error: "Something went wrong on our side. Please try again." } });
    });
    await openForm(page, site.url(pathOf(slug)), slug);
    await fillForm(page, slug, s.fill);
    await submitButton(page, slug).click();

    const toast = await waitForToast(page, form.failureToast.title);
    expect(toast.type).toBe("error");
    if (form.failureToast.description) expect(toast.text).toContain(form.failureToast.description);
    expect(calls).toBe(1); // a 500 is not retried
    expect(await readForm(page, slug, Object.keys(s.fill))).toEqual(s.fill);
    expect(await page.locator(`form[data-lead-form="${slug}"]`).isVisible()).toBe(true);
    expect(await submitButton(page, slug).innerText()).toBe(form.submitLabel);
    expect(logged.some((line) => line.includes(`[${slug}] submission failed`))).toBe(true);
    expect(storedRows(site.dbPath, s)).toEqual([]);
    await page.close();
  });

  test("a 503 after the server stored the record is retried with the same Idempotency-Key: one row", async () => {
    const s = sample(slug, "retry");
    const page = await newPage();
    const attempts: { key: string | undefined; at: number }[] = [];
    await page.route(`**/api/forms/${slug}`, async (route) => {
      attempts.push({ key: route.request().headers()["idempotency-key"], at: Date.now() });
      if (attempts.length > 1) return route.continue();
      await route.fetch(); // the server stores it; the answer is lost on the way back
      await route.fulfill({ status: 503, json: { error: "Service Unavailable" } });
    });
    await openForm(page, site.url(pathOf(slug)), slug);
    await fillForm(page, slug, s.fill);
    await submitButton(page, slug).click();

    expect((await waitForToast(page, form.successToast.title)).type).toBe("success");
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.key).toMatch(UUID);
    expect(attempts[1]!.key).toBe(attempts[0]!.key);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(190); // backoff from 200 ms
    expect(storedRows(site.dbPath, s)).toEqual([s.row]);
    expect(idempotencyKeysOf(site.dbPath, s)).toEqual([attempts[0]!.key]);
    await page.close();
  });
});

test("contact: a network failure is retried (backoff 200 ms, then 400 ms) and stores one row", async () => {
  const s = sample("contact", "network");
  const page = await newPage();
  const at: number[] = [];
  await page.route("**/api/forms/contact", (route) => {
    at.push(Date.now());
    return at.length <= 2 ? route.abort("internetdisconnected") : route.continue();
  });
  await openForm(page, site.url("/contact"), "contact");
  await fillForm(page, "contact", s.fill);
  await submitButton(page, "contact").click();
  expect((await waitForToast(page, forms.contact.successToast.title)).type).toBe("success");
  expect(at).toHaveLength(3);
  expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(190);
  expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(390);
  expect(storedRows(site.dbPath, s)).toEqual([s.row]);
  await page.close();
});

test("two submissions of the same form get two different Idempotency-Keys", async () => {
  const page = await newPage();
  const keys: string[] = [];
  await page.route("**/api/forms/contact", (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    return route.continue();
  });
  await openForm(page, site.url("/contact"), "contact");
  for (const [i, tag] of ["twice-1", "twice-2"].entries()) {
    const s = sample("contact", tag);
    await fillForm(page, "contact", s.fill);
    await submitButton(page, "contact").click();
    await page.waitForFunction((n) => document.querySelectorAll("[data-sonner-toast][data-type=success]").length >= n, i + 1);
    expect(storedRows(site.dbPath, s)).toEqual([s.row]);
  }
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe(keys[1]);
  await page.close();
});
