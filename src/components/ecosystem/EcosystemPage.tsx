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
 * name, then one block for the two with nobody to name yet, each with its way in (review round 24: as table rows they read
 * unfinished); and a community call to action (the social links are the footer's, right below).
 */
export function EcosystemPage() {
  const { community } = ecosystem;
  const named = ecosystem.categories.filter((c) => c.partners.length > 0);
  const open = ecosystem.categories.filter((c) => c.partners.length === 0);
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
            part, what that part does, then its names, Home's partner names sorted by part, set as plain wordmarks parted by
            Home's slanted hairline. Review round 24: the categories with names lead, in the spec's order; the two with
            nobody to name yet (they were rows saying only "Open to partners", which read unfinished) follow as one block
            under the table, each still a titled category with its part, what it does and its way in (`OpenBlock`).
          */}
          <div className="space-y-8">
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
                {named.map(({ id, name, role, lead, partners, groups }) => (
                  <section
                    key={id}
                    id={id}
                    aria-labelledby={`${id}-title`}
                    className="grid grid-cols-1 gap-x-10 gap-y-2 py-5 lg:grid-cols-[16rem_minmax(0,0.8fr)_minmax(0,1.4fr)] lg:items-baseline"
                  >
                    <CategoryTitle id={id} name={name} role={role} className="lg:block lg:space-y-1" />
                    <p className="max-w-xl text-sm leading-relaxed text-pretty text-muted">{lead}</p>
                    {groups ? <PartnerGroups groups={groups} /> : <PartnerNames partners={partners} />}
                  </section>
                ))}
              </div>
            </div>
            <OpenBlock categories={open} />
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

/** A category's name (its section's heading) with its role, one look for the named table and the open block. */
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
 * Review round 24: the categories with nobody to name yet, as one call to action under the table (they were two table rows
 * saying only "Open to partners", which read as rows left unfinished). A hairline card (the check strip's look): from lg its
 * label and line in the table's first column, then each open category as a titled cell of its own (its name, its part, what
 * it does, as a table row's) ending in its way in, the page's plain text link with an arrow, 44 px tall. No second solid
 * button: the page's one primary action stays "Become a partner".
 */
function OpenBlock({ categories }: { categories: typeof ecosystem.categories }) {
  if (categories.length === 0) return null;
  return (
    <div
      className="grid grid-cols-1 gap-x-10 gap-y-6 rounded-card border border-border bg-surface/40 px-5 py-5 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:py-6"
      data-open-block=""
    >
      <div className="space-y-2">
        <p className="font-mono text-xs tracking-[0.14em] text-fg uppercase" data-open-lead="">
          {ecosystem.open.lead}
        </p>
        <p className="text-sm leading-relaxed text-pretty text-muted">{ecosystem.open.text}</p>
      </div>
      <div className="grid grid-cols-1 gap-x-10 gap-y-6 sm:grid-cols-2">
        {categories.map(({ id, name, role, lead, join }) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="space-y-2" data-open="">
            <CategoryTitle id={id} name={name} role={role} />
            <p className="text-sm leading-relaxed text-pretty text-muted">{lead}</p>
            {join && (
              <p className="-mb-2.5 text-sm" data-open-cell="">
                <a href={join.href} className={cn("inline-flex min-h-11 items-center gap-1.5", linkClass())} data-open-link="">
                  {join.label}
                  <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                </a>
              </p>
            )}
          </section>
        ))}
      </div>
    </div>
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
