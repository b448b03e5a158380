import { earth, earthLineup } from "../../content/products.ts";
import { cn } from "../ui/cn.ts";
import { stackedTable } from "../ui/stacked-table.ts";

const stackedCell = stackedTable.cell;
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
                  <th
                    scope="row"
                    className="font-display font-semibold text-fg max-sm:order-1 max-sm:self-end max-sm:text-base sm:px-5 sm:py-4"
                  >
                    {gpu}
                  </th>
                  <td data-label={t.columns[1]} className={cn(stackedCell, "font-mono text-muted max-sm:order-3 max-sm:col-span-2")}>
                    {mem}
                  </td>
                  <td data-label={t.columns[2]} className={cn(stackedCell, "font-mono text-accent max-sm:order-2 max-sm:text-right")}>
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
