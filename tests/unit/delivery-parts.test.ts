// The delivery pieces on their own: retry schedule, Retry-After, SSRF address check,
// configuration from the environment, e-mail subject and header safety.
import { describe, expect, test } from "vitest";
import { loadDeliveryConfig } from "../../src/server/config.ts";
import { destinationsFor } from "../../src/server/delivery/config.ts";
import { emailSubject, headerSafe, replyToAddress } from "../../src/server/delivery/channels/email.ts";
import { leadPayload } from "../../src/server/delivery/payload.ts";
import { MAX_ATTEMPTS, parseRetryAfter, retryDelayMs } from "../../src/server/delivery/schedule.ts";
import { isPrivateAddress, literalRefused } from "../../src/server/delivery/channels/ssrf.ts";

const SECRET = `whsec_${Buffer.from("0123456789abcdef0123456789abcdef").toString("base64")}`;

describe("retry schedule", () => {
  test("5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), scaled; then dead", () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, 1, null, mid))).toEqual(
      [5, 300, 1800, 7200, 18000, 36000, 36000].map((s) => s * 1000),
    );
    expect(retryDelayMs(1, 0.001, null, mid)).toBe(5);
    expect(retryDelayMs(1, 1, null, () => 0)).toBe(4500);
    expect(retryDelayMs(1, 1, null, () => 1)).toBe(5500);
    expect(MAX_ATTEMPTS).toBe(8);
    expect(retryDelayMs(8, 1)).toBeNull();
  });

  test("Retry-After wins over the schedule (scaled, at most a day); seconds or an HTTP date", () => {
    expect(retryDelayMs(1, 1, 120)).toBe(120_000);
    expect(retryDelayMs(1, 0.001, 120)).toBe(120);
    expect(retryDelayMs(1, 1, 10 * 86400)).toBe(86400_000);
    expect(parseRetryAfter("30")).toBe(30);
    expect(parseRetryAfter(new Date(Date.now() + 60_000).toUTCString())).toBeGreaterThanOrEqual(59);
    expect(parseRetryAfter("soon")).toBeNull();
    expect(parseRetryAfter(undefined)).toBeNull();
  });
});

describe("SSRF", () => {
  test.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "fe80::1",
    "fd00::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "64:ff9b::7f00:1",
    "224.0.0.1",
  ])("%s is not public", (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });
  test.each(["93.184.216.34", "8.8.8.8", "2606:4700::1111"])("%s is public", (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });
  test("an IP literal in the URL is checked without DNS", () => {
    expect(literalRefused(new URL("http://[::1]:8080/x"), false)).toBe(true);
    expect(literalRefused(new URL("http://127.0.0.1/x"), true)).toBe(false);
    expect(literalRefused(new URL("https://hooks.example.com/x"), false)).toBe(false);
  });
});

describe("configuration", () => {
  test("nothing set: no destination", () => {
    expect(loadDeliveryConfig({}).destinations).toEqual([]);
  });
  test("webhooks need a whsec_ secret; more endpoints by number", () => {
    expect(() => loadDeliveryConfig({ WEBHOOK_URL: "https://h.example/x" })).toThrow(/WEBHOOK_SECRET/);
    expect(() => loadDeliveryConfig({ WEBHOOK_URL: "https://h.example/x", WEBHOOK_SECRET: "hunter2" })).toThrow(/whsec_/);
    expect(() => loadDeliveryConfig({ WEBHOOK_URL: "ftp://h.example/x", WEBHOOK_SECRET: SECRET })).toThrow(/http/);
    const config = loadDeliveryConfig({
      WEBHOOK_URL: "https://a.example/",
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_URL_3: "https://c.example/",
      WEBHOOK_SECRET_3: SECRET,
    });
    expect(config.destinations.map((d) => d.key)).toEqual(["webhook", "webhook_3"]);
  });
  test("e-mail: SMTP_URL, From and recipients; a per-form list replaces the default for that form", () => {
    expect(() => loadDeliveryConfig({ NOTIFY_EMAIL_TO: "a@x.example" })).toThrow(/SMTP_URL/);
    expect(() => loadDeliveryConfig({ SMTP_URL: "smtp://m.example", NOTIFY_EMAIL_TO: "a@x.example" })).toThrow(/NOTIFY_EMAIL_FROM/);
    const config = loadDeliveryConfig({
      SMTP_URL: "smtp://m.example",
      NOTIFY_EMAIL_FROM: "l@x.example",
      NOTIFY_EMAIL_TO_CAREERS: "hr@x.example",
    });
    expect(destinationsFor(config, "careers").map((d) => d.key)).toEqual(["email"]);
    expect(destinationsFor(config, "contact")).toEqual([]);
  });
  test("SMTP_URL without recipients: no lead e-mail, the server kept for the operators' one-time links", () => {
    expect(() => loadDeliveryConfig({ SMTP_URL: "smtp://m.example" })).toThrow(/NOTIFY_EMAIL_FROM/);
    const config = loadDeliveryConfig({ SMTP_URL: "smtp://m.example", NOTIFY_EMAIL_FROM: "l@x.example" });
    expect(config.destinations).toEqual([]);
    expect(config.smtp).toEqual({ url: "smtp://m.example", from: "l@x.example" });
    expect(loadDeliveryConfig({}).smtp).toBeNull();
  });
  test("NOTIFY_RETRY_SCALE and NOTIFY_TIMEOUT_MS are checked", () => {
    expect(loadDeliveryConfig({ NOTIFY_RETRY_SCALE: "0.001" }).retryScale).toBe(0.001);
    expect(() => loadDeliveryConfig({ NOTIFY_RETRY_SCALE: "0" })).toThrow();
    expect(() => loadDeliveryConfig({ NOTIFY_TIMEOUT_MS: "soon" })).toThrow();
  });
});

describe("e-mail headers", () => {
  const lead = (fields: Record<string, unknown>) =>
    leadPayload("access_compute_requests", { id: "x", created_at: "2026-01-01T00:00:00.000Z", ...fields });
  test("subject names the lead; CR/LF and control characters never survive", () => {
    expect(emailSubject(lead({ first_name: "Jane", last_name: "Doe", company_name: "Acme" }))).toBe(
      "New GPU compute request from Jane Doe, Acme",
    );
    expect(emailSubject(lead({ first_name: "Jane\r\nBcc: x@y", last_name: "Doe", company_name: "A\u0000cme" }))).toBe(
      "New GPU compute request from Jane Bcc: x@y Doe, A cme",
    );
    expect(headerSafe("a\u2028b\tc")).toBe("a b c");
  });
  test("Reply-To is the lead's address, never one with spaces or brackets", () => {
    expect(replyToAddress(lead({ first_name: "Jane", last_name: "Doe", company_email: "jane@acme.example" }))).toEqual({
      name: "Jane Doe",
      address: "jane@acme.example",
    });
    expect(replyToAddress(lead({ company_email: "a@b.example>\r\nBcc: c@d" }))).toBeUndefined();
  });
});
