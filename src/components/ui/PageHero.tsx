import type { ReactNode } from "react";
import { cn } from "./cn.ts";
import { Container } from "./Container.tsx";
import { Eyebrow } from "./Eyebrow.tsx";
import { PageTitle } from "./PageTitle.tsx";

type PageHeroProps = {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
  /** The page's own visual beside the text from lg (under it on a phone): what this page is about, drawn from our data. */
  aside?: ReactNode;
  /**
   * Or the page's own visual across the page under the text (a diagram or a strip, not an app in a
   * window): the title on the left, the lead and `children` on the right from lg.
   */
  below?: ReactNode;
  titleSize?: "page" | "display";
  /**
   * How the text and `aside` meet from lg: `center` (the default) centres each against the other; `start` (opt-in)
   * sets both on one top line, for an aside taller than the text (/documentation's file tree: review round 15);
   * `stretch` (opt-in, review round 19) sets both on one top line and, from lg, makes the text a column as tall as the
   * aside, so a last child with `lg:mt-auto` stands at its foot and the two columns end level (/provide-compute).
   * With `below`, `title` (opt-in, review round 21) starts the lead's column on the h1's top from lg (by default the two
   * columns end level, so a lead taller than the title started level with the eyebrow: /ecosystem); other values
   * keep the default there.
   */
  align?: "center" | "start" | "stretch" | "title";
  /**
   * Opt-in (review round 22, /provide-compute): the foot of the text column, with `aside` and `align="stretch"`. From lg
   * it stands at the foot of the text column, level with the aside's end (as a last child with `lg:mt-auto` did); below
   * lg it comes after the aside (markup order: a phone and a screen reader meet the page's visual first).
   */
  footer?: ReactNode;
};

/**
 * The top of an inner page: grid motif, eyebrow, the page's one h1, a lead, optional actions, and
 * the page's own visual, beside them (`aside`) or across the page under them (`below`), so no page
 * opens on an empty half.
 */
export function PageHero({ eyebrow, title, lead, children, aside, below, titleSize, align = "center", footer }: PageHeroProps) {
  const backdrop = <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />;
  const onTitle = align === "title";
  if (below)
    return (
      <section aria-labelledby="page-title" className="relative isolate overflow-hidden border-b border-border/60">
        {backdrop}
        <Container className="space-y-12 py-14 sm:py-20 lg:space-y-16">
          {/* `title`: from lg the left column's box dissolves (`contents`), so the eyebrow is the grid's first row (its 24 px
              margin the space under it) and the title and the lead's column share the second, both from its top. */}
          <div
            className={cn(
              "grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16",
              onTitle ? "lg:grid-rows-[auto_auto] lg:items-start lg:gap-y-0" : "lg:items-end",
            )}
            data-hero-align={onTitle ? "title" : undefined}
          >
            <div className={cn("space-y-6", onTitle && "lg:contents")}>
              <Eyebrow className={cn(onTitle && "lg:col-start-1 lg:row-start-1")}>{eyebrow}</Eyebrow>
              <PageTitle size={titleSize} className={cn("max-w-3xl", onTitle && "lg:col-start-1 lg:row-start-2")}>
                {title}
              </PageTitle>
            </div>
            <div className={cn("space-y-7", onTitle ? "lg:col-start-2 lg:row-start-2" : "lg:pb-2")}>
              <p className="max-w-xl text-lg leading-relaxed text-pretty text-muted">{lead}</p>
              {children}
            </div>
          </div>
          {below}
        </Container>
      </section>
    );
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden border-b border-border/60">
      {backdrop}
      <Container
        className={cn(
          "py-16 sm:py-24",
          aside
            ? `grid grid-cols-1 ${{ start: "items-start", center: "items-center", stretch: "items-stretch", title: "items-center" }[align]} gap-12 lg:grid-cols-[1.1fr_1fr]`
            : "",
          aside && footer && "lg:grid-rows-[1fr_auto] lg:gap-y-6",
        )}
      >
        <div className={cn("min-w-0 space-y-6", align === "stretch" && "lg:flex lg:flex-col", aside && footer && "lg:row-start-1")}>
          <Eyebrow>{eyebrow}</Eyebrow>
          <PageTitle size={titleSize} className="max-w-4xl">
            {title}
          </PageTitle>
          <p className="max-w-2xl text-lg leading-relaxed text-pretty text-muted">{lead}</p>
          {children}
        </div>
        {aside && <div className={cn("min-w-0", footer && "lg:col-start-2 lg:row-span-2 lg:row-start-1")}>{aside}</div>}
        {aside && footer && (
          <div className="min-w-0 lg:col-start-1 lg:row-start-2" data-hero-footer="">
            {footer}
          </div>
        )}
      </Container>
    </section>
  );
}
