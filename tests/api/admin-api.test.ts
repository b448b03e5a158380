// The operators' API over real HTTP, on SQLite and PostgreSQL: every
// /api/admin route (taken from the routes the server registers) refuses requests without a live
// session, an expired one and a revoked one; state-changing calls from another origin are
// refused; the cookie's attributes; nothing is cacheable; sign-in throttling; the leads list.
import { beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API_PREFIX, SIGN_IN_FAILED } from "../../src/server/operators/routes.ts";
import { randomIp } from "../../scripts/lib/helpers.ts";
import { fixtures } from "./leads-fixtures.ts";
import { engines, postLead, useInProcessLeadServer } from "./leads-support.ts";
import {
  adminApiCalls,
  rowsOf,
  cookieFrom,
  createOperator,
  fillPath,
  linkOf,
  newEmail,
  operatorsCli,
  parseSetCookie,
  PASSWORD,
  request,
  signIn,
  type Call,
} from "./admin-support.ts";

const calls = adminApiCalls();
const protectedCalls = calls.filter((c) => !c.public);
const stateChanging = calls.filter((c) => c.method !== "GET");

const expectNoStore = (res: Response, what: string) => expect(res.headers.get("cache-control"), what).toBe("no-store");

/** The lead and delivery the `:params` of the calls name (a real lead: only the session is missing). */
const target = { form: "contact", id: "", delivery: "0190a8b2-7c3d-7e4f-8a5b-6c7d8e9f0a1b" };
const concrete = (path: string) =>
  fillPath(path, path.includes("/deliveries/") ? { id: target.delivery } : { form: target.form, id: target.id });
/** A body each state-changing call would accept. */
const bodyFor = (c: Call) =>
  c.method === "PATCH"
    ? { status: "spam" }
    : c.path.endsWith("/notes")
      ? { body: "a note" }
      : c.path.endsWith("/erase")
        ? { email: fixtures.contact.full.email }
        : undefined;

/** Calls every protected route with `cookie`; returns "METHOD path → status" for each. */
async function protectedAnswers(base: string, cookie?: string, headers: Record<string, string> = {}): Promise<string[]> {
  const out: string[] = [];
  for (const c of protectedCalls) {
    const res = await request(base, c.method, concrete(c.path), { cookie, headers, body: bodyFor(c) });
    expectNoStore(res, `${c.method} ${c.path}`);
    out.push(`${c.method} ${c.path} → ${res.status}`);
  }
  return out;
}
const all = (status: number) => protectedCalls.map((c: Call) => `${c.method} ${c.path} → ${status}`);

test("the admin API's routes are the ones the issue names, and only sign-in (password or passkey) and set-password are public", () => {
  expect(calls.map((c) => `${c.method} ${c.path}${c.public ? " (public)" : ""}`).sort()).toEqual(
    [
      "DELETE /api/admin/session",
      "GET /api/admin/leads",
      "GET /api/admin/leads/:form/:id",
      "PATCH /api/admin/leads/:form/:id",
      "POST /api/admin/leads/:form/:id/notes",
      "POST /api/admin/deliveries/:id/resend",
      "GET /api/admin/export",
      "POST /api/admin/erase",
      "GET /api/admin/insights",
      "GET /api/admin/leads/count",
      "GET /api/admin/person",
      "POST /api/admin/leads/bulk",
      "POST /api/admin/export/selected",
      "GET /api/admin/session",
      "GET /api/admin/sessions",
      "DELETE /api/admin/sessions",
      "DELETE /api/admin/sessions/:id",
      "POST /api/admin/account/password",
      "POST /api/admin/session/factor",
      "POST /api/admin/session/passkey (public)",
      "POST /api/admin/session/passkey/options (public)",
      "POST /api/admin/factors/passkey",
      "POST /api/admin/factors/passkey/options",
      "GET /api/admin/factors",
      "POST /api/admin/factors/totp",
      "POST /api/admin/factors/totp/confirm",
      "POST /api/admin/factors/recovery-codes",
      "DELETE /api/admin/factors/:id",
      "GET /api/admin/operators",
      "POST /api/admin/operators",
      "POST /api/admin/operators/role",
      "POST /api/admin/operators/reset",
      "POST /api/admin/operators/remove",
      "GET /api/admin/audit",
      "POST /api/admin/password (public)",
      "POST /api/admin/session (public)",
    ].sort(),
  );
});

