/**
 * Shared pieces of the forms end-to-end tests (tests/e2e/forms-*.test.ts): the sample
 * submission of each form with the exact row it must store, filling and reading a form in the
 * page, the toasts, and reading rows back from the server's SQLite file.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { exampleSubmissions } from "../../src/forms/examples.ts";
import { forms } from "../../src/forms/forms.ts";
import type { FormSlug } from "../../src/forms/types.ts";
import { sleep } from "../../scripts/lib/helpers.ts";
import { useSite } from "../support/site.ts";

/** The real server on a fresh SQLite file this test file can read; no rate limit (many submissions). */
export function useFormsSite() {
  const dbPath = join(mkdtempSync(join(tmpdir(), "forms-e2e-")), "leads.db");
  const site = useSite({ LEADS_DB_PATH: dbPath, RATE_LIMIT_PER_MINUTE: "0" });
  return Object.assign(site, { dbPath });
}

export type Sample = {
  slug: FormSlug;
  /** What the visitor types, chooses and ticks (careers' position_title comes from the view). */
  fill: Record<string, string | boolean>;
  /** The stored columns, exactly (SQLite stores booleans as 1/0). */
  row: Record<string, unknown>;
  /** The column that identifies this sample's row. */
  emailColumn: string;
};

/**
 * One valid submission per form (src/forms/examples.ts, as the API tests and the OpenAPI
 * document use it), as a visitor types it: numbers as text, careers' position_title left to the
 * page (openForm chooses the example's role). `tag` makes the e-mail address unique per test.
 */
export function sample(slug: FormSlug, tag: string): Sample {
  const example = exampleSubmissions[slug];
  const emailColumn = forms[slug].fields.find((f) => f.type === "email")!.name;
  const email = String(example[emailColumn]).replace("@", `.${tag}@`);
  const fill: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(example)) {
    if (name !== "position_title") fill[name] = typeof value === "boolean" ? value : String(value);
  }
  fill[emailColumn] = email;
  // Every field is filled, so the row is the example as sent; SQLite stores booleans as 1/0.
  const row = Object.fromEntries(
    Object.entries(example).map(([name, value]) => [name, typeof value === "boolean" ? Number(value) : value]),
  );
  row[emailColumn] = email;
  return { slug, fill, emailColumn, row };
}

export const formSelector = (slug: FormSlug) => `form[data-lead-form="${slug}"]`;

export function submitButton(page: Page, slug: FormSlug) {
  return page.locator(`${formSelector(slug)} button[type=submit]`);
}

/** Types, chooses and ticks the values into the form. */
export async function fillForm(page: Page, slug: FormSlug, values: Record<string, string | boolean>): Promise<void> {
  const form = page.locator(formSelector(slug));
  for (const [name, value] of Object.entries(values)) {
    const control = form.locator(`[name="${name}"]`);
    if (typeof value === "boolean") await control.setChecked(value);
    else if ((await control.evaluate((el) => el.tagName)) === "SELECT") await control.selectOption(value);
    else await control.fill(value);
  }
}

/** The current values of the named controls (checkboxes as booleans). */
export async function readForm(page: Page, slug: FormSlug, names: string[]): Promise<Record<string, string | boolean>> {
  return page.locator(formSelector(slug)).evaluate((form, names) => {
    const out: Record<string, string | boolean> = {};
    for (const name of names) {
      const el = (form as HTMLFormElement).elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
      out[name] = el instanceof HTMLInputElement && el.type === "checkbox" ? el.checked : el.value;
    }
    return out;
  }, names);
}

/** The values a freshly reset form shows for these fields. */
export function emptyValues(values: Record<string, string | boolean>): Record<string, string | boolean> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === "boolean" ? false : ""]));
}

/** Waits for the toast with this title; returns its type (success/error) and text. */
export async function waitForToast(page: Page, title: string): Promise<{ type: string | null; text: string }> {
  const toast = page.locator("[data-sonner-toast]", { has: page.locator("[data-title]", { hasText: title }) }).first();
  await toast.waitFor({ timeout: 15_000 });
  return { type: await toast.getAttribute("data-type"), text: await toast.innerText() };
}

/** Waits until the submit button is disabled and returns its label then. */
export async function labelWhileSending(page: Page, slug: FormSlug): Promise<string> {
  const button = page.locator(`${formSelector(slug)} button[type=submit]:disabled`);
  await button.waitFor({ timeout: 5_000 });
  return button.innerText();
}

/** Holds each request to the form's API for `ms` before letting it through. */
export async function slowDownApi(page: Page, slug: FormSlug, ms: number): Promise<void> {
  await page.route(`**/api/forms/${slug}`, async (route) => {
    await sleep(ms);
    await route.continue();
  });
}

export function rowsOf(dbPath: string, slug: FormSlug, where?: { column: string; value: string }): Record<string, unknown>[] {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    const table = forms[slug].table;
    if (!where) return db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[];
    return db.prepare(`SELECT * FROM ${table} WHERE ${where.column} = ?`).all(where.value) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** The sample's stored rows, reduced to the spec's columns. */
export function storedRows(dbPath: string, s: Sample): Record<string, unknown>[] {
  const rows = rowsOf(dbPath, s.slug, { column: s.emailColumn, value: String(s.fill[s.emailColumn]) });
  const columns = forms[s.slug].fields.map((f) => f.name);
  return rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c]])));
}

export function idempotencyKeysOf(dbPath: string, s: Sample): unknown[] {
  return rowsOf(dbPath, s.slug, { column: s.emailColumn, value: String(s.fill[s.emailColumn]) }).map((r) => r.idempotency_key);
}

/** Opens the form of a page with JavaScript (the island hydrates on the visitor's intent); fund and careers need a click. */
export async function openForm(
  page: Page,
  url: string,
  slug: FormSlug,
  careersRole = String(exampleSubmissions.careers.position_title),
): Promise<void> {
  await page.goto(url);
  const card = page.locator("[data-position]", { hasText: careersRole });
  // Once hydrated, the fund and careers islands swap their Apply links for buttons.
  if (slug !== "ecosystem-fund") await (slug === "careers" ? card : page.locator(formSelector(slug))).scrollIntoViewIfNeeded();
  await waitForHydration(page, slug);
  if (slug === "ecosystem-fund") await page.getByRole("button", { name: "Apply for Funding" }).click();
  if (slug === "careers") await card.getByRole("button", { name: "Apply Now" }).click();
}

/**
 * The island that renders the form, read from the page as served (after hydration, the fund's
 * and the careers' islands show their form only once asked). Astro removes the island's `ssr`
 * attribute once it has hydrated. The visitor reaches for it first (a pointer over it: client:intent).
 */
export async function waitForHydration(page: Page, slug: FormSlug): Promise<void> {
  const html = await (await fetch(page.url())).text();
  const url = await page.evaluate(
    ([html, form]) =>
      new DOMParser().parseFromString(html, "text/html").querySelector(form)?.closest("astro-island")?.getAttribute("component-url"),
    [html, formSelector(slug)] as const,
  );
  expect(url).toMatch(/^\/_astro\//);
  const island = `astro-island[component-url="${url}"]`;
  expect(await page.locator(island).count()).toBe(1);
  await page.locator(island).dispatchEvent("pointerover");
  await page.locator(`${island}:not([ssr])`).waitFor({ state: "attached", timeout: 15_000 });
}

export const pathOf = (slug: FormSlug) => forms[slug].pagePath;
