import type { ReactNode } from "react";
import { ActionPair, type HeroLink } from "./ActionPair.tsx";
import { cn } from "./cn.ts";
import { Container } from "./Container.tsx";
import { Eyebrow } from "./Eyebrow.tsx";
import { PageTitle } from "./PageTitle.tsx";

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

/**
 * A two-column page top: the h1 (its second part on a line of its own), a lead and two actions, beside an
 * illustration. The accent starts its own line, so the heading breaks in the same place in the
 * fallback face and the web face (no line moves when the face arrives).
 */
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
          <PageTitle>
            {title.lead} <span className="block text-muted">{title.accent}</span>
          </PageTitle>
          <p className="max-w-2xl text-lg leading-relaxed text-muted">{lead}</p>
          <ActionPair primary={primary} secondary={secondary} secondaryIcon={secondaryIcon} />
          {footer}
        </div>
        {children}
      </Container>
    </section>
  );
}
