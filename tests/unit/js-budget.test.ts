import { describe, expect, test } from "vitest";
import { jsBudgetBytes } from "../../src/content/routes.ts";
import { builtPages, pageScriptBytes } from "../support/bundle.ts";

/**
 * Per-route JavaScript budget, computed from the build: gzip bytes of everything a page's
 * islands load (React included). Routes without a budget have no island and must load no script.
 * Raise a budget only on purpose: each route's `jsBudget` in the route manifest (src/content/routes.ts).
 */
const JS_BUDGET_BYTES = jsBudgetBytes;

const pages = builtPages();

describe("JavaScript per route", () => {
  test("the build has every page", () => {
    expect(pages.length).toBeGreaterThanOrEqual(20);
  });

  test("pages without islands load no script and hydrate nothing", () => {
    const offenders = pages
      .filter((p) => !(p.route in JS_BUDGET_BYTES))
      .flatMap((p) => {
        const loading = [...p.html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => /\ssrc=|type="module"/.test(tag));
        const islands = (p.html.match(/<astro-island\b/g) ?? []).length;
        return [...loading.map((tag) => `${p.route}: ${tag}`), ...(islands ? [`${p.route}: ${islands} astro-island(s)`] : [])];
      });
    expect(offenders).toEqual([]);
  });

  test.each(Object.entries(JS_BUDGET_BYTES))("%s stays within %i bytes gzip", (route, budget) => {
    const page = pages.find((p) => p.route === route);
    expect(page, `${route} was not built`).toBeDefined();
    const bytes = pageScriptBytes(page!.html);
    console.log(`${route}: ${bytes} B gzip of JavaScript (budget ${budget})`);
    expect(bytes).toBeGreaterThan(0); // it is an island page
    expect(bytes).toBeLessThanOrEqual(budget);
  });
});
