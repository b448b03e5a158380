import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser.ts";
import { startServer, type RunningServer } from "./server.ts";

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

/** Starts the real server and a Chromium for one test file; both stop after it. */
export function useSite(env: Record<string, string> = {}) {
  const ctx = {} as { server: RunningServer; browser: Browser; url: (path: string) => string };
  beforeAll(async () => {
    [ctx.server, ctx.browser] = await Promise.all([startServer(env), launchBrowser()]);
    ctx.url = (path) => ctx.server.url + path;
  });
  afterAll(async () => {
    await Promise.all([ctx.browser?.close(), ctx.server?.stop()]);
  });
  return ctx;
}
