/**
 * The one module that reads the environment: every variable, its check and its default, in one
 * zod schema (`variables`); the rest of the code gets its typed part of the result. A bad value
 * stops the start with a message that names the variable and what is wrong (ConfigError).
 * docs/operations.md, "Configuration", lists exactly these variables (tests/unit/config.test.ts).
 * The shapes and parsers of the values features own (delivery destinations, the team roles' forms,
 * allowed origins) are written here too, at the end, so that the features import this module and
 * this module imports no feature (tests/unit/structure.test.ts).
 */
import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { pino } from "pino";
import { z } from "zod";
import { DEFAULT_SITE_URL, mailboxesOf, type SiteAddresses } from "../content/site.ts";
import { DEFAULT_FACILITATOR_TIMEOUT_MS, type X402SandboxSettings } from "../content/x402-sandbox.ts";
import { formSlugs, isFormSlug } from "../forms/forms.ts";
import type { FormSlug } from "../forms/types.ts";
import { ROLE_NAMES } from "./admin-api-schema.ts";

export type DatabaseConfig = { engine: "sqlite"; path: string } | { engine: "postgres"; url: string };

/** Every environment variable the server reads, parsed once. See docs/operations.md, "Configuration". */
export type Config = {
  host: string;
  port: number;
  /** Directory of the built site (astro build output). */
  distDir: string;
  /** DATABASE_URL postgres://… → PostgreSQL; unset → SQLite at LEADS_DB_PATH or ./data/leads.db. */
  database: DatabaseConfig;
  /** REDIS_URL: set → rate limits shared through Redis; unset → in memory. */
  redisUrl: string | null;
  /** RATE_LIMIT_PER_MINUTE: submissions per client IP per form per minute; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** X402_RATE_LIMIT_PER_MINUTE: x402 sandbox payments (HTTP and the MCP quote tool together) per client IP per minute; 0 turns the limit off. */
  x402RateLimitPerMinute: number;
  /** TRUST_PROXY: number of reverse proxies in front (0 = ignore X-Forwarded-For). */
  trustProxyHops: number;
  /** SHUTDOWN_TIMEOUT_MS: how long SIGTERM waits for requests in flight before closing them. */
  shutdownTimeoutMs: number;
  /** ALLOWED_ORIGINS: other origins (comma-separated) whose pages may post to the API. */
  allowedOrigins: string[];
  /** MAX_CONNECTIONS: open connections at most; more are refused until some close. */
  maxConnections: number;
  /**
   * MAX_CONNECTIONS_PER_CLIENT: open connections of one client address (IPv6: one /64) at most;
   * 0 = no cap. The address is the TCP peer's: behind a proxy (TRUST_PROXY > 0) that is the
   * proxy, so there the default is 0 and the proxy caps its clients.
   */
  maxConnectionsPerClient: number;
  /**
   * MAX_PIPELINED_REQUESTS: requests one connection may have waiting for their answers (HTTP/1.1
   * pipelining); a connection that sends more without reading the answers is closed.
   */
  maxPipelinedRequests: number;
  /** REQUEST_TIMEOUT_MS: the whole request (headers and body) must arrive within this time (408). */
  requestTimeoutMs: number;
  /** LEAD_RETENTION_DAYS: leads older than this many days are deleted (daily); null keeps them for ever. */
  leadRetentionDays: number | null;
  /** FORCE_HTTPS=1: requests the trusted proxy forwarded as plain HTTP are redirected to HTTPS. */
  forceHttps: boolean;
  /** ADMIN_HASH_CONCURRENCY: operator password hashes run at once (argon2id: each a thread of libuv's pool and 19 MiB). */
  adminHashConcurrency: number;
  /** ADMIN_HASH_QUEUE: sign-ins that may wait for a hash; past it they are answered 503 at once. */
  adminHashQueue: number;
  /** WEBHOOK_*, SMTP_URL, NOTIFY_*, SLACK_*, DISCORD_*, TELEGRAM_*: where leads are delivered (delivery/config.ts). */
  delivery: DeliveryConfig;
  /** X402_FACILITATOR_*: the x402 sandbox's facilitator (content/x402-sandbox.ts holds the rest). */
  x402: X402FacilitatorConfig;
  /** ERASURE_HASH_KEY: the key of the address an erasure records; null → one generated per database. */
  erasureHashKey: string | null;
  /** OPERATOR_ROLE_FORMS: the forms each team role of the inbox sees (DEFAULT_ROLE_FORMS below when unset). */
  operatorRoleForms: RoleForms;
  /** ADMIN_SESSION_LIFETIME_HOURS: an operator's session ends this long after sign-in, used or not (ms). */
  sessionLifetimeMs: number;
  /** REQUIRE_SECOND_FACTOR=1: every operator needs a second factor (one without registers it at the next sign-in). */
  requireSecondFactor: boolean;
  /** PAGE_VIEWS=0 turns the page-view counter off; PAGE_VIEWS_FLUSH_MS: how often its counts are written. */
  pageViews: { enabled: boolean; flushMs: number };
  log: LogConfig;
  /** SITE_URL (the public origin), SALES_EMAIL, SUPPORT_EMAIL: what the build showed and the server links to. */
  site: SiteAddresses;
  /** METRICS_TOKEN (Bearer token of GET /metrics; null: no /metrics on the public port) and METRICS_PORT (null: none). */
  metrics: { token: string | null; port: number | null };
};

