import { describe, expect, test } from "vitest";
import { retryPolicy } from "../../src/forms/api.ts";
import { sendLead } from "../../src/components/forms/send-lead.ts";

// The submit hook's transport: Idempotency-Key reuse and the retry policy, on a fake clock.
type Step = number | "network";

function fakeServer(steps: Step[]) {
  const calls: { url: string; key: string | null; body: string }[] = [];
  const sleeps: number[] = [];
  let clock = 0;
  const fetch = (async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({ url, key: headers.get("Idempotency-Key"), body: String(init.body) });
    const step = steps[Math.min(calls.length - 1, steps.length - 1)]!;
    if (step === "network") throw new TypeError("Failed to fetch");
    const body =
      step === 201
        ? { id: "rec-1" }
        : step === 422
          ? { error: "invalid", fields: { email: "Enter a valid email address.", n: 3 } }
          : { error: `status ${step}` };
    return new Response(JSON.stringify(body), { status: step, headers: { "Content-Type": "application/json" } });
  }) as unknown as typeof globalThis.fetch;
  const deps = {
    fetch,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      clock += ms;
    },
    now: () => clock,
  };
  return { calls, sleeps, deps };
}

describe("sendLead", () => {
  test("network failures and 502/503/504 are retried with 200, 400, 800… ms, all with the same key", async () => {
    const server = fakeServer(["network", 502, 503, 504, 201]);
    const result = await sendLead("contact", { name: "A" }, "key-1", server.deps);
    expect(result).toEqual({ ok: true, id: "rec-1", attempts: 5 });
    expect(server.sleeps).toEqual([200, 400, 800, 1600]);
    expect(server.calls.map((c) => c.key)).toEqual(["key-1", "key-1", "key-1", "key-1", "key-1"]);
    expect(new Set(server.calls.map((c) => c.body))).toEqual(new Set(['{"name":"A"}']));
    expect(server.calls[0]!.url).toBe("/api/forms/contact");
  });

  test("gives up once the next attempt would start after 30 s", async () => {
    const server = fakeServer([503]);
    const result = await sendLead("careers", {}, "key-2", server.deps);
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ status: 503, attempts: 8 });
    expect(server.sleeps).toEqual([200, 400, 800, 1600, 3200, 6400, 12800]);
    const waited = server.sleeps.reduce((a, b) => a + b, 0);
    expect(waited).toBeLessThanOrEqual(retryPolicy.maxElapsedMs);
    expect(waited + server.sleeps.at(-1)! * 2).toBeGreaterThan(retryPolicy.maxElapsedMs);
  });

  test("a network failure on every attempt ends with status null", async () => {
    const server = fakeServer(["network"]);
    expect(await sendLead("contact", {}, "k", server.deps)).toMatchObject({
      ok: false,
      status: null,
      error: "Failed to fetch",
      fields: {},
    });
  });

  test.each([400, 422, 429, 500])("%i is not retried", async (status) => {
    const server = fakeServer([status as Step]);
    const result = await sendLead("provide-compute", {}, "k", server.deps);
    expect(server.calls).toHaveLength(1);
    expect(server.sleeps).toEqual([]);
    expect(result).toMatchObject({ ok: false, status, attempts: 1 });
    // Only string messages are taken from the answer's `fields`.
    if (status === 422) expect(result.ok === false && result.fields).toEqual({ email: "Enter a valid email address." });
  });

  test("a fresh key per submission when none is given", async () => {
    const server = fakeServer([201]);
    await sendLead("contact", {}, undefined, server.deps);
    await sendLead("contact", {}, undefined, server.deps);
    const [a, b] = server.calls.map((c) => c.key);
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });
});
