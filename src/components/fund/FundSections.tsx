import { ArrowDown, Check } from "lucide-react";
import { fundPage, fundingRanges } from "../../content/fund.ts";
import { Container, PageHero, SectionHeading, cardClass } from "../ui/Section.tsx";
import { cn } from "../ui/cn.ts";
import { FundVisual } from "../art/HeroVisuals.tsx";
import { iconTileClass } from "../ui/IconTile.tsx";

/** /ecosystem-fund hero; its wrapper is the #top anchor that Learn More scrolls back to. */
export function FundHero() {
  const { title, heroLink } = fundPage;
  return (
    <div id={fundPage.topId}>
      <PageHero
        eyebrow={fundPage.eyebrow}
        title={
          <>
            <span className="text-gradient">{title.amount}</span> {title.rest}
          </>
        }
        lead={fundPage.lead}
        aside={<FundVisual />}
      >
        <a href={heroLink.href} className="inline-flex items-center gap-2 font-medium text-accent underline-offset-4 hover:underline">
          {heroLink.label}
          <ArrowDown className="size-4" aria-hidden="true" />
        </a>
        <dl className="grid max-w-3xl grid-cols-1 gap-px overflow-hidden rounded-card border border-border bg-border sm:grid-cols-2">
          {fundPage.facts.map((f) => (
            <div key={f.label} className="row-span-2 grid grid-rows-subgrid gap-1 bg-bg/90 p-5 sm:p-6" data-stat>
              <dt className="row-start-2 text-sm text-muted">{f.label}</dt>
              <dd className="row-start-1 self-end font-display text-3xl font-bold text-fg">{f.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>
    </div>
  );
}

export function FundOverview() {
  const { overview } = fundPage;
  return (
    <section id={overview.id} aria-labelledby="overview-title" className="py-16 sm:py-24">
      <Container className="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_1.2fr]">
        <SectionHeading id="overview-title" eyebrow={overview.eyebrow} title={overview.heading} />
        <div className="space-y-5 text-lg leading-relaxed text-muted">
          {overview.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Container>
    </section>
  );
}

export function FundSupported() {
  const { supported } = fundPage;
  return (
    <section id={supported.id} aria-labelledby="supported-title" className="border-y border-border/60 bg-surface/40 py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="supported-title" eyebrow={supported.eyebrow} title={supported.heading} />
        <ul className="grid grid-cols-1 gap-5 md:grid-cols-2">
          {supported.areas.map(({ icon: Icon, title, text, examples }) => (
            <li key={title} className={cn(cardClass(), "space-y-5 p-6 sm:p-8")}>
              <div className="flex items-center gap-4">
                <span aria-hidden="true" className={iconTileClass("lg")}>
                  <Icon className="size-6" />
                </span>
                <div>
                  <h3 className="font-display text-2xl font-semibold text-fg">{title}</h3>
                  <p className="text-muted">{text}</p>
                </div>
              </div>
              <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {examples.map((e) => (
                  <li key={e} className="flex items-start gap-2 text-sm text-fg/90">
                    <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                    {e}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="text-muted">{supported.alsoConsidered}</p>
        <div className="space-y-4">
          <h3 className="font-display text-lg font-semibold text-fg">{supported.rangesHeading}</h3>
          <ul className="flex flex-wrap gap-3">
            {fundingRanges.map((r) => (
              <li key={r.value} className="rounded-full border border-border bg-surface-2 px-4 py-2 font-mono text-sm text-fg">
                {r.label}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}

export function FundHowToApply() {
  const { howToApply } = fundPage;
  return (
    <section id={howToApply.id} aria-labelledby="how-title" className="py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="how-title" eyebrow={howToApply.eyebrow} title={howToApply.heading} />
        <ol className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {howToApply.steps.map((s, i) => (
            <li key={s.title} className={cn(cardClass(), "relative space-y-3 p-6")}>
              <span className="font-mono text-sm font-semibold text-accent">{String(i + 1).padStart(2, "0")}</span>
              <h3 className="font-display text-lg font-semibold text-fg">{s.title}</h3>
              <p className="text-sm leading-relaxed text-muted">{s.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
