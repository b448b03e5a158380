import { ArrowRight } from "lucide-react";
import { Fragment } from "react";
import { supportedTokens, x402DocsPage } from "../../content/x402-docs.ts";
import { x402Page } from "../../content/x402.ts";
import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";
import { CoinMark } from "./CoinMark.tsx";

/**
 * Review round 19: the two x402 pages showed the same table twice. The documentation's is the reference (TokenTable:
 * each token, the networks it settles on and what it is; the confirmations once, under it); /x402-integration's is a compact summary
 * (TokenSummary: the four marks and names, each token's networks under its name, and a link to the reference).
 */

/** Stacked rows below md (the docs' column is too narrow for four columns there), a table from md. */
const cell =
  "max-md:block max-md:before:mb-0.5 max-md:before:block max-md:before:font-mono max-md:before:text-xs max-md:before:tracking-wider max-md:before:text-muted max-md:before:uppercase max-md:before:content-[attr(data-label)] md:px-5 md:py-4";

/**
 * /x402-documentation's token reference: open rows on hairlines; each token's mark and name, the networks it settles
 * on (each with its mark) and what it is; under it, once, the confirmations after which a payment is final (the same
 * for every token). From md a table whose first two columns are as wide as their contents and the note takes the
 * rest; below md each row is a small block (the name, then the network, then the note, each under its column's
 * name), so nothing is wider than the screen.
 */
export function TokenTable({ className }: { className?: string }) {
  const { columns, tableCaption, confirmations } = x402DocsPage.payments;
  return (
    <div className={cn("space-y-4", className)}>
      <table className="w-full text-left text-sm max-md:block" data-token-table="">
        <caption className="sr-only">{tableCaption}</caption>
        <thead className="font-mono text-xs tracking-[0.14em] text-muted uppercase max-md:sr-only">
          <tr className="border-b border-border">
            <th scope="col" className="w-px pb-3 font-medium whitespace-nowrap">
              {columns.token}
            </th>
            <th scope="col" className="w-px pb-3 font-medium whitespace-nowrap md:px-5">
              {columns.network}
            </th>
            <th scope="col" className="pb-3 font-medium md:px-5">
              {columns.note}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border border-b border-border max-md:block max-md:border-t">
          {supportedTokens.map((t) => (
            <tr key={t.symbol} className="max-md:grid max-md:grid-cols-1 max-md:gap-y-3 max-md:py-4" data-payment-method={t.symbol}>
              <th scope="row" className="py-0 font-normal whitespace-nowrap md:py-4">
                <span className="flex items-center gap-3">
                  <CoinMark symbol={t.symbol} size={32} />
                  <span className="font-display text-base font-semibold text-fg">{t.name}</span>
                </span>
              </th>
              <td data-label={columns.network} className={cn(cell, "text-fg/90")}>
                <NetworkNames names={t.network} />
              </td>
              <td data-label={columns.note} className={cn(cell, "text-muted text-pretty")}>
                {t.note}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Review round 20: the same "1-3 blocks" in all four rows of a Confirmations column (round 19) said one fact four
          times: it is said once, under the table, in the spec's words. */}
      <p className="text-sm text-pretty text-muted" data-token-confirmations="">
        {confirmations}
      </p>
    </div>
  );
}

/**
 * /x402-integration's payment methods: the spec's four tokens as a compact strip (two by two on a phone, four across
 * from sm), each its mark over its name and, muted, the networks it settles on; the reference table is the
 * documentation's, one link away.
 */
export function TokenSummary({ className }: { className?: string }) {
  const { reference } = x402Page.payments;
  return (
    <div className={cn("space-y-6", className)}>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-8 border-t border-border pt-8 sm:grid-cols-4" data-token-summary="">
        {supportedTokens.map((t) => (
          <li key={t.symbol} className="flex min-w-0 flex-col gap-3" data-payment-method={t.symbol}>
            <CoinMark symbol={t.symbol} size={44} />
            <div className="space-y-0.5">
              <p className="font-display text-lg font-semibold text-fg">{t.name}</p>
              <p className="text-sm text-muted">{t.network}</p>
            </div>
          </li>
        ))}
      </ul>
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
