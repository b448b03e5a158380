import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseAllowedOrigins } from "./http/origin.ts";

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
  /** ADMIN_HASH_CONCURRENCY: operator password hashes run at once (each a thread of libuv's pool and 32 MiB). */
  adminHashConcurrency: number;
  /** ADMIN_HASH_QUEUE: sign-ins that may wait for a hash; past it they are answered 503 at once. */
  adminHashQueue: number;
};

const root = fileURLToPath(new URL("../../", import.meta.url));

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 10;
export const DEFAULT_X402_RATE_LIMIT_PER_MINUTE = 20;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    host: env.HOST || "0.0.0.0",
    port: parsePort(env.PORT ?? "4321"),
    distDir: env.DIST_DIR || `${root}dist`,
    database: databaseConfig(env),
    redisUrl: env.REDIS_URL || null,
    rateLimitPerMinute: parseCount("RATE_LIMIT_PER_MINUTE", env.RATE_LIMIT_PER_MINUTE, DEFAULT_RATE_LIMIT_PER_MINUTE),
    x402RateLimitPerMinute: parseCount("X402_RATE_LIMIT_PER_MINUTE", env.X402_RATE_LIMIT_PER_MINUTE, DEFAULT_X402_RATE_LIMIT_PER_MINUTE),
    trustProxyHops: parseCount("TRUST_PROXY", env.TRUST_PROXY, 0),
    shutdownTimeoutMs: parseCount("SHUTDOWN_TIMEOUT_MS", env.SHUTDOWN_TIMEOUT_MS, 10_000),
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    maxConnections: parseCount("MAX_CONNECTIONS", env.MAX_CONNECTIONS, 1_000),
    maxConnectionsPerClient: parseCount("MAX_CONNECTIONS_PER_CLIENT", env.MAX_CONNECTIONS_PER_CLIENT, parseCount("TRUST_PROXY", env.TRUST_PROXY, 0) > 0 ? 0 : 100),
    maxPipelinedRequests: parseCount("MAX_PIPELINED_REQUESTS", env.MAX_PIPELINED_REQUESTS, 16),
    requestTimeoutMs: parseCount("REQUEST_TIMEOUT_MS", env.REQUEST_TIMEOUT_MS, 30_000),
    leadRetentionDays: retentionDays(env.LEAD_RETENTION_DAYS),
    forceHttps: forceHttps(env),
    adminHashConcurrency: parseCount("ADMIN_HASH_CONCURRENCY", env.ADMIN_HASH_CONCURRENCY, 1),
    adminHashQueue: parseCount("ADMIN_HASH_QUEUE", env.ADMIN_HASH_QUEUE, 8),
  };
}

/** FORCE_HTTPS: unset, empty or 0 → off; 1 → on, which needs a proxy to say how a request came (TRUST_PROXY). */
export function forceHttps(env: NodeJS.ProcessEnv): boolean {
  const value = env.FORCE_HTTPS;
  if (value === undefined || value === "" || value === "0") return false;
  if (value !== "1") throw new Error(`FORCE_HTTPS must be 0 or 1, got "${value}"`);
  if (parseCount("TRUST_PROXY", env.TRUST_PROXY, 0) === 0) {
    throw new Error("FORCE_HTTPS=1 needs TRUST_PROXY (1 or more): without a proxy's X-Forwarded-Proto the server cannot tell HTTP from HTTPS");
  }
  return true;
}

/** The database part alone (the CLI and db:migrate need nothing else). */
export function databaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const url = env.DATABASE_URL;
  if (url) {
    if (/^postgres(ql)?:\/\//i.test(url)) return { engine: "postgres", url };
    throw new Error("DATABASE_URL must start with postgres:// or postgresql:// (unset it to use SQLite)");
  }
  const path = env.LEADS_DB_PATH || `${root}data/leads.db`;
  return { engine: "sqlite", path: isAbsolute(path) ? path : resolve(path) };
}

function parsePort(value: string): number {
  const port = Number.parseInt(value, 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got "${value}"`);
  return port;
}

function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return Number.parseInt(value, 10);
}

/** LEAD_RETENTION_DAYS: unset or empty → null (keep for ever); else a whole number of days ≥ 1. */
export function retentionDays(value: string | undefined): number | null {
  if (value === undefined || value === "") return null;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`LEAD_RETENTION_DAYS must be a whole number of days (1 or more), got "${value}"`);
  return Number(value);
}
