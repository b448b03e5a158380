import { ArrowRight, ChevronDown } from "lucide-react";
import { docTopics, docsPage, type DocsTopic } from "../../content/docs.ts";
import { tocEntries } from "../../content/x402-docs.ts";
import { proofs } from "../../content/about.ts";
import { ProofCheckBox } from "../ui/ProofCheckBox.tsx";
import { ActionPair } from "../ui/ActionPair.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { CallToAction } from "../ui/CallToAction.tsx";
import { Container } from "../ui/Container.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { DocsShelf } from "./DocsShelf.tsx";

/**
 * /documentation: the documents readable today, as files of the site (hero), then the index: the live x402
 * guide leading it (its request and its contents, real links), then "Coming soon" said once over the six
 * topics, each with its coming pages. The topics' items are the spec's placeholder links that do
 * nothing: links without a target (no navigation, no scroll, no URL change, and no script),
 * reachable by keyboard (tabindex) and announced as unavailable (aria-disabled), described by the one
 * "Coming soon"; drawn as a compact, muted list of the six names (each with its count of pages) under one "Show
 * contents" toggle that shows every topic's pages at once, one a line, with no underline and no hover, so it reads as a
 * roadmap under the live guide and nothing suggests the names lead anywhere (review round 19: six closed "In
 * preparation" rows read as unfinished).
 */
export function DocsPage() {
  const { close } = docsPage;
  return (
    <>
      {/* Top-aligned (review round 15): the title centred against the taller file tree floated half way down it. Review
          round 20: the text ended ~210 px above the tree at 1440, a dead block under it; now, from lg, the text column is
          as tall as the tree (align="stretch") and the request the sandbox answers stands at its foot, level with the
          tree's last row (on a phone, under the lead). */}
      <PageHero eyebrow={docsPage.eyebrow} title={docsPage.title} lead={docsPage.lead} aside={<DocsShelf />} align="stretch">
        <HeroRequest />
      </PageHero>
      <section aria-labelledby="topics-title" className="py-16 sm:py-24">
        <Container className="space-y-8">
          <SectionHeading id="topics-title" eyebrow={docsPage.topicsEyebrow} title={docsPage.topicsHeading} lead={docsPage.topicsLead} />
          <LiveGuideRow />
          <ComingSoon />
        </Container>
      </section>
      <CallToAction
        closing
        titleId="docs-close-title"
        // Two lines on a phone, split at its comma: set whole, the heading filled 375 px with 2 px to spare (review round 13).
        title={
          <>
            {close.heading.split(", ")[0]}, <span className="max-sm:block">{close.heading.split(", ").slice(1).join(", ")}</span>
          </>
        }
        text={close.text}
        actions={<ActionPair primary={close.primary} secondary={close.secondary} />}
      />
    </>
  );
}

/**
 * The hero's foot (review round 20): the request a visitor can send now, the x402 sandbox's, and what it answers, as a
 * ruled block with a mono label (as /provide-compute's "What the application asks for"). From lg it stands at the foot
 * of the text column, level with the file tree's last row; it was the live guide's, which keeps its description and links.
 */
function HeroRequest() {
  const { request } = docsPage;
  return (
    <div className="space-y-3 border-t border-border/60 pt-5 lg:mt-auto lg:space-y-2 lg:pt-3" data-docs-request="">
      <p className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{request.label}</p>
      {/* Review round 22: the same box as /about's sandbox row (`ProofCheckBox`, the same command), without its copy button:
          the button runs an inline script, and this page runs no script of its own (docs/design.md, round 22). */}
      {/* Review round 26: the box and its note span the column, so their right edges are the rule's and the lead's (at 1440
          the box ended at 687 px, 28 px short of the column's 715); the note's two lines balanced ("pays it." ended it
          alone at 1440 once it ran the column). The head's "Select to copy" says what one click on
          the command does (it is selected whole), in place of the copy button this page cannot run. */}
      <div data-docs-request-box="">
        <ProofCheckBox check={proofs.sandbox.check} copy={false} hint={request.selectHint} />
      </div>
      <p className="text-sm leading-relaxed text-balance text-muted">{request.note}</p>
    </div>
  );
}

/** The one "Coming soon" of the index: every placeholder item is described by it. */
const SOON_ID = "topics-soon";

/**
 * The index's lead: the one guide that exists, on a raised surface: its status (a live dot and "Live") over its title,
 * its description and its contents, each a real link into the guide (the request its sandbox answers moved to the hero's
 * foot in review round 20). One spacing inside (review round 19: 8 px under the status, 12 px under "In this guide",
 * 16 px elsewhere): 16 px between every two blocks of either column, each label included.
 */
