import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";
import { ArrowRight } from "lucide-react";
import { team } from "../../content/home.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { TeamConsole } from "./TeamConsole.tsx";

/**
 * Section 12: the team, with its image. Review round 19: the image was /about's full console of six desks, the same panel
 * on both pages; here it is a teaser, the six desks, under it the links to /about (the full console) and /careers.
 * Review round 20: the desks a plain list (TeamConsole's opt-in `list`), no window card. Review round 22: from lg the
 * eyebrow and heading on the left; the paragraph, the six departments as one run under it and the links on the right
 * (the names alone on the right, each on a rule, read as an empty table). Review round 23: the two columns share
 * their top (the eyebrow's top on the paragraph's; bottom-aligned, the heading read as centred against the text).
 */
export function TeamSection() {
  return (
    <section aria-labelledby="team-title" data-home-section="team" className="py-12 sm:py-24">
      <Container
        className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)] lg:items-start lg:gap-16"
        data-team-grid=""
      >
        <SectionHeading id="team-title" eyebrow={team.eyebrow} title={team.heading} />
        <div className="min-w-0 space-y-5" data-team-teaser="">
          <p className="max-w-2xl text-base leading-relaxed text-pretty text-muted sm:text-lg" data-team-lead="">
            {team.text}
          </p>
          <TeamConsole variant="list" />
          {/* No team facts here (review round 15: they stood on home, /about and /careers): one link says how many
              roles are open and leads to /careers, which lists them with their location and type. */}
          <ul className="flex flex-wrap gap-x-6">
            {team.links.map((l) => (
              <li key={l.href}>
                <a href={l.href} className={cn("inline-flex min-h-11 items-center gap-2", linkClass("quiet"))} data-text-link="">
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
