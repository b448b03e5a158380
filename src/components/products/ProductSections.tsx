import type { ReactNode } from "react";
import type { Product } from "../../content/products.ts";
import { ActionPair } from "../ui/ActionPair.tsx";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { cn } from "../ui/cn.ts";
import { CallToAction } from "../ui/CallToAction.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";

/** Sections shared by the Earth and Atmosphere pages; each page composes them with its data. */

/**
 * The product's hero. Earth: text beside its console ("split"). Atmosphere ("stacked"): a title row
 * (the name and tagline on the left, the lead and actions on the right from lg; one column on a phone)
 * over the three screens across the page, so at 1440 × 900 the whole scene, captions included, is on
 * the first screen (review round 15: the centred text stack pushed the captions below the fold).
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
          "grid grid-cols-1 gap-12",
          stacked ? "py-16 sm:py-20 lg:gap-6 lg:pt-10 lg:pb-12" : "py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr] lg:items-start",
        )}
      >
        {stacked ? (
          // Review round 19: with the eyebrow in the left column and the columns aligned at their feet, the lead's first
          // line stood level with the eyebrow, aligned with nothing. The eyebrow is the grid's first row, over the left
          // column only; the name and the lead start the second row, the lead's top level with the H1's.
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-x-16" data-hero-title-row="">
            <Eyebrow>
              <NoOrphan text={p.eyebrow} />
            </Eyebrow>
            <div className="space-y-6 lg:row-start-2">
              <PageTitle size="display">{p.name}</PageTitle>
              <p className="font-display text-2xl font-semibold text-muted sm:text-3xl">{p.tagline}</p>
            </div>
            <div className="space-y-6 lg:col-start-2 lg:row-start-2" data-hero-lead="">
              <p className="max-w-2xl text-lg leading-relaxed text-muted">{p.lead}</p>
              <ActionPair primary={p.cta.primary} secondary={p.cta.secondary} />
            </div>
          </div>
        ) : (
          <div className="space-y-6">
            <Eyebrow>
              <NoOrphan text={p.eyebrow} />
            </Eyebrow>
            <PageTitle size="display">{p.name}</PageTitle>
            <p className="font-display text-2xl font-semibold text-muted sm:text-3xl">{p.tagline}</p>
            <p className="max-w-2xl text-lg leading-relaxed text-muted">{p.lead}</p>
            <ActionPair primary={p.cta.primary} secondary={p.cta.secondary} />
          </div>
        )}
        {/* Split (Earth): below lg the console sits under the text, as wide as the content column (review round 20: at
            768 it was the lead's 42 rem, ~45 px short of the right edge that the sections below reach). */}
        <div className="w-full">{children}</div>
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

/**
 * Where a row's line starts: its title column from sm (19.25 rem, 21.25 from lg), the same edge on both product pages.
 * Sized in round 20 to Earth's use-case rows' line edge; review round 21 set the use cases as a grid of cells, and the
 * features keep the sizes.
 */
const featureRow =
  "border-t border-border py-5 sm:grid sm:grid-cols-[minmax(0,19.25rem)_minmax(0,1fr)] sm:items-baseline sm:gap-x-6 lg:grid-cols-[minmax(0,21.25rem)_minmax(0,1fr)] lg:gap-x-10";

/**
 * The key features, one presentation on both product pages (review round 20: Atmosphere's were a generic 3 × 2
 * icon-title-text grid while Earth's were a row list): the heading over one ruled list across the page, each row
 * the feature's icon and name, then its line beside it from sm (under it on a phone), on one baseline. `lead` is a
 * first row in the same treatment (Earth: the uptime SLA, `SlaRow`). No bottom padding by default: the next section's
 * top padding is the gap (`className` adds one where the next section has none).
 */
