// The Docker image's runtime stage, without Docker: its files are laid out in a temporary folder
// exactly as the Dockerfile's COPY lines say (read from the Dockerfile, not a second list), with
// production dependencies only (`npm ci --omit=dev` from the committed lockfile, as the prod-deps
// stage does), and every command the docs promise is run there by the system's npm: the image's
// CMD (serve), db:migrate, leads (list, export, deliveries), operators, worker (starts, delivers,
// stops on SIGTERM), db:backup and db:restore. The Node 24 that runs them is the one running this
// test (in the image: the base image's; production dependencies hold no `node` package), and
// nothing of the repository's node_modules is on PATH.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { exampleSubmissions } from "../../src/forms/examples.ts";
import { repoRoot } from "../../scripts/lib/server.ts";

type Instruction = { op: string; args: string };
type Stage = { name: string; instructions: Instruction[] };

/** The Dockerfile's stages and their instructions (line continuations joined, comments dropped). */
function parseDockerfile(text: string): Stage[] {
  const logical = text
    .replace(/\\\r?\n/g, " ")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, op = "", args = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === "FROM") {
      const name = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? String(stages.length);
      stages.push({ name, instructions: [] });
    } else if (stages.length) stages.at(-1)!.instructions.push({ op: op.toUpperCase(), args });
  }
  return stages;
}

type Copy = { from: string | null; sources: string[]; dest: string };

function copies(stage: Stage): Copy[] {
  return stage.instructions
    .filter((i) => i.op === "COPY")
    .map((i) => {
      const words = i.args.split(/\s+/);
      const flags = words.filter((w) => w.startsWith("--"));
      const paths = words.filter((w) => !w.startsWith("--"));
      const from = flags.find((f) => f.startsWith("--from="))?.slice("--from=".length) ?? null;
      const unknown = flags.filter((f) => !f.startsWith("--from="));
      if (unknown.length) throw new Error(`COPY flags this test does not lay out: ${unknown.join(" ")}`);
      return { from, sources: paths.slice(0, -1), dest: paths.at(-1)! };
    });
}

const WORKDIR = "/app";
const dockerfile = parseDockerfile(readFileSync(join(repoRoot, "Dockerfile"), "utf8"));
const runtime = dockerfile.at(-1)!;

/** A path inside the image (absolute, or relative to WORKDIR) as a path inside `root`. */
const inImage = (root: string, path: string) => join(root, path.startsWith("/") ? path.slice(WORKDIR.length) : path);

/** Copies `sources` (paths under `from`) to `dest` with COPY's rules: a directory's contents, a file into a folder ending in "/". */
function copy(from: string, sources: string[], dest: string): void {
  for (const source of sources) {
    const src = join(from, source.startsWith("/") ? source.slice(WORKDIR.length) : source);
    if (!existsSync(src)) throw new Error(`COPY source missing: ${source}`);
    const intoFolder = dest.endsWith("/") || sources.length > 1;
    const target = intoFolder ? join(dest, source.split("/").filter(Boolean).at(-1)!) : dest;
    mkdirSync(dirname(target), { recursive: true });
    cpSync(src, target, { recursive: true });
  }
}

/** The PATH a command in the image sees: Node 24's folder first, nothing from any node_modules. */
const nodeDir = dirname(process.execPath);
const imagePath = [nodeDir, ...(process.env.PATH ?? "").split(delimiter).filter((p) => p && !p.includes("node_modules"))].join(delimiter);

let root = "";
let stageDirs: Record<string, string> = {};
let env: NodeJS.ProcessEnv = {};
let receiver: Server;
const received: string[] = [];
const children = new Set<ChildProcess>();

type Run = { code: number | null; out: string };

function start(
  command: string,
  args: string[],
  extra: NodeJS.ProcessEnv = {},
): { child: ChildProcess; output: () => string; exited: Promise<Run> } {
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extra }, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<Run>((resolve) =>
    child.once("exit", (code) => {
      children.delete(child);
      resolve({ code, out });
    }),
  );
  return { child, output: () => out, exited };
}

/** `npm run <script> -- args` in the laid-out image; resolves when it exits. */
const npmRun = (script: string, args: string[] = [], extra: NodeJS.ProcessEnv = {}) =>
  start("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], extra).exited;

async function waitFor<T>(what: string, check: () => T | undefined | null | false, output: () => string, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms:\n${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "image-layout-"));
  const stages = Object.fromEntries(dockerfile.map((s) => [s.name, s]));
  // The stages a runtime COPY --from names: `build` is this repository with its built dist/ (the
  // global setup builds a stale one); `prod-deps` is made here as its RUN line makes it.
  stageDirs = { build: repoRoot };
  const prod = stages["prod-deps"];
  if (prod) {
    const dir = mkdtempSync(join(tmpdir(), "image-prod-deps-"));
    for (const c of copies(prod)) copy(repoRoot, c.sources, inImage(dir, c.dest));
    const run = prod.instructions.find((i) => i.op === "RUN")?.args ?? "";
    expect(run, "prod-deps installs exactly the lockfile, without devDependencies").toMatch(/npm ci --omit=dev/);
    const ci = spawn("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"], {
      cwd: dir,
      env: { ...process.env, PATH: imagePath },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    ci.stdout.on("data", (d) => (out += d));
    ci.stderr.on("data", (d) => (out += d));
    const code = await new Promise<number | null>((r) => ci.once("exit", r));
    if (code !== 0) throw new Error(`npm ci --omit=dev failed (${code}):\n${out}`);
    stageDirs["prod-deps"] = dir;
  }
  for (const c of copies(runtime)) {
    const from = c.from === null ? repoRoot : stageDirs[c.from];
    if (!from) throw new Error(`COPY --from=${c.from}: a stage this test cannot lay out`);
    copy(from, c.sources, inImage(root, c.dest));
  }
  mkdirSync(join(root, "data"), { recursive: true });

  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      received.push(body);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const port = (receiver.address() as { port: number }).port;

  // The runtime stage's ENV, its /app paths moved into the layout; then the test's own settings.
  const imageEnv: NodeJS.ProcessEnv = {};
  for (const i of runtime.instructions.filter((i) => i.op === "ENV")) {
    for (const [, name, value] of i.args.matchAll(/(\w+)=(\S+)/g))
      imageEnv[name!] = value!.startsWith(`${WORKDIR}/`) ? inImage(root, value!) : value;
  }
  env = {
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    PATH: imagePath,
    ...imageEnv,
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_FORMAT: "json",
    WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
    WEBHOOK_SECRET: `whsec_${Buffer.from("image-layout-secret-0123456789").toString("base64")}`,
    NOTIFY_ALLOW_PRIVATE: "1",
    NOTIFY_WORKER: "0",
    SITE_URL: "https://leads.example-gpu.test",
  };
}, 240_000);

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  receiver?.closeAllConnections();
  await new Promise((r) => receiver?.close(r));
  if (root) rmSync(root, { recursive: true, force: true });
  if (stageDirs["prod-deps"]) rmSync(stageDirs["prod-deps"], { recursive: true, force: true });
}, 120_000);

