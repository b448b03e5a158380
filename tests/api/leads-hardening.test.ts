// The lead API's answers to misuse, over real HTTP on SQLite and PostgreSQL: compressed bodies,
// slow and aborted uploads, redirects that would carry a huge Location, and lead input that would drive the operator's terminal.
import { execFile } from "node:child_process";
import { connect } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { exampleSubmissions } from "../../src/forms/examples.ts";
import { sleep } from "../../scripts/lib/helpers.ts";
import { repoRoot, startServer } from "../../scripts/lib/server.ts";
import { createTestDb, engines, postLead, useLeadServer } from "./leads-support.ts";

const contact = exampleSubmissions.contact;

describe.each(engines())("lead API misuse on %s", (engine) => {
  const ctx = useLeadServer(engine);

  test("a body with Content-Encoding: 415, nothing stored", async () => {
    const before = await ctx.db.count("contact_messages");
    const res = await fetch(ctx.url("/api/forms/contact"), {
      method: "POST",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      body: gzipSync(JSON.stringify(contact)),
    });
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatch(/Content-Encoding/);
    expect(await ctx.db.count("contact_messages")).toBe(before);
  });

  test("a no-JavaScript post with 950 unknown fields: 303 with a short Location naming only the form's fields", async () => {
    const body: Record<string, unknown> = { name: "" };
    for (let i = 0; i < 950; i++) body[`unknown_field_name_${i}`] = "x";
    const res = await postLead(ctx.url(), "contact", body, { as: "form", html: true });
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location.length).toBeLessThan(512);
    expect(location).toContain("fields=");
    expect(location).not.toContain("unknown_field_name");
  });
});

/** Sends the headers and part of a body, then waits; resolves with how long the server kept the connection. */
function slowUpload(port: number, abortAfterMs?: number): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1", () => {
      socket.write('POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":');
      if (abortAfterMs !== undefined) setTimeout(() => socket.destroy(), abortAfterMs);
    });
    socket.on("data", () => {});
    socket.on("close", () => resolve(Date.now() - started));
    socket.on("error", () => {});
  });
}

describe("slow and aborted uploads", () => {
  test("a body that does not arrive is cut at REQUEST_TIMEOUT_MS, and logged as the client's abort, not as a 500", async () => {
    const db = await createTestDb("sqlite");
    const server = await startServer({ ...db.env, REQUEST_TIMEOUT_MS: "2000", RATE_LIMIT_PER_MINUTE: "0" });
    try {
      const held = await slowUpload(server.port);
      expect(held).toBeGreaterThanOrEqual(1_900);
      expect(held).toBeLessThan(2_000 + 1_500);
      await slowUpload(server.port, 200); // the client gives up after 200 ms
      await sleep(300);
      const log = server.output();
      expect(log.match(/lead submission aborted by the client/g)?.length).toBe(2);
      expect(log).not.toContain("lead submission failed");
      expect(log).not.toMatch(/"level":(50|"error")/);
    } finally {
      await server.stop();
      await db.close();
    }
  });
});

describe.each(engines())("npm run leads -- list on %s", (engine) => {
  const ctx = useLeadServer(engine);

  test("control characters in stored input are shown escaped, never sent raw to the terminal", async () => {
    // Validation refuses control characters today; records stored before that, or by other
    // tools, may still hold them.
    const hostile = "Mallory\u001b]0;owned\u0007\u001b[2J\rfake line";
    await ctx.db.exec(
      `INSERT INTO contact_messages (id, created_at, name, email, company, message) VALUES ('0190b6a0-0000-7000-8000-000000000001', '2026-01-01T00:00:00.000Z', '${hostile}', 'm@x.example', 'Evil', 'line one\nline two')`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, [join(repoRoot, "scripts/leads.ts"), "list", "contact_messages"], {
      cwd: repoRoot,
      env: { ...process.env, ...ctx.db.env },
    });
    expect(stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(stdout).toContain("Mallory\\x1b]0;owned\\x07\\x1b[2J\\x0dfake line");
    expect(stdout).toMatch(/line one\n\s+line two/);
  });
});
