import { ArrowRight } from "lucide-react";
import { docTopics, docsPage, type DocsTopic } from "../../content/docs.ts";
import { Container, PageHero, SectionHeading, cardClass } from "../ui/Section.tsx";
import { ButtonLink } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";
import { DocsSampleVisual } from "../art/HeroVisuals.tsx";
import { iconTileClass } from "../ui/IconTile.tsx";

/**
 * /documentation: six topic cards, then a pointer to the x402 guide. The cards' items are the
 * spec's placeholder links that do nothing: links without a target (no navigation, no scroll, no
 * URL change, and no script), reachable by keyboard (tabindex) and announced as unavailable
 * (aria-disabled), with a visible "in preparation" hint on each card.
 */
export function DocsPage() {
  const { x402 } = docsPage;
  return (
    <>
      <PageHero eyebrow={docsPage.eyebrow} title={docsPage.title} lead={docsPage.lead} aside={<DocsSampleVisual />} />
      <section aria-labelledby="topics-title" className="py-16 sm:py-24">
        <Container className="space-y-10">
          <SectionHeading id="topics-title" title={docsPage.topicsHeading} />
          <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
            {docTopics.map((topic) => (
              <li key={topic.id} className="flex">
                <TopicCard topic={topic} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <section aria-labelledby="x402-docs-title" className="pb-16 sm:pb-24">
        <Container>
          <div className="relative isolate flex flex-col gap-6 overflow-hidden rounded-card border border-border bg-surface p-6 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
            <div aria-hidden="true" className="absolute -right-24 -bottom-24 -z-10 size-72 rounded-full bg-accent-2/15 blur-3xl" />
            <div className="max-w-2xl space-y-2">
              <h2 id="x402-docs-title" className="font-display text-2xl font-semibold text-fg sm:text-3xl">
                {x402.heading}
              </h2>
              <p className="text-muted">{x402.text}</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <ButtonLink href={x402.link.href}>
                {x402.link.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
              <ButtonLink href={x402.help.href} variant="secondary">
                {x402.help.label}
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}

function TopicCard({ topic }: { topic: DocsTopic }) {
  const { icon: Icon } = topic;
  const titleId = `topic-${topic.id}`;
  return (
    <article aria-labelledby={titleId} data-topic={topic.id} className={cn(cardClass(), "flex w-full flex-col gap-5 p-6 sm:p-7")}>
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className={iconTileClass("lg")}>
          <Icon className="size-6" />
        </span>
        <div className="space-y-1">
          <h3 id={titleId} className="font-display text-xl font-semibold text-fg">
            {topic.title}
          </h3>
          <p className="text-sm leading-relaxed text-muted">{topic.description}</p>
        </div>
      </div>
      <div className="border-t border-border/70">
        <p className="pt-3 font-mono text-xs text-muted" id={`${titleId}-hint`}>
          {docsPage.placeholderHint}
        </p>
        <ul aria-label={`${docsPage.itemsNote}: ${topic.title}`} className="divide-y divide-border/70">
          {topic.items.map((item) => (
            <li key={item}>
              {/* biome-ignore lint/a11y/useValidAnchor: the spec's placeholder link: announced as a link, unavailable, with no target */}
              <a
                role="link"
                aria-disabled="true"
                aria-describedby={`${titleId}-hint`}
                tabIndex={0}
                data-placeholder-link
                className="flex cursor-default items-center gap-3 rounded-md py-2.5 text-sm text-fg/75"
              >
                <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full border border-muted/60" />
                {item}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
