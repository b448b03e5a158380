import { ArrowDown, ArrowRight, ChartNoAxesColumn, ChevronDown } from "lucide-react";
import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";
import { edge, solutions, type Solution } from "../../content/home.ts";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { iconTileClass } from "../ui/IconTile.tsx";

/**
 * Section 6: the spec's four workload cards as an index (each links to its anchor: #ai-training,
 * #cloud-gaming, #virtual-desktop, #rendering), then the four workloads in detail, then the #edge network.
 * The index is numbers and names only (the details say the rest), at body size, so it reads as navigation, not a second
 * list of headings (review round 19; each workload's heading carries its number from lg).
 * From lg (review round 15) the index stands beside the heading and the workloads fill a 2 × 2 grid, so
 * no column runs empty beside the details (the sticky rail of rounds 9-14 read as one in a full page). The index's
 * top rule is level with the eyebrow (review round 17: set on the lead's baseline, the taller list started ~90 px
 * above the "Solutions" label beside it).
 * Below lg each workload is a native disclosure (`<details>`, no script): its name and one line, the example
 * and GPUs a tap away (the section was ~2,200 px at 375); the four rows are the contents themselves, so the
 * index (a 2 × 2 block of the same four names right above them) is shown from lg only.
 */
export function Solutions() {
  return (
    <section
      aria-labelledby="solutions-title"
      data-home-section="solutions"
      className="border-y border-border/60 bg-surface/40 py-12 sm:py-24"
    >
      <Container className="space-y-10 lg:space-y-16">
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start lg:gap-16">
          <SectionHeading id="solutions-title" eyebrow={solutions.eyebrow} title={solutions.heading} lead={solutions.lead} />
          {/* Review round 19: a compact index, not a repeat of the headings under it: each row a mono number (the same one
              stands by its workload's heading) and the name at body size, the text on the rules' left edge (the link's
              4 px inset had set it at x=980, the rule at 976). */}
          <ol className="hidden lg:grid lg:grid-cols-1 lg:divide-y lg:divide-border lg:border-y lg:border-border" data-solution-index>
            {solutions.items.map(({ id, title }, i) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  data-solution-card
                  className="group grid min-h-11 grid-cols-[2rem_minmax(0,1fr)_auto] items-center gap-x-2 py-2 text-muted transition-colors hover:text-fg"
                >
                  <span className="font-mono text-xs tracking-[0.08em] tabular-nums" data-solution-number>
                    {solutionNumber(i)}
                  </span>
                  <span className="text-base font-medium text-fg" data-solution-name>
                    {title}
                  </span>
                  <ArrowDown className="size-4 shrink-0" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ol>
        </div>
        <div
          className="grid grid-cols-1 border-b border-border/70 lg:grid-cols-2 lg:gap-x-12 lg:gap-y-14 lg:border-b-0"
          data-solution-details
        >
          {solutions.items.map((s, i) => (
            <SolutionDetail key={s.id} solution={s} number={solutionNumber(i)} />
          ))}
        </div>
        {/* The edge network is its own block: the same distance from the solutions as sections have between them. */}
        <div className="pt-4 sm:pt-8">
          <EdgeNetwork />
        </div>
      </Container>
    </section>
  );
}

/**
 * A workload in detail: its name and one line, an example job and what it runs on (its index entry is the
 * name only). Below lg a disclosure: the summary is the icon, name and line; open, the example, the GPUs and
 * the link. From lg its content is always shown (`::details-content`) and the summary is not rendered, so no
 * control stands there that does nothing; a heading of the same name opens the cell instead.
 */
function SolutionDetail({ solution: s, number }: { solution: Solution; number: string }) {
  const Icon = s.icon;
  return (
    <section id={s.id} aria-labelledby={`${s.id}-title`} className="border-t border-border/70 lg:pt-8" data-solution>
      <details className="group lg:[&::details-content]:[content-visibility:visible]">
        <summary
          data-solution-summary-row
          className="grid min-h-11 cursor-pointer list-none grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 py-4 lg:hidden [&::-webkit-details-marker]:hidden"
        >
          {/* Heading content and phrasing only (summary's content model): the tile, the name, the line, the chevron on one grid. */}
          <span className={iconTileClass("md", "row-span-2")}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 id={`${s.id}-title`} className="self-end font-display text-lg font-semibold text-fg">
            {s.title}
          </h3>
          <span className="col-start-2 self-start text-sm leading-snug text-pretty text-muted">{s.summary}</span>
          <ChevronDown
            className="col-start-3 row-span-2 row-start-1 size-5 text-muted transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <div className="space-y-5 pb-6 lg:flex lg:flex-col lg:pb-0" data-solution-body>
          <div className="hidden items-center gap-3 lg:flex">
            {/* Its number in the index above (the index is shown from lg, as this header). */}
            <span aria-hidden="true" className="w-8 font-mono text-xs tracking-[0.08em] text-muted tabular-nums" data-solution-number>
              {number}
            </span>
            <span className={iconTileClass("md")}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="font-display text-2xl font-semibold text-fg xl:text-3xl">{s.title}</h3>
          </div>
          {/* The workload's one line, here rather than in the index (which is numbers and names only). */}
          <p className="hidden leading-relaxed text-pretty text-muted lg:block" data-solution-summary>
            {s.summary}
          </p>
          <figure className="space-y-2 border-l-2 border-muted/40 pl-4" data-example-workload>
            <figcaption className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{solutions.exampleLabel}</figcaption>
            <p className="leading-relaxed text-pretty text-fg/90 sm:text-lg">
              <span className="font-semibold text-fg">{s.example.who}</span> <KeepLastWords text={s.example.text} />
            </p>
          </figure>
          <div className="space-y-2">
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
          <a href="/access-compute" className={cn("inline-flex min-h-11 w-fit items-center gap-2 text-sm", linkClass("quiet"))}>
            {solutions.getCompute(s.title)}
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </div>
      </details>
    </section>
  );
}

/** "01" to "04": a workload's place in the index and by its heading. */
const solutionNumber = (i: number) => String(i + 1).padStart(2, "0");

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
