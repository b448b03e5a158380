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
      <Features product={atmosphere} columns={2} className="pb-16 sm:pb-24" />
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
 *
 * Review round 19: round 18 stood the steps at the column's foot, so their first rule was ~88 px under
 * the use cases' first, and their text was 14 px beside the use cases' 16. From lg the two columns are
 * one grid of two rows (each column a subgrid): the headings share the first row, so the lists start
 * on one line, their first rules level; the steps are set in the use cases' sizes (18-px title, 16-px
 * line) and rhythm, each step's title level with a use case's, a closing rule level with the fourth
 * use case's. Stacked, each list follows its heading.
 */
function WhoAndHow() {
  const p = atmosphere;
  return (
    <section aria-label={`${p.useCasesHeading}, ${p.steps.heading}`} className="pb-16 sm:pb-24" data-who-and-how="">
      <Container className="grid grid-cols-1 gap-16 lg:grid-cols-2 lg:gap-x-20 lg:gap-y-8">
        <section aria-labelledby="use-cases-title" className="grid content-start gap-8 lg:row-span-2 lg:grid-rows-subgrid">
          <SectionHeading id="use-cases-title" eyebrow={p.sectionEyebrows.useCases} title={p.useCasesHeading} lead={p.useCasesLead} />
          <ul data-use-cases="" className="self-start border-b border-border">
            {p.useCases.map(({ title, text }) => (
              <li key={title} data-use-case="" className="space-y-1 border-t border-border py-4">
                <h3 className="font-display text-lg leading-snug font-semibold text-fg">{title}</h3>
                <p className="text-sm leading-relaxed text-pretty text-muted sm:text-base">{text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="steps-title"
          className="grid content-start gap-8 lg:row-span-2 lg:grid-rows-subgrid"
          data-session-steps=""
        >
          <SectionHeading id="steps-title" eyebrow={p.sectionEyebrows.steps} title={p.steps.heading} lead={atmosphereStream.stepsLead} />
          {/* The use cases' row in the shared timeline, by page-side classes (the shared Steps keeps its column sizes):
              the title 18 px snug, the line 14 then 16 px from sm, as a use case's; a 12-px pad under the rule and a
              27-px foot per step make a step as tall as a use case's row (rule, 16-px pads, title, 4-px gap, line),
              so each title stands level with a use case's; the last step's foot puts the closing rule level with the
              fourth use case's rule. */}
          <Timeline
            items={p.steps.items}
            layout="column"
            className="self-start border-y border-border pt-3 [&_h3]:text-lg [&_h3]:leading-snug sm:[&_li>div>p]:text-base [&>li]:pb-[27px] [&>li:last-child]:pb-[14px]"
          />
        </section>
      </Container>
    </section>
  );
}

/**
 * The page's one figure, the countries supported, over what it is made of: the regions with their
 * countries (counted from the points of presence) and the latency each region's edge targets, one
 * full-bleed band. Each latency is a figure and a bar on a ticked axis from 0 (no track behind the
 * bar, which read as a progress meter filling up): the bars' lengths are the figures on the axis
 * (review round 19: the caption "Shorter bar = lower latency" said what a 0-to-40-ms axis under
 * "Target latency" says, and is no spec text: gone). The page's caveats are one numbered list under the table.
 */
/**
 * On a phone each row is two lines: the region, its countries and its latency, as the header's one
 * line (review round 19: the header took two lines at 375), then the bar across the row's full width
 * (review round 16: the bars got ~40 px beside the region and the countries), the axis under the bars
 * at their width. From sm one line: the figure, then its bar, under one "Target latency" header.
 */
const phoneGrid = "max-sm:col-span-3 max-sm:grid max-sm:grid-cols-subgrid";
/** The table is the grid (its columns the region's, then as wide as the widest countries and latency cell, header included); its parts and rows are subgrids, so every row's cells stand under the header's. */
const phoneTable = "max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto_auto]";
const phoneRow = `${phoneGrid} max-sm:items-baseline`;

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
        <div>
          {/* Ruled rows under a header in the site's table style (mono, uppercase, tracked), as Earth's lineup. Each
              figure is followed by its bar (under it on a phone), drawn on the axis under the table (0 to 40 ms,
              ticked every 10). The figure and the bar are two cells under the one latency header (the bar's hidden
              from screen readers, which read the figure), so on a phone the figure can stand in the row's first line
              under its header and the bar run across the row under it. */}
          <table data-latency-table="" className={cn("w-full text-left text-sm [&_td]:py-2.5 [&_th]:py-2.5", phoneTable)}>
            <caption className="sr-only">{t.caption}</caption>
            <thead className={cn("border-b border-border font-mono text-xs tracking-wider text-muted uppercase", phoneGrid)}>
              <tr className={phoneRow}>
                <th scope="col" className="pr-2 font-medium sm:pr-4">
                  {t.columns.region}
                </th>
                <th scope="col" className="pr-3 text-right font-medium whitespace-nowrap sm:pr-8">
                  {t.columns.countries}
                  <NoteRef note="countries" />
                </th>
                {/* One line at every width (review round 19: on a phone it was the header's second line): over the figures,
                    which on a phone stand at the end of each row's first line, the bars under them. */}
                <th scope="col" colSpan={2} className="font-medium whitespace-nowrap max-sm:pr-4" data-latency-head="">
                  {t.columns.latency}
                  <NoteRef note="targets" />
                </th>
              </tr>
            </thead>
            <tbody className={cn("divide-y divide-border/60", phoneGrid)}>
              {t.rows.map((r) => (
                <tr key={r.region} className={phoneRow}>
                  <th scope="row" className="pr-2 font-semibold text-fg sm:pr-4 sm:whitespace-nowrap">
                    {r.region}
                  </th>
                  <td className="pr-3 text-right font-mono text-muted sm:pr-8">{t.countriesIn(r.region)}</td>
                  <td className="font-mono whitespace-nowrap text-fg sm:w-16 sm:pr-4" data-latency-value="">
                    <span>{atmosphereStream.ms(r.latencyMs)}</span>
                  </td>
                  {/* The bar at every width (review round 15: the bars were hidden on a phone), on a track that stops short
                      of the column's end so the axis' last label ("40 ms") can stand centred on its tick. */}
                  <td aria-hidden="true" className="max-sm:col-span-3 max-sm:pt-0! sm:w-1/2">
                    <span className="relative mr-6 block h-2 min-w-12 sm:mr-8" data-latency-track="">
                      {/* Faint gridlines at the axis' ticks (from sm: review round 23, on a phone the bar's row is too short for
                          them, and they read as stubs between the rows), then the bar from 0. */}
                      {ticks.map((ms) => (
                        <span
                          key={ms}
                          className="absolute -inset-y-4 w-px bg-border/50 max-sm:hidden"
                          style={{ left: pct(ms) }}
                          data-latency-grid=""
                        />
                      ))}
                      <span
                        className="absolute inset-y-0 left-0 rounded-r-sm bg-muted/70"
                        style={{ width: pct(r.latencyMs) }}
                        data-latency-bar=""
                      />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot aria-hidden="true" className="border-t border-border max-sm:col-span-3 max-sm:block">
              <tr className="max-sm:block">
                <td colSpan={3} className="max-sm:hidden" />
                <td className="font-mono text-xs text-muted max-sm:block">
                  {/* The axis, under the bars' column: the same length as a track; every label centred on its tick, the
                      last with its unit ("40 ms" as one label, centred: review round 17, with the unit hung after it the
                      label read as standing right of its gridline). On a phone 0, 20 and 40 only; the axis' title is
                      the header's (review round 18). */}
                  <span className="relative mr-6 block h-4 min-w-12 sm:mr-8" data-latency-axis="">
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
                </td>
              </tr>
            </tfoot>
          </table>
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