/** X402_FACILITATOR_URL (null: offline) and X402_FACILITATOR_TIMEOUT_MS. */
export type X402FacilitatorConfig = Pick<X402SandboxSettings, "facilitatorUrl" | "facilitatorTimeoutMs">;

export type LogConfig = {
  /** LOG_LEVEL: pino's level. */
  level: string;
  /** LOG_FORMAT: "pretty" → readable lines; anything else → JSON lines. */
  format: string | undefined;
};

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const root = fileURLToPath(new URL("../../", import.meta.url));

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 10;
export const DEFAULT_X402_RATE_LIMIT_PER_MINUTE = 20;
/** Webhook endpoints at most: WEBHOOK_URL, WEBHOOK_URL_2 … WEBHOOK_URL_9. */
export const MAX_WEBHOOKS = 9;

// Field builders. An issue's message starts with the variable's name (the issue's path).
type Issue = { path?: PropertyKey[]; input?: unknown };
const named = (what: string) => ({ error: (iss: Issue) => `${String(iss.path?.[0])} ${what}, got "${String(iss.input)}"` });
/** Unset and empty are the same: the default. */
const blankIsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema);
const text = () => blankIsUnset(z.string().optional());
const textOr = (fallback: string) => blankIsUnset(z.string().default(fallback));
/** A whole number ≥ 0. */
const count = (fallback: number) =>
  blankIsUnset(z.string().regex(/^\d+$/, named("must be a whole number")).transform(Number).default(fallback));
/** A whole number ≥ 1. */
const positiveCount = (what: string) =>
  z
    .string()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1, named(what))
    .transform(Number);
/** Comma-separated, blanks dropped. */
const list = () =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    );
const flag = (on: (value: string | undefined) => boolean) => z.string().optional().transform(on);

const webhookSuffixes = Array.from({ length: MAX_WEBHOOKS }, (_, i) => (i === 0 ? "" : `_${i + 1}`));
const webhookUrl = blankIsUnset(
  z
    .string()
    .refine((v) => URL.canParse(v), { error: (iss) => `${String(iss.path?.[0])} is not a URL`, abort: true })
    .refine((v) => /^https?:$/.test(new URL(v).protocol), { error: (iss) => `${String(iss.path?.[0])} must be http:// or https://` })
    .optional(),
);
const webhookVariables = Object.fromEntries(
  webhookSuffixes.flatMap((s) => [
    [`WEBHOOK_URL${s}`, webhookUrl],
    [`WEBHOOK_SECRET${s}`, text()],
  ]),
) as Record<`WEBHOOK_${"URL" | "SECRET"}${string}`, typeof webhookUrl>;
/** WEBHOOK_FORMS, WEBHOOK_FORMS_2 … _9: the forms a webhook receives (comma-separated slugs; checked in delivery()). */
const webhookFormVariables = Object.fromEntries(webhookSuffixes.map((s) => [`WEBHOOK_FORMS${s}`, text()])) as Record<
  `WEBHOOK_FORMS${string}`,
  ReturnType<typeof text>
