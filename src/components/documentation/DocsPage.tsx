import { ArrowRight } from "lucide-react";
import { docTopics, docsPage, type DocsTopic } from "../../content/docs.ts";
import { ActionPair } from "../ui/ActionPair.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { CallToAction } from "../ui/CallToAction.tsx";
import { Container } from "../ui/Container.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { DocsShelf } from "./DocsShelf.tsx";

/**
 * /documentation: the documents readable today, as files of the site (hero), then the index: the live x402
 * guide as its first row, and the six topics, each with its coming pages. The topics' items are the
 * spec's placeholder links that do nothing: links without a target (no navigation, no scroll, no
 * URL change, and no script), reachable by keyboard (tabindex) and announced as unavailable
 * (aria-disabled), described by their row's "Coming soon"; set as plain names at lower
 * contrast in a grid of 44 px rows, with no hover, so nothing suggests they lead anywhere.
 */
export function DocsPage() {
  const { x402 } = docsPage;
  return (
    <>
      <PageHero eyebrow={docsPage.eyebrow} title={docsPage.title} lead={docsPage.lead} aside={<DocsShelf />} />
      <section aria-labelledby="topics-title" className="py-16 sm:py-24">
        <Container className="space-y-8">
          <SectionHeading id="topics-title" eyebrow={docsPage.topicsEyebrow} title={docsPage.topicsHeading} lead={docsPage.topicsLead} />
          <div>
            <LiveGuideRow />
            <ol className="divide-y divide-border border-b border-border">
              {docTopics.map((topic, i) => (
                <li key={topic.id}>
                  <TopicRow topic={topic} n={i + 1} />
                </li>
              ))}
            </ol>
          </div>
        </Container>
      </section>
      <CallToAction
        closing
        titleId="x402-docs-title"
        title={x402.heading}
        text={x402.text}
        actions={<ActionPair primary={x402.link} secondary={x402.help} />}
      />
    </>
  );
}

/** The index's first row: the one guide that exists, on a raised surface, its title and its action real links. */
function LiveGuideRow() {
  const { live } = docsPage;
  return (
    <article
      aria-labelledby="live-guide-title"
      data-live-guide=""
      className="grid grid-cols-[2.25rem_minmax(0,1fr)] gap-x-3 gap-y-4 rounded-card border border-accent/30 bg-surface/70 px-4 py-6 sm:px-6 lg:grid-cols-[3rem_minmax(0,1fr)_auto] lg:items-center lg:gap-x-10"
    >
      <span aria-hidden="true" className="flex pt-2 lg:pt-0">
        <span className="size-2 rounded-full bg-accent" />
      </span>
      <div className="space-y-1.5">
        <h3 id="live-guide-title" className="flex flex-wrap items-center gap-x-3 gap-y-1 font-display text-xl font-semibold text-fg">
          <a href={live.link.href} className="underline-offset-4 hover:underline">
            {live.title}
          </a>
          <span className="rounded-full border border-accent/40 px-2 py-0.5 font-mono text-[11px] tracking-[0.14em] text-accent uppercase">
            {live.label}
          </span>
        </h3>
        <p className="max-w-2xl text-sm leading-relaxed text-muted">{live.description}</p>
      </div>
      <div className="col-start-2 lg:col-start-3">
        <ButtonLink href={live.link.href} variant="solid" aria-describedby="live-guide-title">
          {live.link.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </article>
  );
}

/** One topic of the index: number, title and line, then "Coming soon" over its pages, a grid of plain names. */
function TopicRow({ topic, n }: { topic: DocsTopic; n: number }) {
  const titleId = `topic-${topic.id}`;
  const soonId = `${titleId}-soon`;
  return (
    <article
      aria-labelledby={titleId}
      data-topic={topic.id}
      className="grid grid-cols-[2.25rem_minmax(0,1fr)] gap-x-3 gap-y-3 px-4 py-6 sm:px-6 lg:grid-cols-[3rem_20rem_minmax(0,1fr)] lg:gap-x-10"
    >
      <span aria-hidden="true" className="pt-1 font-mono text-xs text-muted">
        {String(n).padStart(2, "0")}
      </span>
      <div className="space-y-1">
        <h3 id={titleId} className="font-display text-xl font-semibold text-fg">
          {topic.title}
        </h3>
        <p className="text-sm leading-relaxed text-muted">{topic.description}</p>
      </div>
      <div className="col-start-2 space-y-1.5 lg:col-start-3 lg:pt-1">
        <p id={soonId} className="font-mono text-[11px] tracking-[0.16em] text-muted uppercase">
          {docsPage.comingSoon}
        </p>
        {/* Each name is a 44 px target (a thumb's), in a grid of two columns (three from lg): names line up, no word wraps alone. */}
        <ul
          aria-label={`${docsPage.itemsNote}: ${topic.title}`}
          className="-mb-2.5 grid grid-cols-2 gap-x-5 text-sm leading-snug text-muted/80 lg:grid-cols-3"
        >
          {topic.items.map((item) => (
            <li key={item} className="flex">
              {/* biome-ignore lint/a11y/useValidAnchor: the spec's placeholder link: announced as a link, unavailable, with no target */}
              <a
                role="link"
                aria-disabled="true"
                aria-describedby={soonId}
                tabIndex={0}
                data-placeholder-link
                className="flex min-h-11 cursor-default items-center py-1 text-pretty"
              >
                {item}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
