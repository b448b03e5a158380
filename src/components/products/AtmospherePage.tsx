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
              every other table; the rows' rules keep each figure on its region's line. */}
          <table data-latency-table="" className="w-full text-left text-sm [&_td]:py-2.5 [&_th]:py-2.5">
            <caption className="sr-only">{t.caption}</caption>
            <thead className="border-b border-border font-mono text-xs tracking-wider text-muted uppercase">
              <tr>
                <th scope="col" className="pr-4 font-medium">
                  {t.columns.region}
                </th>
                <th scope="col" className="pr-4 text-right font-medium">
                  {t.columns.countries}
                </th>
                <th scope="col" className="text-right font-medium sm:w-1/2 sm:text-left">
                  {t.columns.latency}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border/60">
              {t.rows.map((r) => (
                <tr key={r.region}>
                  <th scope="row" className="pr-4 font-display font-semibold whitespace-nowrap text-fg">
                    {r.region}
                  </th>
                  <td className="pr-4 text-right font-mono text-muted">{t.countriesIn(r.region)}</td>
                  <td>
                    {/* On a phone the figure alone (a bar squeezed to a few px says nothing); the bar from sm. */}
                    <span className="flex items-center justify-end gap-3 sm:justify-start">
                      <span aria-hidden="true" className="hidden h-2 min-w-10 flex-1 sm:block overflow-hidden rounded-full bg-surface-2">
                        <span className="block h-full rounded-full bg-muted/70" style={{ width: `${(r.latencyMs / t.scaleMs) * 100}%` }} />
                      </span>
                      <span className="w-12 shrink-0 text-right font-mono text-fg">{atmosphereStream.ms(r.latencyMs)}</span>
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
