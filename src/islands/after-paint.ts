/**
 * `client:afterpaint`: hydrate an island once the page has shown its first content, then when
 * the browser is idle. The islands' JavaScript (React among it) is never fetched ahead of the
 * text a visitor came for, which keeps the first paint of a slow phone short. The islands are
 * real forms and links that work before they hydrate, so nothing waits on it.
 */
import type { ClientDirective } from "astro";

/** Hydrate anyway this long after `load` (a browser without paint timing, a page never painted). */
const FALLBACK_MS = 3000;

const afterPaint: ClientDirective = (load) => {
  let started = false;
  const hydrate = async () => (await load())();
  const start = () => {
    if (started) return;
    started = true;
    if ("requestIdleCallback" in window) requestIdleCallback(hydrate, { timeout: 2000 });
    else setTimeout(hydrate, 0);
  };
  if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: "paint", buffered: true });
  }
  const fallback = () => setTimeout(start, FALLBACK_MS);
  if (document.readyState === "complete") fallback();
  else addEventListener("load", fallback, { once: true });
};

export default afterPaint;
