import { ArrowDown, Check, Send } from "lucide-react";
import { fundApply, fundPage } from "../../content/fund.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";
import { FundPath } from "./FundPath.tsx";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { FundRangeScale, FundTermSheet } from "./FundTermSheet.tsx";
import { Steps } from "../ui/Steps.tsx";

/**
 * The hero's Apply for Funding, once the form island has hydrated: the island's own button opens the
 * form (the spec's behaviour: focus in its first field, scrolled to its title); if the form is already
 * open, it is scrolled to. Before hydration (and without JavaScript) the link's #apply-form target
 * shows the form by CSS, and the island opens on that hash when it hydrates.
 */
const HERO_APPLY = `document.querySelector("[data-fund-hero-apply]").addEventListener("click",function(e){var b=document.querySelector("button[data-fund-apply]");if(!b)return;e.preventDefault();if(b.offsetParent)b.click();else document.getElementById("${fundApply.formId}").scrollIntoView({block:"start"})})`;

/**
 * /ecosystem-fund's first screen: a split hero (review round 14: it had no picture). Left, the fund's
 * size as a display title (its two lines whole: "Ecosystem Fund" never leaves "Fund" alone on a phone,
 * the title a touch smaller there to fit), the lead and the two actions; right (under them on a
 * phone), a grant's path drawn in the site's line art (`FundPath`). Under both, across the page, the
 * term sheet as a ruled strip. Its wrapper is the #top anchor that Learn More scrolls back to. Apply
 * for Funding opens the application form below; How to apply is the pair's bordered second button.
 */
export function FundHero() {
  const { title, heroLink } = fundPage;
  const line = "block whitespace-nowrap max-sm:text-[min(3rem,11.6vw)]";
  return (
    <div id={fundPage.topId}>
      <section aria-labelledby="page-title" className="relative isolate overflow-hidden border-b border-border/60">
        <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
        <Container className="space-y-12 py-14 sm:py-20 lg:space-y-14">
          <div className="grid grid-cols-1 items-center gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16">
            <div className="min-w-0 space-y-6">
              <Eyebrow>{fundPage.eyebrow}</Eyebrow>
              <PageTitle size="display">
                <span className={line}>{title.amount}</span> <span className={line}>{title.rest}</span>
              </PageTitle>
              <p className="max-w-xl text-lg leading-relaxed text-pretty text-muted">{fundPage.lead}</p>
              <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:items-center sm:gap-6">
                <ButtonLink href={`#${fundApply.formId}`} size="lg" data-fund-hero-apply="">
                  <Send className="size-4" aria-hidden="true" />
                  {fundApply.applyLabel}
                </ButtonLink>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module; the CSP allows it by hash. */}
                <script dangerouslySetInnerHTML={{ __html: HERO_APPLY }} />
                {/* A 48 px bordered button, the pair's second action (review round 13: a small link under a full-width button at 375). */}
                <ButtonLink href={heroLink.href} variant="secondary" size="lg">
                  {heroLink.label}
                  <ArrowDown className="size-4" aria-hidden="true" />
                </ButtonLink>
              </div>
            </div>
            <div className="min-w-0">
              <FundPath />
            </div>
          </div>
          <FundTermSheet />
        </Container>
      </section>
    </div>
  );
}

/**
 * The two focus areas as an editorial spread, not Home's cards: the section's heading and what else
 * the fund considers in a column of their own, then the two areas side by side on one rule, split by
 * a hairline, each a large title, its line and its examples as a ruled list. Then the funding ranges'
 * scale across the page.
 */
export function FundSupported() {
  const { supported } = fundPage;
  return (
    <section id={supported.id} aria-labelledby="supported-title" className="border-y border-border/60 bg-surface/40 py-16 sm:py-24">
      <Container className="space-y-16 sm:space-y-20">
        {/* Review round 24: from xl the heading's column is 23.5 rem (it was 18, so at 1440 the 48 px "Two focus areas", ~366 px,
            broke as "Two focus / areas"), the areas' inner padding 32 px, so each area's title still holds one line ("AI &
            Machine Learning" with its icon, ~357 px, in ~363). Review round 26: from lg one rule runs across the heading's
            column and both areas, and all three start 24 px under it (the eyebrow's top on the areas' titles' top; the
            heading's column began ~7 px under the areas' rule and its title ~30 px under theirs); the columns are parted by
            padding, not a grid gap, so the rule is unbroken. Below lg the first area's rule stands 24 px under the heading's
            line (was 40, the title 64 px under it): the heading-to-content step of the site's sections. */}
        <div
          className="grid grid-cols-1 gap-y-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-y-0 lg:border-t lg:border-fg/25 xl:grid-cols-[minmax(0,26.5rem)_minmax(0,1fr)]"
          data-fund-supported-grid=""
        >
          <div className="space-y-6 lg:pt-6 lg:pr-16 xl:pr-12" data-fund-supported-head="">
            <SectionHeading id="supported-title" eyebrow={supported.eyebrow} title={supported.heading} />
            <p className="max-w-md leading-relaxed text-pretty text-muted">{supported.alsoConsidered}</p>
          </div>
          <ul className="grid grid-cols-1 md:grid-cols-2" data-fund-areas="">
            {supported.areas.map(({ icon: Icon, title, text, examples }) => (
              <li
                key={title}
                className="space-y-5 border-t border-fg/25 pt-6 pb-10 last:pb-0 md:pb-0 md:first:border-r md:first:border-r-border md:first:pr-10 md:last:pl-10 lg:border-t-0 xl:first:pr-8 xl:last:pl-8"
              >
                <div className="space-y-2">
                  {/* The icon inline, before the heading's words (review round 16: over the heading, it floated). */}
                  <h3 className="flex items-center gap-3 font-display text-2xl font-semibold text-balance text-fg sm:text-3xl">
                    <Icon className="size-7 shrink-0 text-muted" strokeWidth={1.5} aria-hidden="true" data-fund-area-icon="" />
                    {title}
                  </h3>
                  <p className="leading-relaxed text-pretty text-muted">{text}</p>
                </div>
                {/* Review round 22: below md no rule under the last example (it stood 40-64 px over the next area's or the
                    ranges' top rule, two hairlines); from md, side by side, the lists close on a rule as before. */}
                <ul className="divide-y divide-border/70 border-t border-border/70 md:border-b" data-fund-examples="">
                  {examples.map((e) => (
                    <li key={e} className="flex items-start gap-3 py-3 text-fg/90">
                      <Check className="mt-1 size-4 shrink-0 text-muted" strokeWidth={1.5} aria-hidden="true" data-fund-check="" />
                      {e}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
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
