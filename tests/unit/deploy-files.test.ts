// The files a deployer installs and runs from, checked as they are committed (no Docker here; the
// runtime stage itself is laid out and run by tests/api/image-layout.test.ts):
// - the install is reproducible: package-lock.json resolves every dependency of every package it
//   holds, every platform's optional packages included (what `npm ci` refuses to install without),
//   and agrees with package.json; CI and the Dockerfile install with `npm ci`, never `npm install`;
//   `engines`, `.nvmrc`, the `node` devDependency and the image's base name Node 24; every package
//   with an install script is reviewed in `allowScripts`;
// - compose.yaml, read with its anchors merged as Docker reads them: a worker service from the
//   same image, the site's containers and Redis read-only with a tmpfs, no capabilities,
//   no-new-privileges, a memory limit and a rotated log on every service, POSTGRES_PASSWORD
//   required everywhere it is used (no default);
// - docs/deploy.md's Kubernetes example: a migration Job running a script the image holds, probes on
//   /readyz and /livez, a grace period longer than the drain, a read-only root file system;
// - docs/operations.md's alert rules name only metrics the server exports.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { metricsRegistry } from "../../src/server/observability/metrics.ts";
import { repoRoot } from "../../scripts/lib/server.ts";

const read = (path: string) => readFileSync(join(repoRoot, path), "utf8");

type LockEntry = {
  name?: string;
  version?: string;
  dev?: boolean;
  optional?: boolean;
  link?: boolean;
  hasInstallScript?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  engines?: Record<string, string>;
};
type Manifest = {
  engines?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

const pkg = JSON.parse(read("package.json")) as Manifest;
const lock = JSON.parse(read("package-lock.json")) as { lockfileVersion: number; packages: Record<string, LockEntry> };
const packages = lock.packages;

/** The package a lock entry's path names (`node_modules/a/node_modules/@s/b` → `@s/b`). */
const nameOf = (path: string) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);

/** Where Node (and npm) finds `name` from the package at `from`: its own node_modules, then each parent's. */
function resolveIn(from: string, name: string): string | null {
  let at = from;
  for (;;) {
    const candidate = `${at ? `${at}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!at) return null;
    const cut = at.lastIndexOf("/node_modules/");
    at = cut === -1 ? "" : at.slice(0, cut);
  }
}

describe("the install is reproducible", () => {
  test("the lockfile resolves every dependency of every package it holds, every platform's optional ones included", () => {
    expect(lock.lockfileVersion).toBe(3);
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(packages)) {
      if (entry.link) continue;
      const wanted = {
        ...entry.dependencies,
        ...entry.optionalDependencies,
        ...(path === "" ? entry.devDependencies : {}),
        ...Object.fromEntries(
          Object.entries(entry.peerDependencies ?? {}).filter(([name]) => !entry.peerDependenciesMeta?.[name]?.optional),
        ),
      };
      for (const name of Object.keys(wanted)) if (!resolveIn(path, name)) missing.push(`${path || "(root)"} → ${name}`);
    }
    expect(missing).toEqual([]);
    // Platform packages are recorded, not only this machine's (the lockfile once lacked them).
    const platforms = Object.values(packages).filter((e) => (e as { os?: string[] }).os);
    expect(platforms.flatMap((e) => (e as { os: string[] }).os)).toEqual(expect.arrayContaining(["linux", "darwin", "win32"]));
  });

  test("the lockfile's root is package.json: the same dependencies, the same ranges, the same engines", () => {
    const root = packages[""]!;
    expect(root.dependencies).toEqual(pkg.dependencies);
    expect(root.devDependencies).toEqual(pkg.devDependencies);
    expect(root.engines).toEqual(pkg.engines);
    // Production dependencies are installed from entries not marked dev (what `npm ci --omit=dev` keeps).
    for (const name of Object.keys(pkg.dependencies ?? {})) expect(packages[`node_modules/${name}`]?.dev, name).toBeFalsy();
  });

  test("CI and every Dockerfile stage install with npm ci, never npm install", () => {
    const installs = (text: string) => [...text.matchAll(/\bnpm\s+(ci|install|i|add)\b/g)].map((m) => m[1]);
    const docker = installs(
      read("Dockerfile")
        .split("\n")
        .filter((l) => l.startsWith("RUN "))
        .join("\n"),
    );
    expect(docker).toEqual(["ci", "ci"]);
    expect(read("Dockerfile")).toMatch(/npm ci --omit=dev/);
    const ci = read(".ci/run")
      .split("\n")
      .filter((l) => !l.trim().startsWith("#"))
      .join("\n");
    expect(installs(ci)).toEqual(["ci"]);
  });

  test("engines, .nvmrc, the node devDependency and the image's base all name Node 24", () => {
    expect(pkg.engines?.node).toBe(">=24.0.0 <25");
    expect(read(".nvmrc").trim()).toBe("24");
    expect(pkg.devDependencies?.node).toMatch(/^\^24\./);
    expect(read("Dockerfile")).toMatch(/^ARG NODE_IMAGE=node:24-/m);
  });

  test("every package with an install script is reviewed in allowScripts, and allowScripts names only packages installed", () => {
    const withScripts = Object.entries(packages)
      .filter(([path, e]) => path && e.hasInstallScript)
      .map(([path]) => nameOf(path));
    expect(withScripts.length).toBeGreaterThan(0);
    const allowed = pkg.allowScripts ?? {};
    expect(withScripts.filter((name) => allowed[name] !== true)).toEqual([]);
    expect(Object.keys(allowed).filter((name) => !packages[`node_modules/${name}`])).toEqual([]);
  });
});

