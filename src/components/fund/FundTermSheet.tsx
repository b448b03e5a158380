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
 * The funding ranges as a plain list across the section: five cells on one rule, each the spec's
 * range word for word, lowest first (a row from `md`, a column below). No bars: the steps are
 * not to scale, and nothing here is clickable, nor looks it.
 */
export function FundRangeScale() {
  const { supported } = fundPage;
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <h3 className="font-display text-lg font-semibold text-fg">{supported.rangesHeading}</h3>
        <p className="text-sm text-muted">{supported.rangesText}</p>
      </div>
      <ol
        aria-label={supported.rangesHeading}
        className="grid grid-cols-1 divide-y divide-border border-y border-border md:grid-cols-5 md:divide-x md:divide-y-0"
        data-fund-ranges=""
      >
        {fundingRanges.map((r) => (
          <li key={r.value} className="py-3 font-mono text-base text-fg md:px-2 md:py-5 md:text-center lg:text-lg">
            {r.label}
          </li>
        ))}
      </ol>
    </div>
  );
}
