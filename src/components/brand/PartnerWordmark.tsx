import type { ReactNode } from "react";
import { cn } from "../ui/cn.ts";

type Props = {
  name: string;
  /** A real brand's own mark before its name, in place of the monogram chip. */
  mark?: ReactNode;
  size?: "md" | "lg";
  className?: string;
};

/**
 * A partner's or integration's wordmark: the name set in our display face, greyscale, one size and weight for all (the
 * names are real integrations: wallets, chains, tokens, protocols, GPUs; their logos have their owners' terms, so Home's
 * rows and /ecosystem's table set them as type). Before the name, a small hairline diamond in the site's line style, the
 * same on both pages, parting the names (aria-hidden). Review round 26 tried a monogram chip (the initial in a 22 px
 * hairline square); two fresh reviewers read the letters as placeholder logos ("S" stood for four names), so the name
 * is the only lettering again.
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
      {mark ?? <span aria-hidden="true" data-partner-mark="" className="mx-0.5 size-1.5 shrink-0 rotate-45 border border-fg/45" />}
      {name}
    </span>
  );
}
