import { ArrowDown, ArrowRight, ArrowUp } from "lucide-react";
import { edge, solutions, type Solution } from "../../content/home.ts";
import { cn } from "../ui/cn.ts";
import { Container, Eyebrow, SectionHeading, cardClass } from "../ui/Section.tsx";
import { iconTileClass } from "../ui/IconTile.tsx";

/**
 * Section 6: four workload cards that jump to their own anchored sections below
 * (#ai-training, #cloud-gaming, #virtual-desktop, #rendering), then the #edge network.
 */
export function Solutions() {
  return (
    <section
      aria-labelledby="solutions-title"
      data-home-section="solutions"
      className="border-y border-border/60 bg-surface/40 py-16 sm:py-24"
    >
      <Container className="space-y-12">
        <SectionHeading id="solutions-title" eyebrow={solutions.eyebrow} title={solutions.heading} lead={solutions.lead} />
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {solutions.items.map(({ id, title, summary, icon: Icon }) => (
            <li key={id}>
              <a href={`#${id}`} data-solution-card className={cn(cardClass(true), "flex h-full flex-col gap-3 p-4 sm:gap-4 sm:p-6")}>
                <Icon className="size-7 text-accent" aria-hidden="true" />
                <span className="font-display text-lg font-semibold text-fg sm:text-xl">{title}</span>
                <span className="text-sm text-muted">{summary}</span>
                <span className="mt-auto inline-flex items-center gap-1.5 text-sm font-medium text-fg group-hover:text-accent">
                  {solutions.cardCta}
                  <ArrowDown className="size-4" aria-hidden="true" />
                </span>
              </a>
            </li>
          ))}
        </ul>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {solutions.items.map((s) => (
            <SolutionDetail key={s.id} solution={s} />
          ))}
        </div>
        {/* The edge network is its own block: the same distance from the solutions as sections have between them. */}
        <div className="pt-4 sm:pt-16">
          <EdgeNetwork />
        </div>
      </Container>
    </section>
  );
}

/** A workload's own section: what it runs on and an example job, which the card above does not say. */
function SolutionDetail({ solution: s }: { solution: Solution }) {
  const Icon = s.icon;
  return (
    <section id={s.id} aria-labelledby={`${s.id}-title`} className={cn(cardClass(), "flex flex-col gap-6 p-6 sm:p-8")}>
      <div className="flex items-center gap-3">
        <span className={iconTileClass("md")}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h3 id={`${s.id}-title`} className="font-display text-2xl font-semibold text-fg sm:text-3xl">
          {s.title}
        </h3>
      </div>
      <div className="space-y-2">
        <p className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{solutions.runsOn}</p>
        <dl className="grid grid-cols-1 divide-y divide-border rounded-xl border border-border bg-bg/70 font-mono text-sm sm:grid-cols-3 sm:divide-x sm:divide-y-0">
          {s.spec.map(([k, v]) => (
            <div key={k} className="flex justify-between gap-4 px-4 py-3 sm:flex-col sm:justify-start sm:gap-1">
              <dt className="text-xs text-muted uppercase">{k}</dt>
              <dd className="text-fg">{v}</dd>
            </div>
          ))}
        </dl>
      </div>
      <figure className="space-y-2 border-l-2 border-accent/60 pl-4" data-example-workload>
        <figcaption className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{solutions.exampleLabel}</figcaption>
        <p className="leading-relaxed text-fg/90">
          <span className="font-semibold text-fg">{s.example.who}</span> {s.example.text}
        </p>
      </figure>
      <a href="/access-compute" className="mt-auto inline-flex items-center gap-2 text-sm font-medium text-accent hover:underline">
        {solutions.getCompute(s.title)}
        <ArrowRight className="size-4" aria-hidden="true" />
      </a>
    </section>
  );
}

function EdgeNetwork() {
  return (
    <section
      id="edge"
      aria-labelledby="edge-title"
      className="relative isolate overflow-hidden rounded-card border border-border bg-bg p-6 sm:p-10"
    >
      <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
      <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-accent-2/15 blur-3xl" />
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div className="space-y-4">
          <Eyebrow>{edge.eyebrow}</Eyebrow>
          <h3 id="edge-title" className="font-display text-2xl font-semibold text-fg sm:text-4xl">
            {edge.heading}
          </h3>
          <p className="leading-relaxed text-muted">{edge.text}</p>
          <a href={edge.numbersLink.href} className="inline-flex items-center gap-2 text-sm font-medium text-accent hover:underline">
            <ArrowUp className="size-4" aria-hidden="true" />
            {edge.numbersLink.label}
          </a>
        </div>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-1">
          {edge.places.map((p) => (
            <div key={p.name} className="rounded-xl border border-border bg-surface/80 px-4 py-3 sm:py-4">
              <dt className="font-display text-lg font-semibold text-fg">{p.name}</dt>
              <dd className="text-sm text-muted">{p.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
