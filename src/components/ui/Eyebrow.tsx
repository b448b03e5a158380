import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/**
 * The small mono label above a heading, led by a short rule; neutral (the accent is kept for the one action and what is live).
 * `as="h2"` (with its `id`) when the label is itself the section's heading (Home's partners, review round 18); a `p` otherwise.
 */
export function Eyebrow({
  children,
  className,
  as: Tag = "p",
  id,
}: {
  children: ReactNode;
  className?: string;
  as?: "p" | "h2";
  id?: string;
}) {
  return (
    <Tag id={id} className={cn("flex items-center gap-2 font-mono text-xs font-medium tracking-[0.18em] text-muted uppercase", className)}>
      <span aria-hidden="true" className="inline-block h-px w-6 bg-muted/60" />
      {children}
    </Tag>
  );
}
