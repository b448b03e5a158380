import { cn } from "./cn.ts";

/**
 * The one icon tile of the site: a rounded square on the raised surface with a hairline border and
 * the icon in the text colour (lucide, 20 px in `md`, 24 px in `lg`). Use it for every item, card or
 * channel that opens with an icon; the icon itself stays decorative (aria-hidden on the tile).
 */
export function iconTileClass(size: "sm" | "md" | "lg" = "md", className?: string): string {
  return cn(
    "grid shrink-0 place-items-center rounded-xl border border-border bg-surface-2 text-fg",
    size === "sm" ? "size-10" : size === "md" ? "size-11" : "size-12",
    className,
  );
}
