// The API's answers beyond validation, per DESIGN.md: 400, 404, 405, 413, 415 and a 500 that
// leaks nothing; none of them stores anything.
import { request } from "node:http";
import { afterEach, describe, expect, test } from "vitest";
import { BODY_LIMIT_BYTES } from "../../src/forms/api.ts";
import { fixtures } from "./leads-fixtures.ts";
import { engines, postLead, useLeadServer } from "./leads-support.ts";

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A raw request: exact bytes, optional chunked streaming; write errors after an early answer are ignored. */
function raw(
  base: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string | number>; chunks?: Buffer[] },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: opts.method ?? "POST", headers: opts.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      res.on("error", reject);
    });
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code !== "EPIPE" && err.code !== "ECONNRESET") reject(err);
    });
    for (const chunk of opts.chunks ?? []) req.write(chunk);
    req.end();
  });
}

const json = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value));

describe.each(engines())("HTTP answers on %s", (engine) => {
  const ctx = useLeadServer(engine);
  afterEach(async () => {
    expect(await ctx.db.countAll()).toBe(0);
  });

  test.each([
    ["malformed JSON", '{"name": ', "not valid JSON"],
    ["a JSON array", "[1,2]", "JSON object"],
    ["a JSON string", '"hello"', "JSON object"],
    ["JSON null", "null", "JSON object"],
    ["an empty JSON body", "", "not valid JSON"],
  ])("400 for %s", async (_, body, text) => {
    const res = await raw(ctx.server.url, "/api/forms/contact", { headers: { "content-type": "application/json" }, chunks: [json(body)] });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error).toContain(text);
  });

  test("400 for bytes that are not UTF-8", async () => {
    const body = Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('","email":"a@b.example","message":"m"}'),
    ]);
    const res = await raw(ctx.server.url, "/api/forms/contact", { headers: { "content-type": "application/json" }, chunks: [body] });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: "Request body is not valid UTF-8." });
  });

  test("400 for a form post with a field given twice", async () => {
    const res = await raw(ctx.server.url, "/api/forms/contact", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      chunks: [Buffer.from("name=A&email=a%40b.example&message=m&name=B")],
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error).toContain('"name"');
  });

  test("400 for a malformed Idempotency-Key", async () => {
    for (const key of ["x".repeat(201), "has space"]) {
      const res = await postLead(ctx.server.url, "contact", fixtures.contact.full, { headers: { "idempotency-key": key } });
      expect(res.status).toBe(400);
      expect(res.json.error).toContain("Idempotency-Key");
    }
  });

  test.each([
    ["an unknown form", "/api/forms/newsletter"],
    ["no form", "/api/forms/"],
    ["a path below a form", "/api/forms/contact/extra"],
    ["another case", "/api/forms/Contact"],
  ])("404 JSON for %s", async (_, path) => {
    const res = await raw(ctx.server.url, path, { headers: { "content-type": "application/json" }, chunks: [json(fixtures.contact.full)] });
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(res.body)).toEqual({ error: "Unknown form." });
  });

  test.each(["GET", "PUT", "PATCH", "DELETE", "OPTIONS"])("405 with Allow: POST for %s", async (method) => {
    const res = await raw(ctx.server.url, "/api/forms/contact", { method });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("POST");
    expect(JSON.parse(res.body).error).toMatch(/POST/);
  });

  test("405 for HEAD, without a body", async () => {
    const res = await raw(ctx.server.url, "/api/forms/contact", { method: "HEAD" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("POST");
    expect(res.body).toBe("");
  });

  test.each([
    ["text/plain", "text/plain;charset=UTF-8"],
    ["multipart/form-data", "multipart/form-data; boundary=x"],
    ["a non-UTF-8 charset", "application/json; charset=iso-8859-1"],
    ["XML", "application/xml"],
  ])("415 for %s", async (_, type) => {
    const res = await raw(ctx.server.url, "/api/forms/contact", {
      headers: { "content-type": type },
      chunks: [json(fixtures.contact.full)],
    });
    expect(res.status).toBe(415);
    expect(JSON.parse(res.body).error).toContain("application/json");
  });

  test("415 when Content-Type is missing", async () => {
    const res = await raw(ctx.server.url, "/api/forms/contact", { chunks: [json(fixtures.contact.full)] });
    expect(res.status).toBe(415);
  });

  test('Content-Type parameters and case are accepted (application/JSON; charset="utf-8")', async () => {
    const res = await raw(ctx.server.url, "/api/forms/contact", {
      headers: { "content-type": 'Application/JSON; charset="utf-8"' },
      chunks: [json({ ...fixtures.contact.full, message: "" })],
    });
    expect(res.status).toBe(422); // parsed and validated, so the media type was accepted
  });

  test("a body of exactly 64 KiB is read (422 here: the message is too long); one byte more is 413", async () => {
    const make = (size: number) => {
      const shell = JSON.stringify({ ...fixtures.contact.full, message: "" });
      return Buffer.from(shell.replace('"message":""', `"message":"${"m".repeat(size - shell.length)}"`));
    };
    const atLimit = make(BODY_LIMIT_BYTES);
    expect(atLimit.length).toBe(BODY_LIMIT_BYTES);
    const ok = await raw(ctx.server.url, "/api/forms/contact", { headers: { "content-type": "application/json" }, chunks: [atLimit] });
    expect(ok.status).toBe(422);
    const over = await raw(ctx.server.url, "/api/forms/contact", {
      headers: { "content-type": "application/json" },
      chunks: [make(BODY_LIMIT_BYTES + 1)],
    });
    expect(over.status).toBe(413);
    expect(over.headers.connection).toBe("keep-alive"); // read to the end and dropped
    expect(JSON.parse(over.body).error).toContain("64 KiB");
  });

  test("413 reaches a fetch client that sends 200 KB", async () => {
    const res = await postLead(ctx.server.url, "contact", { ...fixtures.contact.full, message: "x".repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.json.error).toContain("64 KiB");
  });

  test("413 for a streamed (chunked) body that grows past 64 KiB", async () => {
    const chunk = Buffer.from("a".repeat(16 * 1024));
    const res = await raw(ctx.server.url, "/api/forms/contact", {
      headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" },
      chunks: [Buffer.from("message="), ...Array(8).fill(chunk)],
    });
    expect(res.status).toBe(413);
  });

  test("413 at once, closing the connection, for a declared body over 1 MiB", async () => {
    const res = await raw(ctx.server.url, "/api/forms/contact", {
      headers: { "content-type": "application/json", "content-length": 5 * 1024 * 1024 },
      chunks: [Buffer.from("{")],
    });
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe("close");
  });
});

describe.each(engines())("a database failure on %s", (engine) => {
  const ctx = useLeadServer(engine);

  test("500 with a generic message that leaks nothing; the other forms keep working", async () => {
    await ctx.db.exec("DROP TABLE contact_messages");
    const res = await postLead(ctx.server.url, "contact", fixtures.contact.full);
    expect(res.status).toBe(500);
    expect(Object.keys(res.json)).toEqual(["error"]);
    expect(res.json.error).toBe("Something went wrong on our side. Please try again.");
    expect(res.text).not.toMatch(/contact_messages|table|relation|sqlite|postgres|select|insert|stack|\bat /i);

    const html = await postLead(ctx.server.url, "contact", fixtures.contact.full, { as: "form", html: true });
    expect(html.status).toBe(303);
    expect(html.headers.get("location")).toBe("/contact?error=contact&reason=server#contact-error");

    const other = await postLead(ctx.server.url, "careers", fixtures.careers.full);
    expect(other.status).toBe(201);
    expect(await ctx.db.count("job_applications")).toBe(1);
    await expect.poll(() => ctx.server.output()).toContain("lead submission failed");
  });
});