>;
/** SLACK_DETAIL, DISCORD_DETAIL, TELEGRAM_DETAIL. */
const chatDetail = () => blankIsUnset(z.enum(["summary", "full"], named("must be summary or full")).default("summary"));
/** A chat channel's secret-bearing URL: its message never repeats the value. */
const chatUrl = webhookUrl;
/** NOTIFY_EMAIL_TO_<FORM>: the form's slug in capitals, "-" as "_". */
const formEmailVariable = (slug: FormSlug): `NOTIFY_EMAIL_TO_${string}` => `NOTIFY_EMAIL_TO_${slug.toUpperCase().replaceAll("-", "_")}`;
const formEmailVariables = Object.fromEntries(formSlugs.map((slug) => [formEmailVariable(slug), list()])) as Record<
  `NOTIFY_EMAIL_TO_${string}`,
  ReturnType<typeof list>
>;
const logLevels = [...Object.keys(pino.levels.values), "silent"];

/** Every environment variable: its check and its default. */
const variables = {
  HOST: textOr("0.0.0.0"),
  PORT: z
    .string()
    .default("4321")
    .refine(
      (v) => Number.isInteger(Number.parseInt(v, 10)) && Number.parseInt(v, 10) >= 0 && Number.parseInt(v, 10) <= 65535,
      named("must be 0-65535"),
    )
    .transform((v) => Number.parseInt(v, 10)),
  DIST_DIR: textOr(`${root}dist`),
  DATABASE_URL: blankIsUnset(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//i, { error: "DATABASE_URL must start with postgres:// or postgresql:// (unset it to use SQLite)" })
      .optional(),
  ),
  LEADS_DB_PATH: textOr(`${root}data/leads.db`).transform((path) => (isAbsolute(path) ? path : resolve(path))),
  REDIS_URL: text(),
  RATE_LIMIT_PER_MINUTE: count(DEFAULT_RATE_LIMIT_PER_MINUTE),
  X402_RATE_LIMIT_PER_MINUTE: count(DEFAULT_X402_RATE_LIMIT_PER_MINUTE),
  TRUST_PROXY: count(0),
  FORCE_HTTPS: blankIsUnset(z.enum(["0", "1"], named("must be 0 or 1")).default("0")),
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .refine(
      (v) =>
        (v ?? "")
          .split(",")
          .map((o) => o.trim())
          .filter(Boolean)
          .every((o) => URL.canParse(o)),
      named("must be comma-separated origins such as https://example.com"),
    )
    .transform(parseAllowedOrigins),
  SHUTDOWN_TIMEOUT_MS: count(10_000),
  MAX_CONNECTIONS: count(1_000),
  /** Unset: 100, or 0 behind a proxy (see Config). */
  MAX_CONNECTIONS_PER_CLIENT: blankIsUnset(z.string().regex(/^\d+$/, named("must be a whole number")).transform(Number).optional()),
  MAX_PIPELINED_REQUESTS: count(16),
  REQUEST_TIMEOUT_MS: count(30_000),
  X402_FACILITATOR_URL: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : v),
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/i, named("must be an http(s) URL"))
      .optional(),
  ),
  X402_FACILITATOR_TIMEOUT_MS: blankIsUnset(positiveCount("must be a positive whole number").default(DEFAULT_FACILITATOR_TIMEOUT_MS)),
  ...webhookVariables,
  SMTP_URL: text(),
  NOTIFY_EMAIL_FROM: text(),
  NOTIFY_EMAIL_TO: list(),
  ...formEmailVariables,
  NOTIFY_ALLOW_PRIVATE: flag((v) => v === "1"),
  NOTIFY_RETRY_SCALE: blankIsUnset(
    z
      .string()
      .refine((v) => Number.isFinite(Number(v)) && Number(v) > 0, named("must be a positive number"))
      .transform(Number)
      .default(1),
  ),
  NOTIFY_TIMEOUT_MS: blankIsUnset(
    z
      .string()
      .refine((v) => Number.isInteger(Number(v)) && Number(v) > 0, named("must be a positive whole number"))
      .transform(Number)
      .default(15_000),
  ),
  NOTIFY_WORKER: flag((v) => v !== "0"),
  ...webhookFormVariables,
  SLACK_WEBHOOK_URL: chatUrl,
  SLACK_DETAIL: chatDetail(),
  SLACK_FORMS: text(),
  DISCORD_WEBHOOK_URL: chatUrl,
  DISCORD_DETAIL: chatDetail(),
  DISCORD_FORMS: text(),
  // The token is a secret: its message never repeats the value.
  TELEGRAM_BOT_TOKEN: blankIsUnset(
    z
      .string()
      .regex(/^\d+:[A-Za-z0-9_-]+$/, { error: "TELEGRAM_BOT_TOKEN must be a bot token as @BotFather gives it (<digits>:<letters>)" })
      .optional(),
  ),
  TELEGRAM_CHAT_ID: blankIsUnset(
    z
      .string()
      .regex(/^(-?\d+|@[A-Za-z][A-Za-z0-9_]{3,})$/, named("must be a chat's numeric id (groups: -100…) or a channel's @username"))
      .optional(),
  ),
  TELEGRAM_API_URL: blankIsUnset(
    z
      .string()
      .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i, named("must be an http(s) URL without query"))
      .default("https://api.telegram.org"),
  ),
  TELEGRAM_DETAIL: chatDetail(),
  TELEGRAM_FORMS: text(),
  ADMIN_HASH_CONCURRENCY: count(1),
  ADMIN_HASH_QUEUE: count(8),
  LEAD_RETENTION_DAYS: blankIsUnset(positiveCount("must be a whole number of days (1 or more)").optional()),
  ERASURE_HASH_KEY: text(),
  OPERATOR_ROLE_FORMS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseRoleForms(value);
      } catch (err) {
        ctx.addIssue({ code: "custom", message: `OPERATOR_ROLE_FORMS: ${(err as Error).message}, got "${value}"` });
        return z.NEVER;
      }
    }),
  REQUIRE_SECOND_FACTOR: blankIsUnset(z.enum(["0", "1"], named("must be 0 or 1")).default("0")),
  ADMIN_SESSION_LIFETIME_HOURS: blankIsUnset(positiveCount("must be a whole number of hours (1 or more)").default(7 * 24)),
  PAGE_VIEWS: flag((v) => v !== "0"),
  PAGE_VIEWS_FLUSH_MS: blankIsUnset(positiveCount("must be a positive whole number of milliseconds").default(60_000)),
  LOG_LEVEL: z
    .string()
    .default("info")
    .refine((v) => logLevels.includes(v.toLowerCase()), named(`must be one of ${logLevels.join(", ")}`)),
  LOG_FORMAT: z.string().optional(),
  METRICS_TOKEN: blankIsUnset(
    z.string().min(16, { error: "METRICS_TOKEN must be at least 16 characters (a long random string)" }).optional(),
  ),
  METRICS_PORT: blankIsUnset(
    z
      .string()
      .refine((v) => /^\d+$/.test(v) && Number(v) <= 65535, named("must be a port number (0-65535)"))
      .transform(Number)
      .optional(),
  ),
  // The public origin and contact addresses: read by `npm run build` (astro.config.ts) and the server.
  SITE_URL: text(),
  PUBLIC_URL: text(),
  SALES_EMAIL: text(),
  SUPPORT_EMAIL: text(),
  // Read by scripts only.
  CHROMIUM_PATH: z.string().default("/usr/bin/chromium"),
  BENCH_NODE_FLAGS: z.string().optional(),
  BENCH_DATABASE_URL: text(),
};

