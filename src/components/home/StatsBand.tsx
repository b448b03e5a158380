import { statsBand } from "../../content/home.ts";
import { Container } from "../ui/Container.tsx";
import { Stats } from "../ui/Stats.tsx";

/** Section 3: the network's figures, in the big-numerals band. */
export function StatsBand() {
  return (
    <section id={statsBand.id} aria-labelledby="stats-title" data-home-section="stats" className="relative py-12 sm:py-24">
      <Container>
        <h2 id="stats-title" className="sr-only">
          {statsBand.heading}
        </h2>
        <Stats items={statsBand.items} />
      </Container>
    </section>
  );
}
