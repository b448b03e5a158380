import { cn } from "./cn.ts";

/** `note`: an optional line under the label that qualifies the figure (e.g. what backs it). */
export type StatItem = { value: string; label: string; note?: string };

type StatsProps = {
  items: readonly StatItem[];
  /** Accessible name of the list when no heading names it. */
  label?: string;
  className?: string;
};

/**
 * The network's figures, one component for every page: a `<dl>` whose cells are subgrids of two
 * rows (value, then label), so values and labels stay in line when one wraps. Values are
 * `text-fg` (the accent is kept for actions), labels a mono eyebrow. On a phone every figure is a
 * full-width row, one under the other, on every page (review round 17: Home's four went two by two and
 * /ecosystem's three stacked; in half-width cells the captions broke into three or four short lines);
 * from sm three figures stand three across, four two by two (four across from lg).
 * A figure with a `note` gets a third row, under its label; then every cell spans three rows, so
 * the labels of the band stay on one line.
 */
export function Stats({ items, label, className }: StatsProps) {
  const three = items.length === 3;
  const notes = items.some((s) => s.note);
  return (
    <dl
      aria-label={label}
      data-stats="band"
      className={cn(
        "grid gap-px overflow-hidden rounded-card border border-border bg-border",
        three ? "grid-cols-1 sm:grid-cols-3" : "grid-cols-1 sm:grid-cols-2",
        items.length === 4 &&
          (items.some((s) => s.value.length > 7) ? "lg:grid-cols-[repeat(4,minmax(max-content,1fr))]" : "lg:grid-cols-4"),
        className,
      )}
    >
      {items.map((s) => (
        <div
          key={s.label}
          data-stat
          className={cn(
            notes ? "row-span-3" : "row-span-2",
            "grid grid-rows-subgrid gap-3 bg-bg px-4 py-5 sm:px-8 sm:py-10 lg:px-6 lg:py-12 xl:px-8",
          )}
        >
          <dt className="row-start-2 font-mono text-[0.6875rem] tracking-[0.16em] text-muted uppercase sm:text-sm">{s.label}</dt>
          <dd
            data-stat-value
            className={cn(
              "row-start-1 w-fit self-end pb-1 font-display font-bold whitespace-nowrap text-fg",
              // One size on a phone, where every figure has the whole row.
              "text-[1.75rem] min-[380px]:text-[2rem]",
              three ? "sm:text-5xl xl:text-6xl" : "sm:text-4xl md:text-5xl lg:text-[2.75rem] xl:text-6xl",
              // After the sizes: tailwind-merge drops a line height that comes before a font size.
              "leading-none",
            )}
          >
            {s.value}
          </dd>
          {s.note && (
            <dd data-stat-note className="row-start-3 text-sm leading-snug text-pretty text-muted">
              {s.note}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
