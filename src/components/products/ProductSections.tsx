import type { ReactNode } from "react";
import type { Product } from "../../content/products.ts";
import { ActionPair } from "../ui/ActionPair.tsx";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { cn } from "../ui/cn.ts";
import { CallToAction } from "../ui/CallToAction.tsx";
import { FeatureList } from "../ui/FeatureList.tsx";
import { Steps as Timeline } from "../ui/Steps.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";

/** Sections shared by the Earth and Atmosphere pages; each page composes them with its data. */

/**
 * The product's hero. Earth: text beside its console ("split"); Atmosphere: text above the three
 * screens ("stacked"). The highlights are a row of figures under the actions.
 */
export function ProductHero({ product: p, layout, children }: { product: Product; layout: "split" | "stacked"; children: ReactNode }) {
  const stacked = layout === "stacked";
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden border-b border-border/60">
      <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
      <div
        aria-hidden="true"
        className={cn(
          "absolute -z-10 rounded-full blur-3xl",
          stacked
            ? "-top-48 left-1/2 h-[30rem] w-[56rem] -translate-x-1/2 bg-accent-2/15"
            : "-top-40 right-0 h-[30rem] w-[40rem] bg-accent/10",
        )}
      />
      <Container
        className={cn(
          "grid grid-cols-1 gap-12 py-16 sm:py-24",
          // Stacked (Atmosphere) centres from sm; on a phone it is left-aligned like every page.
          stacked ? "sm:justify-items-center sm:text-center" : "lg:grid-cols-[1.1fr_1fr] lg:items-center",
        )}
      >
        <div className={cn("space-y-6", stacked && "flex max-w-3xl flex-col sm:items-center")}>
          <Eyebrow className={cn(stacked && "sm:justify-center")}>
            <NoOrphan text={p.eyebrow} />
          </Eyebrow>
          <PageTitle size="display">{p.name}</PageTitle>
          <p className="font-display text-2xl font-semibold text-muted sm:text-3xl">{p.tagline}</p>
          <p className="max-w-2xl text-lg leading-relaxed text-muted">{p.lead}</p>
          <div className={cn(stacked && "self-stretch sm:self-center")}>
            <ActionPair primary={p.cta.primary} secondary={p.cta.secondary} />
          </div>
        </div>
        {/* Split (Earth): below lg the console sits under the text on its left edge, as wide as the lead, not centred
            and inset from it. */}
        <div className={cn("w-full", stacked ? "max-w-6xl" : "max-w-2xl lg:max-w-none")}>{children}</div>
      </Container>
    </section>
  );
}

/**
 * A label that breaks only between its parts ("Web3 services ·" / "Nirvana Atmosphere"), never leaving
 * one word alone on a line; the text is unchanged.
 */
function NoOrphan({ text }: { text: string }) {
  const parts = text.split(" · ");
  return (
    <span>
      {parts.map((part, i) => (
        <span key={part}>
          {i > 0 && " "}
          <span className="whitespace-nowrap">
            {part}
            {i < parts.length - 1 && " ·"}
          </span>
        </span>
      ))}
    </span>
  );
}

export function Features({ product: p }: { product: Product }) {
  return (
    <section aria-labelledby="features-title" className="py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="features-title" eyebrow={p.sectionEyebrows.features} title={p.featuresHeading} />
        {/* Pretty lines (a page-side class; the shared list keeps its default): no "time." alone at 768 px. */}
        <FeatureList items={p.features} className="[&_p]:text-pretty" />
      </Container>
    </section>
  );
}

/**
 * Both products' use cases (Earth: the workloads; Atmosphere: the kinds of customer it serves) as an
 * open ruled list beside its heading. Which GPU suits which workload is said once, in Earth's lineup
 * ("Best for"), not again here. No bottom padding of its own: the steps' top padding is the gap.
 */
export function UseCases({ product: p }: { product: Product }) {
  return (
    <section aria-labelledby="use-cases-title" className="pt-16 sm:pt-24">
      <Container className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
        <SectionHeading id="use-cases-title" eyebrow={p.sectionEyebrows.useCases} title={p.useCasesHeading} lead={p.useCasesLead} />
        {/* Rows, not the features' icon grid: each title beside its line on a rule, a different rhythm from "Key features". */}
        <ul data-use-cases="" className="border-b border-border">
          {p.useCases.map(({ title, text, icon: Icon }) => (
            <li
              key={title}
              className="grid gap-2 border-t border-border py-5 sm:grid-cols-[16rem_minmax(0,1fr)] sm:items-baseline sm:gap-x-8"
            >
              <h3 className="flex items-center gap-3 font-display text-lg font-semibold text-fg">
                {Icon && <Icon className="size-5 shrink-0 self-center text-muted" aria-hidden="true" />}
                {title}
              </h3>
              <p className="text-sm leading-relaxed text-pretty text-muted sm:text-base">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/**
 * The page's one big claim (Earth: the uptime SLA; Atmosphere: the countries), the figure in the
 * display face with its heading; each page places it in a section of its own (beside Earth's
 * features, over Atmosphere's regions). A screen reader reads the figure as the start of the h2.
 */
export function BigClaim({ product: p, className }: { product: Product; className?: string }) {
  const c = p.callout;
  return (
    <div className={cn("space-y-4", className)} data-big-claim="">
      <p aria-hidden="true" className="w-fit font-display text-7xl leading-none font-bold text-fg sm:text-8xl">
        {c.value}
      </p>
      <h2 id="callout-title" className="font-display text-2xl font-semibold text-fg sm:text-3xl">
        <span className="sr-only">{c.value} </span>
        {c.heading}
      </h2>
      <p className="max-w-xl leading-relaxed text-pretty text-muted">{c.text}</p>
    </div>
  );
}

/** Both products' steps: the shared timeline alone (no glyph cards over it, which read as empty boxes). */
export function Steps({ product: p }: { product: Product }) {
  return (
    <section aria-labelledby="steps-title" className="py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="steps-title" eyebrow={p.sectionEyebrows.steps} title={p.steps.heading} />
        <Timeline items={p.steps.items} />
      </Container>
    </section>
  );
}

export function ProductCta({ product: p }: { product: Product }) {
  return (
    <CallToAction
      closing
      titleId="cta-title"
      title={p.cta.heading}
      text={p.cta.text}
      actions={<ActionPair primary={p.cta.primary} secondary={p.cta.secondary} tone="solid" />}
    />
  );
}
