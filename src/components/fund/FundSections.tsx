import { ArrowDown, Check, Send } from "lucide-react";
import { fundApply, fundPage } from "../../content/fund.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { cardClass } from "../ui/card.ts";
import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";
import { FundRangeScale, FundTermSheet } from "./FundTermSheet.tsx";
import { iconTileClass } from "../ui/IconTile.tsx";
import { Steps } from "../ui/Steps.tsx";

/**
 * The hero's Apply for Funding, once the form island has hydrated: the island's own button opens the
 * form (the spec's behaviour: focus in its first field, scrolled to its title); if the form is already
 * open, it is scrolled to. Before hydration (and without JavaScript) the link's #apply-form target
 * shows the form by CSS, and the island opens on that hash when it hydrates.
 */
const HERO_APPLY = `document.querySelector("[data-fund-hero-apply]").addEventListener("click",function(e){var b=document.querySelector("button[data-fund-apply]");if(!b)return;e.preventDefault();if(b.offsetParent)b.click();else document.getElementById("${fundApply.formId}").scrollIntoView({block:"start"})})`;

/**
 * /ecosystem-fund hero; its wrapper is the #top anchor that Learn More scrolls back to. Its one call
 * is the page's action, Apply for Funding (gradient, as the closing section's: both open the form,
 * docs/design.md's accent rule), which opens the application form below; How to apply is a quiet link beside it.
 */
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
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
          <ButtonLink href={`#${fundApply.formId}`} size="lg" data-fund-hero-apply="">
            <Send className="size-4" aria-hidden="true" />
            {fundApply.applyLabel}
          </ButtonLink>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module; the CSP allows it by hash. */}
          <script dangerouslySetInnerHTML={{ __html: HERO_APPLY }} />
          <a href={heroLink.href} className={cn(linkClass(), "inline-flex min-h-11 items-center gap-2")}>
            {heroLink.label}
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
        </div>
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
              <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2">
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
