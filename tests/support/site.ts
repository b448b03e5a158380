import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../../scripts/lib/browser.ts";
import { useServer, withLate } from "./use-server.ts";

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

/**
 * The site's headline numbers as a visitor reads them, for the "say each thing once" tests: every
 * spelling of one figure counts for that figure (435,000+ and 435K+ are one number).
 */
export const HEADLINE_FIGURES: Record<string, RegExp> = {
  gpus: /(?<![\w.,])(435,000\+|435K\+)/g,
  countries: /(?<![\w.,$])93(?![\w]|[.,]\d)/g,
  uptime: /99\.99%/g,
  fund: /\$100 ?(Million|million|M)\b/g,
  capacity: /\$400m\b/g,
  community: /45K\+/g,
};
