import { keywords, keywordsLabels } from "../../content/home.ts";
import { Marquee } from "./Marquee.tsx";

/**
 * Section 2: the scrolling keyword band, kept quiet: one line of small monospace words in a
 * lowered muted tone between the hero and the figures, no separators, no band of its own colour.
 */
export function KeywordMarquee() {
  return (
    <section aria-label={keywordsLabels.section} data-home-section="keywords" className="border-b border-border/60 py-3">
      <Marquee
        items={keywords}
        duration={60}
        label={keywordsLabels.list}
        render={(word) => (
          <span data-keyword className="px-5 font-mono text-xs tracking-[0.16em] text-muted/80 sm:px-7 sm:text-[0.8125rem]">
            {word}
          </span>
        )}
      />
    </section>
  );
}
