import { ArrowRight, Briefcase, Clock, MapPin, Sparkles } from "lucide-react";
import { careersPage, positions as allPositions, type Position } from "../../content/careers.ts";
import { SectionHeading, cardClass } from "../ui/Section.tsx";
import { Button, ButtonLink } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";
import { iconTileClass } from "../ui/IconTile.tsx";

type Props = {
  /**
   * Called with the chosen position title, or null for an open application. Without it (the
   * static page) the buttons are links to the application area (#apply).
   */
  onApply?: (title: string | null) => void;
  positions?: readonly Position[];
};

const { list, openApplication, apply } = careersPage;

/** The careers list view: six positions, then the open-application prompt. */
export function PositionList({ onApply, positions = allPositions }: Props) {
  return (
    <div className="space-y-10">
      <SectionHeading id="positions-title" eyebrow={list.eyebrow} title={list.heading} lead={list.lead} />
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-positions>
        {positions.map((p, i) => (
          <PositionCard key={p.title} position={p} titleId={`position-${i + 1}`} onApply={onApply} />
        ))}
      </ul>
      <div className="rounded-card bg-accent/35 p-px" data-open-application>
        <div className="flex flex-col gap-6 rounded-[calc(var(--radius-card)-1px)] bg-surface p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div className="flex gap-4">
            <span aria-hidden="true" className={iconTileClass("md", "hidden sm:grid")}>
              <Sparkles className="size-5" />
            </span>
            <div className="space-y-1">
              <h3 className="font-display text-xl font-semibold text-fg">{openApplication.heading}</h3>
              <p className="max-w-xl text-muted">{openApplication.text}</p>
            </div>
          </div>
          {/* The list view's one primary action; each role's Apply Now is secondary. */}
          <ApplyAction label={openApplication.buttonLabel} onApply={onApply && (() => onApply(null))} variant="primary" />
        </div>
      </div>
    </div>
  );
}

function PositionCard({ position: p, titleId, onApply }: { position: Position; titleId: string; onApply?: Props["onApply"] }) {
  const meta = [
    { label: list.factLabels.department, value: p.department, Icon: Briefcase },
    { label: list.factLabels.location, value: p.location, Icon: MapPin },
    { label: list.factLabels.type, value: p.type, Icon: Clock },
  ];
  return (
    <li
      className={cn(
        cardClass(),
        "flex flex-col gap-5 p-5 transition-colors sm:p-6 hover:border-accent/50 sm:flex-row sm:items-start sm:justify-between",
      )}
      data-position
    >
      <div className="space-y-3">
        <h3 id={titleId} className="font-display text-xl font-semibold text-fg">
          {p.title}
        </h3>
        <p className="text-sm leading-relaxed text-muted" data-position-description>
          {p.description}
        </p>
        {/* One quiet line of facts (not chips), each kept whole: on a phone nothing wraps alone. */}
        <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 font-mono text-xs text-muted sm:gap-x-4">
          {meta.map(({ label, value, Icon }) => (
            <div key={label} className="flex items-center whitespace-nowrap">
              <dt className="sr-only">{label}</dt>
              <dd className="flex items-center gap-1">
                <Icon className="size-3.5 text-accent" aria-hidden="true" />
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <ApplyAction label={list.applyLabel} describedBy={titleId} onApply={onApply && (() => onApply(p.title))} variant="secondary" />
    </li>
  );
}

type ApplyActionProps = { label: string; describedBy?: string; onApply?: () => void; variant?: "primary" | "secondary" };

function ApplyAction({ label, describedBy, onApply, variant = "primary" }: ApplyActionProps) {
  const content = (
    <>
      {label}
      <ArrowRight className="size-4" aria-hidden="true" />
    </>
  );
  return onApply ? (
    <Button onClick={onApply} variant={variant} aria-describedby={describedBy} className="shrink-0">
      {content}
    </Button>
  ) : (
    <ButtonLink href={`#${apply.id}`} variant={variant} aria-describedby={describedBy} className="shrink-0">
      {content}
    </ButtonLink>
  );
}
