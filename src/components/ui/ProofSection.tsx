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
export function ProofSection({ proof }: { proof: Proof }) {
  return (
    // Its stand-in height while the browser skips it (content-visibility, global.css) near its real
    // one: the rows stack on a phone, and a short stand-in lets its last rows overlap the footer.
    <section
      aria-labelledby="proof-title"
      className="py-16 [contain-intrinsic-size:auto_1700px] sm:py-24 lg:[contain-intrinsic-size:auto_1100px]"
    >
      <Container className="space-y-10">
        <SectionHeading id="proof-title" eyebrow={proof.eyebrow} title={proof.heading} lead={proof.lead} />
        <ProofTable items={proof.items} columns={proof.columns} labelledBy="proof-title" />
      </Container>
    </section>
  );
}

function ProofTable({ items, columns, labelledBy }: Pick<Proof, "items" | "columns"> & { labelledBy: string }) {
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
            <div className="min-w-0 lg:-mt-3">
              <Check check={item.check} />
            </div>
            <div className="space-y-2 lg:pt-5">
              <p className="text-sm leading-relaxed text-pretty text-muted">{item.result}</p>
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
const COPIED = "Copied";
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

/** A Move address: the hex breaks anywhere, its "::module::NAME" stays whole. */
function addressWithBreaks(text: string): ReactNode {
  const at = text.indexOf("::");
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <wbr />
      <span className="whitespace-nowrap">{text.slice(at)}</span>
    </>
  );
}

/** What each box asks of the visitor: the word over every box, in the same place on every row. */
const VERBS = { command: "Run", endpoint: "Add to an agent", address: "Look up", page: "Read" } as const;

/**
 * Every row's check has one form: a box with a mono verb and one control in its head (copy, or the
 * arrow of a page to open), then the thing itself in monospace under it: the command, the URL, the
 * address, or the page's address (the box is then the link). The value has the box's full width (on
 * a phone the sandbox's URL fits one line); a command puts its URL on a line of its own after a `\`
 * continuation (what it copies is the one-line command), so a URL is never broken mid-word; a Move
 * address breaks in its hex only.
 */
function Check({ check }: { check: ProofCheck }) {
  const head = "flex min-h-11 items-center justify-between gap-3 pl-3 font-mono text-xs tracking-[0.14em] text-muted uppercase sm:pl-3.5";
  const body = "block px-3 pt-0.5 pb-3 font-mono text-[11px] leading-relaxed sm:px-3.5 sm:pb-3.5 sm:text-sm";
  if (check.kind === "page") {
    const url = new URL(check.href, site.url).href;
    return (
      <a
        href={check.href}
        className="group block rounded-lg border border-border bg-bg transition-colors hover:border-muted/60 focus-visible:border-muted/60"
        data-proof-check="page"
      >
        <span className={head}>
          <span>{VERBS.page}</span>
          <span aria-hidden="true" className="grid size-11 place-items-center text-muted transition-colors group-hover:text-fg">
            <ArrowUpRight className="size-4" />
          </span>
        </span>
        <span className={cn(body, "text-fg underline decoration-fg/30 underline-offset-4 group-hover:decoration-fg")}>
          <span className="sr-only">{check.text}: </span>
          {withBreaks(url)}
        </span>
      </a>
    );
  }
  const address = check.kind === "address";
  // A command's URL goes on its own line after a shell continuation: the line breaks between
  // arguments, never inside the URL (which still may wrap after a slash on a very narrow screen).
  const at = check.kind === "command" ? check.text.search(/ https?:\/\//) : -1;
  return (
    <div className="rounded-lg border border-border bg-bg" data-proof-check={check.kind}>
      <p className={cn(head, "pr-0")}>
        <span>{VERBS[check.kind]}</span>
        <button
          type="button"
          hidden
          data-proof-copy={check.text}
          aria-label={COPY_LABELS[check.kind]}
          title={COPY_LABELS[check.kind]}
          className="group grid size-11 shrink-0 place-items-center rounded-md text-muted transition-colors hover:bg-surface-2 hover:text-fg [&[hidden]]:hidden"
        >
          <Copy className="size-4 group-data-copied:hidden" aria-hidden="true" />
          <CheckIcon className="hidden size-4 text-success group-data-copied:block" aria-hidden="true" />
        </button>
      </p>
      <p className={cn(body, "pt-0")}>
        <span className="sr-only">{check.label}: </span>
        <code className={cn("block select-all", address ? "break-all text-accent" : "whitespace-pre-wrap text-fg")}>
          {check.kind === "command" && (
            <span aria-hidden="true" className="text-muted select-none">
              ${" "}
            </span>
          )}
          {address ? (
            addressWithBreaks(check.text)
          ) : at > 0 ? (
            <>
              {check.text.slice(0, at)}
              <span aria-hidden="true" className="text-muted select-none">
                {" \\"}
              </span>
              {"\n"}
              <span className="sm:pl-[2ch]">{withBreaks(check.text.slice(at + 1))}</span>
            </>
          ) : (
            withBreaks(check.text)
          )}
        </code>
      </p>
    </div>
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
