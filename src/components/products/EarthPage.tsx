import { earth, earthLineup, earthServiceLevel as sl } from "../../content/products.ts";
import { GpuTable } from "./GpuTable.tsx";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { Stats } from "../ui/Stats.tsx";
import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";
import { EarthCluster } from "./EarthCluster.tsx";
import { EarthConsole } from "./EarthConsole.tsx";
import { Features, ProductCta, ProductHero, UseCases } from "./ProductSections.tsx";
import { Steps as Timeline } from "../ui/Steps.tsx";

/** The Earth page, rendered at /nirvana-earth and its aliases: a console and GPU prices, where Atmosphere has screens and latency. */
export function EarthPage() {
  return (
    <>
      <ProductHero product={earth} layout="split">
        <EarthConsole />
      </ProductHero>
      <ServiceLevel />
      <Features product={earth} />
      <Lineup />
      <UseCases product={earth} />
      <EarthSteps />
      <ProductCta product={earth} />
    </>
  );
}

/**
 * The uptime SLA as a figure (review round 23: as the key features' first row it read as one more feature): Home's
 * big-numerals band (the shared `Stats`, compact on a phone, the numerals and sides of Home's band from lg), the SLA
 * first, then the network's size it is the service level of, every figure from stats.ts. Over it the section's name in
 * the page's eyebrow look (an h2, as /ecosystem's figures), the link to sales for the terms at its right end.
 */
function ServiceLevel() {
  return (
    <section aria-labelledby="callout-title" className="pt-16 sm:pt-24" data-service-level="">
      <Container className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
          <Eyebrow as="h2" id="callout-title">
            {sl.heading}
          </Eyebrow>
          <a href={sl.more.href} className={cn(linkClass("quiet"), "inline-flex min-h-11 items-center text-sm")} data-claim-more="">
            {sl.more.label}
          </a>
        </div>
        <Stats
          compact
          items={sl.items}
          label={sl.heading}
          className="sm:max-lg:[&>[data-stat]]:px-6 sm:max-lg:[&_[data-stat-value]]:text-4xl lg:[&_[data-stat-value]]:text-[2.75rem] xl:[&>[data-stat]]:px-6 xl:[&_[data-stat-value]]:text-[2.5rem]"
        />
      </Container>
    </section>
  );
}

/**
 * How a cluster is had: the shared timeline across the page, three columns of equal weight (review round 17: the
 * round-16 log beside the steps repeated the hero's console). Review round 20: the mono line under each step (the
 * lineup's GPU models, the key features' tokens) said a third and a second time what the page already says: gone.
 */
function EarthSteps() {
  const p = earth;
  return (
    // Top padding as every section's; under the short row only what keeps the steps off the call's rule (review
    // round 18: a 96-px bottom padding, on top of the call's own 80 px, left an empty band before it).
    <section aria-labelledby="steps-title" className="pt-16 pb-12 sm:pt-24">
      <Container className="space-y-10">
        <SectionHeading id="steps-title" eyebrow={p.sectionEyebrows.steps} title={p.steps.heading} />
        <Timeline items={p.steps.items} layout="row" />
      </Container>
    </section>
  );
}

/**
 * The GPU lineup: the shared GpuTable (/provide-compute shows the same table, in the same arrangement, without prices).
 * Review round 23: over it the console's cluster as a line drawing (`EarthCluster`), beside the heading from lg (the
 * heading's column the key features' title column, so the drawing starts on their lines' edge), under it below lg.
 */
function Lineup() {
  const t = earthLineup;
  return (
    <section id="lineup" aria-labelledby="lineup-title" className="pt-16 sm:pt-24">
      <Container className="space-y-10">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,21.25rem)_minmax(0,1fr)] lg:gap-x-10" data-lineup-head="">
          <SectionHeading id="lineup-title" eyebrow={t.eyebrow} title={t.heading} />
          <EarthCluster />
        </div>
        {/* Below sm each row is a stacked card (its cells labelled by data-label), so nothing is cut at 375 px. */}
        <GpuTable caption={t.caption} columns={t.columns} rows={t.rows} scroll />
      </Container>
    </section>
  );
}
