/**
 * insights/: page views counted by our own server, and the inbox's insights (insights.ts) and
 * their routes. Imports the HTTP kernel's types, db/ and src/forms; the static site calls the
 * counter through a callback it is given (static/ imports nothing of this).
 *
 * The page-view counter: for each HTML page the static site answers 200 to a GET, one count under
 * the key (day UTC, path, referrer host, utm_source, utm_medium, utm_campaign, device class).
 * What is kept is exactly that key and its count: no address, no User-Agent (it only decides the
 * device class and whether the request is a bot), no cookie, no query beyond the three UTM values,
 * no identifier of any kind. Not counted: known bots (isbot) and requests without a User-Agent, prefetches and prerenders
 * (`Sec-Purpose` / `Purpose` / `X-Purpose` / `X-Moz` naming prefetch or prerender), HEAD, anything
 * but a page, anything but a 2xx (a 304 revalidation included).
 * The counts are kept in memory and written in batches (every `flushMs` and at shutdown) with one
 * upsert per 500 keys, so a page answer costs a Map update; the batch's daily roll-ups for the
 * insights are written in the same transaction (storePageViews). Memory is bounded: past `maxKeys`
 * distinct keys in one batch, a view is counted under its day's "(other)" key instead.
 */
import type { IncomingMessage } from "node:http";
import { isbot } from "isbot";
import { sql } from "kysely";
import type { Logger } from "pino";
import { sanitizeAttribution } from "../../forms/attribution.ts";
import type { Db } from "../db/index.ts";

export type Device = "mobile" | "tablet" | "desktop";
export const DEVICES: readonly Device[] = ["mobile", "tablet", "desktop"];

/** The path a view is counted under when a batch already holds `maxKeys` distinct keys. */
export const OTHER_PATH = "(other)";
export const DEFAULT_MAX_KEYS = 10_000;
export const DEFAULT_FLUSH_MS = 60_000;
/** Keys per upsert statement (7 values each: far below either engine's parameter limit). */
const CHUNK = 500;

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)\b|SM-T\d|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Windows Phone|Opera Mini|BlackBerry|IEMobile|Android.*Mobile/i;

/** The device class of a User-Agent (the User-Agent itself is not kept). */
export function deviceClass(userAgent: string | undefined): Device {
  if (!userAgent) return "desktop";
  if (TABLET.test(userAgent)) return "tablet";
  if (MOBILE.test(userAgent)) return "mobile";
  return "desktop";
}

const PREFETCH = /prefetch|prerender|preview/i;

/** A browser's speculative load (link prefetch, Speculation Rules, Safari/Firefox's own): not a view. */
export function isPrefetch(req: IncomingMessage): boolean {
  const h = req.headers;
  for (const name of ["sec-purpose", "purpose", "x-purpose", "x-moz"]) {
    const value = h[name];
    if (typeof value === "string" && PREFETCH.test(value)) return true;
  }
  return false;
}

/**
 * The referrer host of a view from another page of this site: such a view is no entry to the
 * site, so the insights leave it out of "views as a landing page" and of the views per source.
 */
export const INTERNAL_REFERRER = "(internal)";

/** The host of the Referer, lower case; INTERNAL_REFERRER for this site itself; '' for none or an unreadable one. */
export function referrerHost(req: IncomingMessage): string {
  const referer = req.headers.referer;
  if (!referer) return "";
  const host = /^https?:\/\/(?:[^@/?#]*@)?([^/?#]+)/i.exec(referer)?.[1]?.toLowerCase();
  if (!host) return "";
  const own = String(req.headers["x-forwarded-host"] ?? req.headers.host ?? "").toLowerCase();
  if (host === own) return INTERNAL_REFERRER;
  return sanitizeAttribution("referrer_host", host) ?? "";
}

/** The source of an entry without UTM source or referrer. */
export const DIRECT = "(direct)";

/** The source of a view or a lead: its UTM source, else its referrer host, else "(direct)". */
export const sourceOf = (utm_source: string, referrer_host: string) => utm_source || referrer_host || DIRECT;

export type PageViewKey = {
  day: string;
  path: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: Device;
};

export type PageViewRow = PageViewKey & { views: number };

const SEP = "\u0000";

const byKey =
  <T>(key: (row: T) => string) =>
  (a: T, b: T) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };

/**
 * Adds counted views and, in the same transaction, their daily roll-ups: views and entries per
 * day and path (`page_views_daily`), entries per day and source (`page_sources_daily`), where an
 * entry is a view not from another page of this site (migration 013). Every table's rows are
 * written in key order, so two servers writing their batches at once cannot deadlock
 * (PostgreSQL); one transaction, so a failed batch leaves nothing half written.
 */
export async function storePageViews(db: Db, rows: readonly PageViewRow[]): Promise<void> {
  if (rows.length === 0) return;
  const views = [...rows].sort(
    byKey((r) => [r.day, r.path, r.referrer_host, r.utm_source, r.utm_medium, r.utm_campaign, r.device].join(SEP)),
  );
  const paths = new Map<string, { day: string; path: string; views: number; entries: number }>();
  const sources = new Map<string, { day: string; source: string; entries: number }>();
  for (const r of views) {
    const entry = r.referrer_host !== INTERNAL_REFERRER;
    const p = paths.get(r.day + SEP + r.path) ?? { day: r.day, path: r.path, views: 0, entries: 0 };
    p.views += r.views;
    if (entry) p.entries += r.views;
    paths.set(r.day + SEP + r.path, p);
    if (!entry) continue;
    const source = sourceOf(r.utm_source, r.referrer_host);
    const s = sources.get(r.day + SEP + source) ?? { day: r.day, source, entries: 0 };
    s.entries += r.views;
    sources.set(r.day + SEP + source, s);
  }
  const byPath = [...paths.values()].sort(byKey((r) => r.day + SEP + r.path));
  const bySource = [...sources.values()].sort(byKey((r) => r.day + SEP + r.source));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < views.length; i += CHUNK) {
      await trx
        .insertInto("page_views")
        .values(views.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc
            .columns(["day", "path", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "device"])
            .doUpdateSet({ views: sql`page_views.views + excluded.views` }),
        )
        .execute();
    }
    for (let i = 0; i < byPath.length; i += CHUNK) {
      await trx
        .insertInto("page_views_daily")
        .values(byPath.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc.columns(["day", "path"]).doUpdateSet({
            views: sql`page_views_daily.views + excluded.views`,
            entries: sql`page_views_daily.entries + excluded.entries`,
          }),
        )
        .execute();
    }
    for (let i = 0; i < bySource.length; i += CHUNK) {
      await trx
        .insertInto("page_sources_daily")
        .values(bySource.slice(i, i + CHUNK))
        .onConflict((oc) => oc.columns(["day", "source"]).doUpdateSet({ entries: sql`page_sources_daily.entries + excluded.entries` }))
        .execute();
    }
  });
}

