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
 * The monogram a partner's chip shows: the name's first letter or digit, upper case. Built from the name at build time,
 * never a drawn logo (the marks belong to their owners).
 */
export const partnerMonogram = (name: string) => (name.match(/[A-Za-z0-9]/)?.[0] ?? name[0] ?? "").toUpperCase();

/**
 * A partner's or integration's wordmark: the name set in our display face, greyscale, one size and weight for all (the
 * names are real integrations: wallets, chains, tokens, protocols, GPUs; their logos have their owners' terms, so Home's
 * rows and /ecosystem's table set them as type). Review round 26: before the name, a small monogram chip in the site's
 * line style (a 1 px hairline square, the initial in the mono face, muted), the same on both pages, so a name reads as a
 * partner's mark and not as loose text. The initial is the chip's `::after` content from `data-partner-mark`, so the
 * name's text (and its accessible name) is the name alone; the chip is aria-hidden.
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
      {mark ?? (
        <span
          aria-hidden="true"
          data-partner-mark={partnerMonogram(name)}
          className="inline-grid size-[1.375rem] shrink-0 place-items-center rounded-[0.3125rem] border border-fg/25 font-mono text-xs leading-none font-medium tracking-normal text-muted after:content-[attr(data-partner-mark)]"
        />
      )}
      {name}
    </span>
  );
}
