import { earth, earthLineup } from "../../content/products.ts";
import { Container, SectionHeading } from "../ui/Section.tsx";
import { EarthConsole } from "./EarthConsole.tsx";
import { Callout, Features, ProductCta, ProductHero, Steps, UseCases } from "./ProductSections.tsx";

/** The Earth page, rendered at /nirvana-earth and its aliases: a console and GPU prices, where Atmosphere has screens and latency. */
export function EarthPage() {
  return (
    <>
      <ProductHero product={earth} layout="split">
        <EarthConsole />
      </ProductHero>
      <Features product={earth} />
      <Callout product={earth} />
      <UseCases product={earth} />
      <Lineup />
      <Steps product={earth} />
      <ProductCta product={earth} />
    </>
  );
}

function Lineup() {
  const t = earthLineup;
  return (
    <section aria-labelledby="lineup-title" className="pt-16 sm:pt-24">
      <Container className="space-y-8">
        <SectionHeading id="lineup-title" eyebrow={t.eyebrow} title={t.heading} />
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table's region must take keyboard focus to scroll (WCAG 2.1.1; axe scrollable-region-focusable) */}
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled scroll container, not a section of the page outline */}
        <div tabIndex={0} role="region" aria-label={t.caption} className="overflow-x-auto rounded-card border border-border">
          <table className="w-full min-w-[34rem] text-left text-sm">
            <caption className="sr-only">{t.caption}</caption>
            <thead className="bg-surface-2 font-mono text-xs tracking-wider text-muted uppercase">
              <tr>
                {t.columns.map((c) => (
                  <th key={c} scope="col" className="px-3 py-4 font-medium sm:px-5">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border bg-surface">
              {t.rows.map(([gpu, mem, price, use]) => (
                <tr key={gpu}>
                  <th scope="row" className="px-3 py-4 font-display font-semibold text-fg sm:px-5">
                    {gpu}
                  </th>
                  <td className="px-3 py-4 font-mono text-muted sm:px-5">{mem}</td>
                  <td className="px-3 py-4 font-mono text-accent sm:px-5">{price}</td>
                  <td className="px-3 py-4 text-muted sm:px-5">{use}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Container>
    </section>
  );
}
