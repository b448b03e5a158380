import { keywords, keywordsLabels } from "../../content/home.ts";
import { Container } from "../ui/Container.tsx";
import { Marquee } from "./Marquee.tsx";

/**
 * Section 2: the spec's keyword band, set as a labelled strip between the hero and the figures:
 * the label says what the words are (the network's capabilities), the words drift slowly inside the
 * page's container (no full-bleed ticker), separated by small square marks, and pause under the
 * pointer; the edges fade over 14 % each, so a word fades in rather than showing cut. Under prefers-reduced-motion the track stops and the words wrap onto lines (Marquee).
 */
export function KeywordMarquee() {
  return (
    <section aria-labelledby="keywords-title" data-home-section="keywords" className="border-y border-border/60 bg-surface/30">
      <Container className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-6 sm:py-4">
        <h2
          id="keywords-title"
          className="shrink-0 font-mono text-[11px] tracking-[0.16em] text-fg uppercase sm:border-r sm:border-border sm:pr-6"
        >
          {keywordsLabels.section}
        </h2>
        <Marquee
          className="min-w-0 flex-1 [mask-image:linear-gradient(to_right,transparent,black_14%,black_86%,transparent)]"
          items={keywords}
          duration={90}
          label={keywordsLabels.list}
          render={(word) => (
            <span className="flex items-center gap-5 pr-5 sm:gap-6 sm:pr-6">
              <span data-keyword className="font-mono text-xs tracking-[0.16em] text-muted sm:text-[0.8125rem]">
                {word}
              </span>
              <span aria-hidden="true" className="size-1 rotate-45 bg-border" />
            </span>
          )}
        />
      </Container>
    </section>
  );
}
