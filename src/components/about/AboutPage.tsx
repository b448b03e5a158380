import { ArrowRight } from "lucide-react";
import { about } from "../../content/about.ts";
import { Container, PageHero, SectionHeading, cardClass } from "../ui/Section.tsx";
import { ButtonLink } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";
import { AboutNetworkVisual } from "../art/HeroVisuals.tsx";

/** /about: vision, numbers, values and team, all static. */
export function AboutPage() {
  const { vision, values, team } = about;
  return (
    <>
      <PageHero eyebrow={about.eyebrow} title={about.heading} lead={about.lead} aside={<AboutNetworkVisual />} />
      <section aria-labelledby="vision-title" className="py-16 sm:py-24">
        <Container className="grid grid-cols-1 gap-12 lg:grid-cols-[1fr_1.4fr]">
          <SectionHeading id="vision-title" eyebrow={vision.eyebrow} title={vision.heading} />
          <div className="space-y-5 text-lg leading-relaxed text-muted">
            {vision.paragraphs.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed paragraphs of static text, never reordered
              <p key={i}>{p}</p>
            ))}
          </div>
        </Container>
        <Container className="mt-14">
          <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-border bg-border lg:grid-cols-4">
            {about.numbers.map((n) => (
              <div key={n.label} className="row-span-2 grid grid-rows-subgrid gap-2 bg-bg p-5 sm:p-8" data-stat>
                <dt className="row-start-2 text-sm text-muted">{n.label}</dt>
                <dd className="row-start-1 text-fg w-fit self-end pb-1 font-display text-[2rem] font-bold whitespace-nowrap min-[380px]:text-4xl sm:text-5xl">
                  {n.value}
                </dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>
      <section aria-labelledby="values-title" className="border-y border-border/60 bg-surface/40 py-16 sm:py-24">
        <Container className="space-y-10">
          <SectionHeading id="values-title" eyebrow={values.eyebrow} title={values.heading} />
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {values.items.map(({ title, text, icon: Icon }) => (
              <li key={title} className={cn(cardClass(), "space-y-3 p-6")}>
                <Icon className="size-6 text-accent" aria-hidden="true" />
                <h3 className="font-display text-xl font-semibold text-fg">{title}</h3>
                <p className="text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <section aria-labelledby="team-title" className="py-16 sm:py-24">
        <Container className="grid grid-cols-1 gap-12 lg:grid-cols-2">
          <div className="space-y-6">
            <SectionHeading id="team-title" eyebrow={team.eyebrow} title={team.heading} />
            {team.paragraphs.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed paragraphs of static text, never reordered
              <p key={i} className="text-lg leading-relaxed text-muted">
                {p}
              </p>
            ))}
            <div className="flex flex-col gap-3 sm:flex-row">
              <ButtonLink href={team.cta.href}>
                {team.cta.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
              <ButtonLink href={team.contact.href} variant="secondary">
                {team.contact.label}
              </ButtonLink>
            </div>
          </div>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {team.groups.map((g, i) => (
              <li key={g.name} className={cn(cardClass(), "space-y-2 p-6")}>
                <p className="font-mono text-xs text-accent">0{i + 1}</p>
                <h3 className="font-display text-lg font-semibold text-fg">{g.name}</h3>
                <p className="text-sm text-muted">{g.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
