import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "./ButtonLink.tsx";

export type HeroLink = { href: string; label: string };

type ActionPairProps = {
  primary: HeroLink;
  secondary: HeroLink;
  secondaryIcon?: ReactNode;
  /**
   * `accent`: the primary is the view's one gradient action, unless it is Access Compute, which is
   * solid everywhere (ButtonLink). `solid`: a neutral solid primary, for a second call on a page whose
   * gradient is already spent (a closing band after the hero's call).
   */
  tone?: "accent" | "solid";
};

/** A page's two calls to action: the primary (with an arrow) and a secondary one. */
export function ActionPair({ primary, secondary, secondaryIcon, tone = "accent" }: ActionPairProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <ButtonLink href={primary.href} size="lg" variant={tone === "accent" ? "primary" : "solid"}>
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
