import { ArrowRight, ChartNoAxesColumn } from "lucide-react";
import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";
import { edge, solutions, type Solution } from "../../content/home.ts";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { iconTileClass } from "../ui/IconTile.tsx";

/**
 * Section 6, one composition: the four workload cards as an index (each links to its anchor:
 * #ai-training, #cloud-gaming, #virtual-desktop, #rendering), beside the four workloads in detail.
 * The index is names only (the details say the rest), so it reads as navigation, not a second list.
 * On wide screens it stays in view (sticky) and marks the workload on screen (CSS scroll markers,
 * no script); below lg it is a compact 2 × 2 contents on hairlines (unnumbered: the four are no sequence; no
 * boxes and no "current" mark, which read as tabs) over the articles. Then the #edge network.
 */
export function Solutions() {
  return (
    <section
      aria-labelledby="solutions-title"
      data-home-section="solutions"
      className="border-y border-border/60 bg-surface/40 py-12 sm:py-24"
    >
      <Container className="space-y-12">
        <SectionHeading id="solutions-title" eyebrow={solutions.eyebrow} title={solutions.heading} lead={solutions.lead} />
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] lg:gap-16">
          {/* A rail the height of the details (the border's full colour, a narrow column): the index rides down it,
              so the column never reads as empty. */}
          <div className="lg:border-r lg:border-border lg:pr-8">
            <div className="lg:sticky lg:top-[calc(var(--header-height)+2rem)]">
              <ol
                className="grid grid-cols-2 gap-x-4 border-b border-border [scroll-target-group:auto] lg:grid-cols-1 lg:gap-0 lg:divide-y lg:divide-border lg:border-t"
                data-solution-index
              >
                {solutions.items.map(({ id, title }) => (
                  <li key={id}>
                    <a
                      href={`#${id}`}
                      data-solution-card
                      className="group grid min-h-11 grid-cols-1 content-center border-t border-border py-2.5 transition-colors hover:bg-surface-2/60 lg:border-t-0 lg:border-l-2 lg:border-transparent lg:py-3 lg:pr-2 lg:pl-4 lg:[&:target-current]:border-accent lg:[&:target-current]:bg-surface-2/60"
                    >
                      <span className="font-display text-sm font-semibold text-fg sm:text-base lg:text-lg">{title}</span>
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </div>
          <div className="divide-y divide-border/70">
            {solutions.items.map((s) => (
              <SolutionDetail key={s.id} solution={s} />
            ))}
          </div>
        </div>
        {/* The edge network is its own block: the same distance from the solutions as sections have between them. */}
        <div className="pt-4 sm:pt-16">
          <EdgeNetwork />
        </div>
      </Container>
    </section>
  );
}

/**
 * A workload in detail: its one line, an example job and what it runs on (its index entry is the name only).
 * From lg a jump from the index lands the workload's top rule level with the sticky index's top rule
 * (scroll-padding + 0.5 rem = the index's offset), so the two columns line up after the jump.
 */
function SolutionDetail({ solution: s }: { solution: Solution }) {
  const Icon = s.icon;
  return (
    <section
      id={s.id}
      aria-labelledby={`${s.id}-title`}
      className="grid grid-cols-1 content-start gap-4 py-8 first:pt-0 last:pb-0 sm:gap-6 sm:py-10 lg:scroll-mt-2 xl:grid-cols-[minmax(0,1fr)_17.5rem] xl:gap-x-10"
    >
      <div className="space-y-5">
        <div className="flex items-center gap-3">
          <span className={iconTileClass("md")}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 id={`${s.id}-title`} className="font-display text-2xl font-semibold text-fg sm:text-3xl">
            {s.title}
          </h3>
        </div>
        {/* The workload's one line, here rather than in the index (which is names only). */}
        <p className="leading-relaxed text-pretty text-muted" data-solution-summary>
          {s.summary}
        </p>
        <figure className="space-y-2 border-l-2 border-muted/40 pl-4" data-example-workload>
          <figcaption className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{solutions.exampleLabel}</figcaption>
          <p className="leading-relaxed text-pretty text-fg/90 sm:text-lg">
            <span className="font-semibold text-fg">{s.example.who}</span> <KeepLastWords text={s.example.text} />
          </p>
        </figure>
      </div>
      <div className="space-y-2 xl:row-span-2 xl:pt-1">
        <p className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{solutions.runsOn}</p>
        {/* Facts on hairlines, not a boxed strip (which read as tabs): one ruled row each, label left and
            value right, at every width (three narrow columns broke the values on a phone). */}
        <dl data-solution-spec className="divide-y divide-border/60 border-y border-border/70 font-mono text-xs sm:text-sm">
          {s.spec.map(([k, v]) => (
            <div key={k} className="flex items-baseline justify-between gap-4 py-2.5 sm:py-3">
              <dt className="shrink-0 text-xs text-muted uppercase">{k}</dt>
              <dd className="text-right text-fg">{v}</dd>
            </div>
          ))}
        </dl>
      </div>
      <a
        href="/access-compute"
        className={cn("inline-flex min-h-11 w-fit items-center gap-2 text-sm xl:col-start-1 xl:row-start-2", linkClass("quiet"))}
      >
        {solutions.getCompute(s.title)}
        <ArrowRight className="size-4" aria-hidden="true" />
      </a>
    </section>
  );
}

/** The text with its last three words kept on one line, so no paragraph ends on a word or two alone ("a weekend."). */
function KeepLastWords({ text }: { text: string }) {
  const words = text.split(" ");
  const tail = words.slice(-3).join(" ");
  return (
    <>
      {words.slice(0, -3).join(" ")} <span className="whitespace-nowrap">{tail}</span>
    </>
  );
}

function EdgeNetwork() {
  return (
    <section id="edge" aria-labelledby="edge-title" className="rounded-card border border-border bg-bg p-6 sm:p-10">
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div className="space-y-4">
          <Eyebrow>{edge.eyebrow}</Eyebrow>
          <h3 id="edge-title" className="font-display text-2xl font-semibold text-fg sm:text-4xl">
            {edge.heading}
          </h3>
          <p className="leading-relaxed text-muted">{edge.text}</p>
          <a href={edge.numbersLink.href} className={cn("inline-flex min-h-11 items-center gap-2 text-sm", linkClass("quiet"))}>
            <ChartNoAxesColumn className="size-4 shrink-0 text-muted" aria-hidden="true" />
            {edge.numbersLink.label}
          </a>
        </div>
        <dl className="grid grid-cols-1 divide-y divide-border/70 border-y border-border/70 sm:grid-cols-3 sm:divide-x sm:divide-y-0 lg:grid-cols-1 lg:divide-x-0 lg:divide-y">
          {edge.places.map((p) => (
            <div key={p.name} className="py-4 sm:px-4 lg:px-0">
              <dt className="font-display text-lg font-semibold text-fg">{p.name}</dt>
              <dd className="text-sm text-muted">{p.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
