import { statsBand } from "../../content/home.ts";
import { Container } from "../ui/Section.tsx";

/** Section 3: big confident numbers. */
export function StatsBand() {
  return (
    <section aria-labelledby="stats-title" data-home-section="stats" className="relative py-16 sm:py-24">
      <Container>
        <h2 id="stats-title" className="sr-only">
          {statsBand.heading}
        </h2>
        <dl className="grid grid-cols-1 gap-px overflow-hidden rounded-card border border-border bg-border sm:grid-cols-2 lg:grid-cols-[repeat(4,auto)]">
          {statsBand.items.map((s) => (
            <div key={s.label} data-stat className="flex flex-col-reverse gap-3 bg-bg px-6 py-8 sm:px-8 sm:py-10 lg:px-6 lg:py-12 xl:px-8">
              <dt className="font-mono text-xs tracking-[0.16em] text-muted uppercase sm:text-sm">{s.label}</dt>
              <dd className="text-gradient w-fit pb-1 font-display text-[2.625rem] leading-none font-bold whitespace-nowrap min-[380px]:text-5xl sm:text-4xl md:text-5xl lg:text-[2.75rem] xl:text-6xl">{s.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-center text-sm text-muted">{statsBand.note}</p>
      </Container>
    </section>
  );
}
