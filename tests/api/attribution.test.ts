// Attribution: optional utm_*, referrer_host and landing_path fields are sanitised,
// stored beside the lead, exported and delivered; a plain form post records its page.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  ATTRIBUTION_FIELDS,
  sanitizeAttribution,
  splitAttribution,
  storedAttribution,
  ATTRIBUTION_STORAGE_KEY,
} from "../../src/forms/attribution.ts";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { leadsCli, TEST_SECRET, webhookReceiver } from "./delivery-support.ts";
import { fixtures } from "./leads-fixtures.ts";
import { createTestDb, engines, postLead, type TestDb } from "./leads-support.ts";

describe("sanitising", () => {
  test("cuts, cleans and drops values; never fails the submission", () => {
    expect(sanitizeAttribution("utm_source", "x".repeat(300))).toHaveLength(200);
    expect(sanitizeAttribution("utm_campaign", " spring\r\n\u0007sale ")).toBe("springsale");
    expect(sanitizeAttribution("utm_medium", 42)).toBeNull();
    expect(sanitizeAttribution("referrer_host", "News.Example.com")).toBe("news.example.com");
    expect(sanitizeAttribution("referrer_host", "evil.example/<script>")).toBeNull();
    expect(sanitizeAttribution("landing_path", "/pricing?utm_source=x#top")).toBe("/pricing");
    expect(sanitizeAttribution("landing_path", "//evil.example/")).toBeNull();
    expect(sanitizeAttribution("landing_path", "https://evil.example/")).toBeNull();
    const { attribution, rest } = splitAttribution({ name: "a", utm_source: "news", utm_term: "" });
    expect(attribution).toEqual({ utm_source: "news" });
    expect(rest).toEqual({ name: "a" });
  });

  test("the browser's stored attribution is read back sanitised; broken storage gives nothing", () => {
    const storage = (value: string | null) => ({ getItem: (k: string) => (k === ATTRIBUTION_STORAGE_KEY ? value : null) });
    expect(storedAttribution(storage(JSON.stringify({ utm_source: "ads", landing_path: "/x?y", other: "z" })))).toEqual({
      utm_source: "ads",
      landing_path: "/x",
    });
    expect(storedAttribution(storage("{not json"))).toEqual({});
    expect(storedAttribution(undefined)).toEqual({});
  });
});

for (const engine of engines()) {
  describe(`stored, exported and delivered on ${engine}`, () => {
    let db: TestDb;
    let server: RunningServer;
    let env: Record<string, string>;
    let hook: Awaited<ReturnType<typeof webhookReceiver>>;
    beforeAll(async () => {
      db = await createTestDb(engine);
      hook = await webhookReceiver(TEST_SECRET, () => ({ status: 200 }));
      env = {
        ...db.env,
        RATE_LIMIT_PER_MINUTE: "0",
        REDIS_URL: "",
        WEBHOOK_URL: hook.url,
        WEBHOOK_SECRET: TEST_SECRET,
        NOTIFY_ALLOW_PRIVATE: "1",
      };
      server = await startServer(env);
    });
    afterAll(async () => {
      await server?.stop();
      await hook?.close();
      await db?.close();
    });

    test("JSON with attribution: stored (cut and cleaned), in the export and in the webhook", async () => {
      const attribution = {
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "c".repeat(250),
        utm_term: "gpu",
        utm_content: "hero\r\nbutton",
        referrer_host: "news.example.com",
        landing_path: "/access-compute?utm_source=newsletter",
      };
      const res = await postLead(server.url, "contact", { ...fixtures.contact.full, ...attribution });
      expect(res.status).toBe(201);
      const row = (await db.rows("contact_messages")).find((r) => r.id === res.json.id)!;
      const expected = { ...attribution, utm_campaign: "c".repeat(200), utm_content: "herobutton", landing_path: "/access-compute" };
      expect(Object.fromEntries(ATTRIBUTION_FIELDS.map((f) => [f, row[f]]))).toEqual(expected);
      const exported = JSON.parse((await leadsCli(["export", "contact_messages", "--format", "json"], env)).stdout);
      expect(exported.find((r: any) => r.id === res.json.id)).toMatchObject(expected);
      await expect
        .poll(() => hook.received.find((r) => r.json?.data?.id === res.json.id)?.json.data.attribution, { timeout: 10_000 })
        .toEqual(expected);
    });

    test("a bad attribution value is ignored, not a 422", async () => {
      const res = await postLead(server.url, "contact", { ...fixtures.contact.full, referrer_host: "not a host", landing_path: 7 });
      expect(res.status).toBe(201);
      const row = (await db.rows("contact_messages")).find((r) => r.id === res.json.id)!;
      expect([row.referrer_host, row.landing_path]).toEqual([null, null]);
    });

    test("a plain form post without JavaScript records the form's page as landing_path", async () => {
      const res = await postLead(server.url, "careers", fixtures.careers.full, { as: "form", html: true });
      expect(res.status).toBe(303);
      const rows = await db.rows("job_applications");
      expect(rows.at(-1)!.landing_path).toBe("/careers");
    });
  });
}