type Service = {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  read_only?: boolean;
  tmpfs?: string[];
  cap_drop?: string[];
  security_opt?: string[];
  mem_limit?: string;
  stop_grace_period?: string;
  logging?: { driver?: string; options?: Record<string, string> };
};

describe("compose.yaml", () => {
  const text = read("compose.yaml");
  // `<<` merge keys resolved, as Docker Compose reads them.
  const compose = parse(text, { merge: true }) as { services: Record<string, Service> };
  const services = compose.services;
  const site = ["web-1", "web-2", "worker"];

  test("runs two web processes and a delivery worker from one image; only the worker delivers", () => {
    expect(Object.keys(services).sort()).toEqual(["postgres", "redis", "web-1", "web-2", "worker"]);
    const image = services["web-1"]!.image;
    for (const name of site) expect(services[name]!.image, name).toBe(image);
    expect(services.worker!.command?.at(-1)).toBe("scripts/worker.ts");
    expect(services.worker!.command?.[0]).toBe("node");
    for (const name of ["web-1", "web-2"]) expect(services[name]!.environment?.NOTIFY_WORKER, name).toBe("0");
    expect(services.worker!.environment?.NOTIFY_WORKER).toBeUndefined();
    expect(read("Dockerfile")).toMatch(/^COPY .*scripts\/worker\.ts.* \.\/scripts\/$/m);
  });

  test("the site's containers and Redis: read-only with a tmpfs for /tmp, no capabilities", () => {
    for (const name of [...site, "redis"]) {
      const s = services[name]!;
      expect(s.read_only, name).toBe(true);
      expect(
        s.tmpfs?.some((t) => t.startsWith("/tmp:") || t === "/tmp"),
        name,
      ).toBe(true);
      expect(s.cap_drop, name).toEqual(["ALL"]);
    }
  });

  test("every service: no-new-privileges, a memory limit, a rotated log", () => {
    for (const [name, s] of Object.entries(services)) {
      expect(s.security_opt, name).toContain("no-new-privileges:true");
      expect(s.mem_limit, name).toMatch(/^\d+[mg]$/);
      expect(s.logging?.driver, name).toBe("json-file");
      expect(s.logging?.options?.["max-size"], name).toMatch(/^\d+[km]$/);
      expect(Number(s.logging?.options?.["max-file"]), name).toBeGreaterThan(1);
    }
  });

  test("POSTGRES_PASSWORD is required wherever it is used: no default, no fixed password", () => {
    const uses = [...text.matchAll(/\$\{POSTGRES_PASSWORD([^}]*)\}/g)].map((m) => m[1]!);
    expect(uses.length).toBeGreaterThanOrEqual(2);
    for (const use of uses) expect(use).toMatch(/^:\?/);
    expect(services.postgres!.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    for (const name of site)
      expect(services[name]!.environment?.DATABASE_URL, name).toMatch(/^postgres:\/\/leads:\$\{POSTGRES_PASSWORD:\?[^}]*\}@/);
  });

  test("the web processes drain before Docker kills them: the grace period outlasts SHUTDOWN_TIMEOUT_MS's default", () => {
    for (const name of site) {
      const grace = Number(/^(\d+)s$/.exec(services[name]!.stop_grace_period ?? "")?.[1]) * 1000;
      const drain = Number(/:-(\d+)\}/.exec(services[name]!.environment?.SHUTDOWN_TIMEOUT_MS ?? "")?.[1]);
      expect(grace, name).toBeGreaterThan(drain);
    }
  });
});

