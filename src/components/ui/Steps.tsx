import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/** `text` may hold a link (/provide-compute: "a Sui explorer"); it is set as the step's paragraph either way. */
export type StepItem = { title: string; text: ReactNode /** When it happens ("if you asked for one"), under the title. */; when?: string };

type StepsProps = {
  items: readonly StepItem[];
  /**
   * `row`: a horizontal timeline across the section from `md` (three steps) or `lg` (four), a
   * vertical one below it. `column`: always vertical, for a narrow column beside a form.
   */
  layout?: "row" | "column";
  /** The steps' heading level: `h3` under a section's h2, `h4` under an h3. */
  titleAs?: "h3" | "h4";
  /** The first number, when the list continues a path numbered before it (/access-compute: 03 after the two step cards). */
  start?: number;
  /**
   * Review round 24 (opt-in): the title's and text's sizes, by default the layout's. `row` in a column layout gives the
   * row's 20/16 px type (/access-compute's 03-05 beside its form, which read smaller than Earth's and Provide's steps).
   */
  type?: "row" | "column";
  /**
   * Review round 26 (opt-in, `row` with three steps): where the row starts, `xl` instead of the default (md for three,
   * lg for four); vertical below it. /contact's "after you send": a column beside its drawing up to lg, a row of three
   * under the drawing from xl.
   */
  rowFrom?: "xl";
  className?: string;
};

/** The rail between two nodes: down to the next node, or (row layout, wide screens) across to it. */
const rail = "before:absolute before:top-10 before:bottom-2 before:left-4 before:w-px before:bg-border last:before:hidden";
const rowAt = {
  md: "md:grid-cols-1 md:gap-y-5 md:pb-0 md:before:top-4 md:before:right-[-1.5rem] md:before:bottom-auto md:before:left-11 md:before:h-px md:before:w-auto",
  lg: "lg:grid-cols-1 lg:gap-y-5 lg:pb-0 lg:before:top-4 lg:before:right-[-1.5rem] lg:before:bottom-auto lg:before:left-11 lg:before:h-px lg:before:w-auto",
  xl: "xl:grid-cols-1 xl:gap-y-5 xl:pb-0 xl:before:top-4 xl:before:right-[-1.5rem] xl:before:bottom-auto xl:before:left-11 xl:before:h-px xl:before:w-auto",
};
const rowGrid = { md: "md:grid-cols-3 md:gap-x-8", lg: "lg:grid-cols-4 lg:gap-x-8", xl: "xl:grid-cols-3 xl:gap-x-8" };

/**
 * A path in time, one component for every page (review round 14: the only step design on the site): an
 * ordered list whose numbers sit in small rings on one rail (neutral mono numerals; the list itself
 * carries the order for screen readers), then the title, an optional "when" in mono, the text. Row and
 * column are one design: the same 32 px ring and numeral, the same display-semibold title and mono
 * "when"; only the title and text sizes step down in a column (16/14 px against 20/16 px), whose measure
 * is narrow.
 */
export function Steps({ items, layout = "row", titleAs: Title = "h3", start = 1, type, rowFrom, className }: StepsProps) {
  const row = layout === "row";
  const large = (type ?? layout) === "row";
  const at = rowFrom ?? (items.length >= 4 ? "lg" : "md");
  return (
    <ol data-steps={layout} start={start === 1 ? undefined : start} className={cn("grid grid-cols-1", row && rowGrid[at], className)}>
      {items.map((s, i) => (
        <li
          key={s.title}
          data-step
          className={cn("relative grid grid-cols-[2rem_minmax(0,1fr)] content-start gap-x-4 pb-8 last:pb-0", rail, row && rowAt[at])}
        >
          <span
            aria-hidden="true"
            className="relative grid size-8 place-items-center rounded-full border border-border bg-bg font-mono text-xs text-fg"
          >
            {String(start + i).padStart(2, "0")}
          </span>
          <div className="space-y-1.5 pt-1">
            <Title className={cn("font-display font-semibold text-fg", large ? "text-xl" : "text-base")}>{s.title}</Title>
            {s.when && <p className="font-mono text-xs text-muted">{s.when}</p>}
            <p className={cn("text-muted text-pretty", large ? "max-w-sm" : "text-sm", "leading-relaxed")}>{s.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
