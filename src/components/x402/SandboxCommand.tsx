import { ArrowRight, Check, Copy } from "lucide-react";
import { sandboxCommandTexts as texts, x402Page } from "../../content/x402.ts";
import { sandboxCurlExamples } from "../../content/x402-sandbox.ts";

/**
 * The first lines of /x402-integration's terminal: the one command that gets the 402 answer under it,
 * typed at the prompt, so the hero is a session to run, not only to read (and the window frame holds a
 * real terminal). A comment line names it; the command is the documentation's first curl example (the
 * sandbox's path under the site's host, from x402-sandbox.ts: never typed twice).
 *
 * Review round 15: the command is one line, never wrapped (on a phone it broke mid-path, after "api/"): where
 * the box is narrower (a phone) it scrolls sideways in its box, with a fade at the right edge and "Scroll →" in the
 * header while there is more to see (a scroll-driven animation, no script; both absent when it fits).
 * Review round 17: at 375 px "Scroll →" and Copy wrapped to a row of their own between the label and the line, and
 * the 2 rem fade was too faint to read as one (the line looked cut off): the header is one row (label, cue, button;
 * the button its icon alone on a phone, "Copied" said by its check mark and the status line), and the fade is wider
 * and solid at the edge.
 * Review round 19: at 375 px the label, "Scroll →" and the button stood 8 px apart in a ~342 px header: the cue is hidden
 * whenever the Copy button is shown (the fade at the line's edge still says there is more), so the header holds the
 * label and the button, 16 px or more apart; without JavaScript (no button) the cue stands alone beside the label.
 * Review round 20: at 375 px the scrolling line was cut at ".../api/x40", the endpoint unreadable: below sm the URL breaks
 * at its path (a shell continuation, the path on its own line), so the whole command fits and nothing scrolls; the fade
 * and the cue stay for a box the one line ever overflows from sm.
 * The unclear "click to select" hint is gone: a Copy button says what it does. The page loads no script file, so
 * the button is a few inline lines (as /about's proof table's): hidden without JavaScript or a clipboard, when
 * one click still selects the whole command (select-all).
 */
export function SandboxCommand() {
  const { tryIt } = x402Page;
  const command = sandboxCurlExamples()[0]!.code;
  /** Where the URL's path starts: the first "/" after its "://". */
  const pathAt = command.indexOf("/", command.indexOf("://") + 3);
  return (
    <div data-sandbox-command="" className="[timeline-scope:--sandbox-x]">
      <style>{STYLE}</style>
      <div className="flex min-h-11 items-center justify-between gap-x-4 text-muted lg:min-h-8" data-sandbox-header="">
        <span className="min-w-0">
          <span aria-hidden="true"># </span>
          {tryIt.label}
        </span>
        <span className="ml-auto flex shrink-0 items-center gap-4">
          {/* "Scroll →" in the header, as the documentation's code cards say it (review round 16: an arrow over the
              line's right end sat on the text, "api/x40→"): shown only while the line runs on past its box. */}
          <span aria-hidden="true" className="inline-flex items-center gap-1 whitespace-nowrap text-fg" data-sandbox-scroll-hint="">
            {texts.scroll}
            <ArrowRight className="size-3" />
          </span>
          <button
            type="button"
            hidden
            data-sandbox-copy={command}
            className="group inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md border border-border px-3 text-fg max-sm:px-0 lg:h-8 transition-colors hover:border-fg/40 data-copied:border-fg/40"
          >
            <Copy className="size-3.5 group-data-copied:hidden" aria-hidden="true" />
            <Check className="hidden size-3.5 group-data-copied:block" aria-hidden="true" />
            <span className="max-sm:sr-only" data-sandbox-copy-label="">
              {texts.copy}
            </span>
          </button>
        </span>
      </div>
      <div className="relative" data-sandbox-scroll="">
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled scroll container, not a section of the page outline */}
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a line that scrolls must take keyboard focus to scroll (WCAG 2.1.1; axe scrollable-region-focusable)
          tabIndex={0}
          role="region"
          aria-label={tryIt.label}
          className="overflow-x-auto pb-1 font-mono whitespace-pre text-fg [scrollbar-color:var(--color-muted)_transparent] [scrollbar-width:thin]"
        >
          <span aria-hidden="true" className="text-muted select-none">
            ${" "}
          </span>
          <code className="select-all">
            {command.slice(0, pathAt)}
            {/* Review round 20: at 375 px the one line was cut at ".../api/x40" behind the fade, so the endpoint could not
                be read. Below sm the URL breaks at its path with a shell continuation (backslash-newline, which bash removes
                inside a word: the two lines are the one command), the path on a line of its own under a "> " prompt (a
                pseudo-element: never selected or copied); from sm the line fits its box whole. */}
            <span className="sm:hidden" data-sandbox-break="">
              {"\\\n"}
            </span>
            {command.slice(pathAt)}
          </code>
        </pre>
      </div>
      <p id="sandbox-copy-status" role="status" className="sr-only" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script written below, no visitor input */}
      <script dangerouslySetInnerHTML={{ __html: copyScript(texts.copied, texts.failed) }} />
    </div>
  );
}

/**
 * The fade and the hint follow the command's own sideways scroll; a command that fits has no timeline, so neither shows,
 * and the hint takes no room in the header (its width comes with the animation, as the documentation's code cards').
 */
const STYLE = `[data-sandbox-scroll]>pre{scroll-timeline:--sandbox-x inline}
[data-sandbox-scroll]::after{content:"";position:absolute;inset-block:0;right:0;width:3.5rem;pointer-events:none;background:linear-gradient(to left,var(--color-surface) 20%,transparent);opacity:0;animation:sandbox-fade linear both}
[data-sandbox-scroll-hint]{opacity:0;max-width:0;overflow:hidden;animation:sandbox-fade linear both}
div[data-sandbox-scroll]::after,span[data-sandbox-scroll-hint]{animation-timeline:--sandbox-x}
[data-sandbox-break]::after{content:"> ";color:var(--color-muted);user-select:none}
[data-sandbox-header]:has([data-sandbox-copy]:not([hidden])) [data-sandbox-scroll-hint]{display:none}
@keyframes sandbox-fade{0%,85%{opacity:1;max-width:6rem}100%{opacity:0;max-width:6rem}}`;

/** The Copy button's few lines: shown only where the clipboard is there to use; says "Copied" for two seconds. */
function copyScript(copied: string, failed: string): string {
  return `(()=>{const c=navigator.clipboard,b=document.querySelector("[data-sandbox-copy]"),s=document.getElementById("sandbox-copy-status");if(!c||!b||!s)return;const l=b.querySelector("[data-sandbox-copy-label]"),w=l.textContent;let t;b.hidden=false;b.addEventListener("click",()=>{c.writeText(b.dataset.sandboxCopy).then(()=>{b.dataset.copied="";l.textContent=s.textContent=${JSON.stringify(copied)};clearTimeout(t);t=setTimeout(()=>{delete b.dataset.copied;l.textContent=w;s.textContent=""},2000)},()=>{s.textContent=${JSON.stringify(failed)}})})})()`;
}
