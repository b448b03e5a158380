// Scale-out: two server processes on different ports share one
// PostgreSQL schema and one Redis, as behind a load balancer. Submissions spread over both all
// land exactly once (the same Idempotency-Key sent to both at once: one row, one id), and the
// per-client rate limit holds across the two: alternating between them does not double a quota.
import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { formSlugs, forms } from "../../src/forms/forms.ts";
import type { FormSlug } from "../../src/forms/types.ts";
import { pool, randomIp } from "../../scripts/lib/helpers.ts";
import { useServer } from "../support/use-server.ts";
import { fixtures } from "./leads-fixtures.ts";
import { noticeOnce, PG_URL, postLead, REDIS_URL, useLeadServer, type Row } from "./leads-support.ts";

if (!PG_URL)
  noticeOnce("pg-scale", "NOTICE: TEST_DATABASE_URL is not set: the scale-out tests (two processes on one PostgreSQL) are skipped.");
if (!REDIS_URL)
  noticeOnce("redis-scale", "NOTICE: TEST_REDIS_URL is not set: the scale-out rate-limit test (one Redis for two processes) is skipped.");

/** Two processes on one database (and Redis when configured). */
function useTwoServers(env: Record<string, string>) {
  // 320 requests at once from this one test client: more than the per-client connection cap allows.
  const shared = { REDIS_URL: REDIS_URL || "", MAX_CONNECTIONS_PER_CLIENT: "0", ...env };
  const first = useLeadServer("postgres", shared);
  const second = useServer(() => ({ RATE_LIMIT_PER_MINUTE: "0", ...first.db.env, ...shared }));
  return {
    get a() {
      return first.server;
    },
    get b() {
      return second.server;
    },
    get db() {
      return first.db;
    },
  };
}

describe.runIf(PG_URL)("two processes, one PostgreSQL: every submission lands exactly once", () => {
  const ctx = useTwoServers({ RATE_LIMIT_PER_MINUTE: "0" });

  test("600 submissions spread over both (16 at a time, half with keys): 600 rows, each under its answered id", async () => {
    const jobs = Array.from({ length: 600 }, (_, i) => ({
      slug: formSlugs[i % formSlugs.length]!,
      server: i % 2 ? ctx.b : ctx.a,
      key: i % 4 < 2 ? randomUUID() : null,
    }));
    const answered: Array<{ slug: FormSlug; id: string; key: string | null; port: number }> = [];
    const started = performance.now();
    await pool(jobs, 16, async ({ slug, server, key }) => {
      const res = await postLead(server.url, slug, fixtures[slug].full, { headers: key ? { "idempotency-key": key } : {} });
      expect(res.status).toBe(201);
      answered.push({ slug, id: res.json.id, key, port: server.port });
    });
    const seconds = (performance.now() - started) / 1000;

    const rows = new Map<string, Row & { table: string }>();
    for (const slug of formSlugs)
      for (const row of await ctx.db.rows(forms[slug].table)) rows.set(String(row.id), { ...row, table: forms[slug].table });
    expect(rows.size).toBe(600);
    expect(new Set(answered.map((x) => x.id)).size).toBe(600);
    for (const x of answered) {
      expect(rows.get(x.id)?.table).toBe(forms[x.slug].table);
      expect(rows.get(x.id)?.idempotency_key).toBe(x.key);
    }
    const viaA = answered.filter((x) => x.port === ctx.a.port).length;
    console.log(
      `SCALE-OUT: 600 submissions in ${seconds.toFixed(1)} s (${viaA} via :${ctx.a.port}, ${600 - viaA} via :${ctx.b.port}); stored 600, each once under its id`,
    );
  });

  test("the same Idempotency-Key sent to both at once (4 copies each, 40 keys): one row per key, every answer its id", async () => {
    const keys: string[] = Array.from({ length: 40 }, () => randomUUID());
    const before = await ctx.db.count("job_applications");
    const answers = await Promise.all(
      keys.flatMap((key) =>
        Array.from({ length: 8 }, (_, i) =>
          postLead((i % 2 ? ctx.b : ctx.a).url, "careers", fixtures.careers.full, { headers: { "idempotency-key": key } }).then((res) => ({
            key,
            res,
          })),
        ),
      ),
    );
    expect(answers.map((x) => x.res.status)).toEqual(Array(320).fill(201));
    const rows = (await ctx.db.rows("job_applications")).filter((r) => keys.includes(String(r.idempotency_key)));
    expect(rows).toHaveLength(40);
    expect(await ctx.db.count("job_applications")).toBe(before + 40);
    for (const key of keys) {
      const ids = new Set(answers.filter((x) => x.key === key).map((x) => x.res.json.id));
      expect(ids.size).toBe(1);
      expect(rows.find((r) => r.idempotency_key === key)?.id).toBe([...ids][0]);
    }
    // A later retry through the other process answers the same id.
    const first = answers[0]!;
    const replay = await postLead(ctx.b.url, "careers", fixtures.careers.full, { headers: { "idempotency-key": first.key } });
    expect(replay.json.id).toBe(first.res.json.id);
    console.log("SCALE-OUT: 40 keys x 8 concurrent copies over both processes (320 requests): 320 x 201, 40 rows, one id per key");
  });
});