/** The schema of the whole environment. */
export const envSchema = z.object(variables);
type Variable = keyof typeof variables;
/** The parsed variables; the numbered webhooks and the per-form recipients by their names' patterns. */
type Vars = z.output<typeof envSchema> & { [name: `WEBHOOK_${string}`]: string | undefined } & {
  [name: `NOTIFY_EMAIL_TO_${string}`]: string[];
};
/** The names of every variable the configuration knows. */
export const configVariables = Object.keys(variables) as Variable[];

/** The variables `names` parsed and checked; a bad one → ConfigError naming it (all bad ones, one per line). */
function read<K extends Variable>(env: NodeJS.ProcessEnv, names: readonly K[]): Pick<Vars, K> {
  const mask = Object.fromEntries(names.map((name) => [name, true])) as Record<Variable, true>;
  const result = envSchema.pick(mask).safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => issue.message).join("\n"));
  return result.data as Pick<Vars, K>;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const vars = read(env, configVariables);
  return {
    host: vars.HOST,
    port: vars.PORT,
    distDir: vars.DIST_DIR,
    database: database(vars),
    redisUrl: vars.REDIS_URL ?? null,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    x402RateLimitPerMinute: vars.X402_RATE_LIMIT_PER_MINUTE,
    trustProxyHops: vars.TRUST_PROXY,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    allowedOrigins: vars.ALLOWED_ORIGINS,
    maxConnections: vars.MAX_CONNECTIONS,
    maxConnectionsPerClient: vars.MAX_CONNECTIONS_PER_CLIENT ?? (vars.TRUST_PROXY > 0 ? 0 : 100),
    maxPipelinedRequests: vars.MAX_PIPELINED_REQUESTS,
    requestTimeoutMs: vars.REQUEST_TIMEOUT_MS,
    leadRetentionDays: vars.LEAD_RETENTION_DAYS ?? null,
    forceHttps: forceHttps(vars),
    adminHashConcurrency: vars.ADMIN_HASH_CONCURRENCY,
    adminHashQueue: vars.ADMIN_HASH_QUEUE,
    delivery: delivery(vars),
    x402: { facilitatorUrl: vars.X402_FACILITATOR_URL ?? null, facilitatorTimeoutMs: vars.X402_FACILITATOR_TIMEOUT_MS },
    erasureHashKey: vars.ERASURE_HASH_KEY ?? null,
    operatorRoleForms: vars.OPERATOR_ROLE_FORMS,
    sessionLifetimeMs: vars.ADMIN_SESSION_LIFETIME_HOURS * 3_600_000,
    requireSecondFactor: vars.REQUIRE_SECOND_FACTOR === "1",
    pageViews: { enabled: vars.PAGE_VIEWS, flushMs: vars.PAGE_VIEWS_FLUSH_MS },
    log: { level: vars.LOG_LEVEL, format: vars.LOG_FORMAT },
    site: siteAddresses(env),
    metrics: { token: vars.METRICS_TOKEN ?? null, port: vars.METRICS_PORT ?? null },
  };
}

