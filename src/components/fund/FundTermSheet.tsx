import type { CSSProperties } from "react";
import { fundingRanges, fundPage } from "../../content/fund.ts";
import { BrandLogo } from "../brand/BrandLogo.tsx";
import { PingMark } from "../brand/PingMark.tsx";

/**
 * /ecosystem-fund's term sheet, a ruled strip across the hero under its heading (no window frame: it
 * is terms, not an app): what the fund pays in (PING on Sui, with both marks), then what a grant
 * includes besides the money, side by side from lg. Nothing the sections below show again (the
 * ranges, the focus areas and the path to funding are theirs). From fund.ts; HTML and CSS, no script.
 */
export function FundTermSheet() {
  const { terms } = fundPage;
  return (
    <div
      className="grid grid-cols-1 border-y border-border lg:grid-cols-[minmax(0,auto)_minmax(0,1fr)] lg:divide-x lg:divide-border"
      data-fund-terms=""
    >
      <div className="flex items-center gap-4 py-6 lg:pr-10">
        <PingMark size={56} />
        <div>
          <p className="font-mono text-[0.8125rem] tracking-[0.14em] text-muted uppercase">{terms.paidIn}</p>
          <p className="font-display text-2xl font-semibold text-fg">{terms.token}</p>
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <BrandLogo logo="network-sui" size={14} />
            {terms.network}
          </p>
        </div>
      </div>
      <div className="space-y-4 border-t border-border py-6 lg:border-t-0 lg:pl-10">
        <p className="font-mono text-[0.8125rem] tracking-[0.14em] text-muted uppercase">{terms.includesLabel}</p>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3 sm:gap-8">
          {terms.includes.map(({ icon: Icon, label, text }) => (
            <li key={label} className="grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-3 gap-y-0.5">
              <Icon className="mt-0.5 size-4 text-muted" aria-hidden="true" />
              <span className="font-medium text-fg">{label}</span>
              <span className="col-start-2 text-sm leading-snug text-pretty text-muted">{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The funding ranges as a scale across the page: the heading and how the ranges' dollars relate to
 * the grant's PING above it, then the five ranges (each the spec's label word for word, lowest
 * first), each a bar one step taller than the last: columns on a ruled baseline from sm, bars that
 * grow to the right on a phone. The steps show order (a larger range, a longer bar), not amounts to
 * scale; nothing here is clickable, and nothing looks it.
 */
export function FundRangeScale() {
  const { supported } = fundPage;
  const { rangesCurrency: currency, rangesColumns: columns } = supported;
  return (
    <div className="space-y-10 border-t border-border pt-12 sm:pt-16">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:items-end md:gap-12">
        <div className="space-y-3">
          <h3 className="font-display text-2xl font-semibold text-fg sm:text-3xl">{supported.rangesHeading}</h3>
          <p className="max-w-md leading-relaxed text-pretty text-muted">{supported.rangesText}</p>
        </div>
        <div className="flex max-w-lg items-start gap-3 border-l-2 border-border pl-4" data-fund-currency="">
          <PingMark size={28} className="mt-0.5 shrink-0" />
          <p className="space-y-1">
            <span className="block text-sm font-medium text-fg">{currency.label}</span>
            <span className="block text-sm leading-relaxed text-pretty text-muted">{currency.text}</span>
          </p>
        </div>
      </div>
      <div className="space-y-4">
        <p id="fund-ranges-label" className="font-mono text-[0.8125rem] tracking-[0.14em] text-muted uppercase">
          {columns.range}
        </p>
        <ol
          aria-labelledby="fund-ranges-label"
          className="grid grid-cols-1 gap-2.5 sm:h-60 sm:grid-cols-5 sm:gap-3 lg:h-64 lg:gap-4"
          data-fund-ranges=""
        >
          {fundingRanges.map((r, i) => (
            <li
              key={r.value}
              style={{ "--step": `${((i + 1) / fundingRanges.length) * 100}%` } as CSSProperties}
              className="grid grid-cols-[7.25rem_minmax(0,1fr)] items-center gap-3 sm:flex sm:h-full sm:flex-col sm:items-stretch sm:gap-0"
            >
              <span className="font-mono text-[0.9375rem] whitespace-nowrap text-fg sm:order-last sm:border-t sm:border-fg/40 sm:pt-3 sm:text-base lg:text-lg">
                {r.label}
              </span>
              <span aria-hidden="true" className="flex h-8 items-center sm:h-auto sm:flex-1 sm:items-end">
                <span className="block h-full w-[var(--step)] rounded-r-md border-r-2 border-fg/70 bg-fg/10 sm:h-[var(--step)] sm:w-full sm:rounded-t-md sm:rounded-r-none sm:border-t-2 sm:border-r-0" />
              </span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
