import { cn } from "./cn.ts";

/** A bordered surface card; `interactive` adds the hover treatment for cards that are links. */
export function cardClass(interactive = false) {
  return cn(
    "rounded-card border border-border bg-surface",
    interactive && "group transition-colors hover:border-accent/70 hover:bg-surface-2 focus-visible:border-accent",
  );
}
