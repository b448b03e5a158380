import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "./cn.ts";

/** One name of a run: its key, its text, and the attributes its own span carries (tests find names by them). */
export interface SeparatedRunItem {
  key: string;
  label: ReactNode;
  attrs?: Record<string, string>;
}

/**
 * Names as one inline run parted by quiet middots, wrapping like text, where no line ever starts or ends on a "·"
 * (review round 24: one component for Home's departments, round 23's fix, and /privacy's field names, whose dots hung
 * at the end of ~12 lines). Each name carries its separator before it, glued to it (no break between them); the line
 * may break only before a separator (a zero-width break, so the dot stays centred in its 24 px); the run is pulled
 * 24 px left inside a clipping box, so a line's first separator falls in the clipped strip. A separator therefore shows
 * only between two names on one line. Names never break (each must be narrower than the box).
 *
 * A list for screen readers (`ul`/`li`), the separators aria-hidden; `decorative` hides the list itself when the box
 * is a named image (Home's `role="img"`). The rest of the props go to the clipping box.
 */
export function SeparatedRun({
  items,
  listClassName,
  itemClassName,
  separatorClassName,
  decorative = false,
  className,
  ...rest
}: {
  items: readonly SeparatedRunItem[];
  /** The run's type (size, colour, leading). */
  listClassName?: string;
  itemClassName?: string;
  separatorClassName?: string;
  decorative?: boolean;
} & HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...rest} className={cn("overflow-hidden", className)} data-run-clip="">
      <ul aria-hidden={decorative ? "true" : undefined} className={cn("-ml-6", listClassName)} data-run="">
        {items.map((item) => (
          <li key={item.key} className="inline">
            <wbr />
            <span className="whitespace-nowrap">
              <span aria-hidden="true" className={cn("inline-block w-6 text-center", separatorClassName)} data-run-sep="">
                ·
              </span>
              <span {...item.attrs} className={itemClassName}>
                {item.label}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
