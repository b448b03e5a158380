import { ArrowRight } from "lucide-react";
import { fundingRanges, fundPage } from "../../content/fund.ts";
import { BrandLogo } from "../brand/BrandLogo.tsx";
import { PingMark } from "../brand/PingMark.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { cn } from "../ui/cn.ts";

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

/** A bound as typed in a range's label (dollars, with a K or M suffix) -> its amount. */
const amount = (bound: string) => {
  const n = Number.parseFloat(bound.replace(/[$+]/g, ""));
  return bound.includes("M") ? n * 1e6 : n * 1e3;
};
/** The ranges' bounds, lowest first: the scale's labelled ticks, from the spec's labels. */
const ticks = [...new Set(fundingRanges.flatMap((r) => r.label.replace(/\+$/, "").split("-")))];
const low = Math.log10(amount(ticks[0]!));
const high = Math.log10(amount(ticks[ticks.length - 1]!));
/** Where the last tick sits: the axis runs on past it, open-ended, for the last, open range. */
const LAST_TICK = 84;
/** A bound's place on the axis, in % of its width (log scale). */
const at = (bound: string) => ((Math.log10(amount(bound)) - low) / (high - low)) * LAST_TICK;
const pct = (n: number) => `${n.toFixed(2)}%`;

/**
 * The funding ranges on one scale: the heading (with its eyebrow, as the page's other sections) and
 * how the ranges' dollars relate to the grant's PING, then one horizontal axis, log scale (said under
 * it), with a labelled tick at each bound of the spec's ranges and an open end past the highest.
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
          <PingMark size={28} className="mt-0.5 shrink-0" />
          <p className="space-y-1">
            <span className="block text-sm font-medium text-fg">{currency.label}</span>
            <span className="block text-sm leading-relaxed text-pretty text-muted">{currency.text}</span>
          </p>
        </div>
      </div>
      <div className="space-y-4" data-fund-scale="">
        <p id="fund-ranges-label" className="font-mono text-[0.8125rem] tracking-[0.14em] text-muted uppercase">
          {columns.range}
        </p>
        <div className="relative pr-2">
          {/* The ticks' guides, up through the lanes. */}
          <div aria-hidden="true" className="pointer-events-none absolute top-0 right-2 bottom-12 left-0">
            {ticks.map((t) => (
              <span key={t} className="absolute inset-y-0 border-l border-dashed border-border" style={{ left: pct(at(t)) }} />
            ))}
          </div>
          <ol aria-labelledby="fund-ranges-label" className="relative space-y-3 pb-4 sm:space-y-4" data-fund-ranges="">
            {fundingRanges.map((r, i) => {
              const [from, to] = r.label.replace(/\+$/, "").split("-") as [string, string | undefined];
              const start = at(from);
              const end = to ? at(to) : 100;
              const last = i === fundingRanges.length - 1;
              return (
                <li key={r.value} className="relative h-11 sm:h-12">
                  <span
                    className="absolute top-0 font-mono text-[0.8125rem] whitespace-nowrap text-fg sm:text-base"
                    style={{ left: pct(start) }}
                  >
                    {r.label}
                  </span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      "absolute bottom-1 h-2.5 rounded-full border border-accent/70 bg-accent/25",
                      last && "rounded-r-none border-r-0 bg-gradient-to-r from-accent/25 to-transparent",
                    )}
                    style={{ left: pct(start), width: pct(end - start) }}
                  />
                </li>
              );
            })}
          </ol>
          {/* The axis: a tick and its amount at each bound, then the open end past the last. */}
          {/* On a phone every other amount sits a row lower (a longer tick), so the close bounds of a log
              scale (the first two) never crowd; 12 px at every width (review round 13). */}
          <div aria-hidden="true" className="relative h-16 sm:h-12" data-fund-axis="">
            <span className="absolute top-0 left-0 h-px bg-fg/50" style={{ width: pct(LAST_TICK) }} />
            <span className="absolute top-0 right-0 h-px bg-gradient-to-r from-fg/50 to-fg/10" style={{ left: pct(LAST_TICK) }} />
            {ticks.map((t, i) => (
              <span
                key={t}
                className={cn(
                  "absolute top-0 flex flex-col font-mono text-xs text-muted sm:text-[0.8125rem]",
                  i === 0 ? "items-start" : "-translate-x-1/2 items-center",
                )}
                style={{ left: pct(at(t)) }}
              >
                <span className={cn("h-2 border-l border-fg/60", i % 2 === 1 && "max-sm:h-7 max-sm:border-fg/30")} />
                <span className="mt-1.5 whitespace-nowrap">{t}</span>
              </span>
            ))}
            <ArrowRight className="absolute -top-2 -right-1.5 size-4 text-muted" />
          </div>
        </div>
        <p className="font-mono text-xs text-muted">{supported.rangesScale}</p>
      </div>
    </div>
  );
}
