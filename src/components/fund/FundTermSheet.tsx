import type { CSSProperties } from "react";
import { ArrowRight, Info } from "lucide-react";
import { fundingRanges, fundPage } from "../../content/fund.ts";
import { BrandLogo } from "../brand/BrandLogo.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { cn } from "../ui/cn.ts";

/**
 * /ecosystem-fund's term sheet, a ruled strip across the hero under its heading (no window frame: it
 * is terms, not an app): what the fund pays in (PING on Sui, with Sui's mark beside it), then what a grant
 * includes besides the money, side by side from lg. Review round 22: below lg no rule under the strip (it stood ~56 px over
 * the hero's own bottom border, two hairlines); from lg the strip is ruled over and under, as before. Nothing the sections below show again (the
 * ranges, the focus areas and the path to funding are theirs). From fund.ts; HTML and CSS, no script.
 */
export function FundTermSheet() {
  const { terms } = fundPage;
  return (
    <div
      className="grid grid-cols-1 border-t border-border lg:grid-cols-[minmax(0,auto)_minmax(0,1fr)] lg:divide-x lg:divide-border lg:border-b"
      data-fund-terms=""
    >
      {/* Sui's mark (in a 44 px ruled tile until review round 22), as the grant's icons beside it (review round 17: the PING coin was drawn here, in the
          hero's picture and in the ranges' note; the coin is the hero's alone now). Its label over the tile, as the grant's
          label over its row (review round 18: the label sat beside the tile, centred on it, 12 px under "With the grant"). */}
      <div className="space-y-4 py-6 lg:pr-10">
        <p className="font-mono text-[0.8125rem] tracking-[0.14em] text-muted uppercase" data-fund-terms-label="">
          {terms.paidIn}
        </p>
        <div className="flex items-center gap-3.5">
          {/* Review round 22: unboxed (the 44 px tiles read as stock icon art, the page's only). */}
          <span className="grid shrink-0 place-items-center" data-fund-terms-mark="">
            <BrandLogo logo="network-sui" size={28} />
          </span>
          <div>
            <p className="font-display text-2xl leading-tight font-semibold text-fg">{terms.token}</p>
            <p className="text-sm text-muted">{terms.network}</p>
          </div>
        </div>
      </div>
      <div className="space-y-4 border-t border-border py-6 lg:border-t-0 lg:pl-10">
        <p className="font-mono text-[0.8125rem] tracking-[0.14em] text-muted uppercase" data-fund-terms-label="">
          {terms.includesLabel}
        </p>
        {/* From sm, each column as wide as its words, the spare width between them (review round 18: three equal columns
            broke "enterprise GPUs across the network" onto two lines at 1440 while its neighbours kept one). Where the
            row is too narrow for all three on one line, the columns share it and the longest wraps last. From lg they sit
            48 px apart from the left (round 18's reviewer: spread edge to edge, the last ended on the container's edge). */}
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-[repeat(3,auto)] sm:justify-between sm:gap-8 lg:justify-start lg:gap-12">
          {terms.includes.map(({ icon: Icon, label, text }) => (
            // Review round 22: the icon unboxed (the 44 px ruled tiles read as the page's only stock icon art), a 20 px line
            // glyph in the page's other icons' stroke and colour (the ranges' note's: 1.5, muted), centred on the label's
            // line, the text under the label (review round 14: a 16 px glyph at the label's cap height read as a bullet).
            <li key={label} className="grid grid-cols-[1.25rem_minmax(0,1fr)] content-start items-center gap-x-3" data-fund-include="">
              <Icon className="size-5 text-muted" strokeWidth={1.5} aria-hidden="true" data-fund-include-icon="" />
              <span className="pt-px font-medium text-fg">{label}</span>
              <span className="col-start-2 mt-0.5 text-sm leading-snug text-pretty text-muted">{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A bound as typed in a range's label (dollars, with a K or M suffix) -> its amount. */
const amount = (bound: string) => {
  const n = Number.parseFloat(bound.replace(/[$+]/g, ""));
  return bound.includes("M") ? n * 1e6 : n * 1e3;
};
/** The ranges' bounds, lowest first: the scale's labelled ticks, from the spec's labels. */
const ticks = [...new Set(fundingRanges.flatMap((r) => r.label.replace(/\+$/, "").split("-")))];
const low = Math.log10(amount(ticks[0]!));
const high = Math.log10(amount(ticks[ticks.length - 1]!));
/**
 * Where the last tick sits: the axis runs on past it, open-ended, for the last, open range. Review round 19 (the open
 * range's bar was short and faded out, leaving the chart's right ~200 px empty at 1440): the open range runs from the
 * last tick to the axis' end, about as long as the bars before it (the room of one doubling on the scale; no amount is
 * written there), and ends in an arrowhead, as the axis does.
 */
const LAST_TICK = 100 / (1 + Math.log10(2) / (high - low));
/** A bound's place on the axis, in % of its width (log scale). */
const at = (bound: string) => ((Math.log10(amount(bound)) - low) / (high - low)) * LAST_TICK;
const pct = (n: number) => `${n.toFixed(2)}%`;

/**
 * The funding ranges on one scale: the heading (with its eyebrow, as the page's other sections) and
 * how the ranges' dollars relate to the grant's PING, then one horizontal axis, log scale (said on
 * the chart's title line, over its open end), with a labelled tick at each bound of the spec's ranges and an open end past the highest.
 * Each range (the spec's label word for word, lowest first) is a segment on its own lane over the
 * axis, from its lower bound to its upper one; the last, open range runs into the open end. Nothing is clickable.
 */
export function FundRangeScale() {
  const { supported } = fundPage;
  const { rangesCurrency: currency, rangesColumns: columns } = supported;
  return (
    <div className="space-y-10 border-t border-border pt-12 sm:space-y-12 sm:pt-16">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:items-end md:gap-12">
        <div className="max-w-3xl space-y-4">
          <Eyebrow>{supported.rangesEyebrow}</Eyebrow>
          <h3 className="font-display text-3xl font-semibold text-balance text-fg sm:text-4xl lg:text-5xl">{supported.rangesHeading}</h3>
          <p className="max-w-md text-base leading-relaxed text-pretty text-muted sm:text-lg">{supported.rangesText}</p>
        </div>
        <div className="flex max-w-lg items-start gap-3 border-l-2 border-border pl-4" data-fund-currency="">
          {/* A note, so the info glyph (review round 17: a third PING coin). */}
          <Info className="mt-0.5 size-5 shrink-0 text-muted" strokeWidth={1.5} aria-hidden="true" data-fund-currency-icon="" />
          <p className="space-y-1">
            <span className="block text-sm font-medium text-fg">{currency.label}</span>
            <span className="block text-sm leading-relaxed text-pretty text-muted">{currency.text}</span>
          </p>
        </div>
      </div>
      <div className="space-y-4" data-fund-scale="">
        {/* The chart's title line: what the lanes are, and at its right, over the axis' open end, that the axis is a log scale
            (review round 18: "Log scale" sat under the axis at its end, and on a phone it dropped onto a line of its own under
            the last amount). Lower case, untracked, so both fit one line at 375 px. */}
        <div data-fund-scale-head="">
          <p id="fund-ranges-label" className="font-mono text-[0.8125rem] tracking-[0.14em] text-muted uppercase">
            {columns.range}
          </p>
        </div>
        <div className="relative pr-2">
          <div className="relative">
            {/* The ticks' guides, up through the lanes (down to the axis). */}
            <div aria-hidden="true" className="pointer-events-none absolute inset-0">
              {ticks.map((t) => (
                <span key={t} className="absolute inset-y-0 border-l border-dashed border-border" style={{ left: pct(at(t)) }} />
              ))}
            </div>
            {/* Review round 26: from md each range is one compact lane (40 px: its bar 24 px, its label on the bar's line just
                past its end, the open range's just before its start), 8 px apart, so the chart is about 260 px at 1440 (it
                was ~450 with the label over each bar). Below md the label stays over its bar (the bars are too short there). */}
            <ol aria-labelledby="fund-ranges-label" className="relative space-y-3 pb-4 md:space-y-2 md:pb-3" data-fund-ranges="">
              {fundingRanges.map((r) => {
                const [from, to] = r.label.replace(/\+$/, "").split("-") as [string, string | undefined];
                const start = at(from);
                return (
                  // Review round 23: each lane is a track (a faint full-width rail, the ::before, under its range's bar), so
                  // every row reads across the whole axis; bars 16 px on a phone, 24 px from md.
                  <li
                    key={r.value}
                    className="relative h-12 before:absolute before:inset-x-0 before:bottom-1 before:h-4 before:rounded-full before:bg-fg/[0.05] md:h-10 md:before:bottom-2 md:before:h-6"
                    data-fund-lane=""
                  >
                    <span
                      className={cn(
                        "absolute top-0 font-mono text-[0.8125rem] whitespace-nowrap text-fg md:top-2 md:text-[0.9375rem] md:leading-6",
                        to ? "left-[var(--from)] md:left-[var(--to)] md:ml-3" : "left-[var(--from)] md:-ml-3 md:-translate-x-full",
                      )}
                      style={{ "--from": pct(start), "--to": to ? pct(at(to)) : undefined } as CSSProperties}
                      data-fund-range-label=""
                    >
                      {r.label}
                    </span>
                    {to ? (
                      <span
                        aria-hidden="true"
                        className="absolute bottom-1 h-4 rounded-full border border-accent/70 bg-accent/25 md:bottom-2 md:h-6"
                        style={{ left: pct(start), width: pct(at(to) - start) }}
                      />
                    ) : (
                      // The open range (review round 19): the bar, whole and unfaded, to the axis' end, its right end an
                      // arrowhead (drawn to the bar's height, its stroke one pixel as the bar's border).
                      <span
                        aria-hidden="true"
                        className="absolute right-0 bottom-1 flex h-4 text-accent md:bottom-2 md:h-6"
                        style={{ left: pct(start) }}
                        data-fund-open-bar=""
                      >
                        <span className="min-w-0 flex-1 rounded-l-full border border-r-0 border-accent/70 bg-accent/25" />
                        <svg
                          viewBox="0 0 10 10"
                          preserveAspectRatio="none"
                          aria-hidden="true"
                          className="h-full w-3.5 shrink-0 md:w-4"
                          data-fund-open-tip=""
                        >
                          <path d="M0 0 L10 5 L0 10 Z" fill="currentColor" fillOpacity="0.25" />
                          <path
                            d="M0 0.5 L9.3 5 L0 9.5"
                            fill="none"
                            stroke="currentColor"
                            strokeOpacity="0.7"
                            strokeLinejoin="round"
                            vectorEffect="non-scaling-stroke"
                          />
                        </svg>
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          </div>
          {/* The axis: a tick and its amount at each bound, then the open end past the last. */}
          {/* The amounts on one row at every width (review round 16: on a phone every other one sat a row lower, which
              read as two axes), 13 px on a phone and 14 px from sm (review round 19: they read as 10-11 px); under 360 px,
              where the close bounds of a log scale would touch, only every other amount is written (the ranges' own
              labels name them all), and below sm the second amount is not written either (review round 20). */}
          <div aria-hidden="true" className="relative h-[2.125rem]" data-fund-axis="">
            {/* Review round 19: one solid line to the arrow (its open end faded out, like the open range's bar). */}
            <span className="absolute inset-x-0 top-0 h-px bg-fg/50" />
            {ticks.map((t, i) => (
              <span
                key={t}
                className={cn(
                  "absolute top-0 flex flex-col font-mono text-[0.8125rem] text-muted sm:text-sm",
                  i === 0 ? "items-start" : "-translate-x-1/2 items-center",
                )}
                style={{ left: pct(at(t)) }}
              >
                {/* Review round 21 ran every other tick a row lower on a phone; round 23's reviewer read those two rows as two
                    axes. One row at every width: below sm the amounts are set a little tighter (-0.04 em), so the two
                    rightmost amounts still stand 12 px or more apart at 375. */}
                <span className="h-2 border-l border-fg/60" data-fund-tick-line="" />
                <span className="mt-1.5 leading-5 whitespace-nowrap max-sm:tracking-[-0.04em]" data-fund-tick="">
                  {t}
                </span>
              </span>
            ))}
            <ArrowRight className="absolute -top-2 -right-1.5 size-4 text-muted" strokeWidth={1.5} />
          </div>
          {/* Review round 21: the scale's note as the chart's caption, under the amounts and 16 px clear of them (round 18 put it
              on the title line, where a phone wrapped it 8 px under "Range"). */}
          <p className="mt-4 font-mono text-xs text-muted sm:text-[0.8125rem]" data-fund-scale-caption="">
            {supported.rangesScale}
          </p>
        </div>
      </div>
    </div>
  );
}
