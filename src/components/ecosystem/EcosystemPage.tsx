import { ArrowRight, ArrowUpRight, Plus } from "lucide-react";
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
                    <a
                      href={open.href}
                      data-open-seat=""
                      // Neutral, not the accent (review round 12): an open seat is an invitation, not the view's
                      // action; a hairline dashed border, a muted plus, the text and arrow brighten on hover.
                      className="group flex min-h-11 w-full items-center gap-3 rounded-lg border border-dashed border-border px-4 py-3 text-sm text-fg transition-colors hover:border-fg/40 hover:bg-surface/60 sm:text-base"
                    >
                      <span
                        aria-hidden="true"
                        className="grid size-7 shrink-0 place-items-center rounded-full border border-dashed border-border text-muted transition-colors group-hover:text-fg"
                      >
                        <Plus className="size-4" />
                      </span>
                      <span className="flex-1 text-pretty">{open.label}</span>
                      <ArrowRight
                        className="size-4 shrink-0 text-muted transition-[color,transform] group-hover:translate-x-0.5 group-hover:text-fg"
                        aria-hidden="true"
                      />
                    </a>
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
                            <PartnerWordmark name={p.name} className="text-fg" />
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
 * The figures in the site's one stats pattern (review round 12: the ledger of round 10 read as another
 * component than Home's band): the shared `Stats` as Home shows it, ruled cells with the numeral, its
 * mono label and this page's own note; one figure per row on a phone, as on Home, three across from sm.
 * The section's name is a visible mono label over the band.
 */
function NetworkLedger() {
  return (
    <section aria-labelledby="stats-title" className="py-16 sm:py-24">
      <Container className="space-y-4 sm:space-y-6">
        {/* Set as the page's eyebrows (Eyebrow's look: a short rule, then the mono label), as an h2. */}
        <h2 id="stats-title" className="flex items-center gap-2 font-mono text-xs font-medium tracking-[0.18em] text-muted uppercase">
          <span aria-hidden="true" className="inline-block h-px w-6 bg-muted/60" />
          {ecosystem.statsLabel}
        </h2>
        <Stats
          items={ecosystem.stats}
          className="max-sm:grid-cols-1 max-sm:[&_[data-stat-value]]:text-[1.75rem] max-sm:min-[380px]:[&_[data-stat-value]]:text-[2rem]"
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