/** Distinct User-Agents whose verdict is remembered. */
const MAX_AGENTS = 1_000;
let lastDay = { from: 0, to: -1, day: "" };
/** The UTC day of `ms` (YYYY-MM-DD), computed once a day. */
function dayOf(ms: number): string {
  if (ms < lastDay.from || ms > lastDay.to) {
    const from = ms - (ms % 86_400_000);
    lastDay = { from, to: from + 86_399_999, day: new Date(ms).toISOString().slice(0, 10) };
  }
  return lastDay.day;
}
const utm = (url: URL, name: "utm_source" | "utm_medium" | "utm_campaign") => sanitizeAttribution(name, url.searchParams.get(name)) ?? "";

export type PageViewCounter = {
  /** Counts the view of the page at `path` (canonical) answered 200 to `req`, unless it is not a person's view. */
  record(req: IncomingMessage, url: URL, path: string): void;
  /** Writes the counts held so far (one batch). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
  /** Distinct keys held in memory now. */
  readonly pending: number;
};

export type CounterOptions = { flushMs?: number; maxKeys?: number; now?: () => number; log?: Logger };

export function createPageViewCounter(
  db: Db,
  { flushMs = DEFAULT_FLUSH_MS, maxKeys = DEFAULT_MAX_KEYS, now = Date.now, log }: CounterOptions = {},
) {
  let counts = new Map<string, number>();
  let flushing: Promise<void> = Promise.resolve();

  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  /**
   * What a User-Agent is (a bot, else its device class), remembered: isbot's pattern costs about
   * 10 µs a test, and a site's visitors send few distinct User-Agents. Emptied when full.
   */
  const agents = new Map<string, Device | null>();
  const agentOf = (ua: string): Device | null => {
    let known = agents.get(ua);
    if (known === undefined) {
      known = isbot(ua) ? null : deviceClass(ua);
      if (agents.size >= MAX_AGENTS) agents.clear();
      agents.set(ua, known);
    }
    return known;
  };

  async function write(batch: Map<string, number>): Promise<void> {
    const rows = [...batch].map(([key, views]) => {
      const [day, path, referrer_host, utm_source, utm_medium, utm_campaign, device] = key.split(SEP) as [
        string,
        string,
        string,
        string,
        string,
        string,
        Device,
      ];
      return { day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, views };
    });
    await storePageViews(db, rows);
  }

  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      if (counts.size === 0) return;
      const batch = counts;
      counts = new Map();
      try {
        await write(batch);
      } catch (err) {
        // Kept for the next batch (merged into what came meanwhile, within the key cap).
        for (const [key, n] of batch) {
          if (counts.has(key) || counts.size < maxKeys) counts.set(key, (counts.get(key) ?? 0) + n);
        }
        log?.warn({ err, keys: batch.size }, "page views: write failed, kept for the next batch");
      }
    });
    return flushing;
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  const counter: PageViewCounter = {
    record(req, url, path) {
      if (req.method !== "GET" || isPrefetch(req)) return;
      const ua = req.headers["user-agent"];
      if (!ua) return; // every browser sends one
      const device = agentOf(ua);
      if (device === null) return;
      const day = dayOf(now());
      const tagged = url.search.includes("utm_");
      const key = [
        day,
        path.slice(0, 500),
        referrerHost(req),
        tagged ? utm(url, "utm_source") : "",
        tagged ? utm(url, "utm_medium") : "",
        tagged ? utm(url, "utm_campaign") : "",
        device,
      ].join(SEP);
      if (counts.has(key) || counts.size < maxKeys) add(key);
      else add([day, OTHER_PATH, "", "", "", "", device].join(SEP));
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
    get pending() {
      return counts.size;
    },
  };
  return counter;
}
