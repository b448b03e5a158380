/**
 * The roles' configuration: OPERATOR_ROLE_FORMS names each team role's forms (a role it leaves out
 * keeps its default, an empty list sees nothing, admin always sees every form and cannot be named),
 * and a wrong value stops the start with a message that names it. REQUIRE_SECOND_FACTOR and
 * ADMIN_SESSION_LIFETIME_HOURS default to off and 7 days.
 */
import { describe, expect, test } from "vitest";
import { formSlugs } from "../../src/forms/forms.ts";
import { ConfigError, loadConfig } from "../../src/server/config.ts";
import { DEFAULT_ROLE_FORMS, formsOfRole, parseRoleForms } from "../../src/server/operators/roles.ts";

describe("OPERATOR_ROLE_FORMS", () => {
  test("unset or blank: the documented defaults", () => {
    expect(parseRoleForms(undefined)).toEqual(DEFAULT_ROLE_FORMS);
    expect(parseRoleForms(" ; ")).toEqual(DEFAULT_ROLE_FORMS);
    expect(loadConfig({}).operatorRoleForms).toEqual(DEFAULT_ROLE_FORMS);
  });

  test("a role named gets exactly its forms (in the forms' order); the others keep their defaults", () => {
    const roleForms = parseRoleForms(" sales = contact ; hiring=ecosystem-fund, careers ");
    expect(roleForms).toEqual({ sales: ["contact"], ecosystem: ["ecosystem-fund"], hiring: ["ecosystem-fund", "careers"] });
    expect(formsOfRole("hiring", roleForms)).toEqual(formSlugs.filter((f) => f === "careers" || f === "ecosystem-fund"));
    expect(formsOfRole("admin", roleForms)).toEqual([...formSlugs]);
    expect(loadConfig({ OPERATOR_ROLE_FORMS: "sales=contact" }).operatorRoleForms.sales).toEqual(["contact"]);
  });

  test("a role with no forms sees none", () => {
    const roleForms = parseRoleForms("ecosystem=");
    expect(roleForms.ecosystem).toEqual([]);
    expect(formsOfRole("ecosystem", roleForms)).toEqual([]);
  });

  test.each([
    ["admin=contact", /unknown team role "admin"/],
    ["support=contact", /unknown team role "support"/],
    ["sales=contact,leads", /unknown form "leads" for sales/],
  ])("%s is refused at start with a message naming it", (value, message) => {
    expect(() => loadConfig({ OPERATOR_ROLE_FORMS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ OPERATOR_ROLE_FORMS: value })).toThrow(message);
    expect(() => loadConfig({ OPERATOR_ROLE_FORMS: value })).toThrow(/OPERATOR_ROLE_FORMS/);
  });
});

describe("second factor and session lifetime", () => {
  test("defaults: no second factor required, sessions end 7 days after sign-in", () => {
    const config = loadConfig({});
    expect(config.requireSecondFactor).toBe(false);
    expect(config.sessionLifetimeMs).toBe(7 * 24 * 3_600_000);
  });

  test("REQUIRE_SECOND_FACTOR=1 requires it; ADMIN_SESSION_LIFETIME_HOURS sets the lifetime; bad values refused", () => {
    expect(loadConfig({ REQUIRE_SECOND_FACTOR: "1" }).requireSecondFactor).toBe(true);
    expect(loadConfig({ ADMIN_SESSION_LIFETIME_HOURS: "48" }).sessionLifetimeMs).toBe(48 * 3_600_000);
    expect(() => loadConfig({ REQUIRE_SECOND_FACTOR: "yes" })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_SESSION_LIFETIME_HOURS: "0" })).toThrow(ConfigError);
  });
});
