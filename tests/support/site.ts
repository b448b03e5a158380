import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser.ts";
import { useServer, withLate } from "./use-server.ts";

/** The site's canonical routes, from the spec's route table (aliases are tested separately). */
export const ROUTES = [
  "/",
  "/about",
  "/blog",
  "/careers",
  "/documentation",
  "/ecosystem-fund",
  "/ecosystem",
  "/contact",
  "/nirvana-earth",
  "/nirvana-atmosphere",
  "/access-compute",
  "/provide-compute",
  "/x402-integration",
  "/x402-documentation",
] as const;

/** Starts the real server (useServer) and a Chromium for one test file; both stop after it. */
export function useSite(env: Record<string, string> = {}) {
  const handle = useServer(env);
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return withLate(handle, "browser", () => browser);
}
