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
      <PageHero eyebrow={ecosystem.eyebrow} title={ecosystem.heading} lead={ecosystem.lead} aside={<EcosystemFlow />} />
      <section aria-label={ecosystem.statsLabel} className="py-16">
        <Container>
          {/* Home's band (StatsBand): one column on a phone, numerals sized as Home's at xl, a note under each label. */}
          <Stats
            items={ecosystem.stats}
            className="max-sm:grid-cols-1 max-sm:[&_[data-stat-value]]:text-[1.75rem] xl:[&>[data-stat]]:px-6 xl:[&_[data-stat-value]]:text-[2.5rem] sm:[&_[data-stat-value]]:text-4xl"
          />
        </Container>
      </section>
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
                              mark={p.logo && <BrandLogo logo={p.logo} size={16} className="opacity-80 grayscale" />}
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
