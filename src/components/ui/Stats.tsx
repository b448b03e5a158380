import { cn } from "./cn.ts";

/** `note`: an optional line under the label that qualifies the figure (e.g. what backs it). */
export type StatItem = { value: string; label: string; note?: string };

type StatsProps = {
  items: readonly StatItem[];
  /** Accessible name of the list when no heading names it. */
  label?: string;
  className?: string;
  /**
   * Opt-in (review round 19), phone only (below sm): each figure a compact row, the value on the left and its label
   * (and note) on the right, the values in one column (the cells are subgrids of the band's two columns), so the band is
   * about half as tall as the default's full-width cells of value, then label, then note. From sm nothing changes.
   */
  compact?: boolean;
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
export function Stats({ items, label, className, compact = false }: StatsProps) {
  const three = items.length === 3;
  const notes = items.some((s) => s.note);
  return (
    <dl
      aria-label={label}
      data-stats="band"
      data-stats-compact={compact ? "" : undefined}
      className={cn(
        "grid gap-px overflow-hidden rounded-card border border-border bg-border",
        three ? "grid-cols-1 sm:grid-cols-3" : "grid-cols-1 sm:grid-cols-2",
        compact && "max-sm:grid-cols-[auto_minmax(0,1fr)]",
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
            // A row of the band's two columns: its own two rows (label, note) beside the value. The value column is as wide
            // as the longest value (an `auto` track of the subgrids); review round 20: 24 px from it to the labels (12 px
            // left the fund's value crowding its label).
            compact &&
              "max-sm:col-span-2 max-sm:row-span-1 max-sm:grid-cols-subgrid max-sm:grid-rows-none max-sm:gap-x-6 max-sm:gap-y-0.5 max-sm:py-2.5 max-[359px]:px-3",
          )}
        >
          <dt
            className={cn(
              "row-start-2 font-mono text-[0.6875rem] tracking-[0.16em] text-muted uppercase sm:text-sm",
              compact &&
                (notes
                  ? "max-sm:col-start-2 max-sm:row-start-1 max-sm:self-end max-[359px]:tracking-[0.08em]"
                  : "max-sm:col-start-2 max-sm:row-start-1 max-sm:self-center max-[359px]:tracking-[0.08em]"),
            )}
          >
            {s.label}
          </dt>
          <dd
            data-stat-value
            className={cn(
              "row-start-1 w-fit self-end pb-1 font-display font-bold whitespace-nowrap text-fg",
              // One size on a phone, where every figure has the whole row; compact, a step smaller (two under 360 px, where
              // the fund's label must still fit beside its value), so the value's column leaves its label and note room.
              compact ? "text-2xl max-[359px]:text-xl" : "text-[1.75rem] min-[380px]:text-[2rem]",
              three ? "sm:text-5xl xl:text-6xl" : "sm:text-4xl md:text-5xl lg:text-[2.75rem] xl:text-6xl",
              // Compact: the first column, over both of the row's lines when it has a note.
              compact && cn("max-sm:col-start-1 max-sm:self-center max-sm:pb-0", notes ? "max-sm:row-[1/span_2]" : "max-sm:row-start-1"),
              // After the sizes: tailwind-merge drops a line height that comes before a font size.
              "leading-none",
            )}
          >
            {s.value}
          </dd>
          {s.note && (
            <dd
              data-stat-note
              className={cn(
                "row-start-3 text-sm leading-snug text-pretty text-muted",
                compact && "max-sm:col-start-2 max-sm:row-start-2 max-sm:self-start max-sm:text-xs",
              )}
            >
              {s.note}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
