// Erasure and retention leave no copy of the person in the database files. SQLite: the raw bytes of the
// main file, its -wal, -shm and any -journal are scanned (case-insensitively: the app stores
// addresses as typed and compares them lower-cased) for the address, the name, the message and
// the note text, after the erasure (inbox route and CLI) returns with the site still running,
// and again after a clean shutdown. The leads go through the real server, get status changes,
// notes and webhook deliveries to a local receiver, among other people's leads (so pages split
// and get reused, as in a real file).
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql } from "kysely";
import { ADMIN_API_PREFIX } from "../../src/server/operators/routes.ts";
import { connectDatabase } from "../../src/server/db/connection.ts";
import { migrations, migrateToLatest } from "../../src/server/db/migrations.ts";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { sleep } from "../../scripts/lib/helpers.ts";
import { createOperator, request } from "./admin-support.ts";
import { leadsCli, TEST_SECRET, webhookReceiver } from "./delivery-support.ts";
import { fixtures } from "./leads-fixtures.ts";
import { createTestDb, noticeOnce, PG_URL, postLead, type TestDb } from "./leads-support.ts";

const ERASURE_KEY = "test-erasure-key-bytes-0123456789";

async function until<T>(read: () => T | Promise<T>, ok: (v: T) => boolean, what: string, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** One person's traces: what they typed (mixed case) and what a scan must not find. */
function person(tag: string) {
  // Rare words ending in the tag: no one else's data shares them, nor their tails.
  const [surname, proposal, birds, towers, place] = ["Zephyrwick", "xylograph", "kestrels", "lighthouses", "aqueduct"].map(
    (w) => `${w}${tag}`,
  );
  const name = `Quorvald ${surname}`;
  const words = [surname!, proposal!, birds!, towers!, place!].map((w) => w.toLowerCase());
  return {
    email: `Quorvald.${tag}@Erasure-Example.ORG`,
    name,
    message: `Please forget the ${proposal} proposal about seventeen ${birds}.`,
    letter: `My cover letter mentions obsidian ${towers}.`,
    note: `Prefers calls on thursdays near the ${place}.`,
    // What a scan looks for, lower case: whole values, the rare words, and their tails (the
    // full-text index stores its terms prefix-compressed: only a word's tail may be there).
    needles: [
      `quorvald.${tag}@erasure-example.org`.toLowerCase(),
      name.toLowerCase(),
      `forget the ${proposal} proposal`.toLowerCase(),
      `obsidian ${towers}`.toLowerCase(),
      `thursdays near the ${place}`.toLowerCase(),
      ...words,
      ...words.map((w) => w.slice(-(tag.length + 3))),
    ],
  };
}

/** Copies of each needle in `files` (lower-cased bytes), by file label. */
function count(files: Record<string, string>, needles: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [label, file] of Object.entries(files)) {
    const text = readFileSync(file).toString("latin1").toLowerCase();
    for (const needle of needles) {
      let n = 0;
      for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) n++;
      if (n > 0) counts[`${label}: ${needle}`] = (counts[`${label}: ${needle}`] ?? 0) + n;
    }
  }
  return counts;
}

/**
 * PostgreSQL: the files of every relation of the test's schema (tables, their indexes, their
 * TOAST tables and TOAST indexes; every 1 GB segment), after a CHECKPOINT wrote the buffers out.
 */
async function pgRelationFiles(db: TestDb): Promise<Record<string, string>> {
  await db.exec("checkpoint");
  const [{ dir }] = (await db.query("select current_setting('data_directory') as dir")) as [{ dir: string }];
  const rels = await db.query(`
    with t as (select oid, reltoastrelid from pg_class where relnamespace = current_schema()::regnamespace and relkind = 'r'),
    r as (select oid from t union select reltoastrelid from t where reltoastrelid <> 0)
    select c.relname as name, pg_relation_filepath(c.oid) as path from pg_class c
    where c.oid in (select oid from r) or c.oid in (select indexrelid from pg_index where indrelid in (select oid from r))`);
  const files: Record<string, string> = {};
  for (const rel of rels) {
    const path = join(dir, String(rel.path));
    for (const f of readdirSync(dirname(path)))
      if (f === basename(path) || f.startsWith(`${basename(path)}.`)) files[`${rel.name} ${f}`] = join(dirname(path), f);
  }
  expect(Object.keys(files).length).toBeGreaterThan(20);
  return files;
}

