// /metrics and the access log, on the real server (spawned, real HTTP, real SQLite, a local
// webhook receiver): a flood of submissions of every kind (stored, invalid, rate-limited, spam,
// cross-site, too large) and failed sign-ins while /metrics is scraped, then every counter
// matches what was sent; the delivery counters and the backlog follow the deliveries. Without a
// token there is no /metrics; a wrong token gets 401; METRICS_PORT serves it apart. Every answer
// carries an X-Request-Id (a valid one kept), and each request writes one access line with it.
import { createServer, type Server } from "node:http";
import { promSample } from "../support/prometheus.ts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HONEYPOT_FIELD } from "../../src/forms/honeypot.ts";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { fixtures } from "./leads-fixtures.ts";

const TOKEN = "metrics-test-token-0123456789";
const auth = { authorization: `Bearer ${TOKEN}` };
let server: RunningServer;
let receiver: Server;
let hooks = 0;

/** The value of one sample of the Prometheus text (0 when absent). */
const sample = (text: string, name: string, labels: Record<string, string> = {}): number => promSample(text, name, labels) ?? 0;

const scrape = async () => {
  const res = await fetch(`${server.url}/metrics`, { headers: auth });
  expect(res.status).toBe(200);
  return res.text();
};

let ip = 0;
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
const post = (slug: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/forms/${slug}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextIp(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      hooks++;
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  server = await startServer({
    METRICS_TOKEN: TOKEN,
    TRUST_PROXY: "1",
    RATE_LIMIT_PER_MINUTE: "3",
    WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`,
    WEBHOOK_SECRET: `whsec_${Buffer.from("metrics-test-secret-0123456789").toString("base64")}`,
    NOTIFY_ALLOW_PRIVATE: "1",
    LOG_FORMAT: "json",
  });
});

afterAll(async () => {
  await server?.stop();
  await new Promise((r) => receiver?.close(r));
});

describe("GET /metrics under load", () => {
  test("the counters match what was sent", async () => {
    const sent = { contact: 30, careers: 10, invalid: 7, rateLimited: 2, spam: 3, origin: 4, size: 2, signIn: 2 };
    let scrapes = 0;
    let loading = true;
    const scraper = (async () => {
      while (loading) {
        await scrape();
        scrapes++;
      }
    })();
    const limitedIp = "10.9.9.9";
    const all = await Promise.all([
      ...Array.from({ length: sent.contact }, () => post("contact", fixtures.contact.full)),
      ...Array.from({ length: sent.careers }, () => post("careers", fixtures.careers.full)),
      ...Array.from({ length: sent.invalid }, () => post("contact", { ...fixtures.contact.full, email: "not an address" })),
      ...Array.from({ length: sent.spam }, () => post("contact", { ...fixtures.contact.full, [HONEYPOT_FIELD]: "https://spam.test" })),
      ...Array.from({ length: sent.origin }, () => post("contact", fixtures.contact.full, { origin: "https://elsewhere.test" })),
      ...Array.from({ length: sent.size }, () => post("contact", { ...fixtures.contact.full, message: "x".repeat(70 * 1024) })),
      ...Array.from({ length: sent.signIn }, () =>
        fetch(`${server.url}/api/admin/session`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
          body: JSON.stringify({ email: "nobody@example.test", password: "wrong password here" }),
        }),
      ),
    ]);
    // One client over its quota (3 a minute): the first 3 stored, the rest refused.
    const limited = [];
    for (let i = 0; i < 3 + sent.rateLimited; i++)
      limited.push(await post("contact", fixtures.contact.full, { "x-forwarded-for": limitedIp }));
    loading = false;
    await scraper;
    expect(scrapes).toBeGreaterThan(0);
    const statuses = [...all, ...limited].map((r) => r.status);
    const count = (s: number) => statuses.filter((x) => x === s).length;
    expect(count(201)).toBe(sent.contact + sent.careers + sent.spam + 3);
    expect(count(429)).toBe(sent.rateLimited);

    const text = await scrape();
    expect(sample(text, "leads_stored_total", { form: "contact" })).toBe(sent.contact + 3);
    expect(sample(text, "leads_stored_total", { form: "careers" })).toBe(sent.careers);
    expect(sample(text, "lead_refusals_total", { reason: "validation" })).toBe(sent.invalid);
    expect(sample(text, "lead_refusals_total", { reason: "rate_limit" })).toBe(sent.rateLimited);
    expect(sample(text, "lead_refusals_total", { reason: "spam" })).toBe(sent.spam);
    expect(sample(text, "lead_refusals_total", { reason: "origin" })).toBe(sent.origin);
    expect(sample(text, "lead_refusals_total", { reason: "size" })).toBe(sent.size);
    expect(sample(text, "operator_signin_failures_total")).toBe(sent.signIn);
    const route = "/api/forms/contact";
    expect(sample(text, "http_request_duration_seconds_count", { route, method: "POST", status_class: "2xx" })).toBe(
      sent.contact + sent.spam + 3,
    );
    expect(sample(text, "http_request_duration_seconds_count", { route, method: "POST", status_class: "4xx" })).toBe(
      sent.invalid + sent.rateLimited + sent.origin + sent.size,
    );
    // The scrapes during the load (an answer is counted once it has ended: the one read here is not yet).
    const scraped = sample(text, "http_request_duration_seconds_count", { route: "/metrics", method: "GET", status_class: "2xx" });
    expect(scraped).toBeGreaterThanOrEqual(scrapes - 1);
    expect(scraped).toBeLessThanOrEqual(scrapes);
    for (const name of ["nodejs_eventloop_lag_seconds", "process_resident_memory_bytes", "nodejs_heap_size_used_bytes"]) {
      expect(text).toMatch(new RegExp(`^${name} `, "m"));
    }

    // Every stored lead (spam is not delivered) is delivered once: the attempts and the backlog follow.
    const stored = sent.contact + sent.careers + 3;
    await expect
      .poll(async () => sample(await scrape(), "delivery_attempts_total", { destination: "webhook", outcome: "delivered" }), {
        timeout: 30_000,
      })
      .toBe(stored);
    await expect.poll(async () => sample(await scrape(), "delivery_pending"), { timeout: 10_000 }).toBe(0);
    const after = await scrape();
    expect(sample(after, "delivery_dead")).toBe(0);
    expect(sample(after, "delivery_oldest_pending_seconds")).toBe(0);
    expect(hooks).toBe(stored);
  }, 90_000);

  test("a missing or wrong token gets 401, and the same answer whatever is sent", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } })).status).toBe(401);
  });
});

describe("request ids and the access log", () => {
  test("a valid X-Request-Id is kept, an invalid one replaced; each request writes one access line with it", async () => {
    const kept = await fetch(`${server.url}/about?q=secret-value`, { headers: { "x-request-id": "lb-1234.abc_DEF" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-1234.abc_DEF");
    const replaced = await fetch(`${server.url}/livez`, { headers: { "x-request-id": "bad id with spaces" } });
    const made = replaced.headers.get("x-request-id")!;
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    const lead = await post("contact", fixtures.contact.full, { "x-request-id": "lead-request-1", "user-agent": "UA-MARKER" });
    expect(lead.headers.get("x-request-id")).toBe("lead-request-1");
    expect((await fetch(`${server.url}/api/nothing`)).headers.get("x-request-id")).toBeTruthy();

    const lines = () =>
      server
        .output()
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    await expect.poll(() => lines().filter((l) => l.reqId === "lead-request-1" && l.msg === "request").length).toBe(1);
    const ofLead = lines().filter((l) => l.reqId === "lead-request-1");
    expect(ofLead.map((l) => l.msg)).toEqual(expect.arrayContaining(["lead api", "request"]));
    const access = ofLead.find((l) => l.msg === "request")!;
    expect(access).toMatchObject({ level: "info", method: "POST", route: "/api/forms/contact", status: 201 });
    expect(typeof access.ms).toBe("number");
    expect(access.bytes).toBeGreaterThan(0);
    expect(String(access.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await expect.poll(() => lines().filter((l) => l.reqId === "lb-1234.abc_DEF" && l.msg === "request").length).toBe(1);
    expect(lines().find((l) => l.reqId === "lb-1234.abc_DEF" && l.msg === "request")).toMatchObject({ route: "static", status: 200 });
    expect(lines().filter((l) => l.reqId === made).length).toBe(1);
    // No personal data in the access lines: no address, no query string, no user agent.
    const out = server.output();
    expect(out).not.toContain("secret-value");
    expect(out).not.toContain("UA-MARKER");
    expect(out).not.toMatch(/10\.1\.\d+\.\d+|10\.9\.9\.9/);
  });
});

describe("/metrics is never public by default", () => {
  test("no METRICS_TOKEN: 404; METRICS_PORT: served there only", async () => {
    const plain = await startServer({});
    try {
      expect((await fetch(`${plain.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${plain.url}/metrics`, { headers: auth })).status).toBe(404);
    } finally {
      await plain.stop();
    }
    const apart = await startServer({ METRICS_PORT: "0" });
    try {
      const port = Number(/metrics on http:\/\/[^:]+:(\d+)\/metrics/.exec(apart.output())?.[1]);
      expect(port).toBeGreaterThan(0);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/plain");
      expect(await res.text()).toContain("# TYPE http_request_duration_seconds histogram");
      expect((await fetch(`${apart.url}/metrics`, { headers: auth })).status).toBe(404);
    } finally {
      await apart.stop();
    }
  });
});
