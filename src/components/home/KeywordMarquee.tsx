import { keywords, keywordsLabels } from "../../content/home.ts";
import { Container } from "../ui/Container.tsx";

/**
 * Section 2: the spec's ten keywords, set as a labelled, still strip between the hero and the figures:
 * the label says what the words are (the network's capabilities), and the words wrap onto lines as
 * whole words, each after a small square mark. No ticker: a moving line cut its first and last words at
 * the strip's edges and pulled the eye from the hero for a list of buzzwords.
 */
export function KeywordMarquee() {
  return (
    <section aria-labelledby="keywords-title" data-home-section="keywords" className="border-y border-border/60 bg-surface/30">
      <Container className="flex flex-col gap-3 py-4 sm:flex-row sm:items-baseline sm:gap-6 sm:py-5">
        <h2
          id="keywords-title"
          className="shrink-0 font-mono text-[11px] tracking-[0.16em] text-fg uppercase sm:border-r sm:border-border sm:pr-6"
        >
          {keywordsLabels.section}
        </h2>
        <ul aria-label={keywordsLabels.list} data-keyword-list className="flex min-w-0 flex-1 flex-wrap gap-x-6 gap-y-2 sm:gap-x-8">
          {keywords.map((word) => (
            <li key={word} className="flex items-center gap-2.5 whitespace-nowrap">
              <span aria-hidden="true" className="size-1 shrink-0 rotate-45 bg-border" />
              <span data-keyword className="font-mono text-xs tracking-[0.14em] text-muted sm:text-[0.8125rem]">
                {word}
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
