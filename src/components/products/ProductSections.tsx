import type { ReactNode } from "react";
import type { Product } from "../../content/products.ts";
import { ActionPair } from "../ui/ActionPair.tsx";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";
import { CallToAction } from "../ui/CallToAction.tsx";
import { FeatureList } from "../ui/FeatureList.tsx";
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
        {/* Split (Earth): below lg the console sits under the text on its left edge, as wide as the lead, not centred
            and inset from it. */}
        <div className={cn("w-full", stacked ? "" : "max-w-2xl lg:max-w-none")}>{children}</div>
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
 * Earth's use cases (the workloads) as a numbered index across the page (review round 15: beside its
 * heading it left the left column empty under the heading at 1440, and Atmosphere had the same
 * section): the heading over it, then one ruled row per use case, set unlike "Key features" (the
 * shared FeatureList: icons over text, in columns): a mono index number, the name, its line and what
 * the workload needs, named by the key features' own titles, four columns from lg. Every cell is text
 * on one baseline (no icon, whose box would set a flex heading's baseline). Which GPU suits which
 * workload is said once, in the lineup ("Best for"). No bottom padding of its own: the steps' top
 * padding is the gap.
 */
export function UseCases({ product: p, needsLabel = "Needs" }: { product: Product; needsLabel?: string }) {
  return (
    <section aria-labelledby="use-cases-title" className="pt-16 sm:pt-24">
      <Container className="space-y-10">
        <SectionHeading id="use-cases-title" eyebrow={p.sectionEyebrows.useCases} title={p.useCasesHeading} lead={p.useCasesLead} />
        <ol data-use-cases="" className="border-b border-border">
          {p.useCases.map(({ title, text, needs }, i) => (
            <li
              key={title}
              data-use-case=""
              className="grid grid-cols-[2.25rem_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1.5 border-t border-border py-5 sm:grid-cols-[2.75rem_minmax(0,15rem)_minmax(0,1fr)] sm:gap-x-6 lg:grid-cols-[2.75rem_minmax(0,16rem)_minmax(0,1fr)_minmax(0,19rem)] lg:gap-x-10"
            >
              <span
                aria-hidden="true"
                className="row-span-3 pt-px font-mono text-xs text-muted sm:row-span-2 sm:pt-0 sm:text-sm lg:row-span-1"
                data-baseline=""
              >
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="font-display text-lg leading-snug font-semibold text-fg" data-baseline="">
                {title}
              </h3>
              <p className="col-start-2 text-sm leading-relaxed text-pretty text-muted sm:col-start-3 sm:text-base" data-baseline="">
                {text}
              </p>
              {needs?.length ? (
                // Each need its own chip (review round 16: the "·"-separated run wrapped with a "·" starting the new
                // line): the label over the chips, a gap between them and no separator characters. One chip a line at
                // every width (review round 17: wrapping, two short chips shared a line and two long ones did not, so
                // the rows' heights went 2, 2, 1, 2 lines): every row is as tall as the next.
                <div className="col-start-2 sm:col-start-3 lg:col-start-4" data-baseline="" data-needs="">
                  <p className="font-mono text-xs leading-relaxed tracking-wider text-muted uppercase">{needsLabel}</p>
                  <ul className="mt-2 flex flex-col items-start gap-1.5" aria-label={needsLabel}>
                    {needs.map((n) => (
                      <li
                        key={n}
                        className="rounded-md border border-border bg-surface/60 px-2 py-1 font-mono text-xs leading-none whitespace-nowrap text-fg"
                        data-need=""
                      >
                        {n}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

/**
 * The page's one big claim (Earth: the uptime SLA; Atmosphere: the countries), the figure in the
 * display face with its heading. Atmosphere sets it large over its regions ("band"); Earth as the
 * featured card beside its key features ("feature", review round 17: the figure at the card's top, its
 * heading, line and the link to sales under it; it replaces round 16's slim strip under the
 * features' grid; review round 18: the card ends at its content). A screen reader reads the figure as the start of the h2.
 */
export function BigClaim({ product: p, className, size = "band" }: { product: Product; className?: string; size?: "band" | "feature" }) {
  const c = p.callout;
  if (size === "feature")
    return (
      <div className={cn("flex h-full flex-col gap-8", className)} data-big-claim="">
        <div className="space-y-4">
          <p className="font-mono text-xs tracking-wider text-muted uppercase">{c.eyebrow}</p>
          <p
            aria-hidden="true"
            className="font-display text-6xl leading-none font-bold text-fg sm:text-7xl xl:text-8xl"
            data-claim-value=""
          >
            {c.value}
          </p>
        </div>
        <div className="mt-auto space-y-2">
          <h2 id="callout-title" className="font-display text-xl font-semibold text-fg sm:text-2xl">
            <span className="sr-only">{c.value} </span>
            {c.heading}
          </h2>
          <p className="leading-relaxed text-pretty text-muted">{c.text}</p>
          {c.more && (
            <a href={c.more.href} className={cn(linkClass("quiet"), "-my-1 inline-block w-fit py-3 whitespace-nowrap")} data-claim-more="">
              {c.more.label}
            </a>
          )}
        </div>
      </div>
    );
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