/** FORCE_HTTPS: unset, empty or 0 → off; 1 → on, which needs a proxy to say how a request came (TRUST_PROXY). */
function forceHttps(vars: Pick<Vars, "FORCE_HTTPS" | "TRUST_PROXY">): boolean {
  if (vars.FORCE_HTTPS === "0") return false;
  if (vars.TRUST_PROXY === 0) {
    throw new ConfigError(
      "FORCE_HTTPS=1 needs TRUST_PROXY (1 or more): without a proxy's X-Forwarded-Proto the server cannot tell HTTP from HTTPS",
    );
  }
  return true;
}

/** The database part alone (the CLI and db:migrate need nothing else). */
export function databaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return database(read(env, ["DATABASE_URL", "LEADS_DB_PATH"]));
}

function database(vars: Pick<Vars, "DATABASE_URL" | "LEADS_DB_PATH">): DatabaseConfig {
  return vars.DATABASE_URL ? { engine: "postgres", url: vars.DATABASE_URL } : { engine: "sqlite", path: vars.LEADS_DB_PATH };
}

const deliveryVariables = configVariables.filter((name) =>
  /^(WEBHOOK_|SMTP_URL$|NOTIFY_|SLACK_|DISCORD_|TELEGRAM_|SITE_URL$|PUBLIC_URL$)/.test(name),
);

/** A destination's forms (`name`: comma-separated slugs); unset → null (every form); an unknown slug stops the start. */
function formsOf(name: string, raw: string | undefined, needs: string | null): FormSlug[] | null {
  if (raw === undefined) return null;
  if (needs) throw new ConfigError(`${name} is set without ${needs}`);
  const slugs = raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = slugs.filter((s) => !(formSlugs as readonly string[]).includes(s));
  if (unknown.length)
    throw new ConfigError(
      `${name} names unknown form${unknown.length > 1 ? "s" : ""} ${unknown.map((s) => `"${s}"`).join(", ")} (forms: ${formSlugs.join(", ")})`,
    );
  return slugs.length ? ([...new Set(slugs)] as FormSlug[]) : null;
}

