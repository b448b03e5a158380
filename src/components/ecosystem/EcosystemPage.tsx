import { ArrowRight } from "lucide-react";
import { ecosystem } from "../../content/ecosystem.ts";
import { Container } from "../ui/Container.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { PartnerWordmark } from "../brand/PartnerWordmark.tsx";
import { EcosystemFlow } from "./EcosystemFlow.tsx";
import { Stats } from "../ui/Stats.tsx";
import { CallToAction } from "../ui/CallToAction.tsx";
import { ActionPair } from "../ui/ActionPair.tsx";
import { linkClass } from "../ui/link.ts";
import { cn } from "../ui/cn.ts";

/**
 * /ecosystem: the flow, the figures, partner lists by category, one line to /about's table of checks, and a
 * community call to action (the social links are the footer's, right below).
 */
export function EcosystemPage() {
  const { community } = ecosystem;
  return (
    <>
      <EcosystemHero />
      <NetworkLedger />
      <section aria-labelledby="partners-title" className="border-y border-border/60 bg-surface/40 py-16 sm:py-24">
        <Container className="space-y-10">
          <SectionHeading
            id="partners-title"
            eyebrow={ecosystem.partnersEyebrow}
            title={ecosystem.partnersHeading}
            lead={ecosystem.partnersLead}
          />
          {/*
            One table (review round 13): from lg a header row names the columns, and each category is one row: its name and
            part, what that part does, then its names, Home's partner names sorted by part, set as plain wordmarks parted by
            Home's slanted hairline. The two categories with nobody to name yet say so in a muted line, and one sentence under
            the table says where they can join (no dashed boxes that read as empty cells).
          */}
          <div>
            <div
              aria-hidden="true"
              className="hidden border-b border-border pb-3 font-mono text-xs tracking-[0.14em] text-muted uppercase lg:grid lg:grid-cols-[13rem_minmax(0,0.8fr)_minmax(0,1.4fr)] lg:gap-x-10"
            >
              <span>{ecosystem.columns.category}</span>
              <span>{ecosystem.columns.role}</span>
              <span>{ecosystem.columns.partners}</span>
            </div>
            <div className="divide-y divide-border border-b border-border max-lg:border-t">
              {ecosystem.categories.map(({ id, name, role, lead, partners }) => (
                <section
                  key={id}
                  id={id}
                  aria-labelledby={`${id}-title`}
                  className="grid grid-cols-1 gap-x-10 gap-y-2 py-5 lg:grid-cols-[13rem_minmax(0,0.8fr)_minmax(0,1.4fr)] lg:items-baseline"
                >
                  <div className="flex items-baseline justify-between gap-4 lg:block lg:space-y-1">
                    <h3 id={`${id}-title`} className="font-display text-xl font-semibold text-fg">
                      {name}
                    </h3>
                    <p className="font-mono text-xs tracking-[0.14em] text-muted uppercase" data-role>
                      {role}
                    </p>
                  </div>
                  <p className="max-w-xl text-sm leading-relaxed text-pretty text-muted">{lead}</p>
                  {partners.length > 0 ? (
                    // Each name after Home's slanted hairline; the list is pulled left by one separator's width and clipped,
                    // so the hairline before the first name of every line is cut off and none dangles at a line's end.
                    <div className="overflow-hidden pt-1 lg:pt-0">
                      <ul className="-ml-[25px] flex flex-wrap items-center gap-y-1" data-partner-names="">
                        {partners.map((p) => (
                          <li key={p} className="inline-flex items-center">
                            <span aria-hidden="true" className="mx-3 h-4 w-px shrink-0 rotate-[18deg] bg-fg/25" />
                            <PartnerWordmark name={p} className="text-fg/85" />
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : (
                    <p className="text-sm text-muted" data-none-named="">
                      {ecosystem.open.none}
                    </p>
                  )}
                </section>
              ))}
            </div>
            <p className="pt-5 text-base text-pretty text-muted" data-open-line="">
              {ecosystem.open.lead}{" "}
              <a href={ecosystem.open.fund.href} className={cn("inline-flex min-h-11 items-center", linkClass())}>
                {ecosystem.open.fund.label}
              </a>{" "}
              {ecosystem.open.or}{" "}
              <a href={ecosystem.open.provide.href} className={cn("inline-flex min-h-11 items-center", linkClass())}>
                {ecosystem.open.provide.label}
              </a>
              .
            </p>
          </div>
        </Container>
      </section>
      <CallToAction
        closing
        titleId="community-title"
        title={community.heading}
        text={community.text}
        actions={<ActionPair primary={community.partner} secondary={community.fund} />}
      >
        <VerifyLine />
      </CallToAction>
    </>
  );
}

/**
 * The first screen: the heading and its lead side by side over the flow, which runs the page's width
 * (not the split hero with a framed card: the flow is a diagram of the page's subject, not an app).
 */
function EcosystemHero() {
  return <PageHero eyebrow={ecosystem.eyebrow} title={ecosystem.heading} lead={ecosystem.lead} below={<EcosystemFlow />} />;
}

/**
 * The figures in the site's one stats pattern, with Home's band's spacing (review round 13: 48 px above and below on a
 * phone, 96 px from sm) and Home's captions for the facts both show. One figure per row below md; three across from md,
 * with cells padded 20 px up to lg so the longest label ("Community members") stays on one line at 768 px.
 */
function NetworkLedger() {
  return (
    <section aria-labelledby="stats-title" className="py-12 sm:py-24">
      <Container className="space-y-4 sm:space-y-6">
        {/* Set as the page's eyebrows (Eyebrow's look: a short rule, then the mono label), as an h2. */}
        <h2 id="stats-title" className="flex items-center gap-2 font-mono text-xs font-medium tracking-[0.18em] text-muted uppercase">
          <span aria-hidden="true" className="inline-block h-px w-6 bg-muted/60" />
          {ecosystem.statsLabel}
        </h2>
        <Stats
          items={ecosystem.stats}
          className="max-md:grid-cols-1 max-sm:[&_[data-stat-value]]:text-[1.75rem] max-sm:min-[380px]:[&_[data-stat-value]]:text-[2rem] md:max-lg:[&>[data-stat]]:px-5 md:[&_dt]:whitespace-nowrap"
        />
      </Container>
    </section>
  );
}

/**
 * In the closing band, under its text (review round 11: no thin band of its own): what a partner can
 * check, linked to /about's table of checks (the checks are said once, there). The link is 44 px tall.
 */
function VerifyLine() {
  const { verify } = ecosystem;
  return (
    <aside aria-label={verify.label} className="mt-8 space-y-2 border-t border-border pt-6" data-verify-line="">
      <p className="font-mono text-xs tracking-[0.14em] text-fg uppercase">{verify.label}</p>
      <p className="text-base text-pretty text-muted">{verify.text}</p>
      <a href={verify.all.href} className={cn("inline-flex min-h-11 items-center gap-2", linkClass())}>
        {verify.all.label}
        <ArrowRight className="size-4" aria-hidden="true" />
      </a>
    </aside>
  );
}
