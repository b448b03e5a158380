import { Fragment } from "react";
import { supportedTokens, x402DocsPage } from "../../content/x402-docs.ts";
import { cn } from "../ui/cn.ts";
import { stackedTable } from "../ui/stacked-table.ts";
import { CoinMark } from "./CoinMark.tsx";

/**
 * The supported tokens, one table in one style wherever they are shown (/x402-integration's
 * payment methods, /x402-documentation's payments): open rows on hairlines, each token's mark and
 * name, the networks it settles on (each with its mark), and what it is. A plain table from `sm`;
 * on a phone each row is a small block (the name, then its network and its note under their
 * column names; the network column as wide as "Ethereum and Base" kept on one line), so nothing is wider than the screen.
 */
export function TokenTable({ className }: { className?: string }) {
  const { columns, tableCaption } = x402DocsPage.payments;
  return (
    <table className={cn(stackedTable.table, "sm:table-fixed", className)} data-token-table="">
      <caption className="sr-only">{tableCaption}</caption>
      <thead className={cn(stackedTable.head, "font-mono text-xs tracking-[0.14em] text-muted uppercase")}>
        <tr className="border-b border-border">
          <th scope="col" className="w-[20%] pb-3 font-medium">
            {columns.token}
          </th>
          <th scope="col" className="w-[34%] pb-3 font-medium sm:px-5">
            {columns.network}
          </th>
          <th scope="col" className="pb-3 font-medium sm:px-5">
            {columns.note}
          </th>
        </tr>
      </thead>
      <tbody className={cn(stackedTable.body, "divide-y divide-border border-b border-border max-sm:border-t")}>
        {supportedTokens.map((t) => (
          <tr
            key={t.symbol}
            className={cn(stackedTable.row, "max-sm:grid-cols-[11.5rem_minmax(0,1fr)] max-sm:px-0")}
            data-payment-method={t.symbol}
          >
            <th scope="row" className="col-span-2 py-0 font-normal sm:py-4">
              <span className="flex items-center gap-3">
                <CoinMark symbol={t.symbol} size={32} />
                <span className="font-display text-base font-semibold text-fg">{t.name}</span>
              </span>
            </th>
            <td data-label={columns.network} className={cn(stackedTable.cell, "text-fg/90")}>
              <NetworkNames names={t.network} />
            </td>
            <td data-label={columns.note} className={cn(stackedTable.cell, "text-muted max-sm:text-pretty")}>
              {t.note}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
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
