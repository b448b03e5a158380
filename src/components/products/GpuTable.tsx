import { cn } from "../ui/cn.ts";
import { stackedTable } from "../ui/stacked-table.ts";

/** One GPU's row: its model, memory, what it suits and (where the page lists one) its price per GPU-hour. */
export type GpuRow = { gpu: string; memory: string; bestFor: string; price?: string };
/** The columns' names; with `price`, the table shows the price column (each row then has its price). */
export type GpuColumns = { gpu: string; memory: string; bestFor: string; price?: string };

/** A labelled cell of the phone's card: its column's name over it, in the site's 12-px label (the shared stacked table's is 11 px). */
const stackedCell = cn(stackedTable.cell, "max-sm:before:text-xs");

/**
 * GPU facts as one table site-wide, one component and one arrangement wherever a GPU is listed (review round 20:
 * /provide-compute showed Earth's lineup in another column order and, at 375, another card, its memory where Earth
 * has its price). Columns in one order, GPU, memory, what it suits, then the price where the page lists one
 * (Nirvana Earth's lineup; /provide-compute's "GPUs we onboard" has no renters' price). A bordered card, the head
 * mono and uppercase on `surface-2`, ruled rows on `surface`.
 *
 * From sm the columns are spread across the table (review round 20: round 19 sized the GPU, memory and price columns
 * to their content, which squeezed the table into its left ~55 % at 1440): the GPU and the memory a quarter each,
 * "Best for" the rest, the price as narrow as its figures, right-aligned in tabular numerals at the table's right
 * edge (its header too).
 *
 * Below sm each row is the same stacked card on every page: the model on its first line with the price at its right
 * end (when there is one), then the memory and what it suits, each under its column's name (data-label), so nothing
 * is cut at 375 px and a column a page leaves out leaves its place empty rather than moving another into it.
 * `scroll`: the table keeps a minimum width from sm and scrolls in its own focusable region (Earth's, across the page).
 * `compact`: tighter cells (16 px across, 12 px down from sm), for a table in a column beside a form (/provide-compute).
 * `phoneRows` (opt-in, review round 21: /provide-compute's six cards, ~145 px each, put its form ~3,300 px down a phone):
 * below sm each GPU is one compact row of two lines, the model with its memory at the line's right end (mono, on the
 * name's baseline), what it suits under them, no per-cell labels (the table's caption and the list's label say what
 * they are). Only for a table without prices; Earth keeps its cards. From sm nothing changes.
 */
export function GpuTable({
  caption,
  columns,
  rows,
  scroll = false,
  compact = false,
  phoneRows = false,
  className,
}: {
  caption: string;
  columns: GpuColumns;
  rows: readonly GpuRow[];
  scroll?: boolean;
  compact?: boolean;
  phoneRows?: boolean;
  className?: string;
}) {
  const tight = compact && "sm:px-4 sm:py-3";
  const priced = columns.price !== undefined;
  /** The phone's compact rows (no price column): name and memory on one line, what it suits under them, no labels. */
  const rowsOnPhone = phoneRows && !priced;
  /** The head's cells in the body's order, each with its width from sm. */
  const heads = [
    { label: columns.gpu, className: "sm:w-1/4" },
    { label: columns.memory, className: "sm:w-1/4" },
    { label: columns.bestFor, className: "" },
    ...(priced ? [{ label: columns.price!, className: "sm:w-px sm:whitespace-nowrap sm:text-right" }] : []),
  ];
  const table = (
    <table
      className={cn(stackedTable.table, scroll && "sm:min-w-[34rem]")}
      data-gpu-table={priced ? "priced" : "plain"}
      data-gpu-phone={rowsOnPhone ? "rows" : "cards"}
    >
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-surface-2 font-mono text-xs tracking-wider text-muted uppercase max-sm:sr-only">
        <tr>
          {heads.map((h) => (
            <th key={h.label} scope="col" className={cn("px-3 py-4 align-baseline font-medium sm:px-5", tight, h.className)}>
              {h.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={cn(stackedTable.body, "divide-y divide-border bg-surface")}>
        {/* Every cell on the row's baseline (review round 14); on a phone the name and the price share their last baseline. */}
        {rows.map((row) => (
          <tr
            key={row.gpu}
            className={cn(
              stackedTable.row,
              "max-sm:grid-cols-[minmax(0,1fr)_auto]",
              rowsOnPhone && "max-sm:gap-y-0.5 max-sm:px-4 max-sm:py-3",
            )}
            data-gpu-row=""
          >
            <th
              scope="row"
              className={cn(
                "font-semibold text-fg max-sm:order-1 max-sm:self-baseline-last max-sm:text-base sm:px-5 sm:py-4 sm:align-baseline",
                tight,
              )}
              data-gpu-cell="gpu"
            >
              {row.gpu}
            </th>
            <td
              data-label={columns.memory}
              data-gpu-cell="memory"
              className={cn(
                stackedCell,
                "font-mono whitespace-nowrap text-muted max-sm:order-3 max-sm:col-span-2 sm:align-baseline",
                tight,
                rowsOnPhone &&
                  "max-sm:order-2 max-sm:col-span-1 max-sm:self-baseline-last max-sm:text-right max-sm:text-[0.8125rem] max-sm:before:hidden",
              )}
            >
              {row.memory}
            </td>
            <td
              data-label={columns.bestFor}
              data-gpu-cell="best-for"
              className={cn(
                stackedCell,
                "text-muted max-sm:order-4 max-sm:col-span-2 sm:align-baseline",
                tight,
                rowsOnPhone && "max-sm:before:hidden",
              )}
            >
              {row.bestFor}
            </td>
            {priced && (
              // On the card's first line at its right end, under its label, its figure on the name's baseline.
              <td
                data-label={columns.price}
                data-gpu-cell="price"
                className={cn(
                  stackedCell,
                  "font-mono text-fg tabular-nums max-sm:order-2 max-sm:self-baseline-last max-sm:text-right sm:text-right sm:align-baseline sm:whitespace-nowrap",
                  tight,
                )}
              >
                {row.price}
              </td>
            )}
          </tr>
        ))}
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
