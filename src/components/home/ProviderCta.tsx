import { ArrowRight, Check } from "lucide-react";
import { provider } from "../../content/home.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { CallToAction } from "../ui/CallToAction.tsx";

/** Section 10: Become A GPU Provider, Learn More then Get Started (the spec's order), both to /contact. */
export function ProviderCta() {
  return (
    <CallToAction
      titleId="provider-title"
      eyebrow={provider.eyebrow}
      title={provider.heading}
      text={provider.text}
      sectionProps={{ "data-home-section": "provider" } as Record<string, string>}
      actions={
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={provider.learnMore.href} size="lg" variant="secondary">
            {provider.learnMore.label}
            <span className="sr-only"> {provider.learnMore.context}</span>
          </ButtonLink>
          <ButtonLink href={provider.getStarted.href} size="lg">
            {provider.getStarted.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      }
    >
      <ul className="flex flex-col gap-x-6 gap-y-2 pt-2 sm:flex-row sm:flex-wrap">
        {provider.points.map((p) => (
          <li key={p} className="flex items-center gap-2 text-sm text-fg">
            <Check className="size-4 shrink-0 text-muted" aria-hidden="true" />
            {p}
          </li>
        ))}
      </ul>
    </CallToAction>
  );
}
