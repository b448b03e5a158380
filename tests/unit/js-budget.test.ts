import { describe, expect, test } from "vitest";
import { jsBudgetBytes, lazyJsBudgetBytes } from "../../src/content/routes.ts";
import { builtPages, pageScriptBytes, pageScriptBytesAtOpen, scriptBytesBeforeInteraction } from "../support/bundle.ts";

/**
 * Per-route JavaScript budgets, computed from the build, in gzip bytes.
 * - Before the visitor acts: the page's inline scripts plus any island that does not wait for the
 *   visitor (none today: every public island is `client:intent`). At most BEFORE_INTERACTION_BYTES
 *   on every public page, Home included.
 * - Once the visitor has used every island: everything the islands load (React included), within
 *   the route's `jsBudget` in the route manifest (src/content/routes.ts). Routes without one have no
 *   island and must load no script file. Raise a budget only on purpose.
 */
const JS_BUDGET_BYTES = jsBudgetBytes;
const BEFORE_INTERACTION_BYTES = 5_000;
/**
 * The admin app is its own first view (client:only): what it loads when it opens within its
 * jsBudget, the screens it loads only when opened (insights, account, passkeys, operators) within its
 * lazyJsBudget, all together.
 */
const APPS = new Set(Object.keys(lazyJsBudgetBytes));

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

  test(`before the visitor acts, every page runs at most ${BEFORE_INTERACTION_BYTES} bytes gzip of JavaScript`, () => {
    const figures = pages.filter((p) => !APPS.has(p.route)).map((p) => ({ route: p.route, bytes: scriptBytesBeforeInteraction(p.html) }));
    for (const { route, bytes } of figures)
      console.log(`${route}: ${bytes} B gzip of JavaScript before interaction (budget ${BEFORE_INTERACTION_BYTES})`);
    expect(figures.filter((f) => f.bytes > BEFORE_INTERACTION_BYTES)).toEqual([]);
    // Home is the page the first-view budget is most about: it must carry no island code at all.
    expect(pageScriptBytes(pages.find((p) => p.route === "/")!.html)).toBeGreaterThan(
      scriptBytesBeforeInteraction(pages.find((p) => p.route === "/")!.html),
    );
  });

  test.each(Object.entries(JS_BUDGET_BYTES))("%s stays within %i bytes gzip once every island is used", (route, budget) => {
    const page = pages.find((p) => p.route === route);
    expect(page, `${route} was not built`).toBeDefined();
    const all = pageScriptBytes(page!.html);
    expect(all).toBeGreaterThan(0); // it is an island page
    if (!APPS.has(route)) {
      console.log(`${route}: ${all} B gzip of JavaScript after interaction (budget ${budget})`);
      expect(all).toBeLessThanOrEqual(budget);
      return;
    }
    const atOpen = pageScriptBytesAtOpen(page!.html);
    const lazy = all - atOpen;
    console.log(
      `${route}: ${atOpen} B gzip when it opens (budget ${budget}), ${lazy} B more in the screens it loads when opened (budget ${lazyJsBudgetBytes[route]})`,
    );
    expect(atOpen).toBeLessThanOrEqual(budget);
    expect(lazy).toBeGreaterThan(0); // the lazy screens are found and counted
    expect(lazy).toBeLessThanOrEqual(lazyJsBudgetBytes[route]!);
  });
});