export function Features({
  product: p,
  lead,
  className,
  columns = 1,
}: {
  product: Product;
  lead?: ReactNode;
  className?: string;
  /**
   * Opt-in `2` (review round 26, Atmosphere's six features): from xl the rows in two columns, each name over its line,
   * so six short lines are three rows a column (as one list, six ~56-px rows whose right half stood empty at 1440); each
   * column closes on its own rule, as its rows are ruled (not one rule across the gap).
   * Earth keeps one list of rows.
   */
  columns?: 1 | 2;
}) {
  const two = columns === 2;
  return (
    <section aria-labelledby="features-title" className={cn("pt-16 sm:pt-24", className)}>
      <Container className="space-y-10">
        <SectionHeading id="features-title" eyebrow={p.sectionEyebrows.features} title={p.featuresHeading} />
        <ul
          data-feature-list={two ? "columns" : "rows"}
          className={cn("border-b border-border", two && "xl:grid xl:grid-cols-2 xl:gap-x-16 xl:border-b-0")}
        >
          {lead}
          {p.features.map(({ title, text, icon: Icon }) => (
            <li key={title} className={cn(featureRow, two && "xl:block xl:py-6 xl:[&:nth-last-child(-n+2)]:border-b")} data-feature-row="">
              {/* The icon inline in the heading (not a flex item), so the heading's baseline is its text's. */}
              <h3 className="font-display text-lg leading-snug font-semibold text-fg">
                <Icon className="mr-3 inline-block size-5 align-[-0.25em] text-muted" aria-hidden="true" />
                {title}
              </h3>
              <p className={cn("mt-2 text-sm leading-relaxed text-pretty text-muted sm:mt-0 sm:text-base", two && "xl:mt-2 xl:pl-8")}>
                {text}
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/**
 * Earth's use cases (the workloads). Review round 21 set them as a band of icon tiles, which reviewers read as the page's
 * most template-like block; earlier, a ruled list like Atmosphere's. Review round 23: a composed ruled list on the
 * band: from lg the heading and its lead in the key features' title column, the list beside them from the features'
 * line edge; the list two columns from sm, one on a phone, each use case on a hairline rule, its small line icon
 * (unboxed, muted) inline before its name, its line under the name. No numbers (the use cases are not a sequence, the
 * steps' 01-03 follow). Which GPU suits which workload is said once, in the lineup ("Best for"). The band's bottom
 * padding is the gap to the steps.
 */
export function UseCases({ product: p }: { product: Product }) {
  return (
    <section
      aria-labelledby="use-cases-title"
      className="mt-16 border-y border-border/60 bg-surface/40 py-16 sm:mt-24 sm:py-24"
      data-use-cases-band=""
    >
      <Container className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,21.25rem)_minmax(0,1fr)] lg:gap-x-10">
        <SectionHeading id="use-cases-title" eyebrow={p.sectionEyebrows.useCases} title={p.useCasesHeading} lead={p.useCasesLead} />
        <ul data-use-cases="ruled" className="grid grid-cols-1 border-b border-border sm:grid-cols-2 sm:gap-x-10 lg:self-start">
          {p.useCases.map(({ title, text, icon: Icon }) => (
            <li key={title} data-use-case="" className="border-t border-border py-5 sm:py-6">
              <h3 className="font-display text-lg leading-snug font-semibold text-fg">
                {Icon && <Icon className="mr-3 inline-block size-5 align-[-0.25em] text-muted" aria-hidden="true" data-use-case-icon="" />}
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-pretty text-muted sm:text-base">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/**
 * The page's one big claim as a band (Atmosphere: the countries, set large over its regions), the figure in the
 * display face with its heading. Earth's (the uptime SLA) is the first row of its key features (`SlaRow`, review
 * round 20). A screen reader reads the figure as the start of the h2.
 */
export function BigClaim({ product: p, className }: { product: Product; className?: string }) {
  const c = p.callout;
  return (
    <div className={cn("space-y-4", className)} data-big-claim="">
      <p aria-hidden="true" className="w-fit font-display text-7xl leading-none font-bold text-fg sm:text-8xl" data-claim-value="">
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

export function ProductCta({ product: p }: { product: Product }) {
  return (
    <CallToAction
      closing
      titleId="cta-title"
      // Balanced lines (review round 18: "Bring your game to" / "every screen" at 1440 left a word-long line under a
      // long one): "Bring your game" / "to every screen". A page-side span, the shared heading keeps its default.
      title={<span className="block text-balance">{p.cta.heading}</span>}
      text={p.cta.text}
      actions={<ActionPair primary={p.cta.primary} secondary={p.cta.secondary} />}
    />
  );
}
