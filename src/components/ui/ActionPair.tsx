import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "./ButtonLink.tsx";

export type HeroLink = { href: string; label: string };

type ActionPairProps = {
  primary: HeroLink;
  secondary: HeroLink;
  secondaryIcon?: ReactNode;
};

/** A page's two calls to action: the primary (with an arrow) and a secondary one. */
export function ActionPair({ primary, secondary, secondaryIcon }: ActionPairProps) {
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
