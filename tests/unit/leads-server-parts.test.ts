// Small server parts on their own: CSV cells, client addresses, the outcome URLs, UUIDv7, the
// in-memory rate limiter's window.
import fc from "fast-check";
import type { IncomingMessage } from "node:http";
import { describe, expect, test } from "vitest";
import { errorLocation, readOutcome, successLocation } from "../../src/forms/outcome.ts";
import { clientIp, normalizeIp } from "../../src/server/http/client-ip.ts";
import { csvCell, csvLine, csvRecord } from "../../src/lib/csv.ts";
import { uuidv7 } from "../../src/server/db/ids.ts";
import { memoryRateLimiter } from "../../src/server/limits/rate-limit.ts";

describe("CSV", () => {
  test.each([
    ["=1+1", "'=1+1"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ["\rx", '"\'\rx"'],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["plain", "plain"],
    ["", ""],
    [" =not first", "' =not first"],
  ])("%j → %j", (input, cell) => {
    expect(csvCell(input)).toBe(cell);
  });

  test("null is an empty cell; numbers and booleans are not quoted", () => {
    expect([csvCell(null), csvCell(undefined), csvCell(42), csvCell(true)]).toEqual(["", "", "42", "true"]);
  });

  test("no cell ever starts with a formula character, whatever the text", () => {
    fc.assert(fc.property(fc.string(), (s) => !/^[=+\-@\t\r]/.test(csvCell(s).replace(/^"/, ""))));
  });

  test("csvLine: the header, then records by column name, each with its CRLF; csvRecord: values in order", () => {
    expect(csvLine(["a", "b"]) + csvLine(["a", "b"], { a: 1, b: "x" }) + csvLine(["a", "b"], { a: null, b: "=y" })).toBe(
      "a,b\r\n1,x\r\n,'=y\r\n",
    );
    // The insights tables: numbers stay numbers (a negative one is not a formula), text is guarded.
    expect(csvRecord(["-3 %", -3, null, " +1"])).toBe("'-3 %,-3,,' +1\r\n");
  });
});

describe("client address", () => {
  const req = (remoteAddress: string, xff?: string) =>
    ({ socket: { remoteAddress }, headers: xff ? { "x-forwarded-for": xff } : {} }) as unknown as IncomingMessage;

  test("the socket address unless proxies are trusted", () => {
    expect(clientIp(req("10.0.0.1", "1.2.3.4"), 0)).toBe("10.0.0.1");
    expect(clientIp(req("10.0.0.1", "6.6.6.6, 1.2.3.4"), 1)).toBe("1.2.3.4");
    expect(clientIp(req("10.0.0.1", "6.6.6.6, 1.2.3.4, 10.0.0.2"), 2)).toBe("1.2.3.4");
    expect(clientIp(req("10.0.0.1", "1.2.3.4"), 3)).toBe("1.2.3.4");
    expect(clientIp(req("10.0.0.1"), 1)).toBe("10.0.0.1");
  });

  test("IPv4-mapped addresses are plain IPv4; IPv6 is grouped by /64", () => {
    expect(normalizeIp("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normalizeIp("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(normalizeIp("2001:db8:aa:bb::9")).toBe("2001:db8:aa:bb::/64");
    expect(normalizeIp("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(normalizeIp("::1")).toBe("0:0:0:0::/64");
  });
});

describe("no-JS outcome URLs", () => {
  test("round trip through readOutcome", () => {
    expect(successLocation("/contact", "contact")).toBe("/contact?submitted=contact#contact-submitted");
    const loc = errorLocation("/careers", "careers", "invalid", ["email", "full_name", "<bad>"]);
    expect(loc).toBe("/careers?error=careers&reason=invalid&fields=email,full_name#careers-error");
    expect(readOutcome(new URL(loc, "http://x").search, "careers")).toEqual({
      status: "error",
      reason: "invalid",
      fields: ["email", "full_name"],
    });
    expect(readOutcome("?submitted=contact", "careers")).toBeNull();
    expect(readOutcome("?error=contact&reason=weird", "contact")).toEqual({ status: "error", reason: "server", fields: [] });
  });
});

describe("ids and rate windows", () => {
  test("uuidv7: version 7, variant 10, sortable by time", () => {
    const a = uuidv7(1_700_000_000_000);
    const b = uuidv7(1_700_000_000_001);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a < b).toBe(true);
    expect(new Set(Array.from({ length: 5000 }, () => uuidv7())).size).toBe(5000);
  });

  test("uuidv7 without a time: strictly increasing, also many in one millisecond (arrival order in the inbox)", () => {
    const ids = Array.from({ length: 5000 }, () => uuidv7());
    expect(new Set(ids.map((id) => id.slice(0, 13))).size).toBeLessThan(ids.length); // some share a millisecond
    expect(ids).toEqual([...ids].sort());
  });

  test("the memory limiter: the limit per window, Retry-After to the window's end, then a fresh window", async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter(2, () => now);
    expect((await limiter.hit("k")).allowed).toBe(true);
    now += 10_000;
    expect((await limiter.hit("k")).allowed).toBe(true);
    expect(await limiter.hit("k")).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect((await limiter.hit("other")).allowed).toBe(true);
    now += 50_000;
    expect((await limiter.hit("k")).allowed).toBe(true);
    await limiter.close();
  });
});

test("the memory limiter stays bounded under a flood of distinct clients", async () => {
  let now = 0;
  const limiter = memoryRateLimiter(1, () => now, 100);
  for (let i = 0; i < 1000; i++) expect((await limiter.hit(`ip-${i}`)).allowed).toBe(true);
  // The most recent clients are still tracked and limited.
  expect((await limiter.hit("ip-999")).allowed).toBe(false);
  now += 60_000;
  expect((await limiter.hit("ip-999")).allowed).toBe(true);
  await limiter.close();
});
