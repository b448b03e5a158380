import { statsBand } from "../../content/home.ts";
import { Container } from "../ui/Section.tsx";

/** Section 3: big confident numbers. */
export function StatsBand() {
  return (
    <section id={statsBand.id} aria-labelledby="stats-title" data-home-section="stats" className="relative py-16 sm:py-24">
      <Container>
        <h2 id="stats-title" className="sr-only">
          {statsBand.heading}
        </h2>
        {/* One row from lg; below it two columns, where on a phone the first and last figures (the widest,
            the fund) take a whole row so no value wraps. Each cell is a subgrid of the band's rows,
            so values and labels stay in line. */}
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-border bg-border lg:grid-cols-[repeat(4,auto)]">
          {statsBand.items.map((s) => (
            <div
              key={s.label}
              data-stat
              className="row-span-2 grid grid-rows-subgrid gap-3 bg-bg px-4 py-6 max-sm:first:col-span-2 max-sm:last:col-span-2 sm:px-8 sm:py-10 lg:px-6 lg:py-12 xl:px-8"
            >
              <dt className="row-start-2 font-mono text-xs tracking-[0.16em] text-muted uppercase sm:text-sm">{s.label}</dt>
              <dd className="row-start-1 text-fg w-fit self-end pb-1 font-display text-[1.75rem] leading-none font-bold min-[380px]:text-[2rem] whitespace-nowrap sm:text-4xl md:text-5xl lg:text-[2.75rem] xl:text-6xl">
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-center text-sm text-muted">{statsBand.note}</p>
      </Container>
    </section>
  );
}
