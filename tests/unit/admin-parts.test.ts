// The operators' and inbox's server parts on their own: password hashing, the sign-in throttle's counting, the
// inbox cursor, and migrations that arrive out of order (004 written in parallel with 005).
import { Kysely } from "kysely";
import { randomBytes, scryptSync } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { describe, expect, test } from "vitest";
import { cursorOf } from "../../src/server/inbox/inbox.ts";
import { LeadsQuery } from "../../src/server/admin-api-schema.ts";
import { validate } from "../../src/server/http/validated.ts";
import { hashPassword, needsRehash, passwordProblem, verifyPassword } from "../../src/server/operators/password.ts";
import { createSignInThrottle } from "../../src/server/operators/signin-throttle.ts";
import { nodeSqliteDialect, openSqlite } from "../../src/server/db/sqlite-dialect.ts";
import { migrateToLatest, migrations } from "../../src/server/db/migrations.ts";

describe("passwords", () => {
  test("argon2id m=19 MiB t=2 p=1 with a 16-byte salt, parameters stored (PHC string); a new salt each time", async () => {
    const a = await hashPassword("correct horse battery staple");
    const b = await hashPassword("correct horse battery staple");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
    expect(await verifyPassword("correct horse battery staple", a)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", a)).toBe(false);
    expect(await verifyPassword("anything", null)).toBe(false); // the dummy check of unknown accounts
    expect(await verifyPassword("anything", "md5$abc")).toBe(false);
    // A stored hash may not ask for more memory than a bound (a tampered row).
    expect(await verifyPassword("correct horse battery staple", a.replace("m=19456", "m=9999999"))).toBe(false);
  });

  test("hashes of the earlier scheme (scrypt N=2^15) still verify and are marked for an upgrade", async () => {
    const salt = randomBytes(16);
    const key = scryptSync("correct horse battery staple", salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 2 ** 20 });
    const legacy = ["scrypt", 32768, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    expect(await verifyPassword("correct horse battery staple", legacy)).toBe(true);
    expect(await verifyPassword("wrong horse battery staple", legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash("$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHRzYWx0$a2V5")).toBe(true); // weaker parameters
  });

  test("at least 12 characters (code points), at most 1,024", () => {
    expect(passwordProblem("a".repeat(11))).toMatch(/at least 12/);
    expect(passwordProblem("a".repeat(12))).toBeNull();
    expect(passwordProblem("🔑".repeat(12))).toBeNull(); // 24 UTF-16 units, 12 characters
    expect(passwordProblem("🔑".repeat(11))).toMatch(/at least 12/);
    expect(passwordProblem("a".repeat(1025))).toMatch(/at most/);
    expect(passwordProblem(undefined)).toBe("Enter a password.");
  });
});

describe("sign-in throttle (in memory)", () => {
  test("5 failures per account, 20 per address, per 15 minutes; a success is taken back", async () => {
    let now = 1_000_000;
    const throttle = createSignInThrottle({ redis: null, log: pino({ level: "silent" }), now: () => now });
    for (let i = 0; i < 5; i++) expect(await throttle.attempt("a@x.example", "10.0.0.1")).toBe(0);
    expect(await throttle.attempt("a@x.example", "10.0.0.2")).toBe(900); // 6th: refused, whatever the address
    now += 15 * 60_000;
    expect(await throttle.attempt("a@x.example", "10.0.0.1")).toBe(0); // the window has passed
    // Successes do not accumulate: sign in 30 times from one address.
    for (let i = 0; i < 30; i++) {
      expect(await throttle.attempt("b@x.example", "10.0.0.9")).toBe(0);
      await throttle.succeeded("b@x.example", "10.0.0.9");
    }
    for (let i = 0; i < 20; i++) expect(await throttle.attempt(`u${i}@x.example`, "10.0.0.3")).toBe(0);
    expect(await throttle.attempt("new@x.example", "10.0.0.3")).toBeGreaterThan(0);
  });
});

/** `?before=` as GET /api/admin/leads reads it. */
const parseCursor = (before: string | null) => validate(LeadsQuery, before === null ? {} : { before }, { status: 400 }).before;

describe("inbox cursor", () => {
  test("round trip, and anything else is a 400", () => {
    const lead = {
      form: "contact" as const,
      id: "01a20a52-9352-73d8-9764-9ec78177d7ed",
      created_at: "2026-11-23T21:31:53.554Z",
      name: "",
      email: "",
      company: null,
    };
    expect(parseCursor(cursorOf(lead))).toEqual({ createdAt: new Date(lead.created_at), id: lead.id });
    expect(parseCursor(null)).toBeNull();
    for (const bad of ["nope", "2026-11-23T21:31:53.554Z", "2026-13-45T21:31:53.554Z_01a20a52-9352-73d8-9764-9ec78177d7ed", "x_' OR 1=1"]) {
      expect(() => parseCursor(bad), bad).toThrow(/cursor|previous page/);
    }
  });
});

describe("migrations written in parallel", () => {
  test("a database that ran 005 before 004 existed runs 004 when it arrives", async () => {
    const db = new Kysely<any>({ dialect: nodeSqliteDialect(openSqlite(join(mkdtempSync(join(tmpdir(), "mig-")), "leads.db"))) });
    try {
      const { "005_operators": operators, ...rest } = migrations;
      // The set as it was when 004 and 005 were written (later migrations build on both).
      const without004 = Object.fromEntries(
        Object.entries({ ...rest, "005_operators": operators! }).filter(([name]) => !name.startsWith("004") && name < "006"),
      );
      expect(await migrateToLatest(db, without004)).toContain("005_operators");
      const late = {
        async up(d: Kysely<any>) {
          await d.schema.createTable("late_004").addColumn("id", "text").execute();
        },
      };
      expect(await migrateToLatest(db, { ...without004, "004_written_in_parallel": late })).toEqual(["004_written_in_parallel"]);
    } finally {
      await db.destroy();
    }
  });
});

describe("the admin app's retry rule (TanStack Query's own 3 retries and backoff otherwise)", () => {
  test("never a 401 or another 4xx; network failures, 5xx and 429 up to 3 times", async () => {
    const { ApiError, shouldRetry } = await import("../../src/components/admin/api.ts");
    for (const status of [400, 401, 403, 404, 422]) expect(shouldRetry(0, new ApiError(status, "x")), String(status)).toBe(false);
    for (const status of [0, 429, 500, 503]) {
      expect(
        [0, 1, 2, 3].map((n) => shouldRetry(n, new ApiError(status, "x"))),
        String(status),
      ).toEqual([true, true, true, false]);
    }
  });
});
