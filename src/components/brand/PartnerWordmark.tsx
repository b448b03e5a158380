import type { ReactNode } from "react";
import { cn } from "../ui/cn.ts";

type Props = {
  name: string;
  /** A real brand's own mark before its name (Sui on /ecosystem); the other names are set in our type. */
  mark?: ReactNode;
  size?: "md" | "lg";
  className?: string;
};

/**
 * A partner's or integration's wordmark: the name set in our display face, greyscale, one size and
 * weight for all (the names are real integrations: wallets, chains, tokens, protocols, GPUs; their
 * logos have their owners' terms, so the marquee sets them as type). A brand whose mark the site
 * ships (Sui) keeps it beside its name.
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
