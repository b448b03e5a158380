import type { ReactNode } from "react";
import { cn } from "./cn.ts";

type PageTitleProps = {
  children: ReactNode;
  /** `page`: an inner page's title (36 → 60 px). `display`: a product or a list that is the page's whole point (48 → 72 px). */
  size?: "page" | "display";
  className?: string;
};

/** The page's one h1 (`#page-title`, which the hero's section is labelled by), on the type scale of docs/design.md. */
export function PageTitle({ children, size = "page", className }: PageTitleProps) {
  return (
    <h1
      id="page-title"
      className={cn(
        "font-display font-bold text-fg",
        size === "page" ? "text-4xl leading-[1.05] sm:text-6xl" : "text-5xl leading-[1.02] sm:text-7xl",
        className,
      )}
    >
      {children}
    </h1>
  );
}
