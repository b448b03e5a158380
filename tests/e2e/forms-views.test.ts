import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { formSlugs, forms } from "../../src/forms/forms.ts";
import { messages } from "../../src/forms/schema-kit.ts";
import type { FormSlug } from "../../src/forms/types.ts";
import {
  emptyValues,
  fillForm,
  formSelector,
  openForm,
  pathOf,
  readForm,
  rowsOf,
  sample,
  storedRows,
  submitButton,
  useFormsSite,
  waitForHydration,
  waitForToast,
} from "./forms-kit.ts";

// The fund form's and the careers board's views, the server's field messages next to the
// fields, and axe-core on every form.
const site = useFormsSite();

async function newPage(width = 1440): Promise<Page> {
  return site.browser.newPage({ viewport: { width, height: 900 } });
}

const isVisible = (page: Page, slug: FormSlug) => page.locator(formSelector(slug)).isVisible();
/** The focused control's name, or the focused element's text. */
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("name") ?? document.activeElement?.textContent);

describe("ecosystem fund", () => {
  test("hidden until Apply for Funding (focus moves into it); Cancel hides it; hidden and cleared after success", async () => {
    const page = await newPage(375);
    await page.goto(site.url("/ecosystem-fund"));
    await waitForHydration(page, "ecosystem-fund");
    expect(await isVisible(page, "ecosystem-fund")).toBe(false);

    const apply = page.getByRole("button", { name: "Apply for Funding" });
    await apply.click();
    expect(await isVisible(page, "ecosystem-fund")).toBe(true);
    expect(await focusedName(page)).toBe("project_name");

    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await isVisible(page, "ecosystem-fund")).toBe(false);
    expect(await focusedName(page)).toContain("Apply for Funding");

    const s = sample("ecosystem-fund", "views");
    await apply.click();
    await fillForm(page, "ecosystem-fund", s.fill);
    await submitButton(page, "ecosystem-fund").click();
    await waitForToast(page, forms["ecosystem-fund"].successToast.title);
    expect(await isVisible(page, "ecosystem-fund")).toBe(false);
    expect(storedRows(site.dbPath, s)).toEqual([s.row]);
    await apply.click();
    expect(await readForm(page, "ecosystem-fund", Object.keys(s.fill))).toEqual(emptyValues(s.fill));
    await page.close();
  });

  test("Learn More scrolls back to the top of the page", async () => {
    const page = await newPage();
    await page.goto(site.url("/ecosystem-fund"));
    const learnMore = page.getByRole("link", { name: "Learn More" });
    await learnMore.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await learnMore.click();
    await page.waitForFunction(() => (document.getElementById("top")?.getBoundingClientRect().top ?? 999) >= -1 && window.scrollY < 200);
    await page.close();
  });
});

describe("careers", () => {
  const heading = (page: Page) => page.locator("#application-title");
  const list = (page: Page) => page.locator("[data-positions]");

  test("Apply Now opens the form headed with the role; Back to Positions and Cancel return to the list", async () => {
    const page = await newPage(375);
    await openForm(page, site.url("/careers"), "careers", "DevOps Engineer");
    expect(await heading(page).innerText()).toBe("DevOps Engineer");
    expect(await isVisible(page, "careers")).toBe(true);
    expect(await list(page).isVisible()).toBe(false);
    expect(
      await page
        .locator(`${formSelector("careers")} [name=position_title]`)
        .evaluateAll((els) => els.map((e) => [e.tagName, (e as HTMLInputElement).type, (e as HTMLInputElement).value])),
    ).toEqual([["INPUT", "hidden", "DevOps Engineer"]]);
    // Review round 14: the role's facts in the look of the team's (one fact look on the page). Review round 15: the
    // role shows its department only; location and type, every role's, are the hero's team facts, said once.
    const looks = await page.evaluate(() => {
      const look = (e: Element) => {
        const c = getComputedStyle(e);
        return [c.fontFamily, c.fontSize, c.color, c.textTransform].join(" | ");
      };
      const pairs = (dl: Element) =>
        [...dl.querySelectorAll("dt")].map((dt) => ({ term: dt.textContent, look: `${look(dt)} || ${look(dt.nextElementSibling!)}` }));
      return {
        role: pairs(document.querySelector("[data-careers-board] [data-role-summary] dl")!),
        team: pairs(document.querySelector("[data-team-facts] dl")!),
      };
    });
    expect(looks.role.map((f) => f.term)).toEqual(["Department"]);
    expect(looks.team.map((f) => f.term)).toEqual(["Open roles", "Location", "Type"]);
    expect(new Set([...looks.role, ...looks.team].map((f) => f.look)).size).toBe(1);

    await page.getByRole("button", { name: "Back to Positions" }).click();
    expect(await list(page).isVisible()).toBe(true);
    expect(await isVisible(page, "careers")).toBe(false);

    // Review round 26: Send Open Application is the closing band's link (static HTML in the island's slot); once
    // hydrated the island catches its click and opens the form, as the button did.
    await page.getByRole("link", { name: "Send Open Application" }).click();
    expect(await heading(page).innerText()).toBe("Open Application");
    expect(await page.locator(`${formSelector("careers")} [name=position_title]`).inputValue()).toBe("Open Application");
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await list(page).isVisible()).toBe(true);
    expect(await isVisible(page, "careers")).toBe(false);
    await page.close();
  });

  test("the stored position_title is the chosen role, or 'Open Application'; success returns to the list and clears", async () => {
    const page = await newPage();
    const role = "Product Manager - AI";
    await openForm(page, site.url("/careers"), "careers", role);
    const s = sample("careers", "role");
    await fillForm(page, "careers", s.fill);
    await submitButton(page, "careers").click();
    await waitForToast(page, forms.careers.successToast.title);
    expect(await list(page).isVisible()).toBe(true);
    expect(await isVisible(page, "careers")).toBe(false);
    expect(storedRows(site.dbPath, s)).toEqual([{ ...s.row, position_title: role }]);

    await page.getByRole("link", { name: "Send Open Application" }).click();
    expect(await readForm(page, "careers", Object.keys(s.fill))).toEqual(emptyValues(s.fill));
    const open = sample("careers", "open");
    await fillForm(page, "careers", open.fill);
    await submitButton(page, "careers").click();
    await page.waitForFunction(() => document.querySelectorAll("[data-sonner-toast][data-type=success]").length >= 2);
    expect(storedRows(site.dbPath, open)).toEqual([{ ...open.row, position_title: "Open Application" }]);
    await page.close();
  });
});

