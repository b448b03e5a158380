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
 * "Coming soon"; drawn as small dashed, muted chips (each a 44 px target), with no hover, so nothing
 * suggests they lead anywhere.
 */
export function DocsPage() {
  const { x402 } = docsPage;
  return (
    <>
      <PageHero eyebrow={docsPage.eyebrow} title={docsPage.title} lead={docsPage.lead} aside={<DocsShelf />} />
      <section aria-labelledby="topics-title" className="py-16 sm:py-24">
        <Container className="space-y-8">
          <SectionHeading id="topics-title" eyebrow={docsPage.topicsEyebrow} title={docsPage.topicsHeading} lead={docsPage.topicsLead} />
          <LiveGuideRow />
          <div className="pt-4">
            <p
              id={SOON_ID}
              className="flex items-center gap-4 font-mono text-xs tracking-[0.16em] text-muted uppercase"
              data-coming-soon=""
            >
              {docsPage.comingSoon}
              <span aria-hidden="true" className="h-px flex-1 bg-border" />
            </p>
            <ul className="divide-y divide-border border-b border-border">
              {docTopics.map((topic) => (
                <li key={topic.id}>
                  <TopicRow topic={topic} />
                </li>
              ))}
            </ul>
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

/** The one "Coming soon" of the index: every placeholder item is described by it. */
const SOON_ID = "topics-soon";

/**
 * The index's lead: the one guide that exists, on a raised surface: its live dot beside its title,
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
        <h3 id="live-guide-title" className="flex flex-wrap items-center gap-x-3 gap-y-1 font-display text-2xl font-semibold text-fg">
          <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
          <a href={live.link.href} className="underline-offset-4 hover:underline">
            {live.title}
          </a>
          <span className="rounded-full border border-accent/40 px-2 py-0.5 font-mono text-[11px] tracking-[0.14em] text-accent uppercase">
            {live.label}
          </span>
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
        <ol className="mt-2 grid grid-cols-2 gap-x-4 text-sm">
          {tocEntries.map((e, i) => (
            <li key={e.id}>
              <a
                href={`${live.link.href}#${e.id}`}
                className="flex min-h-11 items-center gap-2 text-fg/90 underline-offset-4 hover:text-fg hover:underline"
              >
                <span aria-hidden="true" className="font-mono text-xs text-muted">
                  {String(i + 1).padStart(2, "0")}
                </span>
                {e.label}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </article>
  );
}

/** One topic of the index: title and line, then its coming pages as small muted chips, top-aligned beside it from lg. */
function TopicRow({ topic }: { topic: DocsTopic }) {
  const titleId = `topic-${topic.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-topic={topic.id}
      className="grid grid-cols-1 gap-y-3 py-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-x-12"
    >
      <div className="space-y-1">
        <h3 id={titleId} className="font-display text-xl font-semibold text-fg">
          {topic.title}
        </h3>
        <p className="text-sm leading-relaxed text-pretty text-muted">{topic.description}</p>
      </div>
      {/* Each chip is drawn small but is a 44 px target (a thumb's); chips wrap as whole names, top-aligned. */}
      <ul aria-label={`${docsPage.itemsNote}: ${topic.title}`} className="-my-1.5 flex flex-wrap gap-x-2 text-sm text-muted">
        {topic.items.map((item) => (
          <li key={item} className="flex">
            {/* biome-ignore lint/a11y/useValidAnchor: the spec's placeholder link: announced as a link, unavailable, with no target */}
            <a
              role="link"
              aria-disabled="true"
              aria-describedby={SOON_ID}
              tabIndex={0}
              data-placeholder-link
              className="group flex min-h-11 cursor-default items-center rounded-full outline-offset-0"
            >
              <span className="rounded-full border border-dashed border-border px-3 py-1 leading-snug">{item}</span>
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
