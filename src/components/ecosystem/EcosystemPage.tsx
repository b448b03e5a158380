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
 * /ecosystem: the flow and, under it in the hero, the figures (Home's band); partner lists by category, one table of the
 * spec's five (the two with nobody to name yet are rows marked open, with their way in); and a community call to action
 * (the social links are the footer's, right below).
 */
export function EcosystemPage() {
  const { community } = ecosystem;
  return (
    <>
      <EcosystemHero />
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
            part, what that part does, then its names, Home's partner names sorted by part, set as plain wordmarks parted by
            Home's slanted hairline. All five categories are rows, in the spec's order (review round 15: the two with nobody
            to name yet were an "Open seats" card under the table, which read as an absence): theirs say "Open" and link to
            their way in.
          */}
          <div>
            <div
              aria-hidden="true"
              className="hidden border-b border-border pb-3 font-mono text-xs tracking-[0.14em] text-muted uppercase lg:grid lg:grid-cols-[16rem_minmax(0,0.8fr)_minmax(0,1.4fr)] lg:gap-x-10"
            >
              <span>{ecosystem.columns.category}</span>
              <span>{ecosystem.columns.role}</span>
              <span>{ecosystem.columns.partners}</span>
            </div>
            <div className="divide-y divide-border border-b border-border max-lg:border-t" data-partner-table="">
              {ecosystem.categories.map(({ id, name, role, lead, partners, groups, join }) => (
                <section
                  key={id}
                  id={id}
                  aria-labelledby={`${id}-title`}
                  className="grid grid-cols-1 gap-x-10 gap-y-2 py-5 lg:grid-cols-[16rem_minmax(0,0.8fr)_minmax(0,1.4fr)] lg:items-baseline"
                  data-open={partners.length === 0 ? "" : undefined}
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
                  {groups ? (
                    <PartnerGroups groups={groups} />
                  ) : partners.length > 0 ? (
                    <PartnerNames partners={partners} />
                  ) : (
                    join && <OpenCell join={join} />
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
      />
    </>
  );
}

/**
 * A row's names: each after Home's slanted hairline; the list is pulled left by one separator's width and clipped, so the
 * hairline before the first name of every line is cut off and none dangles at a line's end.
 *
 * Review round 23: 8 px each side of the hairline (was 12) and 15 px names below sm (16 from sm), so a group of five
 * wallets holds one line at 1440 and breaks 3 + 2 or stays whole at 375, never leaving one name alone on a line.
 */
function PartnerNames({ partners }: { partners: string[] }) {
  return (
    <div className="overflow-hidden pt-1 lg:pt-0">
      <ul className="-ml-[17px] flex flex-wrap items-center gap-y-1" data-partner-names="">
        {partners.map((p) => (
          <li key={p} className="inline-flex items-center">
            <span aria-hidden="true" className="mx-2 h-4 w-px shrink-0 rotate-[18deg] bg-fg/25" />
            <PartnerWordmark name={p} className="text-fg/85 max-sm:text-[0.9375rem]" />
          </li>
        ))}
      </ul>
    </div>
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
          <PartnerNames partners={g.names} />
        </div>
      ))}
    </div>
  );
}

/**
 * The partners cell of a category with nobody to name yet, on the line where the other rows set their names. Review round
 * 21: round 19's muted pill (an "Open" chip inside it) read as a call-to-action button in a table of plain names. It is a
 * line of text as the other rows': muted "Open to partners — ", then the way in as the page's plain text link (underlined,
 * an arrow after it, as "Every check, with the request to send"), a 44 px target whose extra height the row takes back
 * (under it below lg, over and under it from lg).
 *
 * Review round 22: at 375 "Open to partners —" sat alone on its line, the dash hanging at its end, and the line was 16 px
 * under the row's 14 px description. The cell is the description's size (14 px) at every width; below sm the lead is a
 * line of its own without the dash (a muted label), the link on the line under it, pulled up 8 px into its 44 px target's
 * spare height so the two read as one status.
 */
function OpenCell({ join }: { join: { label: string; href: string } }) {
  return (
    <p className="text-sm text-muted max-lg:-mb-2.5 lg:-my-2.5" data-open-cell="">
      <span className="max-sm:block" data-open-lead="">
        {ecosystem.open.lead}
        <span className="max-sm:hidden" data-open-dash="">
          &nbsp;—{" "}
        </span>
      </span>
      {/* On its lead's baseline (an inline flex box's baseline is its text's); below sm on a line of its own, so the two
          open rows break alike (the longer link did not fit beside its lead at 375). */}
      <a
        href={join.href}
        className={cn("inline-flex min-h-11 items-center gap-1.5 max-sm:-mt-2 max-sm:flex max-sm:w-fit", linkClass())}
        data-open-link=""
      >
        {join.label}
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
      below={
        <>
          <EcosystemFlow caption={<VerifyLine />} />
          <NetworkFigures />
        </>
      }
    >
      <ButtonLink href={partner.href} size="lg" className="w-full sm:w-fit" data-hero-action="">
        {partner.label}
        <ArrowRight className="size-4" aria-hidden="true" />
      </ButtonLink>
    </PageHero>
  );
}

/**
 * The figures under the flow, in Home's design (review round 15: they were a ruled ledger here and a band there): the
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
    <section aria-labelledby="stats-title" className="space-y-5" data-network-figures="">
      <h2 id="stats-title" className="flex items-center gap-2 font-mono text-xs font-medium tracking-[0.18em] text-muted uppercase">
        <span aria-hidden="true" className="inline-block h-px w-6 bg-muted/60" />
        {ecosystem.statsLabel}
      </h2>
      <Stats
        compact
        items={ecosystem.stats}
        className="sm:max-lg:[&>[data-stat]]:px-6 sm:max-lg:[&_[data-stat-value]]:text-4xl lg:[&_[data-stat-value]]:text-[2.75rem] xl:[&>[data-stat]]:px-6 xl:[&_[data-stat-value]]:text-[2.5rem]"
      />
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
