import { earth, earthLineup, earthStepDetails } from "../../content/products.ts";
import { GpuTable } from "./GpuTable.tsx";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { EarthConsole } from "./EarthConsole.tsx";
import { FeatureList } from "../ui/FeatureList.tsx";
import { BigClaim, ProductCta, ProductHero, UseCases } from "./ProductSections.tsx";
import { Steps as Timeline } from "../ui/Steps.tsx";

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
      <EarthSteps />
      <ProductCta product={earth} />
    </>
  );
}

/**
 * The key features as a designed pair, not a template's rows (review round 17: three over two, then
 * the SLA as a strip, read as a grid filled in): from lg the uptime SLA, the page's one figure, is the
 * featured card on the left, as tall as its content (review round 18: stretched to the list's height
 * it held ~170 px of nothing between the figure and its heading); on the right the five features as
 * one ruled list, each title beside its line from sm. One column has no hole whatever the count.
 * Review round 19: under the heading the card ended ~125 px above the list (a dead block under it).
 * The heading now heads the left column, over the card, and the list starts level with the heading,
 * so the left column (heading, card) and the list end on about one line; the card still ends at its
 * content. Below lg: the heading, the card, the list. No bottom padding of its own: the lineup's top
 * padding is the gap.
 */
function FeaturesAndSla() {
  return (
    <section aria-labelledby="features-title" className="pt-16 sm:pt-24">
      <Container className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-x-16" data-features-pair="">
        <div className="flex flex-col gap-10" data-features-lead="">
          <SectionHeading id="features-title" eyebrow={earth.sectionEyebrows.features} title={earth.featuresHeading} />
          <section
            aria-labelledby="callout-title"
            className="rounded-card border border-border bg-surface/50 px-5 py-6 sm:px-8 sm:py-8"
            data-sla-card=""
          >
            <BigClaim product={earth} size="feature" />
          </section>
        </div>
        <FeatureList
          items={earth.features}
          className="self-start border-b border-border [&_p]:text-pretty sm:grid-cols-1 lg:grid-cols-1 sm:[&>li]:grid sm:[&>li]:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:[&>li]:items-baseline sm:[&>li]:gap-x-8 sm:[&>li]:space-y-0 sm:[&>li]:py-5"
        />
      </Container>
    </section>
  );
}

/**
 * How a cluster is had: the shared timeline across the page, each step with one mono line of what it
 * takes, from the page's own data: the GPUs to choose from (the lineup's), the ways to pay, and what
 * root access is (review round 17: the round-16 log beside the steps repeated the hero's console, its
 * request, price and SSH line). Three columns of equal weight, so none runs empty.
 */
function EarthSteps() {
  const p = earth;
  const items = p.steps.items.map((s, i) => ({ ...s, when: earthStepDetails[i] }));
  return (
    // Top padding as every section's; under the short row only what keeps the steps off the call's rule (review
    // round 18: a 96-px bottom padding, on top of the call's own 80 px, left an empty band before it).
    <section aria-labelledby="steps-title" className="pt-16 pb-12 sm:pt-24">
      <Container className="space-y-10">
        <SectionHeading id="steps-title" eyebrow={p.sectionEyebrows.steps} title={p.steps.heading} />
        <Timeline items={items} layout="row" />
      </Container>
    </section>
  );
}

/** The GPU lineup: the shared GpuTable (/provide-compute shows the same table without prices). */
function Lineup() {
  const t = earthLineup;
  return (
    <section id="lineup" aria-labelledby="lineup-title" className="pt-16 sm:pt-24">
      <Container className="space-y-10">
        <SectionHeading id="lineup-title" eyebrow={t.eyebrow} title={t.heading} />
        {/* Below sm each row is a stacked card (its cells labelled by data-label), so nothing is cut at 375 px. */}
        <GpuTable caption={t.caption} columns={t.columns} rows={t.rows} scroll figures />
      </Container>
    </section>
  );
}
