import { statsBand } from "../../content/home.ts";
import { Container } from "../ui/Container.tsx";
import { Stats } from "../ui/Stats.tsx";

/** Section 3: the network's figures, in the big-numerals band (the shared `Stats`). */
export function StatsBand() {
  return (
    <section id={statsBand.id} aria-labelledby="stats-title" data-home-section="stats" className="relative py-12 sm:py-24">
      <Container>
        <h2 id="stats-title" className="sr-only">
          {statsBand.heading}
        </h2>
        {/* On a phone the band's own full-width rows (review round 17: two by two here while /ecosystem stacked, and
            the captions broke into three short lines in half-width cells). Then even columns: two by two up to xl
            (the shared band sizes four columns to their content when a value is long, which left them uneven), then
            four equal ones with numerals sized so the fund fits a quarter of the page. Every figure has a note of
            about the same length, on the band's third row, so the captions line up. */}
        {/* Review round 19: on a phone compact rows (the value left, its label and note right), about half the height of
            the full-width cells (value, label, note, one under the other: ~440 px). */}
        <Stats
          compact
          items={statsBand.items}
          className="lg:grid-cols-2 xl:grid-cols-4 xl:[&>[data-stat]]:px-6 xl:[&_[data-stat-value]]:text-[2.5rem]"
        />
      </Container>
    </section>
  );
}
