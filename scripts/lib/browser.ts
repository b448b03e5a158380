import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export type PageOptions = {
  /** Viewport width (default 1440); the height is 900 unless given. */
  width?: number;
  height?: number;
  reducedMotion?: "reduce" | "no-preference";
  javaScriptEnabled?: boolean;
  userAgent?: string;
  /** Runs on the new context before its page opens (init scripts, permissions). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
  /**
   * Keep the sections below the first screen (and the footer) skipping their rendering until scrolled near
   * (content-visibility: auto, as a visitor's browser does). Off by default: a skipped section's
   * text reads as empty through innerText and it is not drawn in a picture, so pages opened to
   * read or look at their content draw every section.
   */
  lazySections?: boolean;
};

/** Draws every section of the page at once (see PageOptions.lazySections). */
export const DRAW_ALL_SECTIONS = "main > section, body > footer { content-visibility: visible !important; }";

/** An init script that adds DRAW_ALL_SECTIONS to every document of a context once its head exists. */
const drawAllSections = (css: string) => {
  const add = () => {
    const style = document.createElement("style");
    style.textContent = css;
    document.head.append(style);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", add, { once: true });
  else add();
};

export type OpenPage = { context: BrowserContext; page: Page; close: () => Promise<void> };

/** A page in a fresh browser context (its own storage and permissions); `close` ends both. */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<OpenPage> {
  const { width = 1440, height = 900, prepare, lazySections = false, ...rest } = options;
  const context = await browser.newContext({ viewport: { width, height }, ...rest });
  if (!lazySections) await context.addInitScript(drawAllSections, DRAW_ALL_SECTIONS);
  await prepare?.(context);
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}

/**
 * newPage, then loads `url` (until the load event and the page's web fonts are in: a font swapping
 * in later moves every box, so geometry read after this is final); `status` is the answer's HTTP status.
 */
export async function openPage(
  browser: Browser,
  url: string,
  options: PageOptions = {},
): Promise<OpenPage & { status: number | undefined }> {
  const opened = await newPage(browser, options);
  const response = await opened.page.goto(url, { waitUntil: "load" });
  await opened.page.evaluate(() => document.fonts.ready);
  return { ...opened, status: response?.status() };
}
