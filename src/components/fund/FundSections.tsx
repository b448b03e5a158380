import { ArrowDown, Check } from "lucide-react";
import { fundPage } from "../../content/fund.ts";
import { Container } from "../ui/Container.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { cardClass } from "../ui/card.ts";
import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";
import { FundRangeScale, FundTermSheet } from "./FundTermSheet.tsx";
import { iconTileClass } from "../ui/IconTile.tsx";
import { Steps } from "../ui/Steps.tsx";

/** /ecosystem-fund hero; its wrapper is the #top anchor that Learn More scrolls back to. */
export function FundHero() {
  const { title, heroLink } = fundPage;
  return (
    <div id={fundPage.topId}>
      <PageHero
        eyebrow={fundPage.eyebrow}
        title={
          <>
            <span className="block">{title.amount}</span> {title.rest}
          </>
        }
        lead={fundPage.lead}
        aside={<FundTermSheet />}
      >
        <a href={heroLink.href} className={cn(linkClass("accent"), "inline-flex min-h-11 items-center gap-2")}>
          {heroLink.label}
          <ArrowDown className="size-4" aria-hidden="true" />
        </a>
      </PageHero>
    </div>
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
        <FundRangeScale />
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
        <Steps items={howToApply.steps} />
      </Container>
    </section>
  );
}
