import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";
import { Container } from "./Container.tsx";
import { Eyebrow } from "./Eyebrow.tsx";

type CallToActionProps = {
  /** The h2's id, which names the section. */
  titleId: string;
  eyebrow?: string;
  title: ReactNode;
  text?: ReactNode;
  /** The buttons: the page's one primary action and a secondary one. */
  actions: ReactNode;
  /** What the call adds (points, social links), under the text; or, centred, a form area under the actions. */
  children?: ReactNode;
  /** `split`: text left, actions right from `lg`. `center`: one column, centred, for a call that opens a form. */
  align?: "split" | "center";
  /** The last section before the footer: no bottom rule (the footer draws one). */
  closing?: boolean;
  /**
   * Split only: the actions column can grow tall (a form opens there). From lg both columns start
   * at the top and the text stays in view beside it while the visitor scrolls the form.
   */
  tallActions?: boolean;
  sectionProps?: Omit<ComponentProps<"section">, "aria-labelledby" | "className" | "children">;
};

/**
 * The call to action, one component for every page: a full-bleed band, not a card, between a
 * 1 px accent rule and the page (or the footer's rule), on the surface colour with the grid.
 */
export function CallToAction({
  titleId,
  eyebrow,
  title,
  text,
  actions,
  children,
  align = "split",
  closing,
  tallActions,
  sectionProps,
}: CallToActionProps) {
  const center = align === "center";
  return (
    <section
      {...sectionProps}
      aria-labelledby={titleId}
      data-call-to-action={align}
      className={cn(
        "relative isolate bg-surface/60",
        // clip, not hidden: a box that scrolls would hold the sticky text in place.
        tallActions ? "overflow-clip" : "overflow-hidden",
        !closing && "border-b border-border/60",
      )}
    >
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-px bg-accent/35" />
      <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10 opacity-60" />
      <Container
        className={cn(
          "grid grid-cols-1 gap-8 py-16 sm:py-20",
          center ? "justify-items-center text-center" : "lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-16",
          !center && (tallActions ? "lg:items-start" : "lg:items-center"),
        )}
      >
        <div
          className={cn(
            "max-w-2xl space-y-4",
            center && "flex flex-col items-center",
            tallActions && "lg:sticky lg:top-[calc(var(--header-height)+2.5rem)]",
          )}
        >
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h2 id={titleId} className="font-display text-3xl font-bold text-pretty text-fg sm:text-4xl lg:text-5xl">
            {title}
          </h2>
          {text && <p className="w-full text-base leading-relaxed text-pretty text-muted sm:text-lg">{text}</p>}
          {!center && children}
        </div>
        <div className={cn("w-full sm:w-auto", center && "w-full text-left sm:w-full")}>{actions}</div>
        {center && children}
      </Container>
    </section>
  );
}
