import { ArrowRight } from "lucide-react";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { ButtonLink } from "./Button.tsx";
import { cn } from "./cn.ts";

/**
 * Layout primitives shared by every content page (Home, About, Blog, Ecosystem, products):
 * the page-width container, the small mono eyebrow, and a section heading block.
 */
export function Container({ className, ...props }: ComponentPropsWithoutRef<"div">) {
  return <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />;
}

export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn("flex items-center gap-2 font-mono text-xs font-medium tracking-[0.18em] text-accent uppercase", className)}>
      <span aria-hidden="true" className="inline-block h-px w-6 bg-accent/60" />
      {children}
    </p>
  );
}

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
      <h2 id={id} className="font-display text-3xl font-semibold text-fg sm:text-4xl lg:text-5xl">
        {title}
      </h2>
      {lead && <p className="text-base leading-relaxed text-muted sm:text-lg">{lead}</p>}
    </div>
  );
}

/** A bordered surface card; `interactive` adds the hover treatment for cards that are links. */
export function cardClass(interactive = false) {
  return cn(
    "rounded-card border border-border bg-surface",
    interactive && "group transition-colors hover:border-accent/70 hover:bg-surface-2 focus-visible:border-accent",
  );
}

type PageHeroProps = {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
  /** The page's own visual beside the text from lg (under it on a phone): what this page is about, drawn from our data. */
  aside?: ReactNode;
};

/**
 * The top of an inner page: grid motif, eyebrow, the page's one h1, a lead, optional actions, and
 * the page's own visual (`aside`) beside them, so no page opens on an empty half.
 */
export function PageHero({ eyebrow, title, lead, children, aside }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden border-b border-border/60">
      <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
      <div
        aria-hidden="true"
        className="absolute -top-48 left-1/2 -z-10 h-[28rem] w-[52rem] -translate-x-1/2 rounded-full bg-accent/10 blur-3xl"
      />
      <Container className={cn("py-16 sm:py-24", aside ? "grid grid-cols-1 items-center gap-12 lg:grid-cols-[1.1fr_1fr]" : "")}>
        <div className="min-w-0 space-y-6">
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 id="page-title" className="max-w-4xl font-display text-4xl leading-[1.05] font-bold text-fg sm:text-6xl">
            {title}
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-muted">{lead}</p>
          {children}
        </div>
        {aside && <div className="min-w-0">{aside}</div>}
      </Container>
    </section>
  );
}

type HeroLink = { href: string; label: string };

/** A page's two calls to action: the primary (with an arrow) and a secondary one. */
export function ActionPair({ primary, secondary, secondaryIcon }: { primary: HeroLink; secondary: HeroLink; secondaryIcon?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <ButtonLink href={primary.href} size="lg">
        {primary.label}
        <ArrowRight className="size-4" aria-hidden="true" />
      </ButtonLink>
      <ButtonLink href={secondary.href} size="lg" variant="secondary">
        {secondaryIcon}
        {secondary.label}
      </ButtonLink>
    </div>
  );
}

type SplitHeroProps = {
  eyebrow: string;
  title: { lead: string; accent: string };
  lead: ReactNode;
  primary: HeroLink;
  secondary: HeroLink;
  /** An icon before the secondary action's label. */
  secondaryIcon?: ReactNode;
  /** Under the actions (e.g. key numbers). */
  footer?: ReactNode;
  /** Grid columns and glow position of this page's hero. */
  columnsClass: string;
  glowClass: string;
  /** The illustration beside the text. */
  children: ReactNode;
};

/** A two-column page top: the h1 with its gradient accent, a lead and two actions, beside an illustration. */
export function SplitHero({
  eyebrow,
  title,
  lead,
  primary,
  secondary,
  secondaryIcon,
  footer,
  columnsClass,
  glowClass,
  children,
}: SplitHeroProps) {
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden border-b border-border/60">
      <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
      <div aria-hidden="true" className={cn("absolute -z-10 rounded-full blur-3xl", glowClass)} />
      <Container className={cn("grid grid-cols-1 items-center gap-12 py-16 sm:py-24", columnsClass)}>
        <div className="space-y-6">
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 id="page-title" className="font-display text-4xl leading-[1.05] font-bold text-fg sm:text-6xl">
            {title.lead} <span className="text-gradient">{title.accent}</span>
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-muted">{lead}</p>
          <ActionPair primary={primary} secondary={secondary} secondaryIcon={secondaryIcon} />
          {footer}
        </div>
        {children}
      </Container>
    </section>
  );
}