function LiveGuideRow() {
  const { live } = docsPage;
  return (
    <article
      aria-labelledby="live-guide-title"
      data-live-guide=""
      className="grid grid-cols-1 gap-6 rounded-card border border-accent/30 bg-surface/70 p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:gap-12"
    >
      <div className="space-y-4" data-live-main="">
        {/* The status on a line of its own, over the title: at 375 px a badge beside the title wrapped under it. */}
        <p
          className="flex items-center gap-2 font-mono text-xs tracking-[0.16em] whitespace-nowrap text-accent uppercase"
          data-live-status=""
        >
          <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
          {live.label}
        </p>
        <h3 id="live-guide-title" className="font-display text-2xl font-semibold text-fg sm:text-3xl">
          {/* A 44 px target (review round 20: a 32 px line at 375): 6 px (4 px from sm) of padding above and below, taken
              back by as much negative margin, so the line and the card's 16 px spacing stay as they were. */}
          <a href={live.link.href} className="-my-1.5 inline-block py-1.5 underline-offset-4 hover:underline sm:-my-1 sm:py-1">
            {live.title}
          </a>
        </h3>
        <p className="max-w-2xl leading-relaxed text-pretty text-muted">{live.description}</p>
        <ButtonLink href={live.link.href} aria-describedby="live-guide-title">
          {live.link.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
      <nav aria-label={`${live.title}: ${live.contents}`} className="lg:border-l lg:border-border lg:pl-8" data-live-contents="">
        <p className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{live.contents}</p>
        {/* The site's plain ruled list (as /privacy's facts and the footer's rows): the section names on hairlines, no numerals
            (review round 13: a number + label style that appeared nowhere else). Two columns at every width: one column of eight 44 px rows left the text beside it half empty at 1440. */}
        <ul className="mt-4 grid grid-cols-2 gap-x-6 border-t border-border text-sm">
          {tocEntries.map((e) => (
            <li key={e.id} className="border-b border-border">
              {/* A link's cue on every row (review round 16: the ruled names read as a list, not links): an arrow at the
                  row's end, and on hover the label underlined and brighter, the arrow bright and nudged on. */}
              <a
                href={`${live.link.href}#${e.id}`}
                className="group/toc flex min-h-11 items-center justify-between gap-2 text-fg/90 underline-offset-4 hover:text-fg"
                data-guide-entry=""
              >
                <span className="group-hover/toc:underline">{e.label}</span>
                <ArrowRight
                  className="size-3.5 shrink-0 text-muted transition-transform group-hover/toc:translate-x-0.5 group-hover/toc:text-fg"
                  aria-hidden="true"
                />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

/** The one toggle's id, and the list it shows the pages of. */
const TOGGLE_ID = "topics-toggle";
const LIST_ID = "topics-list";

/**
 * The six topics in preparation, a compact, muted list under the live guide (review round 19: six closed disclosure
 * rows, each "N pages · In preparation", read as unfinished): a frame with the live guide's padding and corner, so its
 * text starts on the live guide's left edge, in hairline and with no surface (quieter than the raised live guide);
 * "Coming soon" once, as the live guide's "In this guide" label, with the one toggle beside it; then the six names, each
 * with its count of pages, one short line a topic (three columns from lg, two from sm, one on a phone). The toggle is
 * a native `<details>` with only its summary (no script; announced as collapsed or expanded, its label "Show contents"
 * or "Hide contents"): open, every topic's pages show under its name (`:has()` on the block), closed they are not
 * drawn nor in the accessibility tree.
 */
function ComingSoon() {
  const { toggle } = docsPage;
  return (
    <div className="group/soon rounded-card border border-border/70 p-5 sm:p-8" data-coming-soon-block="">
      <div className="flex items-center justify-between gap-4">
        <p id={SOON_ID} className="font-mono text-xs tracking-[0.16em] text-muted uppercase" data-coming-soon="">
          {docsPage.comingSoon}
        </p>
        <details id={TOGGLE_ID} className="group/toggle -my-3" data-topics-toggle="">
          <summary
            aria-controls={LIST_ID}
            className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 text-sm font-medium text-fg hover:[&_svg]:text-fg [&::-webkit-details-marker]:hidden"
          >
            <span className="group-open/toggle:hidden">{toggle.show}</span>
            <span className="hidden group-open/toggle:inline">{toggle.hide}</span>
            <ChevronDown className="size-4 shrink-0 text-muted transition-transform group-open/toggle:rotate-180" aria-hidden="true" />
          </summary>
        </details>
      </div>
      <ul
        id={LIST_ID}
        className="mt-4 grid grid-cols-1 gap-y-2 group-has-[[data-topics-toggle][open]]/soon:gap-y-5 sm:grid-cols-2 sm:items-start sm:gap-x-8 lg:grid-cols-3 lg:gap-x-12"
        data-topics=""
      >
        {docTopics.map((topic) => (
          <TopicRow key={topic.id} topic={topic} />
        ))}
      </ul>
    </div>
  );
}

/**
 * One topic: its name (an h3, muted) and its count of pages in mono on one line; with the toggle open, its pages under
 * it, one a line on a hairline rail. Each page is still the spec's placeholder link (no target, aria-disabled,
 * reachable by keyboard, described by "Coming soon"): a 24 px box on a 28 px line (WCAG 2.2 target size; on a phone a
 * 44 px row, review round 20), muted text with no underline, no arrow and no hover, so nothing suggests it leads anywhere.
 */
function TopicRow({ topic }: { topic: DocsTopic }) {
  const titleId = `topic-${topic.id}`;
  return (
    <li data-topic={topic.id} className="text-sm">
      <div className="flex min-h-7 flex-wrap items-baseline gap-x-3" data-topic-head="">
        <h3 id={titleId} className="text-[15px] leading-7 font-medium text-muted">
          {topic.title}
        </h3>
        <span className="font-mono text-xs text-muted" data-topic-state="">
          {docsPage.pages(topic.items.length)}
        </span>
      </div>
      <ul
        aria-label={`${docsPage.itemsNote}: ${topic.title}`}
        className="mt-1 ml-[3px] hidden border-l border-border pl-4 text-muted group-has-[[data-topics-toggle][open]]/soon:block"
        data-coming-pages=""
      >
        {topic.items.map((item) => (
          // On a phone each page is a 44 px row, as every other link there (review round 20); from sm a 24 px box on a 28 px line.
          <li key={item} className="flex min-h-7 items-center max-sm:min-h-11">
            {/* biome-ignore lint/a11y/useValidAnchor: the spec's placeholder link: announced as a link, unavailable, with no target */}
            <a
              role="link"
              aria-disabled="true"
              aria-describedby={SOON_ID}
              tabIndex={0}
              data-placeholder-link
              className="inline-flex min-h-6 cursor-default items-center leading-snug max-sm:min-h-11"
            >
              {item}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
