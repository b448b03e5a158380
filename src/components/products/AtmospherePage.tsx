import { atmosphere, atmosphereLatency as t, atmosphereStream } from "../../content/products.ts";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { cn } from "../ui/cn.ts";
import { BigClaim, Features, ProductCta, ProductHero } from "./ProductSections.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { Steps as Timeline } from "../ui/Steps.tsx";
import { StreamScreens } from "./StreamScreens.tsx";
import { NoteRef, noteNumber } from "./NoteRef.tsx";

/** The Atmosphere page, rendered at /nirvana-atmosphere and its aliases: screens and latency, where Earth has a console and GPUs. */
export function AtmospherePage() {
  return (
    <>
      <ProductHero product={atmosphere} layout="stacked">
        <StreamScreens />
      </ProductHero>
      {/* The spec's second fact, the countries, right under the tagline's promise (low latency): the reach and the
          latency per region first, then what the product gives, then who it is for beside how a session starts. */}
      <Reach />
      <Features product={atmosphere} />
      <WhoAndHow />
      <ProductCta product={atmosphere} />
    </>
  );
}

/**
 * Who Atmosphere is for beside how a session starts, two columns from lg (review round 15: Earth and
 * Atmosphere had the same use-case index, its left column empty under the heading at 1440, then the
 * same three-step row). Left: the use cases on rules, name over its line (no numbers: they are not a
 * sequence); right: the session's path, the shared timeline as a column. Each keeps its own h2.
 */
