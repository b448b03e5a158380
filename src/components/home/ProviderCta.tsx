import { ArrowRight, Check } from "lucide-react";
import { provider } from "../../content/home.ts";
import { ButtonLink } from "../ui/Button.tsx";
import { Container, Eyebrow } from "../ui/Section.tsx";

/** Section 10: Become A GPU Provider, Learn More then Get Started (the spec's order), both to /contact. */
export function ProviderCta() {
  return (
    <section aria-labelledby="provider-title" data-home-section="provider" className="py-16 sm:py-24">
      <Container>
        <div className="rounded-[calc(var(--radius-card)+1px)] bg-accent/35 p-px">
          <div className="relative isolate overflow-hidden rounded-card bg-surface px-6 py-12 sm:px-12 sm:py-16">
            <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10 opacity-70" />
            <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
              <div className="space-y-5">
                <Eyebrow>{provider.eyebrow}</Eyebrow>
                <h2 id="provider-title" className="font-display text-3xl font-bold text-fg sm:text-5xl">
                  {provider.heading}
                </h2>
                <p className="max-w-2xl text-lg leading-relaxed text-muted">{provider.text}</p>
                <div className="flex flex-col gap-3 pt-2 sm:flex-row">
                  <ButtonLink href={provider.learnMore.href} size="lg" variant="secondary">
                    {provider.learnMore.label}
                    <span className="sr-only"> {provider.learnMore.context}</span>
                  </ButtonLink>
                  <ButtonLink href={provider.getStarted.href} size="lg">
                    {provider.getStarted.label}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </ButtonLink>
                </div>
              </div>
              <ul className="space-y-3">
                {provider.points.map((p) => (
                  <li key={p} className="flex items-center gap-3 rounded-xl border border-border bg-bg/70 px-5 py-4 text-fg">
                    <Check className="size-5 shrink-0 text-accent" aria-hidden="true" />
                    {p}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
