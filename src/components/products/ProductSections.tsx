import type { ReactNode } from "react";
import type { Item, Product } from "../../content/products.ts";
import { ActionPair, Container, Eyebrow, SectionHeading, cardClass } from "../ui/Section.tsx";
import { cn } from "../ui/cn.ts";
import { iconTileClass } from "../ui/IconTile.tsx";

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
          stacked ? "justify-items-center text-center" : "lg:grid-cols-[1.1fr_1fr] lg:items-center",
        )}
      >
        <div className={cn("space-y-6", stacked && "flex max-w-3xl flex-col items-center")}>
          <Eyebrow className={cn(stacked && "justify-center [&>span]:hidden sm:[&>span]:inline-block")}>{p.eyebrow}</Eyebrow>
          <h1 id="page-title" className="font-display text-5xl leading-[1.02] font-bold text-fg sm:text-7xl">
            {p.name}
          </h1>
          <p className="text-gradient font-display text-2xl font-semibold sm:text-3xl">{p.tagline}</p>
          <p className="max-w-2xl text-lg leading-relaxed text-muted">{p.lead}</p>
          <div className={cn(stacked && "self-stretch sm:self-center")}>
            <ActionPair primary={p.cta.primary} secondary={p.cta.secondary} />
          </div>
          <dl className={cn("flex flex-wrap gap-x-10 gap-y-4 pt-2", stacked && "justify-center")}>
            {p.highlights.map((h) => (
              <div key={h.label} className="flex flex-col-reverse">
                <dt className="text-sm text-muted">{h.label}</dt>
                <dd className="font-display text-3xl font-bold text-fg">{h.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={cn("w-full", stacked ? "max-w-6xl" : "mx-auto max-w-xl lg:max-w-none")}>{children}</div>
      </Container>
    </section>
  );
}

function ItemGrid({ items, cols }: { items: Item[]; cols: string }) {
  return (
    <ul className={cn("grid grid-cols-1 gap-5 sm:grid-cols-2", cols)}>
      {items.map(({ title, text, icon: Icon }) => (
        <li key={title} className={cn(cardClass(), "space-y-3 p-6")}>
          <span className={iconTileClass("md")}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="font-display text-lg font-semibold text-fg">{title}</h3>
          <p className="text-sm leading-relaxed text-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}

export function Features({ product: p }: { product: Product }) {
  return (
    <section aria-labelledby="features-title" className="py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="features-title" eyebrow={p.name} title={p.featuresHeading} />
        <ItemGrid items={p.features} cols="lg:grid-cols-3" />
      </Container>
    </section>
  );
}

export function UseCases({ product: p }: { product: Product }) {
  return (
    <section aria-labelledby="use-cases-title" className="border-y border-border/60 bg-surface/40 py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="use-cases-title" eyebrow={p.sectionEyebrows.useCases} title={p.useCasesHeading} />
        <ItemGrid items={p.useCases} cols="lg:grid-cols-4" />
      </Container>
    </section>
  );
}

/** The big claim of the page (Earth: the uptime SLA; Atmosphere: the number of countries). */
export function Callout({ product: p }: { product: Product }) {
  const c = p.callout;
  return (
    <section aria-labelledby="callout-title" className="py-16 sm:py-24">
      <Container>
        <div className="relative isolate grid grid-cols-1 gap-8 overflow-hidden rounded-card border border-border bg-surface p-8 sm:p-12 lg:grid-cols-[auto_1fr] lg:items-center lg:gap-16">
          <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10 opacity-60" />
          <p
            aria-hidden="true"
            className="w-fit pb-2 text-accent font-display text-6xl leading-none font-bold min-[380px]:text-7xl sm:text-9xl"
          >
            {c.value}
          </p>
          <div className="space-y-3">
            <Eyebrow>{c.eyebrow}</Eyebrow>
            <h2 id="callout-title" className="font-display text-3xl font-semibold text-fg sm:text-4xl">
              <span className="sr-only">{c.value} </span>
              {c.heading}
            </h2>
            <p className="max-w-2xl text-lg leading-relaxed text-muted">{c.text}</p>
          </div>
        </div>
      </Container>
    </section>
  );
}

export function Steps({ product: p }: { product: Product }) {
  return (
    <section aria-labelledby="steps-title" className="py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="steps-title" eyebrow={p.sectionEyebrows.steps} title={p.steps.heading} />
        <ol className="grid grid-cols-1 gap-5 md:grid-cols-3">
          {p.steps.items.map((s, i) => (
            <li key={s.title} className="relative space-y-2 border-t-2 border-border pt-6">
              <span aria-hidden="true" className="absolute -top-0.5 left-0 h-0.5 w-16 bg-accent" />
              <p className="font-mono text-sm text-accent">{p.steps.label(i + 1)}</p>
              <h3 className="font-display text-xl font-semibold text-fg">{s.title}</h3>
              <p className="text-muted">{s.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

export function ProductCta({ product: p }: { product: Product }) {
  return (
    <section aria-labelledby="cta-title" className="pb-16 sm:pb-24">
      <Container>
        <div className="rounded-[calc(var(--radius-card)+1px)] bg-accent/35 p-px">
          <div className="flex flex-col gap-6 rounded-card bg-surface px-6 py-10 sm:px-12 lg:flex-row lg:items-center lg:justify-between">
            <div className="space-y-2">
              <h2 id="cta-title" className="font-display text-3xl font-bold text-fg">
                {p.cta.heading}
              </h2>
              <p className="text-muted">{p.cta.text}</p>
            </div>
            <ActionPair primary={p.cta.primary} secondary={p.cta.secondary} />
          </div>
        </div>
      </Container>
    </section>
  );
}
