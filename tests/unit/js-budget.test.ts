import { describe, expect, test } from "vitest";
import { builtPages, pageScriptBytes } from "../support/bundle.ts";

/**
 * Per-route JavaScript budget, computed from the build: gzip bytes of everything a page's
 * islands load (React included). Pages not listed have no island and must load no script.
 * Raise a budget only on purpose, in this one table.
 */
const JS_BUDGET_BYTES: Record<string, number> = {
  "/": 105_000, // copy button (Radix tooltip) + toasts
  "/contact": 100_000,
  "/provide-compute": 100_000,
  "/careers": 105_000,
  "/ecosystem-fund": 105_000,
  "/access-compute": 125_000, // request form + wallet
  "/x402-documentation": 105_000, // the code samples' copy buttons (Home's copy button: 101.6 KB measured) + toasts
  "/admin": 100_000, // the operators' application (React + TanStack Query, inbox, lead page: 87 KB); noindex, loads on /admin only
};

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
