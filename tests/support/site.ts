import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../../scripts/lib/browser.ts";
import { useServer, withLate } from "./use-server.ts";
import { claims, stats } from "../../src/content/stats.ts";

/**
 * Starts the real server (useServer) and a Chromium for one test file or describe block; both
 * stop after it. `env` may be a function, called when the server starts (a test database's URL).
 */
export function useSite(env: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>) = {}) {
  // Chromium launches while the server starts (not awaited until the server is up).
  let launching: Promise<Browser> | undefined;
  let browser: Browser | undefined;
  beforeAll(() => {
    launching = launchBrowser();
    launching.catch(() => {}); // reported by the await below
  });
  afterAll(async () => {
    await (await launching?.catch(() => undefined))?.close();
  });
  const handle = useServer(env);
  beforeAll(async () => {
    browser = await launching;
  });
  return withLate(handle, "browser", () => browser);
}

/** A pattern matching any of these texts as written. */
const oneOf = (...texts: string[]) => texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");

/**
 * The site's headline numbers as a visitor reads them, for the "say each thing once" tests: every
 * spelling of one figure counts for that figure (435,000+ and 435K+ are one number). The spellings
 * are src/content/stats.ts's, so a changed figure is looked for as it now reads.
 */
export const HEADLINE_FIGURES: Record<string, RegExp> = {
  gpus: new RegExp(`(?<![\\w.,])(${oneOf(stats.gpus.value, stats.gpusShort.value)})`, "g"),
  countries: new RegExp(`(?<![\\w.,$])${oneOf(stats.countries.value)}(?![\\w]|[.,]\\d)`, "g"),
  uptime: new RegExp(oneOf(stats.uptime.value), "g"),
  fund: new RegExp(`(${oneOf(stats.fund.value, claims.fundAmount, stats.fundShort.value)})\\b`, "g"),
  capacity: new RegExp(`${oneOf(stats.capacity.value)}\\b`, "g"),
  community: new RegExp(oneOf(stats.community.value), "g"),
};
