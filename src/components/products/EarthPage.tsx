import { earth, earthLineup } from "../../content/products.ts";
import { cn } from "../ui/cn.ts";
import { stackedTable } from "../ui/stacked-table.ts";

const stackedCell = stackedTable.cell;
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { EarthConsole } from "./EarthConsole.tsx";
import { FeatureList } from "../ui/FeatureList.tsx";
import { BigClaim, ProductCta, ProductHero, Steps, UseCases } from "./ProductSections.tsx";

/** The Earth page, rendered at /nirvana-earth and its aliases: a console and GPU prices, where Atmosphere has screens and latency. */
export function EarthPage() {
  return (
    <>
      <ProductHero product={earth} layout="split">
        <EarthConsole />
      </ProductHero>
      <FeaturesAndSla />
      <Lineup />
      <UseCases product={earth} />
      <Steps product={earth} />
      <ProductCta product={earth} />
    </>
  );
}

/**
 * The key features beside the page's one figure, the uptime SLA: a claim beside what backs it. The
 * five features are one ruled column (no odd one alone on a row), and the section has no
 * bottom padding of its own: the lineup's top padding is the gap, as between the page's other sections.
 */
function FeaturesAndSla() {
  return (
    <section aria-labelledby="features-title" className="pt-16 sm:pt-24">
      {/* From lg the heading takes the first row and the list and the SLA share the second. The SLA is no box
          there: a column ruled on its left for the list's whole height, the claim centred in it against the
          list, so the column is neither a box floating in space (review round 11) nor a claim pinned at the top
          over 250 px of nothing (round 12). Below lg it is a card after the list. */}
      <Container className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-x-16">
        <SectionHeading id="features-title" eyebrow={earth.sectionEyebrows.features} title={earth.featuresHeading} />
        {/* One ruled column, each title beside its line from lg: five features, none left alone on a row. */}
        <FeatureList
          items={earth.features}
          columns={2}
          className="sm:grid-cols-1 [&_p]:text-pretty lg:col-start-1 lg:row-start-2 lg:[&>li]:grid lg:[&>li]:grid-cols-[15rem_minmax(0,1fr)] lg:[&>li]:items-baseline lg:[&>li]:gap-x-8 lg:[&>li]:space-y-0"
        />
        <section
          aria-labelledby="callout-title"
          data-sla-card=""
          className="rounded-card border border-border bg-surface p-8 lg:col-start-2 lg:row-start-2 lg:mt-0 lg:flex lg:flex-col lg:justify-center lg:rounded-none lg:border-0 lg:border-l lg:bg-transparent lg:py-6 lg:pr-0 lg:pl-12"
        >
          <BigClaim product={earth} />
        </section>
      </Container>
    </section>
  );
}

function Lineup() {
  const t = earthLineup;
  return (
    <section id="lineup" aria-labelledby="lineup-title" className="pt-16 sm:pt-24">
      <Container className="space-y-10">
        <SectionHeading id="lineup-title" eyebrow={t.eyebrow} title={t.heading} />
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table's region must take keyboard focus to scroll (WCAG 2.1.1; axe scrollable-region-focusable) */}
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled scroll container, not a section of the page outline */}
        <div tabIndex={0} role="region" aria-label={t.caption} className="overflow-x-auto rounded-card border border-border">
          {/* Below sm each row is a stacked card (its cells labelled by data-label), so nothing is cut at 375 px. */}
          <table className={cn(stackedTable.table, "sm:min-w-[34rem]")}>
            <caption className="sr-only">{t.caption}</caption>
            <thead className="bg-surface-2 font-mono text-xs tracking-wider text-muted uppercase max-sm:sr-only">
              <tr>
                {t.columns.map((c) => (
                  <th key={c} scope="col" className="px-3 py-4 font-medium sm:px-5">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={cn(stackedTable.body, "divide-y divide-border bg-surface")}>
              {t.rows.map(([gpu, mem, price, use]) => (
                <tr key={gpu} className={stackedTable.row}>
                  <th scope="row" className="font-semibold text-fg max-sm:order-1 max-sm:self-end max-sm:text-base sm:px-5 sm:py-4">
                    {gpu}
                  </th>
                  <td data-label={t.columns[1]} className={cn(stackedCell, "font-mono text-muted max-sm:order-3 max-sm:col-span-2")}>
                    {mem}
                  </td>
                  <td data-label={t.columns[2]} className={cn(stackedCell, "font-mono text-fg max-sm:order-2 max-sm:text-right")}>
                    {price}
                  </td>
                  <td data-label={t.columns[3]} className={cn(stackedCell, "text-muted max-sm:order-4 max-sm:col-span-2")}>
                    {use}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Container>
    </section>
  );
}
