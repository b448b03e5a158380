import { atmosphere, atmosphereLatency as t, atmosphereStream } from "../../content/products.ts";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { BigClaim, Features, ProductCta, ProductHero, Steps, UseCases } from "./ProductSections.tsx";
import { StreamScreens } from "./StreamScreens.tsx";

/** The Atmosphere page, rendered at /nirvana-atmosphere and its aliases: screens and latency, where Earth has a console and GPUs. */
export function AtmospherePage() {
  return (
    <>
      <ProductHero product={atmosphere} layout="stacked">
        <StreamScreens />
      </ProductHero>
      <Features product={atmosphere} />
      <Reach />
      <UseCases product={atmosphere} />
      <Steps product={atmosphere} />
      <ProductCta product={atmosphere} />
    </>
  );
}

/**
 * The page's one figure, the countries supported, over what it is made of: the regions with their
 * countries (counted from the points of presence) and the latency each region's edge targets
 * (labelled as targets, with their basis), one full-bleed band.
 */
function Reach() {
  return (
    <section aria-labelledby="callout-title" className="border-y border-border/60 bg-surface/40 py-16 sm:py-24">
      <Container className="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div className="space-y-4">
          <Eyebrow>{t.eyebrow}</Eyebrow>
          <BigClaim product={atmosphere} />
          <p className="max-w-xl text-sm leading-relaxed text-pretty text-muted">{t.lead}</p>
        </div>
        <div className="space-y-4">
          {/* Ruled rows under a header in the site's table style (mono, uppercase, tracked), as Earth's lineup and
              every other table; the rows' rules keep each figure on its region's line. "Target latency" heads the
              figures themselves (left-aligned over them from sm); each figure's bar follows it in the same cell, drawn
              against the scale the header names at its right end, so the bars read as the figures drawn, not as a
              column of their own. */}
          <table data-latency-table="" className="w-full text-left text-sm [&_td]:py-2.5 [&_th]:py-2.5">
            <caption className="sr-only">{t.caption}</caption>
            <thead className="border-b border-border font-mono text-xs tracking-wider text-muted uppercase">
              <tr>
                <th scope="col" className="pr-4 font-medium">
                  {t.columns.region}
                </th>
                <th scope="col" className="pr-4 text-right font-medium sm:pr-8">
                  {t.columns.countries}
                </th>
                <th scope="col" className="text-right font-medium sm:w-3/5 sm:text-left" data-latency-head="">
                  <span className="flex items-baseline justify-end gap-4 sm:justify-between">
                    <span>{t.columns.latency}</span>
                    <span aria-hidden="true" className="hidden tracking-normal normal-case sm:inline">
                      {t.scaleLabel}
                    </span>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border/60">
              {t.rows.map((r) => (
                <tr key={r.region}>
                  <th scope="row" className="pr-4 font-semibold whitespace-nowrap text-fg">
                    {r.region}
                  </th>
                  <td className="pr-4 text-right font-mono text-muted sm:pr-8">{t.countriesIn(r.region)}</td>
                  <td>
                    {/* The figure first, under its header; its bar after it from sm (on a phone a bar squeezed to a
                        few px says nothing, so the figure stands alone, right-aligned under its header). */}
                    <span className="flex items-center justify-end gap-4 sm:justify-start" data-latency-value="">
                      <span className="shrink-0 font-mono text-fg sm:w-12">{atmosphereStream.ms(r.latencyMs)}</span>
                      <span aria-hidden="true" className="hidden h-1.5 min-w-10 flex-1 overflow-hidden rounded-full bg-surface-2 sm:block">
                        <span className="block h-full rounded-full bg-muted/70" style={{ width: `${(r.latencyMs / t.scaleMs) * 100}%` }} />
                      </span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* Two notes, each starting on its own line (a sentence no longer begins at the end of a line), wrapped
              pretty so neither ends on a lone word. */}
          <p className="max-w-prose space-y-1 text-sm leading-relaxed text-pretty text-muted" data-latency-note="">
            <span className="block">{t.note}</span> <span className="block">{t.heroNote}</span>
          </p>
        </div>
      </Container>
    </section>
  );
}