function WhoAndHow() {
  const p = atmosphere;
  return (
    <section aria-label={`${p.useCasesHeading}, ${p.steps.heading}`} className="pb-16 sm:pb-24" data-who-and-how="">
      <Container className="grid grid-cols-1 gap-16 lg:grid-cols-2 lg:gap-20">
        <section aria-labelledby="use-cases-title" className="space-y-8">
          <SectionHeading id="use-cases-title" eyebrow={p.sectionEyebrows.useCases} title={p.useCasesHeading} lead={p.useCasesLead} />
          <ul data-use-cases="" className="border-b border-border">
            {p.useCases.map(({ title, text }) => (
              <li key={title} data-use-case="" className="space-y-1 border-t border-border py-4">
                <h3 className="font-display text-lg leading-snug font-semibold text-fg">{title}</h3>
                <p className="text-sm leading-relaxed text-pretty text-muted sm:text-base">{text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="steps-title" className="flex flex-col gap-8" data-session-steps="">
          <SectionHeading id="steps-title" eyebrow={p.sectionEyebrows.steps} title={p.steps.heading} lead={atmosphereStream.stepsLead} />
          {/* One rhythm with the use cases (review round 18: round 17 stretched the steps to end level, ~125 px apart
              beside rows ~88 px apart): each step at its natural height, which is a use case's row (a rule, a 16-px
              pad, title and line); from lg the steps stand at the column's foot, their rule level with the second
              use case's and each step's title level with a use case's, so the last ends with the last use case's
              line. Stacked, the steps follow their lead. */}
          <Timeline items={p.steps.items} layout="column" className="border-t border-border pt-6 lg:mt-auto lg:pt-[13px] lg:pb-4" />
        </section>
      </Container>
    </section>
  );
}

/**
 * The page's one figure, the countries supported, over what it is made of: the regions with their
 * countries (counted from the points of presence) and the latency each region's edge targets, one
 * full-bleed band. Each latency is a figure and a bar on a ticked axis from 0 (no track behind the
 * bar, which read as a progress meter filling up): a shorter bar is a lower latency, as the header
 * says. The page's caveats are one numbered list under the table.
 */
/**
 * On a phone (review round 16: the bars got ~40 px beside the region and the countries) each row is
 * two lines: the region and its countries, then the latency and its bar across the row's full width;
 * the header likewise (region and countries, then latency), the axis under the bars at their width.
 */
const phoneRow = "max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto]";

function Reach() {
  const ticks = Array.from({ length: t.scaleMs / t.tickMs + 1 }, (_, i) => i * t.tickMs);
  const pct = (ms: number) => `${(ms / t.scaleMs) * 100}%`;
  return (
    <section aria-labelledby="callout-title" className="border-y border-border/60 bg-surface/40 py-16 sm:py-24">
      <Container className="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div className="space-y-4">
          <Eyebrow>{t.eyebrow}</Eyebrow>
          <BigClaim product={atmosphere} />
        </div>
        <div className="space-y-6">
          {/* Ruled rows under a header in the site's table style (mono, uppercase, tracked), as Earth's lineup. From sm
              each figure is followed by its bar, drawn on the axis under the table (0 to 40 ms, ticked every 10). */}
          <table data-latency-table="" className="w-full text-left text-sm max-sm:block [&_td]:py-2.5 [&_th]:py-2.5">
            <caption className="sr-only">{t.caption}</caption>
            <thead className="border-b border-border font-mono text-xs tracking-wider text-muted uppercase max-sm:block">
              <tr className={phoneRow}>
                <th scope="col" className="pr-2 font-medium sm:pr-4">
                  {t.columns.region}
                </th>
                <th scope="col" className="pr-2 text-right font-medium whitespace-nowrap sm:pr-8">
                  {t.columns.countries}
                  <NoteRef note="countries" />
                </th>
                {/* On a phone the header is two lines, as each row is (review round 18: the latency's name stood under the
                    axis, below the chart, so no figure had its column's name over it): the region and the countries,
                    then the latency over the figures and bars, the axis' title where the bars start. */}
                <th scope="col" className="font-medium max-sm:col-span-2 max-sm:pt-0! sm:w-3/5" data-latency-head="">
                  {t.columns.latency}
                  <NoteRef note="targets" />
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border/60 max-sm:block">
              {t.rows.map((r) => (
                <tr key={r.region} className={phoneRow}>
                  <th scope="row" className="pr-2 font-semibold text-fg sm:pr-4 sm:whitespace-nowrap">
                    {r.region}
                  </th>
                  <td className="pr-2 text-right font-mono text-muted sm:pr-8">{t.countriesIn(r.region)}</td>
                  <td className="max-sm:col-span-2 max-sm:pt-0!">
                    {/* The figure, then its bar at every width (review round 15: the bars were hidden on a phone),
                        on a track that stops short of the column's end so the axis' last label ("40 ms") can stand
                        centred on its tick. */}
                    <span className="flex items-center gap-2 sm:gap-4" data-latency-value="">
                      <span className="w-11 shrink-0 font-mono text-fg sm:w-12">{atmosphereStream.ms(r.latencyMs)}</span>
                      <span aria-hidden="true" className="relative mr-6 h-2 min-w-12 flex-1 sm:mr-8" data-latency-track="">
                        {/* Faint gridlines at the axis' ticks, then the bar from 0. */}
                        {ticks.map((ms) => (
                          <span key={ms} className="absolute -inset-y-1.5 w-px bg-border/50 sm:-inset-y-4" style={{ left: pct(ms) }} />
                        ))}
                        <span
                          className="absolute inset-y-0 left-0 rounded-r-sm bg-muted/70"
                          style={{ width: pct(r.latencyMs) }}
                          data-latency-bar=""
                        />
                      </span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot aria-hidden="true" className="border-t border-border max-sm:block">
              <tr className="max-sm:block">
                <td colSpan={2} className="max-sm:hidden" />
                <td className="font-mono text-xs text-muted max-sm:block">
                  {/* The axis, under the bars: the same offset (the figure's width and the gap) and the same length;
                      every label centred on its tick, the last with its unit ("40 ms" as one label, centred: review
                      round 17, with the unit hung after it the label read as standing right of its gridline). On a
                      phone 0, 20 and 40 only; the axis' title is the header's (review round 18). */}
                  <span className="flex gap-2 sm:gap-4">
                    <span className="w-11 shrink-0 sm:w-12" />
                    <span className="relative mr-6 h-4 min-w-12 flex-1 sm:mr-8" data-latency-axis="">
                      {ticks.map((ms, i) => (
                        <span
                          key={ms}
                          className={cn("absolute top-0 -translate-x-1/2 whitespace-nowrap", i % 2 === 1 && "max-sm:hidden")}
                          style={{ left: pct(ms) }}
                          data-latency-tick={ms}
                        >
                          {i === ticks.length - 1 ? `${ms} ${t.unit}` : ms}
                        </span>
                      ))}
                    </span>
                  </span>
                </td>
              </tr>
            </tfoot>
          </table>
          {/* The chart's key, a caption under it (review round 15: in the header row it read as a fifth column). */}
          <p className="-mt-2 text-right font-mono text-xs text-muted max-sm:-mt-4 max-sm:text-left" data-latency-legend="">
            {t.scaleLabel}
          </p>
        </div>
        {/* The page's caveats, in one place: numbered in the order their marks appear on the page; across both columns
          under them, three side by side from lg (review round 17: under the table they left ~250 px empty under
          the figure's column at 1440). */}
        <section aria-labelledby="notes-title" className="border-t border-border/60 pt-4 lg:col-span-2" data-notes="">
          <h3 id="notes-title" className="font-mono text-xs tracking-wider text-muted uppercase">
            {t.notesHeading}
          </h3>
          <ol
            className="mt-3 grid grid-cols-1 gap-y-1.5 text-sm lg:grid-cols-3 lg:gap-x-10 leading-relaxed text-pretty text-muted"
            data-latency-note=""
          >
            {(Object.keys(noteNumber) as (keyof typeof noteNumber)[]).map((k) => (
              <li key={k} id={`note-${k}`} className="grid grid-cols-[1.25rem_minmax(0,1fr)] items-baseline">
                <span className="font-mono text-xs">{noteNumber[k]}</span>
                <span>{t.notes[k]}</span>
              </li>
            ))}
          </ol>
        </section>
      </Container>
    </section>
  );
}