describe("the image's runtime stage, laid out from the Dockerfile", () => {
  const email = "image.layout@example.test";

  test("holds production dependencies only, and no Node of its own", () => {
    expect(existsSync(join(root, "node_modules/pino/package.json"))).toBe(true);
    expect(existsSync(join(root, "node_modules/vitest"))).toBe(false);
    expect(existsSync(join(root, "node_modules/astro"))).toBe(false);
    expect(existsSync(join(root, "node_modules/node"))).toBe(false);
    expect(existsSync(join(root, "dist/index.html"))).toBe(true);
  });

  test("db:migrate, then the image's CMD serves pages, health and the lead API, and stops on SIGTERM", async () => {
    const migrate = await npmRun("db:migrate");
    expect(migrate.out).toMatch(/applied|up to date/);
    expect(migrate.code).toBe(0);

    const cmd = JSON.parse(runtime.instructions.findLast((i) => i.op === "CMD")!.args) as string[];
    expect(cmd[0]).toBe("node");
    const server = start(process.execPath, cmd.slice(1));
    const port = await waitFor(
      "the server listens",
      () => /listening on http:\/\/localhost:(\d+)/.exec(server.output())?.[1],
      server.output,
    );
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<html");
    const lead = await fetch(`${base}/api/forms/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...exampleSubmissions.contact, email }),
    });
    expect(lead.status).toBe(201);
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
  }, 60_000);

  test("leads: list, export, deliveries", async () => {
    const list = await npmRun("leads", ["list", "contact_messages"]);
    expect(list.out).toContain(email);
    expect(list.code).toBe(0);
    const csv = await npmRun("leads", ["export", "contact_messages", "--format", "csv"]);
    expect(csv.out).toContain(email);
    expect(csv.code).toBe(0);
    const deliveries = await npmRun("leads", ["deliveries", "--json"]);
    expect(deliveries.code).toBe(0);
    expect(deliveries.out).toMatch(/pending/);
  }, 60_000);

  test("operators: add prints a one-time link to SITE_URL; list shows the account", async () => {
    const add = await npmRun("operators", ["add", "ops@example.test"]);
    expect(add.code).toBe(0);
    expect(add.out).toContain("https://leads.example-gpu.test/admin/set-password#token=");
    const list = await npmRun("operators", ["list"]);
    expect(list.code).toBe(0);
    expect(list.out).toContain("ops@example.test");
  }, 60_000);

  test("worker: starts, delivers the pending lead (counted on its METRICS_PORT), stops on SIGTERM", async () => {
    const worker = start("npm", ["run", "--silent", "worker"], { METRICS_PORT: "0" });
    await waitFor("the webhook receives the lead", () => received.some((b) => b.includes(email)), worker.output);
    await waitFor("the worker records the delivery", () => worker.output().includes('"msg":"delivered"'), worker.output);
    // Its own /metrics (METRICS_PORT) counts the attempt.
    const port = /metrics on http:\/\/[^:]+:(\d+)\/metrics/.exec(worker.output())?.[1];
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(metrics).toContain('delivery_attempts_total{destination="webhook",outcome="delivered"} 1');
    worker.child.kill("SIGTERM");
    const { code } = await worker.exited;
    expect(code).toBe(0);
  }, 60_000);

  test("db:backup copies the database; db:restore puts it back, and refuses to replace one without --force", async () => {
    const backup = join(root, "data/backup.db");
    const made = await npmRun("db:backup", [backup]);
    expect(made.out).toContain("backed up");
    expect(made.code).toBe(0);
    const restoredPath = join(root, "data/restored.db");
    const restored = await npmRun("db:restore", [backup], { LEADS_DB_PATH: restoredPath });
    expect(restored.code).toBe(0);
    const again = await npmRun("db:restore", [backup], { LEADS_DB_PATH: restoredPath });
    expect(again.code).not.toBe(0);
    expect(again.out).toContain("--force");
    const list = await npmRun("leads", ["list", "contact_messages"], { LEADS_DB_PATH: restoredPath });
    expect(list.out).toContain(email);
  }, 60_000);
});
