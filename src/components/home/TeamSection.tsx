import { ArrowRight } from "lucide-react";
import { team } from "../../content/home.ts";
import { Container, SectionHeading } from "../ui/Section.tsx";

/** Section 12: the team, with its illustration. */
export function TeamSection() {
  const { image } = team;
  return (
    <section aria-labelledby="team-title" data-home-section="team" className="py-16 sm:py-24">
      <Container className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2">
        <div className="overflow-hidden rounded-card border border-border bg-surface">
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
        </div>
        <div className="space-y-6">
          <SectionHeading id="team-title" eyebrow={team.eyebrow} title={team.heading} lead={team.text} />
          <ul className="space-y-3">
            {team.facts.map(({ label, icon: Icon }) => (
              <li key={label} className="flex items-center gap-3 text-fg">
                <span className="grid size-9 place-items-center rounded-lg bg-surface-2 text-accent">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {label}
              </li>
            ))}
          </ul>
          <ul className="flex flex-wrap gap-6">
            {team.links.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="inline-flex items-center gap-2 font-medium text-accent hover:underline">
                  {l.label}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
