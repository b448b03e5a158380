import { ArrowRight } from "lucide-react";
import { careersPage, positions as allPositions, type Position } from "../../content/careers.ts";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { cn } from "../ui/cn.ts";
import { departmentName, factTerm } from "../ui/Facts.tsx";

type Props = {
  /**
   * Called with the chosen position title, or null for an open application. Without it (the
   * static page) the buttons are links to the application area (#apply).
   */
  onApply?: (title: string | null) => void;
  positions?: readonly Position[];
};

const { list, apply } = careersPage;

/**
 * Columns of the roles' table: from md role (title over description), department, Apply Now; from lg
 * the description takes a column of its own between the title and the facts, so no column stands
 * empty at desktop widths and each row is one line of title, two of text.
 */
const ROW = "md:grid md:grid-cols-[minmax(0,1fr)_8rem_7.5rem] md:gap-x-6 xl:grid-cols-[16rem_minmax(0,1fr)_9.5rem_8.5rem] xl:gap-x-8";

/**
 * The careers list view: the six positions as a table of roles (a header row from md). The open-application prompt
 * under it is the page's closing band (`OpenApplication`, review round 26: it was the table's last row). Each row shows
 * its department (location and type, every role's, are read out per row and shown once in the hero). Each row is one target: its Apply Now covers the row (a stretched link).
 */
export function PositionList({ onApply, positions = allPositions }: Props) {
  return (
    <div className="space-y-8">
      {/* No lead: the hero's first step says how to choose (review round 12). */}
      {/* Location and type are the same for every role (the spec: "All are Remote and Full-time"): the hero's team
          facts say them once for the page (review round 15); each row keeps them for screen readers (round 13). */}
      <SectionHeading id="positions-title" eyebrow={list.eyebrow} title={list.heading} />
      {/* One solid surface for the table (review round 12): rows never sit on the page's background. */}
      <div className="overflow-hidden rounded-card border border-border bg-surface" data-positions-table>
        <div aria-hidden="true" className={cn(ROW, factTerm, "hidden border-b border-border px-6 py-3.5 md:grid")}>
          <span>{list.factLabels.role}</span>
          <span className="hidden xl:block">{list.factLabels.work}</span>
          <span>{list.factLabels.department}</span>
        </div>
        <ul className="divide-y divide-border" data-positions>
          {positions.map((p, i) => (
            <PositionRow key={p.title} position={p} titleId={`position-${i + 1}`} onApply={onApply} />
          ))}
        </ul>
      </div>
    </div>
  );
}

function PositionRow({ position: p, titleId, onApply }: { position: Position; titleId: string; onApply?: Props["onApply"] }) {
  return (
    <li
      className={cn(
        ROW,
        "group relative grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-y-1.5 px-5 py-5 active:bg-surface-2 transition-colors hover:bg-surface-2/70 has-[:focus-visible]:bg-surface-2/70 has-[h3:target]:bg-surface-2 sm:px-6 md:py-6",
      )}
      data-position
    >
      <h3 id={titleId} className="font-display text-lg max-md:col-span-2 font-semibold text-balance text-fg sm:text-xl">
        {p.title}
      </h3>
      <p
        className="max-w-xl text-sm leading-relaxed text-pretty text-muted max-md:col-span-2 md:col-span-3 md:col-start-1 md:row-start-2 xl:col-span-1 xl:col-start-2 xl:row-start-1 xl:max-w-none"
        data-position-description
      >
        {p.description}
      </p>
      {/* The facts, each row's own (the spec lists title, department, location and type per role): the department
          shows; location and type, the same for all six, are read out per row and shown once over the table.
          Review round 21: on a phone (no header row there) the department is labelled, its term over it as in the
          hero's facts; from md the column's header names it. The name in the site's one department look. */}
      <dl className="max-md:row-start-3 max-md:mt-2 max-md:space-y-1 md:col-start-2 md:row-start-1 xl:col-start-3">
        <dt className={cn(factTerm, "md:sr-only")}>{list.factLabels.department}</dt>
        <dd className={departmentName} data-department="">
          {p.department}
        </dd>
        <dt className="sr-only">{list.factLabels.location}</dt>
        <dd className="sr-only">{p.location}</dd>
        <dt className="sr-only">{list.factLabels.type}</dt>
        <dd className="sr-only">{p.type}</dd>
      </dl>
      {/* Review round 21: on a phone the row's end, beside the department, level with its name (round 20's full-width
          button under it made six heavy identical pills); the row is the target. From md the table's last column. */}
      <div className="max-md:col-start-2 max-md:row-start-3 max-md:self-end md:col-start-3 md:row-start-1 md:justify-self-end xl:col-start-4">
        <ApplyAction label={list.applyLabel} titleId={titleId} onApply={onApply && (() => onApply(p.title))} />
      </div>
    </li>
  );
}

type ApplyActionProps = {
  label: string;
  /** A role's title (its h3's id): the control is named "Apply Now" and the role (review round 21). */
  titleId: string;
  onApply?: () => void;
};

/**
 * A role's Apply Now (review round 12): not a pill but a quiet label with the site's arrow, 44 px tall, its stretched
 * ::after covering the whole row, which tints on hover (and on a tap): the row is the target. Review round 21: the same at
 * every width (six big identical buttons read heavy on a phone). Its name is "Apply Now" and the role's title
 * (aria-labelledby: itself, then the row's h3), so a screen reader's list of buttons tells the six apart. On a phone its
 * label sits at the bottom of its 44 px box, level with the department's name.
 *
 * Review round 26: six bright labels, each in a 28 px ring (round 22), still read as six identical buttons stacked, each
 * as loud as the page's actions. They are ghost controls now: the muted text colour and a bare arrow at rest, no ring,
 * border or fill; a hover, a tap or keyboard focus on the row brings the label to the text's colour and nudges the arrow.
 * The page's solid buttons are the hero's See open positions and the closing band's Send Open Application. The next
 * fresh reviewer read the muted label as grey text, not the row's action: it is the text's colour (still no ring, border,
 * fill or accent).
 */
const ROW_TARGET =
  "inline-flex min-h-11 items-center gap-2 whitespace-nowrap text-sm leading-7 font-medium text-fg after:absolute after:inset-0 after:content-[''] max-md:items-end";

function ApplyAction({ label, titleId, onApply }: ApplyActionProps) {
  const content = (
    <>
      {label}
      <ArrowRight
        className="size-4 transition-transform group-hover:translate-x-0.5 max-md:mb-1.5"
        aria-hidden="true"
        data-apply-arrow=""
      />
    </>
  );
  // The control is not positioned, so its ::after stretches over the row (the li is `relative`).
  const named = { id: `${titleId}-apply`, "aria-labelledby": `${titleId}-apply ${titleId}`, className: ROW_TARGET };
  return onApply ? (
    <button type="button" onClick={onApply} {...named}>
      {content}
    </button>
  ) : (
    <a href={`#${apply.id}`} {...named}>
      {content}
    </a>
  );
}