/** The chat channels (delivery/config.ts): Slack, Discord, Telegram. */
function chatDestinations(vars: Vars): Destination[] {
  const out: Destination[] = [];
  const slack = vars.SLACK_WEBHOOK_URL;
  const slackForms = formsOf("SLACK_FORMS", vars.SLACK_FORMS, slack ? null : "SLACK_WEBHOOK_URL");
  if (slack) out.push({ kind: "slack", key: "slack", url: slack, detail: vars.SLACK_DETAIL as ChatDetail, forms: slackForms });
  const discord = vars.DISCORD_WEBHOOK_URL;
  const discordForms = formsOf("DISCORD_FORMS", vars.DISCORD_FORMS, discord ? null : "DISCORD_WEBHOOK_URL");
  if (discord) out.push({ kind: "discord", key: "discord", url: discord, detail: vars.DISCORD_DETAIL as ChatDetail, forms: discordForms });
  const token = vars.TELEGRAM_BOT_TOKEN;
  const chatId = vars.TELEGRAM_CHAT_ID;
  if (token && !chatId) throw new ConfigError("TELEGRAM_BOT_TOKEN needs TELEGRAM_CHAT_ID (the chat the bot posts to)");
  if (chatId && !token) throw new ConfigError("TELEGRAM_CHAT_ID is set without TELEGRAM_BOT_TOKEN");
  const telegramForms = formsOf("TELEGRAM_FORMS", vars.TELEGRAM_FORMS, token ? null : "TELEGRAM_BOT_TOKEN");
  if (token && chatId)
    out.push({
      kind: "telegram",
      key: "telegram",
      apiUrl: vars.TELEGRAM_API_URL.replace(/\/+$/, ""),
      token,
      chatId,
      detail: vars.TELEGRAM_DETAIL as ChatDetail,
      forms: telegramForms,
    });
  return out;
}

/** Where leads are delivered (docs/lead-api.md, "Lead delivery"); the variables are described in delivery/config.ts. */
export function loadDeliveryConfig(env: NodeJS.ProcessEnv = process.env): DeliveryConfig {
  return delivery(read(env, deliveryVariables) as Vars);
}

function delivery(vars: Vars): DeliveryConfig {
  const destinations: Destination[] = [];
  webhookSuffixes.forEach((suffix, i) => {
    const url = vars[`WEBHOOK_URL${suffix}`];
    const secret = vars[`WEBHOOK_SECRET${suffix}`];
    if (!url) {
      if (secret) throw new ConfigError(`WEBHOOK_SECRET${suffix} is set without WEBHOOK_URL${suffix}`);
      formsOf(`WEBHOOK_FORMS${suffix}`, vars[`WEBHOOK_FORMS${suffix}`], `WEBHOOK_URL${suffix}`);
      return;
    }
    if (!secret || !/^whsec_[A-Za-z0-9+/=]{16,}$/.test(secret)) {
      throw new ConfigError(`WEBHOOK_SECRET${suffix} must be a Standard Webhooks secret (whsec_ followed by base64)`);
    }
    const forms = formsOf(`WEBHOOK_FORMS${suffix}`, vars[`WEBHOOK_FORMS${suffix}`], null);
    destinations.push({ kind: "webhook", key: i === 0 ? "webhook" : `webhook${suffix}`, url, secret, forms });
  });
  const toByForm: EmailDestination["toByForm"] = {};
  for (const slug of formSlugs) {
    const to = vars[formEmailVariable(slug)] ?? [];
    if (to.length) toByForm[slug] = to;
  }
  const to = vars.NOTIFY_EMAIL_TO;
  const smtpUrl = vars.SMTP_URL;
  let smtp: DeliveryConfig["smtp"] = null;
  if (smtpUrl || to.length > 0 || Object.keys(toByForm).length > 0) {
    if (!smtpUrl || !/^smtps?:\/\//i.test(smtpUrl))
      throw new ConfigError("SMTP_URL must be smtp://… or smtps://… when NOTIFY_EMAIL_TO is set");
    if (!vars.NOTIFY_EMAIL_FROM) throw new ConfigError("NOTIFY_EMAIL_FROM must be set with SMTP_URL");
    smtp = { url: smtpUrl, from: vars.NOTIFY_EMAIL_FROM };
    // Without recipients, SMTP_URL serves the operators' one-time links alone (no lead is e-mailed).
    if (to.length || Object.keys(toByForm).length)
      destinations.push({ kind: "email", key: "email", smtpUrl, from: vars.NOTIFY_EMAIL_FROM, to, toByForm });
  }
  destinations.push(...chatDestinations(vars));
  return {
    destinations,
    allowPrivate: vars.NOTIFY_ALLOW_PRIVATE,
    retryScale: vars.NOTIFY_RETRY_SCALE,
    timeoutMs: vars.NOTIFY_TIMEOUT_MS,
    workerInProcess: vars.NOTIFY_WORKER,
    siteUrl: originOf(vars),
    smtp,
  };
}

/** LOG_LEVEL and LOG_FORMAT alone: the log is made before the rest is read, so that its errors are logged. */
export function logConfig(env: NodeJS.ProcessEnv = process.env): LogConfig {
  const vars = read(env, ["LOG_LEVEL", "LOG_FORMAT"]);
  return { level: vars.LOG_LEVEL, format: vars.LOG_FORMAT };
}

/** ERASURE_HASH_KEY alone (the leads CLI's erasure). */
export function erasureHashKey(env: NodeJS.ProcessEnv = process.env): string | null {
  return read(env, ["ERASURE_HASH_KEY"]).ERASURE_HASH_KEY ?? null;
}

/** SITE_URL (or PUBLIC_URL): the site's public origin, for canonical links, the build's addresses and the links `npm run operators` prints. */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return originOf(read(env, ["SITE_URL", "PUBLIC_URL"]));
}

