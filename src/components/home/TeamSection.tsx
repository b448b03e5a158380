import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";
import { ArrowRight } from "lucide-react";
import { team } from "../../content/home.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { TeamConsole } from "./TeamConsole.tsx";

/** Section 12: the team, with its image (the team's operations console, drawn at build time). */
export function TeamSection() {
  return (
    <section aria-labelledby="team-title" data-home-section="team" className="py-12 sm:py-24">
      <Container className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2">
        {/* The heading first on a phone; from lg the console takes the left column. */}
        <TeamConsole className="order-2 lg:order-1" />
        <div className="order-1 space-y-6 lg:order-2">
          <SectionHeading id="team-title" eyebrow={team.eyebrow} title={team.heading} lead={team.text} />
          {/* No team facts here (review round 15: they stood on home, /about and /careers): one link says how many
              roles are open and leads to /careers, which lists them with their location and type. */}
          <ul className="flex flex-wrap gap-6">
            {team.links.map((l) => (
              <li key={l.href}>
                <a href={l.href} className={cn("inline-flex min-h-11 items-center gap-2", linkClass("quiet"))}>
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
