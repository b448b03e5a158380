// The operator CLI (npm run leads) and npm run db:migrate, against records stored through the API.
import { HONEYPOT_FIELD } from "../../src/forms/validate.ts";
import { ATTRIBUTION_FIELDS } from "../../src/forms/attribution.ts";
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";
import { leadTables } from "../../src/forms/forms.ts";
import { repoRoot } from "../../scripts/lib/server.ts";
import { fixtures } from "./leads-fixtures.ts";
import { createTestDb, engines, postLead, useLeadServer, type TestDb } from "./leads-support.ts";
import { parseCsv } from "./csv-parse.ts";

const run = promisify(execFile);

async function cli(db: TestDb, script: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(repoRoot, script), ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...db.env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const leads = (db: TestDb, ...args: string[]) => cli(db, "scripts/leads.ts", ...args);

describe.each(engines())("npm run leads on %s", (engine) => {
  const ctx = useLeadServer(engine);

  test("export --format csv: RFC 4180, formula cells neutralised, values round-trip", async () => {
    const hostile = {
      name: '=HYPERLINK("http://evil","x")',
      email: "csv@x.example",
      company: "+cmd|' /C calc'!A0",
      message: "-2+3\r\nsecond line, with comma",
    };
    const safe = { name: 'Plain, "quoted"', email: "p@x.example", company: "", message: "@mention\ttab" };
    const a = await postLead(ctx.server.url, "contact", hostile);
    const b = await postLead(ctx.server.url, "contact", safe);
    expect([a.status, b.status]).toEqual([201, 201]);

    const out = await leads(ctx.db, "export", "contact_messages", "--format", "csv");
    expect(out.code).toBe(0);
    expect(out.stdout.endsWith("\r\n")).toBe(true);
    const [header, ...records] = parseCsv(out.stdout);
    expect(header).toEqual(["form", "id", "created_at", "status", "name", "email", "company", "message", ...ATTRIBUTION_FIELDS]);
    expect(records).toHaveLength(2);
    const noAttribution = ATTRIBUTION_FIELDS.map(() => "");
    expect(records[0]).toEqual([
      "contact",
      a.json.id,
      expect.stringMatching(/Z$/),
      "new",
      `'${hostile.name}`,
      hostile.email,
      `'${hostile.company}`,
      `'${hostile.message}`,
      ...noAttribution,
    ]);
    expect(records[1]).toEqual([
      "contact",
      b.json.id,
      expect.stringMatching(/Z$/),
      "new",
      safe.name,
      safe.email,
      "",
      `'${safe.message}`,
      ...noAttribution,
    ]);
    for (const record of records) for (const cell of record) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  test("export --format json: one array of objects keyed by column name, booleans and nulls typed", async () => {
    const res = await postLead(ctx.server.url, "provide-compute", fixtures["provide-compute"].minimal);
    const out = await leads(ctx.db, "export", "provide_compute_requests", "--format", "json");
    expect(out.code).toBe(0);
    const records = JSON.parse(out.stdout);
    const attribution = Object.fromEntries(ATTRIBUTION_FIELDS.map((c) => [c, null]));
    expect(records).toEqual([
      {
        form: "provide-compute",
        id: res.json.id,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        status: "new",
        ...fixtures["provide-compute"].minimalRow,
        ...attribution,
      },
    ]);
  });

  test("--since keeps records created at or after the date", async () => {
    await postLead(ctx.server.url, "careers", fixtures.careers.full);
    const all = JSON.parse((await leads(ctx.db, "export", "job_applications", "--format", "json")).stdout);
    expect(all).toHaveLength(1);
    const created = all[0].created_at as string;
    expect(JSON.parse((await leads(ctx.db, "export", "job_applications", "--format", "json", "--since", created)).stdout)).toHaveLength(1);
    const later = new Date(Date.parse(created) + 1).toISOString();
    expect(JSON.parse((await leads(ctx.db, "export", "job_applications", "--format", "json", "--since", later)).stdout)).toEqual([]);
    expect(
      JSON.parse((await leads(ctx.db, "export", "job_applications", "--format", "json", "--since", "2000-01-01")).stdout),
    ).toHaveLength(1);
  });

  test("--status keeps the records with that status: honeypot submissions are kept as spam", async () => {
    const real = await postLead(ctx.server.url, "access-compute", fixtures["access-compute"].full);
    const spam = await postLead(ctx.server.url, "access-compute", { ...fixtures["access-compute"].full, [HONEYPOT_FIELD]: "x" });
    const only = async (status: string) =>
      JSON.parse((await leads(ctx.db, "export", "access_compute_requests", "--format", "json", "--status", status)).stdout).map(
        (r: any) => [r.id, r.status],
      );
    expect(await only("spam")).toEqual([[spam.json.id, "spam"]]);
    expect(await only("new")).toEqual([[real.json.id, "new"]]);
    const listed = await leads(ctx.db, "list", "access_compute_requests", "--status", "spam");
    expect(listed.stdout).toContain("1 record in access_compute_requests");
  });

  test("list prints every record with its columns and a count", async () => {
    const res = await postLead(ctx.server.url, "ecosystem-fund", fixtures["ecosystem-fund"].minimal);
    const out = await leads(ctx.db, "list", "ecosystem_fund_applications");
    expect(out.code).toBe(0);
    expect(out.stdout).toContain(res.json.id);
    expect(out.stdout).toContain("project_name:");
    expect(out.stdout).toContain(String(fixtures["ecosystem-fund"].full.project_name));
    expect(out.stdout).toMatch(/github_url:\s+\(null\)/);
    expect(out.stdout).toContain("1 record in ecosystem_fund_applications");
    const empty = await leads(ctx.db, "list", "contact_messages", "--since", "2999-01-01");
    expect(empty.stdout).toBe("0 records in contact_messages\n");
  });
});

describe("npm run leads: usage errors", () => {
  const ctx = useLeadServer("sqlite");

  test.each([
    [["list", "leads"], /Unknown table "leads"/],
    [["export", "contact_messages"], /--format csv or --format json/],
    [["export", "contact_messages", "--format", "xml"], /Unknown format "xml"/],
    [["list", "contact_messages", "--format", "csv"], /--format is an option of export/],
    [["export", "contact_messages", "--format", "csv", "--limit", "3"], /Unknown option '--limit'/],
    [["list", "contact_messages", "--since", "last week"], /--since must be an ISO 8601 date/],
    [["drop", "contact_messages"], /Unknown command "drop"/],
    [["export", "--format", "csv", "--status", "closed"], /Unknown status "closed"/],
    [["erase"], /erase needs the e-mail address/],
    [["erase", "not-an-address"], /is not an e-mail address/],
    [[], /Missing command/],
    [["list"], /Missing table name/],
  ])("%j → exit 2 with a clear message and the usage", async (args, message) => {
    const out = await leads(ctx.db, ...(args as string[]));
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(message);
    expect(out.stderr).toContain("Usage:");
    for (const table of leadTables) expect(out.stderr).toContain(table);
    expect(out.stdout).toBe("");
  });

  test("a missing SQLite file is reported, not created", async () => {
    const db = { ...ctx.db, env: { LEADS_DB_PATH: "/tmp/definitely-missing-dir/leads.db", DATABASE_URL: "" } };
    const out = await leads(db, "list", "contact_messages");
    expect(out.code).toBe(1);
    expect(out.stderr).toContain("no database at /tmp/definitely-missing-dir/leads.db");
  });
});

describe.each(engines())("npm run db:migrate on %s", (engine) => {
  test("creates the five tables on an empty database, then reports it is up to date", async () => {
    const db = await createTestDb(engine);
    try {
      const first = await cli(db, "scripts/db-migrate.ts");
      expect(first.code).toBe(0);
      expect(first.stdout).toContain("applied 001_create_lead_tables");
      for (const table of leadTables) expect(await db.count(table)).toBe(0);
      const again = await cli(db, "scripts/db-migrate.ts");
      expect(again.stdout).toContain("already up to date");
    } finally {
      await db.close();
    }
  });
});
