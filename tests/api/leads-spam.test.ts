// Spam defences: the honeypot (answered like a success, quarantined with status "spam") and the per-client,
// per-form rate limit, in memory and shared by two server processes through Redis.
import { describe, expect, test } from "vitest";
import { HONEYPOT_FIELD } from "../../src/forms/validate.ts";
import { randomIp } from "../../scripts/lib/helpers.ts";
import { fixtures } from "./leads-fixtures.ts";
import { noticeOnce, postLead, REDIS_URL, useLeadServer, UUID_V7 } from "./leads-support.ts";

describe("honeypot", () => {
  const ctx = useLeadServer("sqlite");

  test("filled in a JSON submission: 201 with an id, stored with status spam, the trap logged", async () => {
    const res = await postLead(ctx.server.url, "contact", { ...fixtures.contact.full, [HONEYPOT_FIELD]: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(res.json.id).toMatch(UUID_V7);
    const rows = await ctx.db.rows("contact_messages");
    expect(rows.map((r) => [r.id, r.status])).toEqual([[res.json.id, "spam"]]);
    expect(Object.keys(rows[0]!)).not.toContain(HONEYPOT_FIELD);
    await expect.poll(() => ctx.server.output()).toContain("honeypot filled");
  });

  test("filled in a plain form post: the same 303 as a success, stored as spam", async () => {
    const res = await postLead(ctx.server.url, "careers", { ...fixtures.careers.full, [HONEYPOT_FIELD]: "x" }, { as: "form", html: true });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/careers?submitted=careers#careers-submitted");
    expect((await ctx.db.rows("job_applications")).map((r) => r.status)).toEqual(["spam"]);
  });

  test("filled, even with otherwise invalid fields: still a quiet success (nothing valid to keep)", async () => {
    const before = await ctx.db.countAll();
    const res = await postLead(ctx.server.url, "provide-compute", { company_email: "bot@gmail.com", [HONEYPOT_FIELD]: "1" });
    expect(res.status).toBe(201);
    expect(await ctx.db.countAll()).toBe(before);
  });

  test("empty (as every real form sends it): stored normally, without the honeypot", async () => {
    const res = await postLead(ctx.server.url, "contact", { ...fixtures.contact.full, [HONEYPOT_FIELD]: "" });
    expect(res.status).toBe(201);
    const row = (await ctx.db.rows("contact_messages")).find((r) => r.id === res.json.id)!;
    expect(row.status).toBe("new");
    expect(Object.keys(row)).not.toContain(HONEYPOT_FIELD);
  });
});

describe("rate limit in memory", () => {
  const ctx = useLeadServer("sqlite", { RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "1" });

  test("the 4th submission of one client to one form within a minute: 429 with Retry-After; nothing stored for it", async () => {
    const ip = randomIp();
    const headers = { "x-forwarded-for": ip };
    for (let i = 0; i < 3; i++) expect((await postLead(ctx.server.url, "contact", fixtures.contact.full, { headers })).status).toBe(201);
    const limited = await postLead(ctx.server.url, "contact", fixtures.contact.full, { headers });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ error: expect.any(String) });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await ctx.db.count("contact_messages")).toBe(3);

    // Invalid submissions count too (a bot cannot probe for free).
    expect((await postLead(ctx.server.url, "contact", {}, { headers })).status).toBe(429);
  });

  test("the limit is per form and per client", async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) await postLead(ctx.server.url, "contact", fixtures.contact.full, { headers: { "x-forwarded-for": ip } });
    expect((await postLead(ctx.server.url, "contact", fixtures.contact.full, { headers: { "x-forwarded-for": ip } })).status).toBe(429);
    expect((await postLead(ctx.server.url, "careers", fixtures.careers.full, { headers: { "x-forwarded-for": ip } })).status).toBe(201);
    expect((await postLead(ctx.server.url, "contact", fixtures.contact.full, { headers: { "x-forwarded-for": randomIp() } })).status).toBe(
      201,
    );
  });

  test("behind one trusted proxy the client is the last X-Forwarded-For entry: a forged first entry does not help", async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      const headers = { "x-forwarded-for": `${randomIp()}, ${ip}` };
      expect((await postLead(ctx.server.url, "access-compute", fixtures["access-compute"].full, { headers })).status).toBe(201);
    }
    const res = await postLead(ctx.server.url, "access-compute", fixtures["access-compute"].full, {
      headers: { "x-forwarded-for": `${randomIp()}, ${ip}` },
    });
    expect(res.status).toBe(429);
  });

  test("a plain form post that is limited gets 303 back to its page with the reason", async () => {
    const ip = randomIp();
    const opts = { as: "form" as const, html: true, headers: { "x-forwarded-for": ip } };
    for (let i = 0; i < 3; i++)
      expect((await postLead(ctx.server.url, "ecosystem-fund", fixtures["ecosystem-fund"].full, opts)).status).toBe(303);
    const res = await postLead(ctx.server.url, "ecosystem-fund", fixtures["ecosystem-fund"].full, opts);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/ecosystem-fund?error=ecosystem-fund&reason=rate_limited#ecosystem-fund-error");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });
});

describe("X-Forwarded-For without TRUST_PROXY", () => {
  const ctx = useLeadServer("sqlite", { RATE_LIMIT_PER_MINUTE: "2" });

  test("is ignored: changing it does not escape the limit", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await postLead(ctx.server.url, "contact", fixtures.contact.full, { headers: { "x-forwarded-for": randomIp() } })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe("rate limit off (RATE_LIMIT_PER_MINUTE=0)", () => {
  const ctx = useLeadServer("sqlite", { RATE_LIMIT_PER_MINUTE: "0" });

  test("30 submissions from one client all store", async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => postLead(ctx.server.url, "contact", fixtures.contact.full)));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(await ctx.db.count("contact_messages")).toBe(30);
  });
});

if (!REDIS_URL) noticeOnce("redis", "NOTICE: TEST_REDIS_URL is not set: the shared (Redis) rate-limit tests are skipped.");

describe.runIf(REDIS_URL)("rate limit shared through Redis", () => {
  const env = { REDIS_URL, RATE_LIMIT_PER_MINUTE: "4", TRUST_PROXY: "1" };
  const a = useLeadServer("sqlite", env);
  const b = useLeadServer("sqlite", env);

  test("two server processes count one client's submissions together", async () => {
    const headers = { "x-forwarded-for": randomIp() };
    const statuses: number[] = [];
    for (const { server } of [a, b, a, b, a, b])
      statuses.push((await postLead(server.url, "contact", fixtures.contact.full, { headers })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    expect((await a.db.count("contact_messages")) + (await b.db.count("contact_messages"))).toBe(4);
    const limited = await postLead(b.server.url, "contact", fixtures.contact.full, { headers });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
  });

  test("concurrent bursts through both processes never let more than the limit through", async () => {
    const headers = { "x-forwarded-for": randomIp() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postLead((i % 2 ? a : b).server.url, "careers", fixtures.careers.full, { headers })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(4);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(16);
  });
});
