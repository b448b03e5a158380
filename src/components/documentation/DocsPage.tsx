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
 * "Coming soon"; drawn as plain muted text, comma-separated (each name a 44 px line), with no border, no
 * underline and no hover, so nothing suggests they lead anywhere.
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
          <div className="pt-4">
            <p
              id={SOON_ID}
              className="flex items-center gap-4 font-mono text-xs tracking-[0.16em] text-muted uppercase"
              data-coming-soon=""
            >
              {docsPage.comingSoon}
              <span aria-hidden="true" className="h-px flex-1 bg-border" />
            </p>
            {/* Two columns from sm: six short topics in three rows, not one long column of six. */}
            <ul className="grid grid-cols-1 sm:grid-cols-2 sm:gap-x-10 lg:gap-x-16">
              {docTopics.map((topic) => (
                <li key={topic.id} className="border-b border-border">
                  <TopicRow topic={topic} />
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>
      <CallToAction
        closing
        titleId="docs-close-title"
        title={close.heading}
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

/** One topic of the index: title and line, then its coming pages as one quiet line of muted text under them. */
function TopicRow({ topic }: { topic: DocsTopic }) {
  const titleId = `topic-${topic.id}`;
  return (
    <article aria-labelledby={titleId} data-topic={topic.id} className="grid grid-cols-1 gap-y-2 py-6">
      <div className="space-y-1">
        <h3 id={titleId} className="font-display text-xl font-semibold text-fg">
          {topic.title}
        </h3>
        <p className="text-sm leading-relaxed text-pretty text-muted">{topic.description}</p>
      </div>
      {/* The coming pages as a quiet line of text, not chips: no border, no hover, muted, comma-separated (the commas are
          drawn, not read). Each name is still a 44 px box (the lines 32 px apart, the boxes overlapping a little: text, not a
          stack of buttons), and a keyboard reaches it (the spec's placeholder link). */}
      <ul aria-label={`${docsPage.itemsNote}: ${topic.title}`} className="flex flex-wrap py-1.5 text-sm text-muted" data-coming-pages="">
        {topic.items.map((item, i) => (
          <li key={item} className="flex items-center">
            {/* biome-ignore lint/a11y/useValidAnchor: the spec's placeholder link: announced as a link, unavailable, with no target */}
            <a
              role="link"
              aria-disabled="true"
              aria-describedby={SOON_ID}
              tabIndex={0}
              data-placeholder-link
              className="-my-1.5 flex min-h-11 cursor-default items-center whitespace-nowrap"
            >
              {item}
            </a>
            {/* A comma, as in a sentence: at a line's end it reads right, where a dot or a bar would dangle. */}
            {i < topic.items.length - 1 && (
              <span aria-hidden="true" className="mr-2 text-muted/60">
                ,
              </span>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}
