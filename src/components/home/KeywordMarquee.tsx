import { keywords, keywordsLabels } from "../../content/home.ts";
import { Marquee } from "./Marquee.tsx";

/** Section 2: the scrolling keyword band. */
export function KeywordMarquee() {
  return (
    <section aria-label={keywordsLabels.section} data-home-section="keywords" className="border-b border-border/60 bg-surface/60 py-5">
      <Marquee
        items={keywords}
        duration={45}
        label={keywordsLabels.list}
        itemClassName="flex items-center"
        render={(word) => (
          <>
            <span data-keyword className="px-6 font-display text-lg font-semibold tracking-wide text-fg sm:text-2xl">
              {word}
            </span>
            <span aria-hidden="true" className="text-lg text-accent/70 sm:text-2xl">
              ◆
            </span>
          </>
        )}
      />
    </section>
  );
}
