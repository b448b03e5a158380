import type { ReactNode } from "react";
import { cn } from "./cn.ts";
import { Eyebrow } from "./Eyebrow.tsx";

type HeadingProps = {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "left" | "center";
  className?: string;
};

/** An h2 with its eyebrow and lead; `id` lets the section reference it with aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, lead, align = "left", className }: HeadingProps) {
  return (
    <div className={cn("max-w-3xl space-y-4", align === "center" && "mx-auto text-center [&>p:first-child]:justify-center", className)}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h2 id={id} className="font-display text-3xl font-semibold text-balance text-fg sm:text-4xl lg:text-5xl">
        {title}
      </h2>
      {lead && <p className="text-base leading-relaxed text-pretty text-muted sm:text-lg">{lead}</p>}
    </div>
  );
}
