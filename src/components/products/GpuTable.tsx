import { cn } from "../ui/cn.ts";
import { stackedTable } from "../ui/stacked-table.ts";

const stackedCell = stackedTable.cell;

/** One GPU's row: its model, memory, list price per GPU-hour (where Nirvana Earth lists one) and what it suits. */
export type GpuRow =
  | readonly [gpu: string, memory: string, price: string, bestFor: string]
  | readonly [gpu: string, memory: string, bestFor: string];

/**
 * GPU facts as one table site-wide: Nirvana Earth's lineup (GPU, memory, price per GPU-hour, best for) and
 * /provide-compute's "GPUs we onboard" (the same without the price). A bordered card, the head mono and uppercase
 * on `surface-2`, ruled rows on `surface`; below sm each row is a stacked card (the model and the price or memory on
 * its first line, the rest under it, each cell labelled by data-label), so nothing is cut at 375 px.
 * `scroll`: the table keeps a minimum width from sm and scrolls in its own focusable region (Earth's, across the page).
 * `compact`: tighter cells (16 px across, 12 px down from sm) and the memory kept on one line, for a table in a column
 * beside a form (/provide-compute), where Earth's 20-px cells broke "141 GB HBM3e" over two lines.
 * `figures`: the price column right-aligned in tabular numerals (its header too), and the GPU, the memory and the
 * price columns as narrow as their content from sm, so the last column ("Best for") gets the room (Earth's lineup,
 * review round 18: four equal columns put the prices ragged, mid-column, and left "Best for" a quarter of the table;
 * review round 19: the GPU column then took what was left with "Best for", ~400 px for an 11-character name, a gap
 * between the name and its figures at 1440).
 */
export function GpuTable({
  caption,
  columns,
  rows,
  scroll = false,
  compact = false,
  figures = false,
  className,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly GpuRow[];
  scroll?: boolean;
  compact?: boolean;
  figures?: boolean;
  className?: string;
}) {
  const tight = compact && "sm:px-4 sm:py-3";
  const priced = columns.length === 4;
  /** With `figures`, a column as narrow as its content (GPU, memory, price), and the price's right-aligned with a wider gap before "Best for". */
  const narrow = (i: number) => figures && priced && i <= 2 && "sm:w-px sm:whitespace-nowrap";
  const figure = (i: number) => figures && priced && i === 2 && "tabular-nums sm:pr-12 sm:text-right";
  const table = (
    <table className={cn(stackedTable.table, scroll && "sm:min-w-[34rem]")}>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-surface-2 font-mono text-xs tracking-wider text-muted uppercase max-sm:sr-only">
        <tr>
          {columns.map((c, i) => (
            <th key={c} scope="col" className={cn("px-3 py-4 align-baseline font-medium sm:px-5", tight, narrow(i), figure(i))}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={cn(stackedTable.body, "divide-y divide-border bg-surface")}>
        {/* Every cell on the row's baseline (review round 14); on a phone the name and the price (or memory) share their last baseline. */}
        {rows.map((row) => {
          const [gpu, mem] = row;
          const price = row.length === 4 ? row[2] : undefined;
          const use = row.length === 4 ? row[3] : row[2];
          const last = columns.length - 1;
          return (
            <tr key={gpu} className={stackedTable.row}>
              <th
                scope="row"
                className={cn(
                  "font-semibold text-fg max-sm:order-1 max-sm:self-baseline-last max-sm:text-base sm:px-5 sm:py-4 sm:align-baseline",
                  tight,
                  narrow(0),
                )}
              >
                {gpu}
              </th>
              {/* Without a price, the memory takes its place on the stacked card's first line. */}
              <td
                data-label={columns[1]}
                className={cn(
                  stackedCell,
                  "font-mono text-muted sm:align-baseline",
                  compact && "whitespace-nowrap",
                  price === undefined ? "max-sm:order-2 max-sm:text-right" : "max-sm:order-3 max-sm:col-span-2",
                  tight,
                  narrow(1),
                )}
              >
                {mem}
              </td>
              {price !== undefined && (
                <td
                  data-label={columns[2]}
                  className={cn(
                    stackedCell,
                    "font-mono text-fg max-sm:order-2 max-sm:self-baseline-last max-sm:text-right sm:align-baseline",
                    tight,
                    narrow(2),
                    figure(2),
                  )}
                >
                  {price}
                </td>
              )}
              <td
                data-label={columns[last]}
                className={cn(stackedCell, "text-muted max-sm:order-4 max-sm:col-span-2 sm:align-baseline", tight)}
              >
                {use}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
  return scroll ? (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table's region must take keyboard focus to scroll (WCAG 2.1.1; axe scrollable-region-focusable)
    // biome-ignore lint/a11y/useSemanticElements: a labelled scroll container, not a section of the page outline
    <div tabIndex={0} role="region" aria-label={caption} className={cn("overflow-x-auto rounded-card border border-border", className)}>
      {table}
    </div>
  ) : (
    <div className={cn("overflow-hidden rounded-card border border-border", className)}>{table}</div>
  );
}
