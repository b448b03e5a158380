import { ArrowRight, ListChecks } from "lucide-react";
import { ecosystem } from "../../content/ecosystem.ts";
import { Container } from "../ui/Container.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { PartnerWordmark } from "../brand/PartnerWordmark.tsx";
import { EcosystemFlow } from "./EcosystemFlow.tsx";
import { Stats } from "../ui/Stats.tsx";
import { CallToAction } from "../ui/CallToAction.tsx";
import { ActionPair } from "../ui/ActionPair.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { linkClass } from "../ui/link.ts";
import { cn } from "../ui/cn.ts";

/**
 * /ecosystem: the flow in the hero; the figures, a section of their own under it (review round 24: they closed a hero
 * ~1,250 px deep on one grid-textured band); partner lists by category, one table of the spec's categories with partners to
 * name and, as ordinary rows with a quiet note, the two with nobody to name yet (review round 26); and a community call to action (the social links are the footer's, right below).
 */
export function EcosystemPage() {
  const { community } = ecosystem;
  return (
    <>
      <EcosystemHero />
      <NetworkFigures />
      <section aria-labelledby="partners-title" className="border-b border-border/60 bg-surface/40 py-16 sm:py-24">
        <Container className="space-y-10">
          <SectionHeading
            id="partners-title"
            eyebrow={ecosystem.partnersEyebrow}
            title={ecosystem.partnersHeading}
            lead={ecosystem.partnersLead}
          />
          {/*
            One table (review round 13): from lg a header row names the columns, and each category is one row: its name and
            part, what that part does, then its names, Home's partner names sorted by part, each with the shared wordmark's
            monogram chip (review round 26: the same mark as Home's rows) and parted by Home's slanted hairline. Review round
            26: all five of the spec's categories in its order, one table; a category with nobody to name yet is an ordinary
            row whose partners cell is a quiet note and a plain link to /contact (round 24's highlighted block under the
            table spotlighted the gap).
          */}
          <div>
            <div
              aria-hidden="true"
              className="hidden border-b border-border pb-3 font-mono text-xs tracking-[0.14em] text-muted uppercase lg:grid lg:grid-cols-[14.5rem_minmax(0,13.5rem)_minmax(0,1fr)] lg:gap-x-8"
            >
              <span>{ecosystem.columns.category}</span>
              <span>{ecosystem.columns.role}</span>
              <span>{ecosystem.columns.partners}</span>
            </div>
            <div className="divide-y divide-border border-b border-border max-lg:border-t" data-partner-table="">
              {ecosystem.categories.map(({ id, name, role, lead, partners, groups }) => (
                <section
                  key={id}
                  id={id}
                  aria-labelledby={`${id}-title`}
                  className="grid grid-cols-1 gap-x-8 gap-y-2 py-5 lg:grid-cols-[14.5rem_minmax(0,13.5rem)_minmax(0,1fr)] lg:items-baseline"
                  data-open={partners.length === 0 ? "" : undefined}
                >
                  <CategoryTitle id={id} name={name} role={role} className="lg:block lg:space-y-1" />
                  <p className="max-w-xl text-sm leading-relaxed text-pretty text-muted">{lead}</p>
                  {groups ? <PartnerGroups groups={groups} /> : partners.length > 0 ? <PartnerNames partners={partners} /> : <OpenCell />}
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
      />
    </>
  );
}

/**
 * A row's names, each the shared wordmark with its monogram chip (review round 26: Home's mark; the chip parts the names,
 * so round 23's slanted hairline between them went: chip and hairline were two separators, and the chips' width broke the
 * AI row and the EVM wallets onto a second line at 1440). 16 px between names, 4 px between lines; 15 px names below sm.
 * `columns`: below sm the names stand in two columns (DeFi and Web3's groups: with the chips, five wallets broke 2 + 2 + 1
 * in a running line, a name alone at its end; in columns the last row is a table's last row).
 */
function PartnerNames({ partners, columns }: { partners: string[]; columns?: boolean }) {
  return (
    <ul
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 lg:pt-0",
        columns && "max-sm:grid max-sm:grid-cols-2 max-sm:gap-y-1.5",
      )}
      data-partner-names=""
    >
      {partners.map((p) => (
        <li key={p} className="inline-flex items-center">
          <PartnerWordmark name={p} className="text-fg/85 max-sm:text-[0.9375rem]" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Review round 23: DeFi and Web3's fifteen names were one run of three lines, a wall. They stand in labelled groups (the
 * tokens, the Sui wallets, the EVM wallets as /access-compute connects them, the standards), each a mono label as the
 * rows' roles, then its names as every row's; 12 px between groups, so the label reads with the names under it (below lg
 * 8 px more over the first, so it does not read as the description's last line).
 */
function PartnerGroups({ groups }: { groups: { label: string; names: string[] }[] }) {
  return (
    <div className="space-y-3 max-lg:pt-2" data-partner-groups="">
      {groups.map((g) => (
        <div key={g.label} className="space-y-1" data-partner-group="">
          <p className="font-mono text-xs tracking-[0.14em] text-muted uppercase" data-partner-group-label="">
            {g.label}
          </p>
          <PartnerNames partners={g.names} columns />
        </div>
      ))}
    </div>
  );
}

/** A category's name (its section's heading) with its role. */
function CategoryTitle({ id, name, role, className }: { id: string; name: string; role: string; className?: string }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-4", className)}>
      <h3 id={`${id}-title`} className="font-display text-xl font-semibold text-fg">
        {name}
      </h3>
      <p className="font-mono text-xs tracking-[0.14em] text-muted uppercase" data-role>
        {role}
      </p>
    </div>
  );
}

/**
 * Review round 26: a category with nobody to name yet is an ordinary row; its partners cell says so quietly, in the
 * description's size and muted colour (no box, chip or fill), then a plain link to /contact (`linkClass()`, the page's
 * inline links' look, an arrow after it), a 44 px target whose spare height the row takes back (`-my-2.5`).
 */
function OpenCell() {
  const { lead, link } = ecosystem.open;
  return (
    <p className="-my-2.5 flex flex-wrap items-center gap-x-3 text-sm text-muted max-lg:pt-1" data-open-cell="">
      <span data-open-lead="">{lead}</span>
      <a href={link.href} className={cn("inline-flex min-h-11 items-center gap-1.5", linkClass())} data-open-link="">
        {link.label}
        <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
      </a>
    </p>
  );
}

/**
 * The first screen: the heading and its lead side by side over the flow, which runs the page's width (not the split hero
 * with a framed card: the flow is a diagram of the page's subject, not an app); the figures close it, in Home's band
 * (review round 15: one design for the network's figures across the site). Under the lead the page's action, "Become a
 * partner" (review round 19: at 375 and 1440 the first screen had none; it was only in the closing band).
 */
function EcosystemHero() {
  const { partner } = ecosystem.community;
  return (
    <PageHero
      eyebrow={ecosystem.eyebrow}
      title={ecosystem.heading}
      lead={ecosystem.lead}
      align="title"
      below={<EcosystemFlow caption={<VerifyLine />} />}
    >
      <ButtonLink href={partner.href} size="lg" className="w-full sm:w-fit" data-hero-action="">
        {partner.label}
        <ArrowRight className="size-4" aria-hidden="true" />
      </ButtonLink>
    </PageHero>
  );
}

/**
 * The figures under the hero (review round 24: a section of their own; they were the hero's last ~300 px, on its grid
 * texture), in Home's design (review round 15: they were a ruled ledger here and a band there): the
 * shared `Stats` band, compact on a phone (as Home's: the value left, its label right), three across from sm. Over it the
 * section's heading, set as the page's eyebrows (a short rule, then the mono label), as an h2.
 *
 * Review round 21: the three figures' numerals were 48-60 px from lg (the default for three) against Home's 44 / 40 px,
 * and the cells wider-padded, so the same figures read as two designs. From lg the numerals and the cells' sides are
 * Home's band's (`StatsBand`: 44 px at lg, 40 px and 24 px sides from xl; a test compares both pages' computed sizes).
 * From sm to lg the long GPU count needs 36 px and 24 px sides to fit a third of the page (review round 20).
 */
function NetworkFigures() {
  return (
    <section aria-labelledby="stats-title" className="border-b border-border/60 py-12 sm:py-16" data-network-figures="">
      <Container className="space-y-5">
        <h2 id="stats-title" className="flex items-center gap-2 font-mono text-xs font-medium tracking-[0.18em] text-muted uppercase">
          <span aria-hidden="true" className="inline-block h-px w-6 bg-muted/60" />
          {ecosystem.statsLabel}
        </h2>
        <Stats
          compact
          items={ecosystem.stats}
          className="sm:max-lg:[&>[data-stat]]:px-6 sm:max-lg:[&_[data-stat-value]]:text-4xl lg:[&_[data-stat-value]]:text-[2.75rem] xl:[&>[data-stat]]:px-6 xl:[&_[data-stat-value]]:text-[2.5rem]"
        />
      </Container>
    </section>
  );
}

/**
 * The flow's caption (review round 14: out of the closing band, where it was a third action beside the two buttons): what
 * a partner can check, linked to /about's table of checks (the checks are said once, there). The link is 44 px tall; 48 px
 * under the flow (the figure's spacing). Review round 20: a single unboxed line between the drawing and the figures read
 * as an afterthought; it is now a row of its own, a hairline card (the band's radius, a faint fill) with its label as a
 * column (a checklist mark, then the mono label), the text, and the link at its end from lg. Below lg the label has a
 * line of its own, 8 px over the text (review round 16), and the link goes under the text.
 */
function VerifyLine() {
  const { verify } = ecosystem;
  const words = verify.all.label.split(" ");
  const verifyLast = words.pop();
  const verifyHead = words.join(" ");
  return (
    <p
      className="grid grid-cols-1 items-center gap-x-8 gap-y-2 rounded-card border border-border bg-surface/40 px-5 py-4 text-base text-pretty text-muted sm:px-6 lg:grid-cols-[auto_minmax(0,1fr)_auto] lg:py-3"
      data-verify-line=""
    >
      <span className="inline-flex items-center gap-2 font-mono text-xs tracking-[0.14em] text-fg uppercase" data-verify-label="">
        <ListChecks className="size-4 shrink-0 text-muted" aria-hidden="true" />
        {verify.label}
      </span>
      <span>{verify.text}</span>
      {/* Review round 22: an inline flex box, its text wrapped at 375 to two lines and the arrow was pushed to the box's far
          right. Now an inline block of running text (10 px over and under a 24 px line: a 44 px target), the arrow inline,
          kept on the line of the label's last word. */}
      <a href={verify.all.href} className={cn("inline-block w-fit py-2.5 leading-6", linkClass())} data-verify-link="">
        {verifyHead}{" "}
        <span className="whitespace-nowrap">
          {verifyLast}
          <ArrowRight className="ml-2 inline-block size-4 align-[-0.1875rem]" aria-hidden="true" data-verify-arrow="" />
        </span>
      </a>
    </p>
  );
}
