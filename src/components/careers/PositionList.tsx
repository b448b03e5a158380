import { ArrowRight } from "lucide-react";
import { careersPage, positions as allPositions, type Position } from "../../content/careers.ts";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { Button } from "../ui/Button.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { cn } from "../ui/cn.ts";

type Props = {
  /**
   * Called with the chosen position title, or null for an open application. Without it (the
   * static page) the buttons are links to the application area (#apply).
   */
  onApply?: (title: string | null) => void;
  positions?: readonly Position[];
};

const { list, openApplication, apply } = careersPage;

/**
 * Columns of the roles' table: from md role (title over description), department, Apply Now; from lg
 * the description takes a column of its own between the title and the facts, so no column stands
 * empty at desktop widths and each row is one line of title, two of text.
 */
const ROW = "md:grid md:grid-cols-[minmax(0,1fr)_9rem_8.5rem] md:gap-x-6 lg:grid-cols-[16rem_minmax(0,1fr)_9.5rem_8.5rem] lg:gap-x-8";

/**
 * The careers list view: the six positions as a table of roles (a header row from md), then the
 * open-application prompt as the table's last row. Each row names its department, location and type
 * in one quiet line of facts. Each row is one target: its Apply Now covers the row (a stretched link).
 */
export function PositionList({ onApply, positions = allPositions }: Props) {
  return (
    <div className="space-y-8">
      <SectionHeading id="positions-title" eyebrow={list.eyebrow} title={list.heading} lead={list.lead} />
      <div>
        <div
          aria-hidden="true"
          className={cn(ROW, "hidden border-b border-border pb-3 font-mono text-xs tracking-[0.16em] text-muted uppercase md:grid")}
        >
          <span>{list.factLabels.role}</span>
          <span className="hidden lg:block">{list.factLabels.work}</span>
          <span>{list.factLabels.department}</span>
        </div>
        <ul className="divide-y divide-border border-y border-border md:border-t-0" data-positions>
          {positions.map((p, i) => (
            <PositionRow key={p.title} position={p} titleId={`position-${i + 1}`} onApply={onApply} />
          ))}
        </ul>
        <div
          className="flex flex-col gap-5 border-b border-border bg-surface/40 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6"
          data-open-application
        >
          <div className="space-y-1">
            <h3 className="font-display text-xl font-semibold text-fg">{openApplication.heading}</h3>
            <p className="max-w-xl text-muted">{openApplication.text}</p>
          </div>
          {/* The fallback: a bordered button; the roles' Apply Now are the list's primary path (review round 11). */}
          <ApplyAction label={openApplication.buttonLabel} onApply={onApply && (() => onApply(null))} variant="secondary" />
        </div>
      </div>
    </div>
  );
}

function PositionRow({ position: p, titleId, onApply }: { position: Position; titleId: string; onApply?: Props["onApply"] }) {
  return (
    <li
      className={cn(
        ROW,
        "group relative grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4 gap-y-1.5 py-5 transition-colors has-[h3:target]:bg-surface/40 md:py-6",
      )}
      data-position
    >
      <h3 id={titleId} className="font-display text-lg font-semibold text-balance text-fg sm:text-xl">
        {p.title}
      </h3>
      <p
        className="col-span-2 max-w-xl text-sm leading-relaxed text-pretty text-muted md:col-span-1 md:col-start-1 md:row-start-2 lg:col-start-2 lg:row-start-1 lg:max-w-none"
        data-position-description
      >
        {p.description}
      </p>
      {/* The facts, each row's own (the spec lists title, department, location and type per role): one quiet line on a phone, the department over location and type from md. */}
      <dl className="col-span-2 col-start-1 row-start-2 flex flex-wrap gap-x-1.5 font-mono text-xs text-muted md:col-span-1 md:col-start-2 md:row-start-1 md:text-sm lg:col-start-3">
        <dt className="sr-only">{list.factLabels.department}</dt>
        <dd className="md:basis-full md:text-fg">{p.department}</dd>
        <dt className="sr-only">{list.factLabels.location}</dt>
        <dd className={cn(DOT, "md:text-xs md:before:hidden")}>{p.location}</dd>
        <dt className="sr-only">{list.factLabels.type}</dt>
        <dd className={cn(DOT, "md:text-xs")}>{p.type}</dd>
      </dl>
      <div className="col-start-2 row-start-1 justify-self-end md:col-start-3 lg:col-start-4">
        <ApplyAction
          label={list.applyLabel}
          describedBy={titleId}
          onApply={onApply && (() => onApply(p.title))}
          variant="solid"
          rowTarget
        />
      </div>
    </li>
  );
}

type ApplyActionProps = {
  label: string;
  describedBy?: string;
  onApply?: () => void;
  variant?: "solid" | "secondary";
  /** A role's Apply Now: it covers its row (the row is the target); on a phone a label and an arrow, not a pill. */
  rowTarget?: boolean;
};

/**
 * A role's Apply Now: the solid (white) pill, the list's primary path, 44 px tall on a phone; the whole
 * row is its target too (the stretched ::after). Not the gradient: six of them would make it mean
 * nothing, and the gradient stays on the form's submit.
 */
const ROW_TARGET = "after:absolute after:inset-0 after:content-[''] max-md:h-11 max-md:min-w-11 max-md:px-4";

/** The separator drawn before a fact on its line (a dot, not text: the facts' values stay just their words). */
const DOT =
  "before:mr-1.5 before:inline-block before:size-[3px] before:rounded-full before:bg-muted before:align-middle before:content-['']";

function ApplyAction({ label, describedBy, onApply, variant = "solid", rowTarget }: ApplyActionProps) {
  const content = (
    <>
      {label}
      <ArrowRight className="size-4" aria-hidden="true" />
    </>
  );
  return onApply ? (
    <Button onClick={onApply} variant={variant} aria-describedby={describedBy} className={cn("shrink-0", rowTarget && ROW_TARGET)}>
      {content}
    </Button>
  ) : (
    <ButtonLink href={`#${apply.id}`} variant={variant} aria-describedby={describedBy} className={cn("shrink-0", rowTarget && ROW_TARGET)}>
      {content}
    </ButtonLink>
  );
}
