import { ArrowUpRight, Check as CheckIcon, Copy } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import type { ProofCheck } from "../../content/about.ts";
import { site } from "../../content/site.ts";
import { cn } from "./cn.ts";

/** The copy buttons' words, by what the box holds. */
const COPY_LABELS = { command: "Copy command", endpoint: "Copy URL", address: "Copy address" } as const;
const COPY = "Copy";
export const COPIED = "Copied";

/**
 * Review round 19: a value set as text that breaks only at its separators. Each piece between two
 * break points stays whole (white-space: nowrap, so never "nirvana-|earth", nor "curl" from its "-i"); a break comes
 * at the space before a URL, and before "/" (not inside "//"), ".", "?", "&", "#" and "::", so the separator starts
 * the next line and reads as a continuation. A URL's scheme and host ("https://nirvana.network") stay whole.
 */
function separatorBreaks(text: string): ReactNode[] {
  const hosts = [...text.matchAll(/https?:\/\/[^/\s]+/g)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
  const cuts = [...text.matchAll(/(?<= )(?=https?:\/\/)|(?<=[^/:])(?=\/[^/])|(?<=[^ ])(?=[.?&#])|(?<=[^:])(?=::)/g)]
    .map((m) => m.index ?? 0)
    .filter((at) => !hosts.some(([from, to]) => at > from && at < to));
  return [0, ...cuts].map((from, i) => (
    <Fragment key={from}>
      {i > 0 && <wbr />}
      <span className="whitespace-nowrap">{text.slice(from, cuts[i])}</span>
    </Fragment>
  ));
}

/** How much of a Move address's hex shows on each side of the ellipsis ("0x1234…abcd"). */
const ADDRESS_HEAD = 6;
const ADDRESS_TAIL = 4;

/**
 * A Move address shortened in its middle (review round 19): "0x7f3a", an ellipsis, "2f4a", then its
 * "::module::NAME". The hidden digits stay in the text, set at 0 px (not display: none, nor clipped in a box of no
 * width, which a selection skips): a screen reader reads, and a selection copies, the whole address; the ellipsis is
 * drawn for the eye only (no text to select or read).
 */
function shortAddress(text: string): ReactNode {
  const at = text.indexOf("::");
  const hex = at < 0 ? text : text.slice(0, at);
  if (hex.length <= ADDRESS_HEAD + ADDRESS_TAIL + 2) return separatorBreaks(text);
  return (
    <>
      <span className="whitespace-nowrap">
        {hex.slice(0, ADDRESS_HEAD)}
        <span className="text-[0px]" data-proof-elided="">
          {hex.slice(ADDRESS_HEAD, -ADDRESS_TAIL)}
        </span>
        <span aria-hidden="true" className="text-muted select-none">
          …
        </span>
        {hex.slice(-ADDRESS_TAIL)}
      </span>
      {at >= 0 && (
        <>
          <wbr />
          {separatorBreaks(text.slice(at))}
        </>
      )}
    </>
  );
}

/** The one block every value is set in: balanced lines, the wrapped ones hanging 2 ch deeper. */
const WRAPPED_VALUE = "block pl-[2ch] -indent-[2ch] text-balance text-fg";

/** What each box asks of the visitor: the word over every box, in the same place on every row. */
const VERBS = { command: "Run", endpoint: "Add to an agent", address: "Look up", page: "Read" } as const;

/**
 * Every row's check has one form: a box whose head (ruled off from the value) holds a mono verb and, for a value to
 * copy, one control (a 44 px cell with a word and an icon), then the thing itself in monospace under it, 12 px on a
 * phone and 14 px from sm: the command, the URL, the address, or the page's address. A page's box is the one link
 * (review round 15: its head the verb and an arrow, the address plain). Every value is set the same way (review round
 * 19: the table had handled long values three ways): it wraps like text at its separators, nothing scrolls or fades,
 * and a Move address is shortened in its middle. Values are set in the text colour (the accent is for what is live).
 * Review round 22: exported for /documentation's hero request (the same request as /about's sandbox row, one component
 * for the pattern); opt-in `copy={false}` draws it without the copy button, so that page keeps loading no script of its
 * own (the button needs the inline CopyScript). Default: as before. Review round 26 (opt-in): `hint`, with `copy={false}`,
 * a quiet word at the head's right end where the button would stand ("Select to copy"): the value is already selected
 * whole by one click (`select-all`), so the box still says how to take the command without a script.
 */
export function ProofCheckBox({ check, copy = true, hint }: { check: ProofCheck; copy?: boolean; hint?: string }) {
  const head =
    "flex min-h-11 items-stretch justify-between gap-3 border-b border-border/70 pl-3 font-mono text-xs tracking-[0.14em] text-muted uppercase sm:pl-3.5";
  const verb = "self-center";
  const control =
    "flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 border-l border-border/70 px-3.5 text-muted uppercase transition-colors";
  const body = "block px-4 pt-3 pb-3.5 font-mono text-xs leading-relaxed sm:px-3.5 sm:text-sm";
  if (check.kind === "page") {
    const url = new URL(check.href, site.url).href;
    return (
      <a
        href={check.href}
        className="group block rounded-lg border border-border bg-bg transition-colors hover:border-muted/60 hover:bg-surface-2/60 focus-visible:border-muted/60"
        data-proof-check="page"
      >
        <span className={cn(head, "pr-3.5")}>
          <span className={verb}>{VERBS.page}</span>
          <ArrowUpRight
            aria-hidden="true"
            className="size-4 self-center transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-fg"
          />
        </span>
        <span className={cn(body, "text-fg")}>
          <span className="sr-only">{check.text}: </span>
          <span className={WRAPPED_VALUE} data-proof-value="">
            {separatorBreaks(url)}
          </span>
        </span>
      </a>
    );
  }
  const address = check.kind === "address";
  return (
    <div className="rounded-lg border border-border bg-bg" data-proof-check={check.kind}>
      <CheckHead check={check} head={head} verb={verb} control={control} copy={copy} hint={copy ? undefined : hint} />
      <div className={body}>
        <span className="sr-only">{check.label}: </span>
        <code className={cn(WRAPPED_VALUE, "select-all")} title={address ? check.text : undefined} data-proof-value="">
          {check.kind === "command" && (
            <span aria-hidden="true" className="text-muted select-none">
              ${" "}
            </span>
          )}
          {address ? shortAddress(check.text) : separatorBreaks(check.text)}
        </code>
      </div>
    </div>
  );
}

/** A value box's head: its verb, and the copy button (shown by the inline script). */
function CheckHead({
  check,
  head,
  verb,
  control,
  copy,
  hint,
}: {
  check: Exclude<ProofCheck, { kind: "page" }>;
  head: string;
  verb: string;
  control: string;
  copy: boolean;
  hint?: string;
}) {
  return (
    <p className={cn(head, copy ? "pr-0" : "pr-3.5")}>
      <span className={verb}>{VERBS[check.kind]}</span>
      {hint && (
        <span className="self-center tracking-[0.08em] normal-case text-muted/80" data-proof-select-hint="">
          {hint}
        </span>
      )}
      {copy && (
        <button
          type="button"
          hidden
          data-proof-copy={check.text}
          aria-label={COPY_LABELS[check.kind]}
          title={COPY_LABELS[check.kind]}
          className={cn(control, "group rounded-tr-lg hover:bg-surface-2 hover:text-fg [&[hidden]]:hidden")}
        >
          <span className="group-data-copied:hidden">{COPY}</span>
          <span className="hidden group-data-copied:inline">{COPIED}</span>
          <Copy className="size-4 group-data-copied:hidden" aria-hidden="true" />
          <CheckIcon className="hidden size-4 text-success group-data-copied:block" aria-hidden="true" />
        </button>
      )}
    </p>
  );
}