describe.runIf(PG_URL && REDIS_URL)("two processes, one Redis: the per-client rate limit holds across both", () => {
  const N = 5;
  // Behind a load balancer (TRUST_PROXY=1): the client is who X-Forwarded-For names.
  const ctx = useTwoServers({ RATE_LIMIT_PER_MINUTE: String(N), TRUST_PROXY: "1" });

  test(`alternating between the two, one client gets exactly ${N} x 201, then 429 with Retry-After`, async () => {
    const ip = randomIp();
    const before = await ctx.db.count("contact_messages");
    const answers: Array<{ status: number; port: number; retryAfter: string | null }> = [];
    for (let i = 0; i < 3 * N; i++) {
      const server = i % 2 ? ctx.b : ctx.a;
      const res = await postLead(server.url, "contact", fixtures.contact.full, { headers: { "x-forwarded-for": ip } });
      answers.push({ status: res.status, port: server.port, retryAfter: res.headers.get("retry-after") });
    }
    expect(answers.map((x) => x.status)).toEqual([...Array(N).fill(201), ...Array(2 * N).fill(429)]);
    expect(new Set(answers.filter((x) => x.status === 201).map((x) => x.port)).size).toBe(2); // both processes took part
    for (const x of answers.filter((y) => y.status === 429)) {
      expect(Number(x.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(x.retryAfter)).toBeLessThanOrEqual(60);
    }
    expect(await ctx.db.count("contact_messages")).toBe(before + N);

    // Another client keeps its own quota; the limit is per form, so this client may still apply.
    const other = await postLead(ctx.b.url, "contact", fixtures.contact.full, { headers: { "x-forwarded-for": randomIp() } });
    expect(other.status).toBe(201);
    expect((await postLead(ctx.a.url, "careers", fixtures.careers.full, { headers: { "x-forwarded-for": ip } })).status).toBe(201);
    console.log(
      `SCALE-OUT rate limit (RATE_LIMIT_PER_MINUTE=${N}): one client alternating over both processes: ${answers.map((x) => x.status).join(" ")}; Retry-After ${answers.at(-1)!.retryAfter} s`,
    );
  });

  test(`a concurrent burst of ${8 * N} from one client over both processes: exactly ${N} stored`, async () => {
    const ip = randomIp();
    const before = await ctx.db.count("ecosystem_fund_applications");
    const answers = await Promise.all(
      Array.from({ length: 8 * N }, (_, i) =>
        postLead((i % 2 ? ctx.b : ctx.a).url, "ecosystem-fund", fixtures["ecosystem-fund"].full, { headers: { "x-forwarded-for": ip } }),
      ),
    );
    const statuses = answers.map((x) => x.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(N);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7 * N);
    expect(await ctx.db.count("ecosystem_fund_applications")).toBe(before + N);
    console.log(`SCALE-OUT rate limit burst: ${8 * N} concurrent over both processes: ${N} x 201, ${7 * N} x 429; stored ${N}`);
  });
});
