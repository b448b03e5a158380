import { x402Page } from "../../content/x402.ts";
import { sandboxCurlExamples } from "../../content/x402-sandbox.ts";
import { withBreaks } from "../ui/ProofSection.tsx";

/**
 * The first lines of /x402-integration's terminal: the one command that gets the 402 answer under it,
 * typed at the prompt, so the hero is a session to run, not only to read (and the window frame holds a
 * real terminal). A comment line names it; the command is the documentation's first curl example (the
 * sandbox's path under the site's host, from x402-sandbox.ts: never typed twice). One click selects it
 * whole (select-all: the page ships no script, so no copy button); the hint saying so is a mouse's, hidden on touch screens. On a phone it wraps only after a
 * path's slashes, like the proof section's command boxes: nothing is cut off, no word is broken.
 */
export function SandboxCommand() {
  const { tryIt } = x402Page;
  const command = sandboxCurlExamples()[0]!.code;
  return (
    <div data-sandbox-command="">
      <p className="flex items-baseline justify-between gap-3 text-muted">
        <span>
          <span aria-hidden="true"># </span>
          {tryIt.label}
        </span>
        {/* "click" is a mouse's word: the hint shows only to a fine pointer on a wide screen (a touch screen selects by holding). */}
        <span className="text-muted/80 max-sm:hidden pointer-coarse:hidden">{tryIt.hint}</span>
      </p>
      <pre className="-indent-[2ch] pl-[2ch] font-mono whitespace-pre-wrap text-fg">
        <span aria-hidden="true" className="text-accent select-none">
          ${" "}
        </span>
        <code className="select-all">{withBreaks(command)}</code>
      </pre>
    </div>
  );
}
