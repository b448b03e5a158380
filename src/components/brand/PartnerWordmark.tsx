import type { ReactNode } from "react";
import { cn } from "../ui/cn.ts";

type Props = {
  name: string;
  /** A real brand's own mark before its name (Sui on /ecosystem); the partners the spec names get none. */
  mark?: ReactNode;
  size?: "md" | "lg";
  className?: string;
};

/**
 * A partner's wordmark: the name set in our display face, greyscale, one size and weight for all.
 * The partners the site names are not real companies, so they get no logo, not even a made-up
 * one: the treatment is typographic and looks like our type, not like a brand's mark. A real
 * brand (Sui) keeps its own mark beside its name.
 */
export function PartnerWordmark({ name, mark, size = "md", className }: Props) {
  return (
    <span
      data-partner
      className={cn(
        "inline-flex items-center gap-2 font-display font-medium tracking-tight whitespace-nowrap text-fg/70",
        size === "lg" ? "text-lg sm:text-xl" : "text-base",
        className,
      )}
    >
      {mark}
      {name}
    </span>
  );
}
