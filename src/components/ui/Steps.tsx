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
   * `number` (the default): each step's numeral in a ring. `dot`: a small hollow dot on the rail instead, for a list
   * that follows numbered steps without being one of them (/access-compute's "After you submit", under step cards 01
   * and 02); the list is still ordered for screen readers. Column layout only.
   */
  marker?: "number" | "dot";
  className?: string;
};

/** The rail between two nodes: down to the next node, or (row layout, wide screens) across to it. */
const rail = "before:absolute before:top-10 before:bottom-2 before:left-4 before:w-px before:bg-border last:before:hidden";
/** The dot layout's rail: from just under one dot to just above the next (dots sit level with the title's first line). */
const dotRail =
  "before:absolute before:top-[1.625rem] before:-bottom-1.5 before:left-[0.3125rem] before:w-px before:bg-border last:before:hidden";
const rowAt = {
  md: "md:grid-cols-1 md:gap-y-5 md:pb-0 md:before:top-4 md:before:right-[-1.5rem] md:before:bottom-auto md:before:left-11 md:before:h-px md:before:w-auto",
  lg: "lg:grid-cols-1 lg:gap-y-5 lg:pb-0 lg:before:top-4 lg:before:right-[-1.5rem] lg:before:bottom-auto lg:before:left-11 lg:before:h-px lg:before:w-auto",
};

/**
 * A path in time, one component for every page: an ordered list whose numbers sit in small rings
 * on one rail (neutral mono numerals; the list itself carries the order for screen readers).
 */
export function Steps({ items, layout = "row", titleAs: Title = "h3", start = 1, marker = "number", className }: StepsProps) {
  const row = layout === "row";
  const dot = marker === "dot" && !row;
  const at = items.length >= 4 ? "lg" : "md";
  return (
    <ol
      data-steps={layout}
      start={start === 1 || dot ? undefined : start}
      data-steps-marker={dot ? "dot" : undefined}
      className={cn("grid grid-cols-1", row && (at === "md" ? "md:grid-cols-3 md:gap-x-8" : "lg:grid-cols-4 lg:gap-x-8"), className)}
    >
      {items.map((s, i) => (
        <li
          key={s.title}
          data-step
          // The dot takes a narrow column (0.75 rem, a 0.75-rem gap) so the text has nearly the card's width: beside a
          // 2-rem numeral column its lines broke to stubs at 375 px ("at once.", "right away.").
          className={cn(
            "relative grid content-start pb-8 last:pb-0",
            dot ? "grid-cols-[0.6875rem_1fr] gap-x-3" : "grid-cols-[2rem_1fr] gap-x-4",
            dot ? dotRail : rail,
            row && rowAt[at],
          )}
        >
          {dot ? (
            <span aria-hidden="true" className="relative grid h-8 place-items-center justify-items-start">
              <span className="size-2.5 rounded-full border border-muted bg-bg" />
            </span>
          ) : (
            <span
              aria-hidden="true"
              className="relative grid size-8 place-items-center rounded-full border border-border bg-bg font-mono text-xs text-fg"
            >
              {String(start + i).padStart(2, "0")}
            </span>
          )}
          <div className="space-y-1.5 pt-1">
            <Title className={cn("font-display font-semibold text-fg", row ? "text-xl" : "text-base")}>{s.title}</Title>
            {s.when && <p className="font-mono text-xs text-muted">{s.when}</p>}
            <p className={cn("text-muted text-pretty", row ? "max-w-sm" : "text-sm", "leading-relaxed")}>{s.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
