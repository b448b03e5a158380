import type { LucideIcon } from "lucide-react";
import { cn } from "./cn.ts";

export type FeatureItem = { title: string; text: string; icon?: LucideIcon };

/**
 * Features, benefits or values as an open list on rules, not boxed cards: each item under a
 * hairline, its icon (neutral, small) before the title. Two or three columns from `sm`/`lg`. Use
 * it where a page would otherwise stack one bordered card grid on another.
 */
export function FeatureList({ items, columns = 3, className }: { items: readonly FeatureItem[]; columns?: 2 | 3; className?: string }) {
  return (
    <ul data-feature-list className={cn("grid grid-cols-1 gap-x-10 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3", className)}>
      {items.map(({ title, text, icon: Icon }) => (
        <li key={title} className="space-y-2 border-t border-border py-6">
          <h3 className="flex items-center gap-3 font-display text-lg font-semibold text-fg">
            {Icon && <Icon className="size-5 shrink-0 text-muted" aria-hidden="true" />}
            {title}
          </h3>
          <p className="text-sm leading-relaxed text-muted sm:text-base">{text}</p>
        </li>
      ))}
    </ul>
  );
}