/** The fenced ```yaml blocks of a Markdown section (from its heading to the next of its level). */
function yamlBlocks(doc: string, heading: string): string {
  const start = doc.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const level = heading.split(" ")[0]!;
  const rest = doc.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n${level} `));
  const section = end === -1 ? rest : rest.slice(0, end);
  return [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]).join("\n---\n");
}

type K8s = { kind: string; spec: Record<string, any> };

describe("docs/deploy.md's Kubernetes example", () => {
  const docs = parseAllDocuments(yamlBlocks(read("docs/deploy.md"), "## Kubernetes")).map((d) => d.toJS() as K8s);
  const byKind = (kind: string) => docs.filter((d) => d.kind === kind);

  test("a migration Job runs db-migrate, a script the image holds", () => {
    const [job] = byKind("Job");
    const command = job!.spec.template.spec.containers[0].command as string[];
    expect(command.join(" ")).toContain("scripts/db-migrate.ts");
    expect(read("Dockerfile")).toMatch(/^COPY .*scripts\/db-migrate\.ts.* \.\/scripts\/$/m);
  });

  test("the web Deployment: readiness on /readyz, liveness on /livez, a grace period longer than the drain, read-only", () => {
    const web = byKind("Deployment").find((d) => d.spec.template.spec.containers[0].readinessProbe)!;
    const pod = web.spec.template.spec;
    const c = pod.containers[0];
    expect(c.readinessProbe.httpGet.path).toBe("/readyz");
    expect(c.livenessProbe.httpGet.path).toBe("/livez");
    const preStop = Number(c.lifecycle?.preStop?.sleep?.seconds ?? 0);
    // SHUTDOWN_TIMEOUT_MS's default (10 s) unless the example sets it.
    const drain = Number(c.env?.find((e: { name: string }) => e.name === "SHUTDOWN_TIMEOUT_MS")?.value ?? 10_000) / 1000;
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStop + drain);
    expect(c.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ["ALL"] },
    });
  });

  test("the worker is a Deployment of its own running scripts/worker.ts", () => {
    const worker = byKind("Deployment").find((d) => (d.spec.template.spec.containers[0].command ?? []).includes("scripts/worker.ts"));
    expect(worker).toBeDefined();
  });
});

describe("docs/operations.md's alert rules", () => {
  test("name only metrics the server exports", async () => {
    const exported = new Set<string>();
    for (const m of await metricsRegistry.getMetricsAsJSON()) {
      exported.add(m.name);
      if (String(m.type) === "histogram") for (const suffix of ["_count", "_sum", "_bucket"]) exported.add(m.name + suffix);
    }
    const blocks = parseAllDocuments(yamlBlocks(read("docs/operations.md"), "## Metrics")).map((d) => d.toJS());
    const rules = blocks
      .flatMap((b: { groups?: { rules: { alert: string; expr: string }[] }[] }) => b?.groups ?? [])
      .flatMap((g) => g.rules);
    expect(rules.map((r) => r.alert)).toEqual(
      expect.arrayContaining(["LeadDeliveryBacklogOld", "LeadDeliveryDeadLetters", "HighServerErrorRate", "EventLoopLag"]),
    );
    const promql = new Set(["max", "min", "sum", "rate", "increase", "avg", "by", "without", "on", "and", "or", "unless"]);
    const unknown = rules.flatMap((r) =>
      [...r.expr.replace(/\{[^}]*\}|\[[^\]]*\]/g, "").matchAll(/\b([a-z_][a-z0-9_]*)\b/g)]
        .map((m) => m[1]!)
        .filter((name) => !promql.has(name) && !exported.has(name))
        .map((name) => `${r.alert}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});