describe.each(engines())("the admin API on %s", (engine) => {
  const ctx = useInProcessLeadServer(engine, { TRUST_PROXY: "1" });
  const base = () => ctx.url();
  beforeAll(async () => {
    target.id = (await postLead(base(), "contact", fixtures.contact.full)).json.id;
  });
  /** The target lead is untouched: stored, `new`, no note (the refused calls changed nothing). */
  const untouched = async () => {
    const row = (await ctx.db.rows("contact_messages")).find((r) => r.id === target.id);
    expect(row?.status).toBe("new");
    expect(await ctx.db.query(`select * from lead_notes where lead_id = '${target.id}'`)).toEqual([]);
  };

  test("without a session every route but sign-in and set-password answers 401 (no-store)", async () => {
    expect(await protectedAnswers(base())).toEqual(all(401));
    // A cookie that is no session at all is the same.
    expect(await protectedAnswers(base(), `admin_session=${"x".repeat(43)}`)).toEqual(all(401));
    const head = await request(base(), "HEAD", `${ADMIN_API_PREFIX}leads`);
    expect(head.status).toBe(401);
    await untouched();
  });

  test("a session set by the one-time link works; the link works once; short passwords are refused", async () => {
    const email = newEmail();
    const added = await operatorsCli(ctx.db.env, "add", email);
    expect(added.code).toBe(0);
    const { link, token } = linkOf(added.stdout);
    expect(link).toMatch(/^http:\/\/localhost:4321\/admin\/set-password#token=/); // in the fragment: never sent to a server
    const short = await request(base(), "POST", `${ADMIN_API_PREFIX}password`, { body: { token, password: "elevenchars" } });
    expect(short.status).toBe(422);
    expect((await short.json()).fields.password).toMatch(/at least 12/);
    const set = await request(base(), "POST", `${ADMIN_API_PREFIX}password`, { body: { token, password: PASSWORD } });
    expect(set.status).toBe(200);
    const cookie = cookieFrom(set);
    const again = await request(base(), "POST", `${ADMIN_API_PREFIX}password`, { body: { token, password: PASSWORD } });
    expect(again.status).toBe(400);
    const me = await request(base(), "GET", `${ADMIN_API_PREFIX}session`, { cookie });
    expect(me.status).toBe(200);
    expect((await me.json()).operator.email).toBe(email);
    expect((await request(base(), "GET", `${ADMIN_API_PREFIX}leads`, { cookie })).status).toBe(200);
    // The stored secrets are hashes: neither the link's token nor the cookie's is in the database.
    const dump = JSON.stringify(await rowsOf(ctx.db, "operators")) + JSON.stringify(await rowsOf(ctx.db, "operator_sessions"));
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(cookie.split("=")[1]);
    expect(dump).toMatch(/\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  test("the cookie: HttpOnly, SameSite=Strict, Path=/; over HTTPS behind the proxy __Host- and Secure", async () => {
    const { email } = await createOperator(base(), ctx.db.env);
    const plain = await signIn(base(), email, PASSWORD);
    expect(plain.status).toBe(200);
    const c = parseSetCookie(plain.headers.get("set-cookie"));
    expect(c.name).toBe("admin_session");
    expect(c.attrs.has("httponly")).toBe(true);
    expect(c.attrs.get("samesite")).toBe("Strict");
    expect(c.attrs.get("path")).toBe("/");
    expect(c.attrs.has("secure")).toBe(false);
    expect(c.attrs.has("domain")).toBe(false);
    expect(Number(c.attrs.get("max-age"))).toBe(12 * 3600);

    const https = { "X-Forwarded-Proto": "https" };
    const secure = await signIn(base(), email, PASSWORD, { headers: https });
    const s = parseSetCookie(secure.headers.get("set-cookie"));
    expect(s.name).toBe("__Host-admin_session");
    expect(s.attrs.has("secure")).toBe(true);
    expect(s.attrs.has("httponly")).toBe(true);
    expect(s.attrs.get("samesite")).toBe("Strict");
    expect(s.attrs.get("path")).toBe("/");
    expect(s.attrs.has("domain")).toBe(false);
    const cookie = `${s.name}=${s.value}`;
    expect((await request(base(), "GET", `${ADMIN_API_PREFIX}session`, { cookie, headers: https })).status).toBe(200);
    // Over HTTPS only the __Host- cookie counts.
    expect(
      (await request(base(), "GET", `${ADMIN_API_PREFIX}session`, { cookie: `admin_session=${s.value}`, headers: https })).status,
    ).toBe(401);
  });

  test("a session idle for more than 12 hours is refused everywhere; activity slides it", async () => {
    const { cookie } = await createOperator(base(), ctx.db.env);
    const ago = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
    await ctx.db.exec(`UPDATE operator_sessions SET last_seen_at = '${ago(11.9)}'`);
    const slid = await request(base(), "GET", `${ADMIN_API_PREFIX}session`, { cookie });
    expect(slid.status).toBe(200);
    expect(parseSetCookie(slid.headers.get("set-cookie")).attrs.get("max-age")).toBe(String(12 * 3600)); // renewed
    const rows = await rowsOf(ctx.db, "operator_sessions");
    const seen = Math.max(
      ...rows.map((r) => new Date(String(r.last_seen_at instanceof Date ? r.last_seen_at.toISOString() : r.last_seen_at)).getTime()),
    );
    expect(Date.now() - seen).toBeLessThan(60_000);
    await ctx.db.exec(`UPDATE operator_sessions SET last_seen_at = '${ago(12.1)}'`);
    expect(await protectedAnswers(base(), cookie)).toEqual(all(401));
  });

  test("a session is dead at once after sign-out, after `operators remove` and after `operators reset`", async () => {
    const a = await createOperator(base(), ctx.db.env);
    const signOut = await request(base(), "DELETE", `${ADMIN_API_PREFIX}session`, { cookie: a.cookie });
    expect(signOut.status).toBe(200);
    expect(parseSetCookie(signOut.headers.get("set-cookie")).attrs.get("max-age")).toBe("0");
    expect(await protectedAnswers(base(), a.cookie)).toEqual(all(401));

    const b = await createOperator(base(), ctx.db.env);
    const other = cookieFrom(await signIn(base(), b.email, PASSWORD)); // two sessions
    expect((await operatorsCli(ctx.db.env, "remove", b.email)).code).toBe(0);
    expect(await protectedAnswers(base(), b.cookie)).toEqual(all(401));
    expect(await protectedAnswers(base(), other)).toEqual(all(401));
    expect((await signIn(base(), b.email, PASSWORD)).status).toBe(401);

    const c = await createOperator(base(), ctx.db.env);
    expect((await operatorsCli(ctx.db.env, "reset", c.email)).code).toBe(0);
    expect(await protectedAnswers(base(), c.cookie)).toEqual(all(401));
    expect((await signIn(base(), c.email, PASSWORD)).status).toBe(401); // the old password is gone too
  });

  test("state-changing calls from another origin are refused (403), even with a live session", async () => {
    const { email, cookie } = await createOperator(base(), ctx.db.env);
    const evil = { Origin: "https://evil.example" };
    for (const c of stateChanging) {
      const body = c.path.endsWith("session")
        ? { email, password: PASSWORD }
        : c.path.endsWith("password")
          ? { token: "x".repeat(43), password: PASSWORD }
          : bodyFor(c);
      const res = await request(base(), c.method, concrete(c.path), {
        cookie,
        headers: evil,
        body: c.method === "DELETE" ? undefined : body,
      });
      expect(res.status, `${c.method} ${c.path}`).toBe(403);
      expectNoStore(res, `${c.method} ${c.path}`);
    }
    await untouched();
    // The refused sign-out did nothing; the same calls from the site's own origin go through.
    expect((await request(base(), "GET", `${ADMIN_API_PREFIX}session`, { cookie })).status).toBe(200);
    const own = { Origin: ctx.url() };
    expect((await signIn(base(), email, PASSWORD, { headers: own })).status).toBe(200);
    expect((await request(base(), "DELETE", `${ADMIN_API_PREFIX}session`, { cookie, headers: own })).status).toBe(200);
  });

  test("no answer of /admin or /api/admin may be stored; /admin is noindex", async () => {
    const { cookie } = await createOperator(base(), ctx.db.env);
    const answers: Array<[string, Response]> = [];
    for (const path of ["/admin", "/admin/", "/admin/set-password", "/admin/anything/else"]) {
      const res = await fetch(ctx.url(path));
      answers.push([`GET ${path}`, res]);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain("astro-island");
    }
    answers.push(["HEAD /admin", await fetch(ctx.url("/admin"), { method: "HEAD" })]);
    answers.push(["POST /admin", await fetch(ctx.url("/admin"), { method: "POST" })]);
    answers.push(["PUT session", await request(base(), "PUT", `${ADMIN_API_PREFIX}session`, { cookie })]);
    answers.push(["GET unknown", await request(base(), "GET", `${ADMIN_API_PREFIX}nothing-here`, { cookie })]);
    answers.push(["bad cursor", await request(base(), "GET", `${ADMIN_API_PREFIX}leads?before=nope`, { cookie })]);
    answers.push(["export csv", await request(base(), "GET", `${ADMIN_API_PREFIX}export?format=csv`, { cookie })]);
    answers.push(["export json", await request(base(), "GET", `${ADMIN_API_PREFIX}export?format=json`, { cookie })]);
    // Every call signed in (DELETE, the sign-out, last), then every call signed out.
    const signOut = (c: Call) => Number(c.method === "DELETE" && c.path === `${ADMIN_API_PREFIX}session`);
    const signedInOrder = [...calls].sort((a, b) => signOut(a) - signOut(b));
    for (const c of signedInOrder) {
      // Bodies that change nothing ({} is refused by each), on the real lead's paths.
      answers.push([
        `${c.method} ${c.path} signed in`,
        await request(base(), c.method, concrete(c.path), { cookie, body: c.method === "POST" || c.method === "PATCH" ? {} : undefined }),
      ]);
    }
    expect(answers.at(-1)![1].status).toBe(200); // signed out
    for (const c of calls)
      answers.push([
        `${c.method} ${c.path} signed out`,
        await request(base(), c.method, concrete(c.path), { cookie, body: c.method === "GET" ? undefined : {} }),
      ]);
    for (const [what, res] of answers) expectNoStore(res, what);
    expect(answers.map(([w, r]) => `${w} ${r.status}`)).toEqual(
      expect.arrayContaining([
        "PUT session 405",
        "GET unknown 404",
        "bad cursor 400",
        "export csv 200",
        "export json 200",
        "GET /api/admin/leads/:form/:id signed in 200",
      ]),
    );
  });

  test("precedence without a session: unknown path 404, other method 405 (Allow of every route of the path), then the session check 401 (noindex)", async () => {
    const leadPath = `${ADMIN_API_PREFIX}leads/contact/${target.id}`;
    const answers = [
      await request(base(), "GET", `${ADMIN_API_PREFIX}nothing-here`),
      await request(base(), "PUT", `${ADMIN_API_PREFIX}session`),
      await request(base(), "DELETE", leadPath),
      await request(base(), "GET", leadPath),
    ];
    expect(answers.map((r) => [r.status, r.headers.get("allow"), r.headers.get("x-robots-tag")])).toEqual([
      [404, null, null],
      [405, "GET, HEAD, POST, DELETE", null],
      [405, "GET, HEAD, PATCH", null],
      [401, null, "noindex, nofollow"],
    ]);
    expect(await answers[0]!.json()).toEqual({ error: `Nothing at ${ADMIN_API_PREFIX}nothing-here.` });
    await untouched();
  });

  test("inputs are refused with the sentence and a message per field; nothing changes", async () => {
    const { cookie } = await createOperator(base(), ctx.db.env);
    const note = await request(base(), "POST", `${ADMIN_API_PREFIX}leads/contact/${target.id}/notes`, { cookie, body: { body: "   " } });
    expect([note.status, await note.json()]).toEqual([422, { error: "Write the note first.", fields: { body: "Required." } }]);
    const status = await request(base(), "PATCH", `${ADMIN_API_PREFIX}leads/contact/${target.id}`, { cookie, body: { status: "gone" } });
    expect([status.status, await status.json()]).toEqual([
      422,
      { error: "status must be one of: new, in review, contacted, archived, spam.", fields: { status: "Unknown status." } },
    ]);
    const list = await request(base(), "GET", `${ADMIN_API_PREFIX}leads?form=nope`, { cookie });
    expect(list.status).toBe(400);
    expect(await list.json()).toEqual({
      error: expect.stringMatching(/^Unknown form "nope"\. Forms: /),
      fields: { form: "Unknown form." },
    });
    const signIn = await request(base(), "POST", `${ADMIN_API_PREFIX}session`, { body: { email: " " } });
    expect([signIn.status, await signIn.json()]).toEqual([400, { error: "Enter your e-mail address and your password." }]);
    await untouched();
  });

  test("throttling: the 6th attempt for one account is refused even with the right password; unknown accounts answer alike", async () => {
    const { email } = await createOperator(base(), ctx.db.env);
    const wrong: Array<{ status: number; error: string }> = [];
    for (let i = 0; i < 5; i++) {
      const res = await signIn(base(), email, `wrong password ${i}`); // a new client address each time
      wrong.push({ status: res.status, error: (await res.json()).error });
    }
    expect(wrong).toEqual(Array(5).fill({ status: 401, error: SIGN_IN_FAILED }));
    const sixth = await signIn(base(), email, PASSWORD);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(800);
    expectNoStore(sixth, "429");
    // An unknown account: the same answer as a wrong password, and the same throttle.
    const unknown = newEmail();
    for (let i = 0; i < 5; i++) {
      const res = await signIn(base(), unknown, PASSWORD);
      expect(res.status).toBe(401);
      expect((await res.json()).error).toBe(SIGN_IN_FAILED);
    }
    expect((await signIn(base(), unknown, PASSWORD)).status).toBe(429);
    // Per address too: 20 failures from one address, then even another account is refused there.
    const ip = randomIp();
    for (let i = 0; i < 20; i++) expect((await signIn(base(), newEmail(), "nope nope nope", { ip })).status).toBe(401);
    const other = await createOperator(base(), ctx.db.env);
    expect((await signIn(base(), other.email, PASSWORD, { ip })).status).toBe(429);
    expect((await signIn(base(), other.email, PASSWORD)).status).toBe(200);
  });

  test("GET /api/admin/leads: the newest 50 of all five forms, name/e-mail/company per form, then ?before= pages", async () => {
    const { cookie } = await createOperator(base(), ctx.db.env);
    const before = (await (await request(base(), "GET", `${ADMIN_API_PREFIX}leads`, { cookie })).json()).leads.length;
    for (const slug of Object.keys(fixtures) as Array<keyof typeof fixtures>) {
      expect((await postLead(base(), slug, fixtures[slug].full)).status).toBe(201);
    }
    const first = await (await request(base(), "GET", `${ADMIN_API_PREFIX}leads`, { cookie })).json();
    const newest = first.leads.slice(0, 5);
    expect(newest.map((l: { form: string }) => l.form).sort()).toEqual(Object.keys(fixtures).sort());
    const byForm = Object.fromEntries(newest.map((l: { form: string }) => [l.form, l]));
    const f = fixtures;
    expect(byForm.contact).toMatchObject({ name: f.contact.full.name, email: f.contact.full.email, company: f.contact.full.company });
    expect(byForm["ecosystem-fund"]).toMatchObject({
      name: f["ecosystem-fund"].full.founder_name,
      email: f["ecosystem-fund"].full.email,
      company: f["ecosystem-fund"].full.project_name,
    });
    const access = f["access-compute"].full;
    expect(byForm["access-compute"]).toMatchObject({
      name: `${access.first_name} ${access.last_name}`,
      email: access.company_email,
      company: access.company_name,
    });
    expect(byForm.careers).toMatchObject({ name: f.careers.full.full_name, email: f.careers.full.email, company: null });
    expect(Object.keys(byForm.contact).sort()).toEqual(["company", "created_at", "email", "form", "id", "name", "source", "status"]);

    // 60 more leads: a first page of 50, newest first, then the rest; no lead twice, none missing.
    for (let i = 0; i < 60; i++) await postLead(base(), "contact", { ...f.contact.full, name: `Lead ${i}` });
    const total = before + 5 + 60;
    const seen: Array<{ id: string; created_at: string }> = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const res = await request(base(), "GET", `${ADMIN_API_PREFIX}leads${next ? `?before=${encodeURIComponent(next)}` : ""}`, { cookie });
      expect(res.status).toBe(200);
      const page = await res.json();
      expect(page.leads.length).toBeLessThanOrEqual(50);
      seen.push(...page.leads);
      next = page.next;
      pages++;
    } while (next);
    expect(pages).toBe(Math.ceil(total / 50));
    expect(seen.length).toBe(total);
    expect(new Set(seen.map((l) => l.id)).size).toBe(total);
    const keys = seen.map((l) => `${l.created_at}_${l.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(seen[0]!.id).toBe(seen.find((l) => (l as unknown as { name: string }).name === "Lead 59")!.id);
  });

  test("logs name operators by id, never by e-mail address, and hold no lead data", async () => {
    const { email, operator } = await createOperator(base(), ctx.db.env);
    await signIn(base(), email, "wrong wrong wrong");
    await signIn(base(), email, PASSWORD);
    const log = ctx.server.output();
    expect(log).toContain(operator.id);
    expect(log).not.toContain("@example.com");
    expect(log).not.toContain(fixtures.contact.full.email);
  });
});
