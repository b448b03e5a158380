import { ArrowRight } from "lucide-react";
import { docTopics, docsPage, type DocsTopic } from "../../content/docs.ts";
import { tocEntries } from "../../content/x402-docs.ts";
import { X402_SANDBOX_PATH } from "../../content/x402-sandbox.ts";
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
 * "Coming soon"; drawn as one dimmed table of plain muted text, comma-separated, with no border, no
 * underline and no hover, so it reads as a roadmap and nothing suggests the names lead anywhere.
 */
export function DocsPage() {
  const { close } = docsPage;
  return (
    <>
      <PageHero eyebrow={docsPage.eyebrow} title={docsPage.title} lead={docsPage.lead} aside={<DocsShelf />} />
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
        actions={<ActionPair primary={close.primary} secondary={close.secondary} tone="solid" />}
      />
    </>
  );
}

/** The one "Coming soon" of the index: every placeholder item is described by it. */
const SOON_ID = "topics-soon";

/**
 * The index's lead: the one guide that exists, on a raised surface: its status (a live dot and "Live") over its title,
 * the request its sandbox answers, and its contents, each a real link into the guide.
 */
function LiveGuideRow() {
  const { live } = docsPage;
  return (
    <article
      aria-labelledby="live-guide-title"
      data-live-guide=""
      className="grid grid-cols-1 gap-6 rounded-card border border-accent/30 bg-surface/70 p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:gap-12"
    >
      <div className="space-y-4">
        {/* The status on a line of its own, over the title: at 375 px a badge beside the title wrapped under it. */}
        <p
          className="flex items-center gap-2 font-mono text-[11px] tracking-[0.16em] whitespace-nowrap text-accent uppercase"
          data-live-status=""
        >
          <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
          {live.label}
        </p>
        <h3 id="live-guide-title" className="-mt-2 font-display text-2xl font-semibold text-fg">
          <a href={live.link.href} className="underline-offset-4 hover:underline">
            {live.title}
          </a>
        </h3>
        <p className="max-w-2xl leading-relaxed text-pretty text-muted">{live.description}</p>
        <p className="w-fit max-w-full overflow-x-auto rounded-lg border border-border bg-bg px-3 py-2 font-mono text-[13px] whitespace-nowrap text-fg">
          <span className="text-muted">GET</span> {X402_SANDBOX_PATH} <span className="text-accent-2">→ 402</span>
        </p>
        <ButtonLink href={live.link.href} variant="solid" aria-describedby="live-guide-title">
          {live.link.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
      <nav aria-label={`${live.title}: ${live.contents}`} className="lg:border-l lg:border-border lg:pl-8">
        <p className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{live.contents}</p>
        {/* The site's plain ruled list (as /privacy's facts and the footer's rows): the section names on hairlines, no numerals
            (review round 13: a number + label style that appeared nowhere else). Two columns at every width: one column of eight 44 px rows left the text beside it half empty at 1440. */}
        <ul className="mt-3 grid grid-cols-2 gap-x-6 border-t border-border text-sm">
          {tocEntries.map((e) => (
            <li key={e.id} className="border-b border-border">
              <a
                href={`${live.link.href}#${e.id}`}
                className="flex min-h-11 items-center text-fg/90 underline-offset-4 hover:text-fg hover:underline"
              >
                {e.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

/**
 * The six topics in preparation as one dimmed block (review round 13: six lists spaced like link rows took ~60 % of a phone's
 * page and looked tappable): the "Coming soon" tag once in its head, then a table, each topic's name beside its pages, the pages
 * a plain run of muted text, comma-separated. Each page is still the spec's placeholder link (no target, aria-disabled, reachable
 * by keyboard), its 44 px hit area drawn by an invisible `::after` around the line, so the text sits at a sentence's spacing.
 */
function ComingSoon() {
  return (
    <div className="rounded-card border border-border/70 bg-surface/30 px-4 pb-2 sm:px-8" data-coming-soon-block="">
      <div className="flex items-center gap-3 py-4">
        <p
          id={SOON_ID}
          className="rounded-full border border-border px-2.5 py-0.5 font-mono text-[11px] tracking-[0.16em] text-muted uppercase"
          data-coming-soon=""
        >
          {docsPage.comingSoon}
        </p>
        <span aria-hidden="true" className="h-px flex-1 bg-border/70" />
      </div>
      <div className="divide-y divide-border/50">
        {docTopics.map((topic) => (
          <TopicRow key={topic.id} topic={topic} />
        ))}
      </div>
    </div>
  );
}

/** One row of the block: the topic's name, then its coming pages as one line of muted text (a run-in heading on a phone). */
function TopicRow({ topic }: { topic: DocsTopic }) {
  const titleId = `topic-${topic.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-topic={topic.id}
      className="py-3 text-sm leading-6 sm:grid sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-8 lg:grid-cols-[14rem_minmax(0,1fr)]"
    >
      <h3 id={titleId} className="inline font-medium text-fg/80 sm:block">
        {topic.title}
        <span aria-hidden="true" className="text-muted/60 sm:hidden">
          {" "}
          &middot;{" "}
        </span>
      </h3>
      <ul aria-label={`${docsPage.itemsNote}: ${topic.title}`} className="inline text-muted/80 sm:block" data-coming-pages="">
        {topic.items.map((item, i) => (
          <li key={item} className="inline">
            {/* biome-ignore lint/a11y/useValidAnchor: the spec's placeholder link: announced as a link, unavailable, with no target */}
            <a
              role="link"
              aria-disabled="true"
              aria-describedby={SOON_ID}
              tabIndex={0}
              data-placeholder-link
              className="relative cursor-default whitespace-nowrap after:absolute after:inset-x-0 after:-inset-y-3.5 after:content-['']"
            >
              {item}
            </a>
            {i < topic.items.length - 1 && <span aria-hidden="true">, </span>}
          </li>
        ))}
      </ul>
    </article>
  );
}
