import { ArrowRight } from "lucide-react";
import { Fragment } from "react";
import { supportedTokens, x402DocsPage } from "../../content/x402-docs.ts";
import { x402Page } from "../../content/x402.ts";
import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";
import { CoinMark } from "./CoinMark.tsx";

/**
 * Review round 19: the two x402 pages showed the same table twice. The documentation's is the reference (TokenTable:
 * each token, the networks it settles on and what it is; the confirmations once, under it); /x402-integration's is a
 * compact summary (TokenSummary) with a link to the reference. Review round 23: the summary is the reference's own rows
 * without the notes (see below).
 */

/**
 * Review round 23: the tokens had three looks across the x402 pages (the hero's 402 answer, this page's strip of marks,
 * the documentation's table). The answer is a terminal's output, so it keeps its own; the strip and the table are now one
 * component (TokenTable), the documentation's with the notes and the confirmations, /x402-integration's (`notes={false}`)
 * the token and network columns only, then the link to the reference.
 *
 * Below md each token is one compact row (round 23: the stacked cells, each under its column's name, made four long cards
 * at 375): the mark and name at the left, the networks (with their marks) at the right on the same line, the note, muted,
 * under the name; no per-cell labels (the header row, read out, names them; the marks say which is the network).
 */
const cell = "md:px-5 md:py-4";

/**
 * The x402 token reference: open rows on hairlines; each token's mark and name, the networks it settles on (each with its
 * mark) and, with `notes` (the documentation), what it is, and under the table, once, the confirmations after which a
 * payment is final (the same for every token). From md a table whose first columns are as wide as their contents.
 */
export function TokenTable({ className, notes = true }: { className?: string; notes?: boolean }) {
  const { columns, tableCaption, confirmations } = x402DocsPage.payments;
  return (
    <div className={cn("space-y-4", className)}>
      <table className="w-full text-left text-sm max-md:block" data-token-table="" data-token-summary={notes ? undefined : ""}>
        <caption className="sr-only">{tableCaption}</caption>
        <thead className="font-mono text-xs tracking-[0.14em] text-muted uppercase max-md:sr-only">
          <tr className="border-b border-border">
            <th scope="col" className="w-px pb-3 font-medium whitespace-nowrap">
              {columns.token}
            </th>
            <th scope="col" className={cn("pb-3 font-medium whitespace-nowrap md:px-5", notes && "w-px")}>
              {columns.network}
            </th>
            {notes && (
              <th scope="col" className="pb-3 font-medium md:px-5">
                {columns.note}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-border border-b border-border max-md:block max-md:border-t">
          {supportedTokens.map((t) => (
            <tr
              key={t.symbol}
              className="max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-center max-md:gap-x-4 max-md:gap-y-1 max-md:py-3"
              data-payment-method={t.symbol}
            >
              <th scope="row" className="py-0 font-normal whitespace-nowrap md:py-4">
                <span className="flex items-center gap-3">
                  <CoinMark symbol={t.symbol} size={32} />
                  <span className="font-display text-base font-semibold text-fg">{t.name}</span>
                </span>
              </th>
              <td className={cn(cell, "text-fg/90 max-md:justify-self-end")} data-token-networks="">
                <NetworkNames names={t.network} />
              </td>
              {notes && (
                <td className={cn(cell, "text-muted text-pretty max-md:col-span-2 max-md:pl-11")} data-token-note="">
                  {t.note}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {/* Review round 20: the same "1-3 blocks" in all four rows of a Confirmations column (round 19) said one fact four
          times: it is said once, under the table, in the spec's words. */}
      {notes && (
        <p className="text-sm text-pretty text-muted" data-token-confirmations="">
          {confirmations}
        </p>
      )}
    </div>
  );
}

/**
 * /x402-integration's payment methods: the spec's four tokens in the documentation's table's own rows (review round 23:
 * a strip of marks over names was a third style), without its notes, then the link to that reference.
 */
export function TokenSummary({ className }: { className?: string }) {
  const { reference } = x402Page.payments;
  return (
    <div className={cn("space-y-6", className)}>
      <TokenTable notes={false} />
      <a
        href={reference.href}
        className={cn("inline-flex min-h-11 items-center gap-1.5 text-sm", linkClass("quiet"))}
        data-token-reference=""
      >
        {reference.label}
        <ArrowRight className="size-4" aria-hidden="true" />
      </a>
    </div>
  );
}

/** "Sui and Base": each network's name after its mark (names not in the brand list stay text). */
function NetworkNames({ names }: { names: string }) {
  const parts = names.split(" and ");
  // The pair stays on one line ("Ethereum and / Base" split at 375 px). Review round 17: "and" was a bare text node on the
  // line's baseline while each name sat in an inline-flex box centred with align-middle, so "and" rode higher than the
  // names beside it: now the row is one flex line and "and" a box of its own, every text box centred on one axis (same
  // font, same line height: one baseline).
  return (
    <span className="inline-flex items-center gap-x-1.5 whitespace-nowrap align-top" data-networks="">
      {parts.map((name, i) => (
        <Fragment key={name}>
          {/* The spaces keep the cell's text "Ethereum and Base" (a flex line draws none; its gap spaces the words). */}
          {i > 0 && (
            <>
              {" "}
              <span data-networks-and="">and</span>{" "}
            </>
          )}
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap" data-network={name}>
            <CoinMark network={name} size={20} />
            {name}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
