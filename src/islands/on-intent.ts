/**
 * `client:intent`: load and hydrate an island when the visitor first reaches for it — a pointer
 * over or down on it, focus or a key inside it, input into one of its fields — or, failing that,
 * when the browser is idle well after `load`. Until then the page carries none of the island's
 * JavaScript (React among it): the pre-rendered island is a real form, link or button that works,
 * or waits, without it.
 *
 * Nothing the visitor does before hydration is lost:
 * - typing, choices and checked boxes stay in the DOM, and the islands' fields are uncontrolled,
 *   so React adopts the values it finds (it never writes a value while hydrating);
 * - a click on a button that has no action of its own yet (`<button type="button">`) is kept and
 *   made again on the same element once the island has hydrated (the wallet button opens its dialog);
 * - links and submit buttons keep their native behaviour.
 *
 * `client:intent="page"` (the toast viewport) hydrates when any `client:intent` island of the page
 * starts to, so it is there to show that island's first toast, or at the same idle fallback.
 */
import type { ClientDirective } from "astro";

/** Idle fallback: this long after `load`, then at the browser's next idle period. */
export const INTENT_IDLE_AFTER_LOAD_MS = 5000;
const INTENT_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown", "input", "change"] as const;
/** Dispatched on document when an island starts to hydrate because of the visitor. */
const INTENT_EVENT = "island:intent";

type IntentWindow = Window & { __islandIntent?: boolean };

const onIntent: ClientDirective = (load, options, el) => {
  let started = false;
  let pendingClick: HTMLElement | null = null;
  const cleanups: Array<() => void> = [];

  const start = async () => {
    if (started) return;
    started = true;
    for (const cleanup of cleanups) cleanup();
    const hydrate = await load();
    await hydrate();
    // Astro removes `ssr` once the component has rendered; React has then attached its handlers.
    const clicked = pendingClick;
    pendingClick = null;
    if (clicked?.isConnected && !(clicked as HTMLButtonElement).disabled) clicked.click();
  };
  const listen = (target: EventTarget, type: string, handler: (event: Event) => void, capture = true) => {
    target.addEventListener(type, handler, { capture, passive: true });
    cleanups.push(() => target.removeEventListener(type, handler, { capture }));
  };

  if (options.value === "page") {
    if ((window as IntentWindow).__islandIntent) return void start();
    listen(document, INTENT_EVENT, () => void start());
  } else {
    const byVisitor = () => {
      (window as IntentWindow).__islandIntent = true;
      document.dispatchEvent(new Event(INTENT_EVENT));
      void start();
    };
    for (const type of INTENT_EVENTS) listen(el, type, byVisitor);
    // A click before hydration on a button that does nothing without JavaScript: make it again after.
    el.addEventListener(
      "click",
      (event) => {
        if (!el.hasAttribute("ssr")) return;
        const button = event.target instanceof Element ? event.target.closest("button") : null;
        if (button && el.contains(button) && button.type === "button") pendingClick = button;
        byVisitor();
      },
      { capture: true },
    );
  }

  const idle = () => {
    const timer = setTimeout(() => {
      if ("requestIdleCallback" in window) requestIdleCallback(() => void start(), { timeout: 2000 });
      else void start();
    }, INTENT_IDLE_AFTER_LOAD_MS);
    cleanups.push(() => clearTimeout(timer));
  };
  if (document.readyState === "complete") idle();
  else listen(window, "load", idle, false);
};

export default onIntent;
