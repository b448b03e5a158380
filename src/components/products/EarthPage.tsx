import { earth, earthLineup } from "../../content/products.ts";
import { GpuTable } from "./GpuTable.tsx";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { EarthConsole } from "./EarthConsole.tsx";
import { Features, ProductCta, ProductHero, SlaRow, UseCases } from "./ProductSections.tsx";
import { Steps as Timeline } from "../ui/Steps.tsx";

/** The Earth page, rendered at /nirvana-earth and its aliases: a console and GPU prices, where Atmosphere has screens and latency. */
export function EarthPage() {
  return (
    <>
      <ProductHero product={earth} layout="split">
        <EarthConsole />
      </ProductHero>
      <Features product={earth} lead={<SlaRow product={earth} />} />
      <Lineup />
      <UseCases product={earth} />
      <EarthSteps />
      <ProductCta product={earth} />
    </>
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

/** The GPU lineup: the shared GpuTable (/provide-compute shows the same table, in the same arrangement, without prices). */
function Lineup() {
  const t = earthLineup;
  return (
    <section id="lineup" aria-labelledby="lineup-title" className="pt-16 sm:pt-24">
      <Container className="space-y-10">
        <SectionHeading id="lineup-title" eyebrow={t.eyebrow} title={t.heading} />
        {/* Below sm each row is a stacked card (its cells labelled by data-label), so nothing is cut at 375 px. */}
        <GpuTable caption={t.caption} columns={t.columns} rows={t.rows} scroll />
      </Container>
    </section>
  );
}
