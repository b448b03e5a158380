import { x402Page } from "../../content/x402.ts";
import { sandboxCurlExamples } from "../../content/x402-sandbox.ts";

/**
 * Under /x402-integration's 402 answer: the one command that gets it, so the hero is something to
 * run, not only to read. The command is the documentation's first curl example (the sandbox's path
 * under the site's host, from x402-sandbox.ts: never typed twice). One click selects it whole
 * (select-all: the page ships no script, so no copy button); it never wraps, a phone scrolls it inside its box.
 */
export function SandboxCommand() {
  const { tryIt } = x402Page;
  const command = sandboxCurlExamples()[0]!.code;
  return (
    <div className="space-y-2" data-sandbox-command="">
      <p className="flex items-baseline justify-between gap-3 font-mono text-xs tracking-[0.14em] text-muted uppercase">
        <span id={LABEL_ID}>{tryIt.label}</span>
        <span className="tracking-normal normal-case text-muted/80">{tryIt.hint}</span>
      </p>
      <CommandBox command={command} />
    </div>
  );
}

const LABEL_ID = "sandbox-command-label";
const BOX = "overflow-x-auto rounded-lg border border-border bg-bg";

/** The command in a labelled box that scrolls sideways rather than wrapping (a URL broken mid-word misreads). */
function CommandBox({ command }: { command: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus to scroll (WCAG 2.1.1; axe scrollable-region-focusable)
    // biome-ignore lint/a11y/useSemanticElements: a labelled scroll container, not a section of the page outline
    <div tabIndex={0} role="region" aria-labelledby={LABEL_ID} className={BOX}>
      <pre className="w-max px-4 py-3 font-mono text-[13px] leading-relaxed text-fg sm:text-sm">
        <span aria-hidden="true" className="text-muted select-none">
          ${" "}
        </span>
        <code className="select-all">{command}</code>
      </pre>
    </div>
  );
}