function originOf(vars: Pick<Vars, "SITE_URL" | "PUBLIC_URL">): string {
  const raw = vars.SITE_URL ?? vars.PUBLIC_URL ?? DEFAULT_SITE_URL;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new ConfigError(`SITE_URL must be an absolute http(s) URL such as https://example.com, got "${raw}".`);
  }
  return new URL(raw).origin;
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;

/** SITE_URL with SALES_EMAIL and SUPPORT_EMAIL (default sales@ and support@ SITE_URL's host). */
export function siteAddresses(env: NodeJS.ProcessEnv = process.env): SiteAddresses {
  const url = siteOrigin(env);
  const vars = read(env, ["SALES_EMAIL", "SUPPORT_EMAIL"]);
  const defaults = mailboxesOf(url);
  for (const name of ["SALES_EMAIL", "SUPPORT_EMAIL"] as const) {
    const value = vars[name];
    if (value !== undefined && !EMAIL.test(value)) throw new ConfigError(`${name} must be an e-mail address, got "${value}".`);
  }
  return { url, email: { sales: vars.SALES_EMAIL ?? defaults.sales, support: vars.SUPPORT_EMAIL ?? defaults.support } };
}

// Script-only variables.

/** CHROMIUM_PATH: the browser of the end-to-end tests and the audit. */
export const chromiumPath = (env: NodeJS.ProcessEnv = process.env): string => read(env, ["CHROMIUM_PATH"]).CHROMIUM_PATH;

/** The benchmarks' variables: BENCH_NODE_FLAGS (undefined → the script's own), BENCH_DATABASE_URL (null → SQLite only). */
export function benchConfig(env: NodeJS.ProcessEnv = process.env): {
  nodeFlags: string | undefined;
  databaseUrl: string | null;
  logLevel: string;
} {
  const vars = read(env, ["BENCH_NODE_FLAGS", "BENCH_DATABASE_URL", "LOG_LEVEL"]);
  return { nodeFlags: vars.BENCH_NODE_FLAGS, databaseUrl: vars.BENCH_DATABASE_URL ?? null, logLevel: vars.LOG_LEVEL };
}

/** Sets `name` for this process and the code it starts, unless it is set already (`npm start`'s log format). */
export function defaultVariable(name: Variable, value: string): void {
  process.env[name] ??= value;
}

/** This process's environment with `overrides`: what a script passes to a server it starts. */
export function childEnv(overrides: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}

// What features own the meaning of, parsed here: delivery destinations (used by delivery/),
// the team roles' forms (operators/roles.ts) and the allowed origins (http/origin.ts).

/** How much of a lead a third-party chat service gets: no contact details (summary) or every field (full). */
export type ChatDetail = "summary" | "full";

