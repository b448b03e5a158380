import { chromiumPath } from "../../src/server/config.ts";

/** The system Chromium (Debian's package) and the flags this closed network needs: for Playwright and Lighthouse alike. */
export const CHROMIUM_PATH = chromiumPath();

export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
