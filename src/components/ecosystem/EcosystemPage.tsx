import { ArrowRight, ArrowUpRight } from "lucide-react";
import { ecosystem } from "../../content/ecosystem.ts";
import { Container } from "../ui/Container.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { BrandLogo } from "../brand/BrandLogo.tsx";
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
            A directory read as a table: from lg a header row names the columns, and each category is one
            compact row: its part and name, what that part does, then its members' names, each a link to
            its own site (only real chains, tokens, wallets and protocols); a category with nobody to name
            yet says where to join.
          */}
          <div>
            <div
              aria-hidden="true"
              className="hidden border-b border-border pb-3 font-mono text-xs tracking-[0.14em] text-muted uppercase lg:grid lg:grid-cols-[13rem_minmax(0,1fr)_minmax(0,1.15fr)] lg:gap-x-10"
            >
              <span>{ecosystem.columns.category}</span>
              <span>{ecosystem.columns.role}</span>
              <span>{ecosystem.columns.partners}</span>
            </div>
            <div className="divide-y divide-border border-b border-border max-lg:border-t">
              {ecosystem.categories.map(({ id, name, role, lead, partners, open }) => (
                <section
                  key={id}
                  id={id}
                  aria-labelledby={`${id}-title`}
                  className="grid grid-cols-1 gap-x-10 gap-y-2 py-5 lg:grid-cols-[13rem_minmax(0,1fr)_minmax(0,1.15fr)] lg:items-baseline"
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
                  {open && (
                    <p className="text-sm sm:text-base">
                      <a
                        href={open.href}
                        className="inline-flex min-h-11 items-center gap-1.5 text-fg underline decoration-fg/30 underline-offset-4 hover:decoration-fg"
                      >
                        {open.label}
                        <ArrowRight className="size-4" aria-hidden="true" />
                      </a>
                    </p>
                  )}
                  {partners.length > 0 && (
                    <ul className="flex flex-wrap gap-x-6">
                      {partners.map((p) => (
                        <li key={p.name}>
                          <a
                            href={p.href}
                            rel="noopener noreferrer"
                            target="_blank"
                            className="inline-flex min-h-11 items-center gap-1 text-fg underline decoration-fg/30 underline-offset-4 hover:decoration-fg"
                          >
                            <PartnerWordmark
                              name={p.name}
                              className="text-fg"
                              mark={
                                p.logo === "network-base" ? (
                                  <BaseGlyph />
                                ) : (
                                  p.logo && <BrandLogo logo={p.logo} size={16} className="opacity-80 grayscale" />
                                )
                              }
                            />
                            <ArrowUpRight className="size-3.5 text-muted" aria-hidden="true" />
                            <span className="sr-only">(opens in a new tab)</span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              ))}
            </div>
          </div>
        </Container>
      </section>
      <VerifyLine />
      <CallToAction
        closing
        titleId="community-title"
        title={community.heading}
        text={community.text}
        actions={<ActionPair primary={community.partner} secondary={community.fund} />}
      />
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
 * The figures as a ledger, not Home's band of equal boxes: the section's name in a column of its own,
 * then one ruled row per figure, the numeral large on the left and its label and note beside it
 * (same facts, same words; the shared Stats component, laid out by this page's classes).
 */
function NetworkLedger() {
  return (
    <section aria-labelledby="stats-title" className="py-16 sm:py-24">
      <Container className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16">
        <h2 id="stats-title" className="font-mono text-[0.8125rem] tracking-[0.16em] text-muted uppercase lg:pt-8">
          {ecosystem.statsLabel}
        </h2>
        <Stats
          items={ecosystem.stats}
          className={cn(
            "grid-cols-1 gap-0 divide-y divide-border overflow-visible rounded-none border-x-0 bg-transparent",
            "[&>[data-stat]]:[grid-row:auto] [&>[data-stat]]:grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)] [&>[data-stat]]:[grid-template-rows:auto_auto] [&>[data-stat]]:items-center [&>[data-stat]]:gap-x-5 [&>[data-stat]]:gap-y-1 [&>[data-stat]]:bg-transparent [&>[data-stat]]:px-0 [&>[data-stat]]:py-6",
            "sm:[&>[data-stat]]:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] lg:[&>[data-stat]]:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:[&>[data-stat]]:py-8",
            "[&_[data-stat-value]]:col-start-1 [&_[data-stat-value]]:row-span-2 [&_[data-stat-value]]:row-start-1 [&_[data-stat-value]]:self-center [&_[data-stat-value]]:pb-0 [&_[data-stat-value]]:text-[2.5rem] sm:[&_[data-stat-value]]:text-6xl lg:[&_[data-stat-value]]:text-8xl",
            "[&_dt]:col-start-2 [&_dt]:row-start-1 [&_dt]:self-end [&_dt]:text-[0.8125rem] sm:[&_dt]:text-sm",
            "[&_[data-stat-note]]:col-start-2 [&_[data-stat-note]]:row-start-2 [&_[data-stat-note]]:self-start sm:[&_[data-stat-note]]:text-base",
          )}
        />
      </Container>
    </section>
  );
}

/**
 * One line between the directory and the closing band: what a partner can check, linked to /about's
 * table of checks (the checks are said once, there). The link is 44 px tall.
 */
function VerifyLine() {
  const { verify } = ecosystem;
  return (
    <section aria-label={verify.label} className="py-10 sm:py-12" data-verify-line="">
      <Container>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-base text-pretty text-muted">
          <span className="font-mono text-xs tracking-[0.14em] text-fg uppercase">{verify.label}</span>
          <span>{verify.text}</span>
          <a href={verify.all.href} className={cn("inline-flex min-h-11 items-center gap-2", linkClass())}>
            {verify.all.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </p>
      </Container>
    </section>
  );
}

/**
 * Base's mark (the disc with a bar cut in from the left) in one flat grey, as Sui's mark beside it is
 * shown: the package's branded Base is a blue square that greys to a dark tile nobody sees (review round 9).
 */
function BaseGlyph() {
  return (
    <svg viewBox="0 0 111 111" width={16} height={16} aria-hidden="true" data-brand-logo="network-base" className="shrink-0 text-muted">
      <path
        fill="currentColor"
        d="M54.921 110.034C85.359 110.034 110.034 85.402 110.034 55.017C110.034 24.6319 85.359 0 54.921 0C26.0432 0 2.35281 22.1714 0 50.3923H72.8467V59.6416H0C2.35281 87.8625 26.0432 110.034 54.921 110.034Z"
      />
    </svg>
  );
}