type Limited = {
  /** The forms whose leads this destination receives; null or absent: every form. */
  forms?: readonly FormSlug[] | null;
};
export type WebhookDestination = Limited & { kind: "webhook"; key: string; url: string; secret: string };
export type EmailDestination = {
  kind: "email";
  key: "email";
  smtpUrl: string;
  from: string;
  to: string[];
  toByForm: Partial<Record<FormSlug, string[]>>;
};
/** Slack incoming webhook / Discord webhook: the URL is the secret. */
export type SlackDestination = Limited & { kind: "slack"; key: "slack"; url: string; detail: ChatDetail };
export type DiscordDestination = Limited & { kind: "discord"; key: "discord"; url: string; detail: ChatDetail };
/** Telegram Bot API: POST <apiUrl>/bot<token>/sendMessage to chatId. */
export type TelegramDestination = Limited & {
  kind: "telegram";
  key: "telegram";
  apiUrl: string;
  token: string;
  chatId: string;
  detail: ChatDetail;
};
export type ChatDestination = SlackDestination | DiscordDestination | TelegramDestination;
export type Destination = WebhookDestination | EmailDestination | ChatDestination;

/** Where leads are delivered (delivery/config.ts says what each variable does). */
export type DeliveryConfig = {
  destinations: Destination[];
  /** NOTIFY_ALLOW_PRIVATE=1: webhook targets on loopback, private or link-local addresses are allowed. */
  allowPrivate: boolean;
  /** NOTIFY_RETRY_SCALE: factor on every retry wait (the schedule and Retry-After); tests use 0.001. */
  retryScale: number;
  /** NOTIFY_TIMEOUT_MS: one attempt's time limit (connect, send, answer). */
  timeoutMs: number;
  /** NOTIFY_WORKER=0: this server process does not run the delivery worker (run `npm run worker`). */
  workerInProcess: boolean;
  /** SITE_URL's origin: chat messages link to <siteUrl>/admin/leads/<form>/<id>. */
  siteUrl?: string;
  /**
   * SMTP_URL and NOTIFY_EMAIL_FROM, when set: the leads' e-mail (with recipients) and the
   * operators' one-time links (an invitation, a password reset) go through this server.
   */
  smtp?: { url: string; from: string } | null;
};

/** The team roles: every role but admin (the roles are named with the admin API's schemas). */
export type TeamRole = Exclude<(typeof ROLE_NAMES)[number], "admin">;
export const TEAM_ROLES = ROLE_NAMES.filter((r): r is TeamRole => r !== "admin");

/** The forms of each team role (admin: every form, always). */
export type RoleForms = Readonly<Record<TeamRole, readonly FormSlug[]>>;

export const DEFAULT_ROLE_FORMS: RoleForms = {
  sales: ["access-compute", "provide-compute", "contact"],
  ecosystem: ["ecosystem-fund"],
  hiring: ["careers"],
};

/**
 * OPERATOR_ROLE_FORMS: `role=form,form;role=form…` (e.g. `sales=contact,access-compute;hiring=careers`).
 * A team role it does not name keeps its default; admin cannot be named (it sees everything).
 * Throws an Error whose message says what is wrong.
 */
export function parseRoleForms(value: string | undefined): RoleForms {
  const result: Record<TeamRole, readonly FormSlug[]> = { ...DEFAULT_ROLE_FORMS };
  for (const part of (value ?? "")
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = part.indexOf("=");
    const role = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (!(TEAM_ROLES as readonly string[]).includes(role)) throw new Error(`unknown team role "${role}" (roles: ${TEAM_ROLES.join(", ")})`);
    const slugs = (eq < 0 ? "" : part.slice(eq + 1))
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = slugs.find((s) => !isFormSlug(s));
    if (unknown !== undefined) throw new Error(`unknown form "${unknown}" for ${role} (forms: ${formSlugs.join(", ")})`);
    result[role as TeamRole] = slugs as FormSlug[];
  }
  return result;
}

/** ALLOWED_ORIGINS: each comma-separated entry as its origin (the Origin header's form); http/origin.ts checks requests against them. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      const url = new URL(o); // throws on a malformed entry: a configuration error at start
      return url.origin;
    });
}
