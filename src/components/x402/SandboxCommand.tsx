import { x402Page } from "../../content/x402.ts";
import { sandboxCurlExamples } from "../../content/x402-sandbox.ts";
import { withBreaks } from "../ui/ProofSection.tsx";

/**
 * Under /x402-integration's 402 answer: the one command that gets it, so the hero is something to
 * run, not only to read. The command is the documentation's first curl example (the sandbox's path
 * under the site's host, from x402-sandbox.ts: never typed twice). One click selects it whole
 * (select-all: the page ships no script, so no copy button). On a phone it wraps only after a
 * path's slashes, like the proof section's command boxes: nothing is cut off, no word is broken.
 */
export function SandboxCommand() {
  const { tryIt } = x402Page;
  const command = sandboxCurlExamples()[0]!.code;
  return (
    <div className="space-y-2" data-sandbox-command="">
      <p className="flex items-baseline justify-between gap-3 font-mono text-xs tracking-[0.14em] text-muted uppercase">
        <span>{tryIt.label}</span>
        <span className="tracking-normal normal-case text-muted/80">{tryIt.hint}</span>
      </p>
      <CommandBox command={command} />
    </div>
  );
}

/** The command in a labelled box; it wraps only at a path's slashes (a URL broken mid-word misreads). */
function CommandBox({ command }: { command: string }) {
  return (
    <pre className="rounded-lg border border-border bg-bg px-4 py-3 font-mono text-[13px] leading-relaxed whitespace-pre-wrap text-fg sm:text-sm">
      <span aria-hidden="true" className="text-muted select-none">
        ${" "}
      </span>
      <code className="select-all">{withBreaks(command)}</code>
    </pre>
  );
}
