import { fundingRanges, fundPage } from "../../content/fund.ts";
import { ArtPanel } from "../art/Art.tsx";
import { BrandLogo } from "../brand/BrandLogo.tsx";
import { PingMark } from "../brand/PingMark.tsx";

/**
 * /ecosystem-fund's first screen beside the h1 (which says the fund's size): the fund's terms as a
 * sheet: what it pays in (PING on Sui, with both marks) and what a grant includes besides the
 * money. Nothing the sections below show again (the ranges, the focus areas and the path to
 * funding are theirs). From fund.ts; HTML and CSS, no script. Text, not a picture: it reads in order.
 */
export function FundTermSheet() {
  const { terms } = fundPage;
  return (
    <ArtPanel caption={terms.caption}>
      <div className="space-y-6 p-5 sm:p-6" data-fund-terms="">
        <div className="flex items-center gap-4">
          <PingMark size={56} />
          <div>
            <p className="font-mono text-xs tracking-[0.14em] text-muted uppercase">{terms.paidIn}</p>
            <p className="font-display text-2xl font-semibold text-fg">{terms.token}</p>
            <p className="flex items-center gap-1.5 text-sm text-muted">
              <BrandLogo logo="network-sui" size={14} />
              {terms.network}
            </p>
          </div>
        </div>
        <div className="space-y-3">
          <p className="font-mono text-xs tracking-[0.14em] text-muted uppercase">{terms.includesLabel}</p>
          <ul className="divide-y divide-border/70 border-y border-border/70 text-sm">
            {terms.includes.map(({ icon: Icon, label, text }) => (
              <li
                key={label}
                className="grid grid-cols-[1.25rem_6.5rem_minmax(0,1fr)] items-baseline gap-x-3 py-2.5 max-sm:grid-cols-[1.25rem_minmax(0,1fr)]"
              >
                <Icon className="size-4 translate-y-0.5 self-start text-muted" aria-hidden="true" />
                <span className="font-medium text-fg">{label}</span>
                <span className="text-muted max-sm:col-start-2">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </ArtPanel>
  );
}

/**
 * The funding ranges, read as information: the heading and how the ranges' dollars relate to the
 * grant's PING beside a plain ruled table of the five ranges (each the spec's label word for word,
 * lowest first, numbered). Rows of text on hairlines, left-aligned: nothing here is clickable, and
 * nothing looks it (no cells side by side that read as a segmented control). No bars: the steps are
 * not to scale.
 */
export function FundRangeScale() {
  const { supported } = fundPage;
  const { rangesCurrency: currency, rangesColumns: columns } = supported;
  return (
    <div className="grid grid-cols-1 gap-8 border-t border-border pt-10 md:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] md:gap-12">
      <div className="space-y-4">
        <h3 className="font-display text-2xl font-semibold text-fg">{supported.rangesHeading}</h3>
        <p className="max-w-md leading-relaxed text-pretty text-muted">{supported.rangesText}</p>
        <div className="flex max-w-md items-start gap-3 border-l-2 border-border pl-4" data-fund-currency="">
          <PingMark size={28} className="mt-0.5 shrink-0" />
          <p className="space-y-1">
            <span className="block text-sm font-medium text-fg">{currency.label}</span>
            <span className="block text-sm leading-relaxed text-pretty text-muted">{currency.text}</span>
          </p>
        </div>
      </div>
      <table className="w-full border-collapse text-left" data-fund-ranges="">
        <caption className="sr-only">{supported.rangesHeading}</caption>
        <thead>
          <tr className="border-b border-border font-mono text-xs tracking-[0.14em] text-muted uppercase">
            <td aria-hidden="true" className="w-14 pb-3" />
            <th scope="col" className="pb-3 font-normal">
              {columns.range}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border/70">
          {fundingRanges.map((r, i) => (
            <tr key={r.value}>
              {/* A bar that grows down the scale, not a number: the ranges are sizes, not steps. */}
              <td className="py-3.5 pr-4" aria-hidden="true">
                <span className="block h-1 rounded-full bg-muted/50" style={{ width: `${((i + 1) / fundingRanges.length) * 100}%` }} />
              </td>
              <td className="py-3.5 font-mono text-base text-fg sm:text-lg">{r.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
