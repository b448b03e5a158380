import type { ComponentPropsWithoutRef } from "react";
import { cn } from "../ui/cn.ts";

/** One entry of a drawing's key: the classes that draw its swatch (size, border, fill), and its words. */
export type LegendItem = { readonly swatch: string; readonly label: string };

/**
 * A drawing's key (review round 19: Home's network map and /careers' working hours each wrote the same list): a row of
 * swatches, each before its label, in small muted mono, wrapping whole entries. Decorative (aria-hidden): the drawing
 * it explains is named as one image: 12 px text (the site's smallest), wrapped lines 8 px apart. `className` places it.
 */
export function Legend({ items, className, ...rest }: { items: readonly LegendItem[] } & Omit<ComponentPropsWithoutRef<"ul">, "children">) {
  return (
    <ul
      aria-hidden="true"
      className={cn("flex flex-wrap gap-x-5 gap-y-2 font-mono text-xs text-muted", className)}
      data-legend=""
      {...rest}
    >
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <span className={item.swatch} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