/** Copies of each needle in the database's files (main, -wal, -shm, -journal), by file. */
function scan(dbPath: string, needles: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const suffix of ["", "-wal", "-shm", "-journal"]) {
    const file = dbPath + suffix;
    if (!existsSync(file)) continue;
    const text = readFileSync(file).toString("latin1").toLowerCase();
    for (const needle of needles) {
      let n = 0;
      for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) n++;
      if (n > 0) counts[`${suffix || "main"}: ${needle}`] = n;
    }
  }
  return counts;
}

const baseEnv = (dbPath: string, hookUrl: string): Record<string, string> => ({
  LEADS_DB_PATH: dbPath,
  DATABASE_URL: "",
  REDIS_URL: "",
  RATE_LIMIT_PER_MINUTE: "0",
  TRUST_PROXY: "1",
  NOTIFY_ALLOW_PRIVATE: "1",
  NOTIFY_RETRY_SCALE: "0.0001",
  WEBHOOK_SECRET: TEST_SECRET,
  WEBHOOK_URL: hookUrl,
  ERASURE_HASH_KEY: ERASURE_KEY,
});

describe("erased people leave no bytes in the database files", () => {
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;
  beforeAll(async () => {
    hook = await webhookReceiver(TEST_SECRET, () => ({ status: 200 }));
  });
  afterAll(() => hook?.close());

  /**
   * Stores other people's leads around the person's (contact and careers), changes their
   * status several times, adds notes, and waits until every lead's webhook was delivered.
   */
  async function fill(server: RunningServer, env: Record<string, string>, people: ReturnType<typeof person>[]) {
    const op = await createOperator(server.url, env);
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await request(server.url, method, `${ADMIN_API_PREFIX}${path}`, { cookie: op.cookie, body });
      expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
      return res.json();
    };
    const post = async (slug: string, body: Record<string, unknown>) => {
      const res = await postLead(server.url, slug, body);
      expect(res.status, res.text).toBe(201);
      return res.json.id as string;
    };
    const ids: string[] = [];
    const others = async (n: number, from: number) => {
      for (let i = from; i < from + n; i++) {
        ids.push(
          await post("contact", {
            ...fixtures.contact.full,
            name: `Other Person ${i}`,
            email: `other${i}@example.com`,
            message: `Unrelated message number ${i} `.repeat(8),
          }),
        );
      }
    };
    await others(60, 0);
    for (const p of people) {
      const contact = await post("contact", { ...fixtures.contact.full, name: p.name, email: p.email, message: p.message });
      const careers = await post("careers", {
        ...fixtures.careers.full,
        full_name: p.name,
        email: p.email.toUpperCase(),
        cover_letter: p.letter,
      });
      ids.push(contact, careers);
      await others(40, ids.length);
      for (const status of ["in review", "contacted", "archived", "new", "contacted"])
        await call("PATCH", `leads/contact/${contact}`, { status });
      await call("PATCH", `leads/careers/${careers}`, { status: "in review" });
      await call("POST", `leads/contact/${contact}/notes`, { body: p.note });
      await call("POST", `leads/careers/${careers}/notes`, { body: `Second note: ${p.note}` });
    }
    await others(60, ids.length + 1000);
    const delivered = (id: string) => hook.received.some((r) => r.json?.data?.id === id);
    await until(
      () => ids.every(delivered),
      (v) => v,
      "every lead's webhook",
    );
    // The attempts are recorded after the receiver answered: wait for them in the database too.
    for (const id of ids.slice(-3))
      await until(
        async () => (await call("GET", `leads/contact/${id}`)).deliveries?.[0]?.attempts?.length ?? 0,
        (n) => n > 0,
        "the delivery log",
      );
    return { op, call, others: ids.length - 2 * people.length };
  }

  test("erasure through the inbox and the CLI: zero copies while running and after shutdown; other people's data intact", async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), "erasure-bytes-")), "leads.db");
    const env = baseEnv(dbPath, hook.url);
    const viaInbox = person("inboxer");
    const viaCli = person("cliperson");
    const server = await startServer(env);
    try {
      const { call, others } = await fill(server, env, [viaInbox, viaCli]);
      const needles = [...viaInbox.needles, ...viaCli.needles];
      expect(Object.keys(scan(dbPath, needles)).length, "the person is in the files before").toBeGreaterThan(0);

      const erased = await call("POST", "erase", { email: viaInbox.email });
      expect(erased.removed).toEqual({ leads: 2, deliveries: 2, notes: 2 });
      expect(scan(dbPath, viaInbox.needles), "after the inbox's erasure, site running").toEqual({});

      const out = await leadsCli(["erase", viaCli.email], env);
      expect(out.code, out.stderr).toBe(0);
      expect(out.stdout).toMatch(/^Erased quorvald\.cliperson@erasure-example\.org: 2 leads, 2 deliveries, 2 notes\.\n$/);
      expect(scan(dbPath, needles), "after the CLI's erasure, site running").toEqual({});

      // The site still works on the file: other people's leads are there and searchable.
      const list = await call("GET", "leads?q=unrelated");
      expect(list.counts.total).toBe(others);
      expect((await postLead(server.url, "contact", fixtures.contact.full)).status).toBe(201);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(scan(dbPath, [...viaInbox.needles, ...viaCli.needles]), "after a clean shutdown").toEqual({});
    const db = new DatabaseSync(dbPath, { readOnly: true });
    try {
      expect(db.prepare("pragma integrity_check").get()).toEqual({ integrity_check: "ok" });
      expect(db.prepare("select count(*) as n from contact_messages").get()).toEqual({ n: 201 });
    } finally {
      db.close();
    }
  });

  test("LEAD_RETENTION_DAYS: the deleted old leads leave zero copies while running and after shutdown", async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), "retention-bytes-")), "leads.db");
    const env = baseEnv(dbPath, hook.url);
    const old = person("ancient");
    const first = await startServer(env);
    try {
      await fill(first, env, [old]);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    // The person's leads grow old (the change itself, like every write of the app, leaves no copy behind).
    const aged = new DatabaseSync(dbPath);
    aged.exec("pragma secure_delete = on");
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    for (const table of ["contact_messages", "job_applications"])
      aged.prepare(`update ${table} set created_at = ? where lower(email) = ?`).run(longAgo, old.needles[0]!);
    aged.close();
    expect(Object.keys(scan(dbPath, old.needles)).length, "the person is in the file before").toBeGreaterThan(0);

    const second = await startServer({ ...env, LEAD_RETENTION_DAYS: "30" });
    try {
      const line = await until(
        () =>
          second
            .output()
            .split("\n")
            .find((l) => l.includes("lead retention")),
        Boolean,
        "the retention's log line",
      );
      expect(JSON.parse(line!)).toMatchObject({ days: 30, leads: 2, deliveries: 2, notes: 2 });
      expect(scan(dbPath, old.needles), "after retention, site running").toEqual({});
    } finally {
      expect(await second.stop()).toBe(0);
    }
    expect(scan(dbPath, old.needles), "after a clean shutdown").toEqual({});
  });

  test("a file written before secure_delete was the rule is rebuilt once at start: the old deleted content is gone", async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), "scrub-bytes-")), "leads.db");
    const old = person("beforeus");
    // The file as the earlier code left it: a lead stored, changed and deleted without secure_delete.
    const earlier = await connectDatabase({ engine: "sqlite", path: dbPath });
    try {
      await sql`pragma secure_delete = off`.execute(earlier.db);
      const { "008_sqlite_scrub_deleted_content": _, ...before } = migrations;
      await migrateToLatest(earlier.db, before);
      const row = {
        id: "0190a8b2-7c3d-7e4f-8a5b-6c7d8e9f0a1b",
        created_at: new Date().toISOString(),
        name: old.name,
        email: old.email,
        company: "Nowhere Ltd",
        message: old.message,
      };
      await earlier.db.insertInto("contact_messages").values(row).execute();
      await earlier.db.updateTable("contact_messages").set({ status: "contacted" }).where("id", "=", row.id).execute();
      await earlier.db
        .insertInto("lead_notes")
        .values({
          id: "n1",
          lead_table: "contact_messages",
          lead_id: row.id,
          created_at: row.created_at,
          operator_id: "o",
          operator_email: "o@example.com",
          body: old.note,
        })
        .execute();
      await earlier.db.deleteFrom("lead_notes").execute();
      await earlier.db.deleteFrom("contact_messages").execute();
    } finally {
      await earlier.close();
    }
    expect(Object.keys(scan(dbPath, old.needles)).length, "the deleted person is in the file before").toBeGreaterThan(0);
    const hookEnv = baseEnv(dbPath, hook.url);
    const server = await startServer(hookEnv);
    try {
      expect(server.output()).toContain("008_sqlite_scrub_deleted_content");
      expect(scan(dbPath, old.needles), "after the start, site running").toEqual({});
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  if (!PG_URL) noticeOnce("pg-erasure-bytes", "NOTICE: TEST_DATABASE_URL is not set: the PostgreSQL erasure byte scan is skipped.");
  describe.skipIf(!PG_URL)("PostgreSQL", () => {
    test("erasure (inbox and CLI) rewrites the tables that held the person: no copy in their heap, TOAST or index files", async () => {
      const db = await createTestDb("postgres");
      const env = { ...baseEnv("", hook.url), ...db.env };
      const viaInbox = person("pginboxer");
      const viaCli = person("pgcliperson");
      const needles = [...viaInbox.needles, ...viaCli.needles];
      const server = await startServer(env);
      try {
        const { call } = await fill(server, env, [viaInbox, viaCli]);
        expect(Object.keys(count(await pgRelationFiles(db), needles)).length, "the person is in the files before").toBeGreaterThan(0);
        expect((await call("POST", "erase", { email: viaInbox.email })).removed).toEqual({ leads: 2, deliveries: 2, notes: 2 });
        expect(count(await pgRelationFiles(db), viaInbox.needles), "after the inbox's erasure").toEqual({});
        const out = await leadsCli(["erase", viaCli.email], env);
        expect(out.code, out.stderr).toBe(0);
        expect(count(await pgRelationFiles(db), needles), "after the CLI's erasure").toEqual({});
        expect((await call("GET", "leads?q=unrelated")).counts.total).toBeGreaterThan(0);
      } finally {
        expect(await server.stop()).toBe(0);
        await db.close();
      }
    });

    test("LEAD_RETENTION_DAYS: the deleted old leads leave no copy in the tables' files", async () => {
      const db = await createTestDb("postgres");
      const env = { ...baseEnv("", hook.url), ...db.env };
      const old = person("pgancient");
      const first = await startServer(env);
      try {
        await fill(first, env, [old]);
      } finally {
        expect(await first.stop()).toBe(0);
      }
      const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
      for (const table of ["contact_messages", "job_applications"])
        await db.exec(`update ${table} set created_at = '${longAgo}' where lower(email) = '${old.needles[0]}'`);
      const second = await startServer({ ...env, LEAD_RETENTION_DAYS: "30" });
      try {
        const line = await until(
          () =>
            second
              .output()
              .split("\n")
              .find((l) => l.includes("lead retention")),
          Boolean,
          "the retention's log line",
        );
        expect(JSON.parse(line!)).toMatchObject({ days: 30, leads: 2, deliveries: 2, notes: 2 });
        expect(count(await pgRelationFiles(db), old.needles), "after retention").toEqual({});
      } finally {
        expect(await second.stop()).toBe(0);
        await db.close();
      }
    });
  });
});