test("a server field error (provide-compute, gmail.com) shows the message next to the field; editing clears it; a company address then succeeds", async () => {
  const page = await newPage(375);
  const s = sample("provide-compute", "gmail");
  await openForm(page, site.url(pathOf("provide-compute")), "provide-compute");
  await fillForm(page, "provide-compute", { ...s.fill, company_email: "kj@gmail.com" });
  await submitButton(page, "provide-compute").click();
  expect((await waitForToast(page, forms["provide-compute"].failureToast.title)).type).toBe("error");

  const email = page.locator("#provide-compute-company-email");
  expect(await email.getAttribute("aria-invalid")).toBe("true");
  const describedBy = await email.getAttribute("aria-describedby");
  expect(describedBy).toBe("provide-compute-company-email-message");
  const message = page.locator(`#${describedBy}`);
  expect(await message.innerText()).toBe(messages.freeMail);
  // Next to the field: right below it, inside the same field block.
  // Measured in one frame: focusing the field may still be scrolling the page.
  const gap = await email.evaluate(
    (el, id) => el.getBoundingClientRect().bottom - document.getElementById(id)!.getBoundingClientRect().top,
    describedBy!,
  );
  expect(-gap).toBeGreaterThanOrEqual(0);
  expect(-gap).toBeLessThan(24);
  expect(await page.locator("[data-field-message]").count()).toBe(1);
  expect(await focusedName(page)).toBe("company_email");
  expect(await readForm(page, "provide-compute", ["company_email", "gpu_count"])).toEqual({
    company_email: "kj@gmail.com",
    gpu_count: s.fill.gpu_count,
  });
  expect(rowsOf(site.dbPath, "provide-compute", { column: "company_email", value: "kj@gmail.com" })).toEqual([]);

  await email.fill(String(s.fill.company_email));
  expect(await message.count()).toBe(0);
  expect(await email.getAttribute("aria-invalid")).toBeNull();
  await submitButton(page, "provide-compute").click();
  await waitForToast(page, forms["provide-compute"].successToast.title);
  expect(storedRows(site.dbPath, s)).toEqual([s.row]);
  await page.close();
});

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

test("axe-core finds no WCAG 2.1 A/AA violation in the five forms, with a field message shown", async () => {
  const found: Record<string, string[]> = {};
  for (const slug of formSlugs) {
    const page = await newPage(375);
    await page.route(`**/api/forms/${slug}`, (route) =>
      route.fulfill({ status: 422, json: { error: "invalid", fields: { [forms[slug].fields[1]!.name]: messages.required } } }),
    );
    await openForm(page, site.url(pathOf(slug)), slug);
    await fillForm(page, slug, sample(slug, "axe").fill);
    await submitButton(page, slug).click();
    await page.locator("[data-field-message]").waitFor();
    await page.waitForTimeout(400); // toasts and transitions settle
    await page.evaluate(axeSource);
    found[slug] = await page.evaluate(async (selector) => {
      const axe = (window as any).axe;
      const result = await axe.run({ include: [selector] }, { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] });
      return result.violations.map((v: { id: string; nodes: unknown[] }) => `${v.id} (${v.nodes.length})`);
    }, formSelector(slug));
    await page.close();
  }
  expect(found).toEqual(Object.fromEntries(formSlugs.map((slug) => [slug, []])));
});

test("the five form pages hydrate without a hydration mismatch or a script error", async () => {
  const problems: string[] = [];
  for (const slug of formSlugs) {
    const page = await newPage(375);
    page.on("pageerror", (e) => problems.push(`${slug}: ${e.message}`));
    page.on("console", (m) => {
      if (m.type() === "error" && /hydrat|#418|#423|#425|did not match/i.test(m.text())) problems.push(`${slug}: ${m.text()}`);
    });
    await openForm(page, site.url(pathOf(slug)), slug);
    expect(await isVisible(page, slug)).toBe(true);
    await page.waitForTimeout(300);
    await page.close();
  }
  expect(problems).toEqual([]);
});
