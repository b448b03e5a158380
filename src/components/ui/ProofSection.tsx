import { ArrowRight, ArrowUpRight, Check as CheckIcon, Copy } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import type { ProofCheck, ProofItem } from "../../content/about.ts";
import { site } from "../../content/site.ts";
import { cn } from "./cn.ts";
import { Container } from "./Container.tsx";
import { linkClass } from "./link.ts";
import { SectionHeading } from "./SectionHeading.tsx";

type Proof = {
  eyebrow: string;
  heading: string;
  lead: string;
  items: readonly ProofItem[];
  columns: { claim: string; check: string; result: string };
};

/** Columns from lg: the claim, the check, what one sees (the header row is for the eye; the list says it in order). */
const ROW = "lg:grid lg:grid-cols-[minmax(0,15rem)_minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-x-10";

/**
 * The "check it yourself" section (/about, /ecosystem): its heading, then the proofs read as a table: each row a claim the page makes, the thing a visitor can
 * check (a command to run, an address to look up, a page to read) and what they will see. A header
 * row from lg; on a phone each row stacks (claim, check, result). Every check is the same box (see
 * `Check`); a box with a value to copy has a copy button (a few inline lines: these pages load no script file).
 */
export function ProofSection({
  proof,
  wrapCommands = false,
  scrollValues = false,
  oneLinkPages = false,
  wrapValues = false,
}: {
  proof: Proof;
  /**
   * Opt-in (/about, review rounds 14 and 15): a command's URL may wrap once, after its host (two even
   * halves, "https://host/" and its path, never a lone last segment), the wrapped line indented deeper
   * than the URL's first, so the whole URL is read in the box on a phone; a Move address wraps as a
   * block of hex wherever the line ends (`break-all`). By default the URL stays one line and scrolls
   * inside the box, and the address breaks in its middle and before its module only.
   */
  wrapCommands?: boolean;
  /**
   * Opt-in (/about, review round 16: the wrapped URL hung mid-path and the address wrapped as a block of hex on a
   * phone): a command's URL and an address each stay one line (`white-space: pre`) and scroll sideways inside
   * the box when wider than it, with a visible cue (a fade and an arrow at the right edge, gone at the end).
   */
  scrollValues?: boolean;
  /**
   * Opt-in (/about, review round 15: a page check read as two controls, the underlined address and the
   * ruled "Open" cell): the box is the one link, its head the verb and an arrow (no ruled cell, no word),
   * the page's address plain (no underline of its own).
   */
  oneLinkPages?: boolean;
  /**
   * Opt-in (/about, review round 19: the table handled long values three ways, a URL cut with a scroll cue, the
   * address faded out, a page's URL wrapped): one treatment for every value. It wraps like text, only at its
   * separators (a space, and before "/", ".", "?", "&", "#", "::"; never inside a word, never after a hyphen), its
   * lines balanced (no lone last segment) and the wrapped ones hanging 2 ch deeper; nothing scrolls, nothing fades.
   * A Move address is shortened in its middle (0x7f3a…2f4a::ping::PING): the full address stays in the text, so
   * screen readers read it and a selection (or the copy button) copies it, and in its title.
   */
  wrapValues?: boolean;
}) {
  return (
    // Its stand-in height while the browser skips it (content-visibility, global.css) near its real
    // one: the rows stack on a phone, and a short stand-in lets its last rows overlap the footer.
    <section
      aria-labelledby="proof-title"
      className="py-16 [contain-intrinsic-size:auto_1700px] sm:py-24 lg:[contain-intrinsic-size:auto_1100px]"
    >
      <Container className="space-y-10">
        <SectionHeading id="proof-title" eyebrow={proof.eyebrow} title={proof.heading} lead={proof.lead} />
        <ProofTable
          items={proof.items}
          columns={proof.columns}
          labelledBy="proof-title"
          wrapCommands={wrapCommands}
          scrollValues={scrollValues}
          oneLinkPages={oneLinkPages}
          wrapValues={wrapValues}
        />
      </Container>
    </section>
  );
}

