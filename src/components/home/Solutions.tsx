import { ArrowRight, ChartNoAxesColumn, ChevronDown } from "lucide-react";
import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";
import { edge, solutions, type Solution } from "../../content/home.ts";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { iconTileClass } from "../ui/IconTile.tsx";
import { EdgePlace } from "../art/EdgePlace.tsx";

/**
 * Section 6: the spec's four workload cards, each linking to its anchor (#ai-training, #cloud-gaming, #virtual-desktop,
 * #rendering), then the #edge network. From lg (review round 15) the workloads fill a 2 × 2 grid under the heading, each
 * card's numbered heading the link to its anchor. Review round 20: the index of rounds 15-19 (the four names again, beside
 * the heading) is gone: at 1440 it repeated the headings right under it, in the same view.
 * Below lg each workload is a native disclosure (`<details>`, no script): its name and one line, the example
 * and GPUs a tap away (the section was ~2,200 px at 375); the four rows are the contents themselves.
 */
export function Solutions() {
  return (
    <section
      aria-labelledby="solutions-title"
      data-home-section="solutions"
      className="border-y border-border/60 bg-surface/40 py-16 sm:py-24 lg:pt-32"
    >
      <Container className="space-y-10 lg:space-y-16">
        {/* Review round 20: no index beside the heading (at 1440 its four names repeated the four headings right under it,
            flagged two rounds running): the workloads' own headings, numbered, are the cards that link to their anchors.
            Review round 23: "Two clouds, one network" (eyebrow, heading, two cards) came right before in the same shape;
            from lg this heading is a split, the title on the left and the lead on the right by its last line, and the
            band opens with more room (128 px; 64 px on a phone), so the two read as two sections. */}
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-end lg:gap-16" data-solutions-head="">
          <SectionHeading id="solutions-title" eyebrow={solutions.eyebrow} title={solutions.heading} />
          <p className="max-w-xl text-base leading-relaxed text-pretty text-muted sm:text-lg" data-solutions-lead="">
            {solutions.lead}
          </p>
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
 * A workload in detail: its name and one line, an example job and what it runs on. Below lg a disclosure: the summary is
 * the icon, name and line; open, the example, the GPUs and the link. From lg its content is always shown
 * (`::details-content`) and the summary is not rendered, so no control stands there that does nothing; the card's numbered
 * heading, a link to its anchor, opens the cell instead.
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
          {/* The card's link to its own anchor (the spec's cards "linking to anchors"; review round 20: the index that
              did so repeated these headings), its number, tile and name. */}
          <a href={`#${s.id}`} className="group/card hidden min-h-11 w-fit items-center gap-3 lg:flex" data-solution-card>
            <span aria-hidden="true" className="w-8 font-mono text-xs tracking-[0.08em] text-muted tabular-nums" data-solution-number>
              {number}
            </span>
            <span className={iconTileClass("md")}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="font-display text-2xl font-semibold text-fg decoration-fg/40 underline-offset-4 group-hover/card:underline xl:text-3xl">
              {s.title}
            </h3>
          </a>
          {/* The workload's one line (below lg it is the disclosure's). */}
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
          <a
            href="/access-compute"
            className={cn("inline-flex min-h-11 w-fit items-center gap-2 text-sm", linkClass("quiet"))}
            data-text-link=""
          >
            {solutions.getCompute(s.title)}
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </div>
      </details>
    </section>
  );
}

/** "01" to "04": a workload's number, by its heading. */
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
          <a
            href={edge.numbersLink.href}
            className={cn("inline-flex min-h-11 items-center gap-2 text-sm", linkClass("quiet"))}
            data-text-link=""
          >
            <ChartNoAxesColumn className="size-4 shrink-0 text-muted" aria-hidden="true" />
            {edge.numbersLink.label}
          </a>
        </div>
        {/* Review round 26: each place opens with its own small line drawing (a data centre's racks, a telecom mast with
            a GPU cabinet, an office with its server), static SVG in the site's line art: the block was text only, after
            four text-only workloads. Beside the name on a phone and from lg, above it in the three columns between. */}
        <ul
          className="grid grid-cols-1 divide-y divide-border/70 border-y border-border/70 sm:grid-cols-3 sm:divide-x sm:divide-y-0 lg:grid-cols-1 lg:divide-x-0 lg:divide-y"
          data-edge-places=""
        >
          {edge.places.map((p) => (
            <li
              key={p.name}
              className="grid grid-cols-[5rem_minmax(0,1fr)] items-center gap-x-4 py-4 sm:grid-cols-1 sm:items-start sm:gap-y-3 sm:px-4 lg:grid-cols-[5rem_minmax(0,1fr)] lg:items-center lg:px-0"
            >
              <EdgePlace kind={p.drawing} className="h-15 w-20" />
              <div>
                <p className="font-display text-lg font-semibold text-fg">{p.name}</p>
                <p className="text-sm text-muted">{p.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
