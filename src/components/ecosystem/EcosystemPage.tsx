import { ArrowRight } from "lucide-react";
import { ecosystem } from "../../content/ecosystem.ts";
import { Container, PageHero, SectionHeading, cardClass } from "../ui/Section.tsx";
import { SocialLinks } from "../chrome/SocialLinks.tsx";
import { ButtonLink } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";
import { BrandLogo } from "../brand/BrandLogo.tsx";
import { PartnerWordmark } from "../brand/PartnerWordmark.tsx";
import { EcosystemVisual } from "../art/HeroVisuals.tsx";
import { iconTileClass } from "../ui/IconTile.tsx";

/** /ecosystem: stats cards, partner lists by category, and a community call to action. */
export function EcosystemPage() {
  const { community } = ecosystem;
  return (
    <>
      <PageHero eyebrow={ecosystem.eyebrow} title={ecosystem.heading} lead={ecosystem.lead} aside={<EcosystemVisual />} />
      <section aria-label={ecosystem.statsLabel} className="py-16">
        <Container>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {ecosystem.stats.map(({ value, label, icon: Icon }) => (
              <li key={label} data-eco-stat className={cn(cardClass(), "flex items-center gap-5 p-6 sm:flex-col sm:items-start sm:p-8")}>
                <span className={iconTileClass("lg")}>
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <p className="flex flex-col">
                  <span className="font-display text-fg text-4xl font-bold sm:text-5xl">{value}</span>
                  <span className="text-muted">{label}</span>
                </p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <section aria-labelledby="partners-title" className="border-y border-border/60 bg-surface/40 py-16 sm:py-24">
        <Container className="space-y-10">
          <SectionHeading
            id="partners-title"
            eyebrow={ecosystem.partnersEyebrow}
            title={ecosystem.partnersHeading}
            lead={ecosystem.partnersLead}
          />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            {ecosystem.categories.map(({ id, name, lead, icon: Icon, partners }, i) => (
              <section
                key={id}
                id={id}
                aria-labelledby={`${id}-title`}
                className={cn(cardClass(), "p-6 sm:p-8", i === ecosystem.categories.length - 1 && "lg:col-span-2")}
              >
                <div className="mb-6 flex items-center gap-4">
                  <span className={iconTileClass("md")}>
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 id={`${id}-title`} className="font-display text-xl font-semibold text-fg">
                      {name}
                    </h3>
                    <p className="text-sm text-muted">{lead}</p>
                  </div>
                </div>
                <ul className={cn("grid grid-cols-1 gap-3 sm:grid-cols-2", i === ecosystem.categories.length - 1 && "lg:grid-cols-4")}>
                  {partners.map((p) => (
                    <li key={p.name} className="rounded-xl border border-border bg-bg/60 px-4 py-3">
                      <p>
                        <PartnerWordmark
                          name={p.name}
                          mark={p.logo && <BrandLogo logo={p.logo} size={16} className="opacity-80 grayscale" />}
                        />
                      </p>
                      <p className="mt-1 text-sm text-muted">{p.text}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </Container>
      </section>
      <section aria-labelledby="community-title" className="py-16 sm:py-24">
        <Container>
          <div className="flex flex-col gap-8 rounded-card border border-border bg-surface p-6 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl space-y-3">
              <h2 id="community-title" className="font-display text-3xl font-semibold text-fg">
                {community.heading}
              </h2>
              <p className="text-muted">{community.text}</p>
              <SocialLinks className="pt-2" />
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <ButtonLink href={community.fund.href}>
                {community.fund.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
              <ButtonLink href={community.contact.href} variant="secondary">
                {community.contact.label}
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