function ProofTable({
  items,
  columns,
  labelledBy,
  wrapCommands,
  scrollValues,
  oneLinkPages,
  wrapValues,
}: Pick<Proof, "items" | "columns"> & {
  labelledBy: string;
  wrapCommands: boolean;
  scrollValues: boolean;
  oneLinkPages: boolean;
  wrapValues: boolean;
}) {
  return (
    <div data-proof-table="">
      <div
        aria-hidden="true"
        className={cn(ROW, "hidden border-b border-border pb-3 font-mono text-xs tracking-[0.16em] text-muted uppercase lg:grid")}
      >
        <span>{columns.claim}</span>
        <span>{columns.check}</span>
        <span>{columns.result}</span>
      </div>
      <ul aria-labelledby={labelledBy} className="divide-y divide-border border-b border-border max-lg:border-t">
        {items.map((item) => (
          <li key={item.tag} className={cn(ROW, "grid grid-cols-1 gap-y-3 py-6 lg:items-start")}>
            <div className="space-y-1">
              <p className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{item.tag}</p>
              <h3 className="font-display text-lg leading-snug font-semibold text-balance text-fg">{item.claim}</h3>
            </div>
            {/* The three cells start on one line: the tag, the box's top edge, the first line of what one sees. */}
            <div className="min-w-0">
              <Check check={item.check} wrap={wrapCommands} scroll={scrollValues} oneLink={oneLinkPages} wrapValue={wrapValues} />
            </div>
            <div className="space-y-2">
              <p className="text-sm leading-relaxed text-pretty text-muted lg:-mt-1">{item.result}</p>
              {item.more && (
                <a href={item.more.href} className={cn(linkClass(), "inline-flex min-h-11 items-center gap-1.5 text-sm lg:min-h-0")}>
                  {item.more.label}
                  <ArrowRight className="size-3.5" aria-hidden="true" />
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
      {items.some((item) => item.check.kind !== "page") && <CopyScript />}
    </div>
  );
}

/** The copy buttons' words, by what the box holds. */
const COPY_LABELS = { command: "Copy command", endpoint: "Copy URL", address: "Copy address" } as const;
const COPY = "Copy";
const COPIED = "Copied";
const OPEN = "Open";
const COPY_FAILED = "Could not copy: select the text instead";

/**
 * The proof table's copy buttons, without an island (these pages load no script file): a few lines
 * inline, run once after the table. Without JavaScript or a clipboard the buttons stay hidden and the
 * text is still selected in one click (select-all).
 */
const COPY_SCRIPT = `(()=>{const c=navigator.clipboard,s=document.getElementById("proof-copy-status");if(!c||!s)return;for(const b of document.querySelectorAll("[data-proof-copy]")){b.hidden=false;let t;b.addEventListener("click",()=>{c.writeText(b.dataset.proofCopy).then(()=>{b.dataset.copied="";s.textContent=${JSON.stringify(COPIED)};clearTimeout(t);t=setTimeout(()=>{delete b.dataset.copied;s.textContent=""},2000)},()=>{s.textContent=${JSON.stringify(COPY_FAILED)}})})}})()`;

/** Where a URL may break: after each path slash (never inside a word or the scheme's "//"). Also /x402-integration's command. */
export function withBreaks(text: string): ReactNode[] {
  return text.split(/(?<=[^/:]\/)(?=[^/])/).map((part, i) => (
    <Fragment key={part}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** A URL that may break only after a path slash: each part stays whole (no break at "nirvana-|earth"). */
function urlWithBreaks(text: string): ReactNode[] {
  return text.split(/(?<=[^/:]\/)(?=[^/])/).map((part, i) => (
    <Fragment key={part}>
      {i > 0 && <wbr />}
      <span className="whitespace-nowrap">{part}</span>
    </Fragment>
  ));
}

/** A URL that may break once, after its host ("https://host/" over its path), each part whole (`wrapCommands`). */
function urlWithHostBreak(text: string): ReactNode {
  const slash = text.indexOf("/", text.indexOf("//") + 2);
  if (slash < 0) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{text.slice(0, slash + 1)}</span>
      <wbr />
      <span className="whitespace-nowrap">{text.slice(slash + 1)}</span>
    </>
  );
}

/**
 * A Move address: the hex may break once, in its middle (two even halves, not wherever the line ends),
 * and before its "::module::NAME", which stays whole: two lines at 1440 px, three on a phone.
 */
function addressWithBreaks(text: string): ReactNode {
  const at = text.indexOf("::");
  if (at < 0) return text;
  const hex = text.slice(0, at);
  // Two even halves of the digits, the "0x" ahead of the first.
  const lead = hex.startsWith("0x") ? 2 : 0;
  const half = lead + Math.ceil((hex.length - lead) / 2);
  return (
    <>
      {hex.slice(0, half)}
      <wbr />
      {hex.slice(half)}
      <wbr />
      <span className="whitespace-nowrap">{text.slice(at)}</span>
    </>
  );
}

/**
 * `wrapValues` (review round 19): a value set as text that breaks only at its separators. Each piece between two
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
 * A Move address shortened in its middle (`wrapValues`, review round 19): "0x7f3a", an ellipsis, "2f4a", then its
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

/** `wrapValues`: the one block every value is set in: balanced lines, the wrapped ones hanging 2 ch deeper. */
const WRAPPED_VALUE = "block pl-[2ch] -indent-[2ch] text-balance text-fg";

/** What each box asks of the visitor: the word over every box, in the same place on every row. */
const VERBS = { command: "Run", endpoint: "Add to an agent", address: "Look up", page: "Read" } as const;

/**
 * Every row's check has one form: a box whose head (ruled off from the value) holds a mono verb and
 * one control, a 44 px cell with a word and an icon (Copy, or Open for a page: the box is then the
 * link), then the thing itself in monospace under it, 12 px on a phone and 14 px from sm: the
 * command, the URL, the address, or the page's address. A command puts its URL on a line of its own
 * after a `\` continuation (what it copies is the one-line command) and never breaks it: where the
 * URL is wider than the box (a phone) it scrolls inside the box, clear of its edges, in a focusable
 * region with a fade at its right edge while more is hidden. A Move address breaks in its middle and
 * before its module only; it is set in the text colour (the accent is for what is live).
 */
function Check({
  check,
  wrap = false,
  scroll = false,
  oneLink = false,
  wrapValue = false,
}: {
  check: ProofCheck;
  wrap?: boolean;
  scroll?: boolean;
  oneLink?: boolean;
  wrapValue?: boolean;
}) {
  const head =
    "flex min-h-11 items-stretch justify-between gap-3 border-b border-border/70 pl-3 font-mono text-xs tracking-[0.14em] text-muted uppercase sm:pl-3.5";
  const verb = "self-center";
  const control =
    "flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 border-l border-border/70 px-3.5 text-muted uppercase transition-colors";
  const body = "block px-4 pt-3 pb-3.5 font-mono text-xs leading-relaxed sm:px-3.5 sm:text-sm";
  if (check.kind === "page" && oneLink) {
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
          {wrapValue ? (
            <span className={WRAPPED_VALUE} data-proof-value="">
              {separatorBreaks(url)}
            </span>
          ) : (
            urlWithBreaks(url)
          )}
        </span>
      </a>
    );
  }
  if (check.kind === "page") {
    const url = new URL(check.href, site.url).href;
    return (
      <a
        href={check.href}
        className="group block rounded-lg border border-border bg-bg transition-colors hover:border-muted/60 focus-visible:border-muted/60"
        data-proof-check="page"
      >
        <span className={head}>
          <span className={verb}>{VERBS.page}</span>
          <span aria-hidden="true" className={cn(control, "group-hover:text-fg")}>
            {OPEN}
            <ArrowUpRight className="size-4" />
          </span>
        </span>
        <span className={cn(body, "text-fg underline decoration-fg/30 underline-offset-4 group-hover:decoration-fg")}>
          <span className="sr-only">{check.text}: </span>
          {urlWithBreaks(url)}
        </span>
      </a>
    );
  }
  const address = check.kind === "address";
  if (wrapValue) {
    return (
      <div className="rounded-lg border border-border bg-bg" data-proof-check={check.kind}>
        <CheckHead check={check} head={head} verb={verb} control={control} />
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
  // A command's URL goes on its own line after a shell continuation: the line breaks between
  // arguments, never inside the URL.
  const at = check.kind === "command" ? check.text.search(/ https?:\/\//) : -1;
  // `wrap`: the URL is a block of its own under the `\` line, broken only after its path slashes, its
  // wrapped lines hanging two characters deeper than its first, so a wrap reads as a wrap.
  const wrapUrl = wrap && at > 0;
  const value = (
    <code
      className={cn(
        "block select-all",
        address
          ? scroll
            ? "whitespace-pre text-fg"
            : wrap
              ? "break-all text-fg"
              : "text-fg"
          : wrapUrl
            ? "text-fg"
            : "whitespace-pre text-fg",
      )}
    >
      {check.kind === "command" && (
        <span aria-hidden="true" className="text-muted select-none">
          ${" "}
        </span>
      )}
      {address ? (
        wrap || scroll ? (
          check.text
        ) : (
          addressWithBreaks(check.text)
        )
      ) : wrapUrl ? (
        <>
          {check.text.slice(0, at)}
          <span aria-hidden="true" className="text-muted select-none">
            {" \\"}
          </span>
          <span className="block pl-[4ch] -indent-[2ch]" data-proof-url="">
            {urlWithHostBreak(check.text.slice(at + 1))}
          </span>
        </>
      ) : at > 0 ? (
        <>
          {check.text.slice(0, at)}
          <span aria-hidden="true" className="text-muted select-none">
            {" \\"}
          </span>
          {"\n"}
          <span className="pl-[2ch]">{check.text.slice(at + 1)}</span>
        </>
      ) : (
        check.text
      )}
    </code>
  );
  return (
    <div className="rounded-lg border border-border bg-bg" data-proof-check={check.kind}>
      <CheckHead check={check} head={head} verb={verb} control={control} />
      <div className={body}>
        <span className="sr-only">{check.label}: </span>
        {(address && !scroll) || wrapUrl ? (
          value
        ) : (
          // The scroller sits inside the box's padding, so a cut line stops clear of the border.
          <div className="relative" data-proof-scroll={scroll ? "cue" : ""}>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that may scroll sideways must take keyboard focus to scroll (axe scrollable-region-focusable) */}
            {/* biome-ignore lint/a11y/useSemanticElements: a labelled scroll container, not a section of the page outline */}
            <div tabIndex={0} role="region" aria-label={check.label} className="overflow-x-auto pb-1 [scrollbar-width:thin]">
              {value}
            </div>
          </div>
        )}
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
}: {
  check: Exclude<ProofCheck, { kind: "page" }>;
  head: string;
  verb: string;
  control: string;
}) {
  return (
    <p className={cn(head, "pr-0")}>
      <span className={verb}>{VERBS[check.kind]}</span>
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
    </p>
  );
}

/** The copy buttons' live region and script, once per table. */
function CopyScript() {
  return (
    <>
      <p id="proof-copy-status" role="status" className="sr-only" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script written above, no visitor input */}
      <script dangerouslySetInnerHTML={{ __html: COPY_SCRIPT }} />
    </>
  );
}
