// FORCE_HTTPS=1 behind a proxy (TRUST_PROXY) that forwards plain HTTP without redirecting it:
// the server itself sends such requests to HTTPS (301 for GET/HEAD, 308 keeping the method of
// anything else), except the health checks, which a proxy may make over plain HTTP.
import { request } from "node:http";
import { describe, expect, test } from "vitest";
import { exampleSubmissions } from "../../src/forms/examples.ts";
import { startServer } from "../../scripts/lib/server.ts";
import { useServer } from "../support/use-server.ts";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request with exactly these headers (fetch would not send a Host of our choosing). */
function send(base: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, base),
      { method, headers: body ? { ...headers, "content-length": String(Buffer.byteLength(body)) } : headers },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const overHttp = { "x-forwarded-proto": "http", host: "www.example.com" };

describe("FORCE_HTTPS=1 with TRUST_PROXY", () => {
  const site = useServer({ TRUST_PROXY: "1", FORCE_HTTPS: "1", RATE_LIMIT_PER_MINUTE: "0", REDIS_URL: "" });

  test("GET and HEAD over plain HTTP: 301 to the same path and query on https (the forwarded host when given)", async () => {
    const get = await send(site.url(), "GET", "/about?ref=a%20b#x", overHttp);
    expect(get.status).toBe(301);
    expect(get.headers.location).toBe("https://www.example.com/about?ref=a%20b");
    const head = await send(site.url(), "HEAD", "/", { ...overHttp, "x-forwarded-host": "site.example" });
    expect(head.status).toBe(301);
    expect(head.headers.location).toBe("https://site.example/");
  });

  test("POST over plain HTTP: 308 (the method and body are kept on the retry), and nothing is stored", async () => {
    const body = JSON.stringify(exampleSubmissions.contact);
    const post = await send(site.url(), "POST", "/api/forms/contact", { ...overHttp, "content-type": "application/json" }, body);
    expect(post.status).toBe(308);
    expect(post.headers.location).toBe("https://www.example.com/api/forms/contact");
    expect(post.body).not.toContain('"id"');
  });

  test("over HTTPS (X-Forwarded-Proto: https) the answer is the page itself, with HSTS", async () => {
    const page = await send(site.url(), "GET", "/about", { ...overHttp, "x-forwarded-proto": "https" });
    expect(page.status).toBe(200);
    expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });

  test("the health checks are not redirected: a proxy may make them over plain HTTP", async () => {
    expect((await send(site.url(), "GET", "/api/health", overHttp)).status).toBe(200);
    for (const path of ["/livez", "/readyz"]) {
      const status = (await send(site.url(), "GET", path, overHttp)).status;
      expect([301, 308], path).not.toContain(status);
    }
  });
});

describe("without FORCE_HTTPS", () => {
  const site = useServer({ TRUST_PROXY: "1", RATE_LIMIT_PER_MINUTE: "0", REDIS_URL: "" });
  test("plain HTTP is served as before (the proxy decides)", async () => {
    const page = await send(site.url(), "GET", "/about", overHttp);
    expect(page.status).toBe(200);
    expect(page.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("FORCE_HTTPS configuration errors stop the start with a clear message", () => {
  test.each([
    [{ FORCE_HTTPS: "1", TRUST_PROXY: "0" }, /FORCE_HTTPS=1 needs TRUST_PROXY/],
    [{ FORCE_HTTPS: "yes", TRUST_PROXY: "1" }, /FORCE_HTTPS must be 0 or 1, got \W*yes/],
  ])("%o", async (env, message) => {
    const outcome = await startServer(env).then(
      async (server) => {
        await server.stop();
        return "started";
      },
      (err: Error) => err.message,
    );
    expect(outcome).toMatch(message);
  });
});
