/**
 * A table that becomes stacked rows on a phone (below `sm`): each row a small grid, each body
 * cell a block under its column's name (its `data-label`, drawn by CSS, so the text is not
 * repeated in the page), the header row left for screen readers. From `sm` it is a plain table.
 * Use it for tables of up to four short columns; wide ones scroll inside their own box instead.
 */
export const stackedTable = {
  table: "w-full text-left text-sm max-sm:block",
  head: "max-sm:sr-only",
  body: "max-sm:block",
  row: "max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:p-4",
  cell: "max-sm:block max-sm:before:block max-sm:before:font-mono max-sm:before:text-[0.6875rem] max-sm:before:tracking-wider max-sm:before:text-muted max-sm:before:uppercase max-sm:before:content-[attr(data-label)] sm:px-5 sm:py-4",
} as const;
