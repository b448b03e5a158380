import { teams } from "../../content/team.ts";
import { ArtPanel } from "../art/Art.tsx";
import { departmentName } from "../ui/Facts.tsx";

/**
 * The team, shown on Home (its team image) and /about (round 16; not on /careers since round 17): the team's console in the site's illustration language (docs/design.md), drawn at build
 * time from src/content/team.ts. Six desks, the departments of the careers roles, each with what it
 * looks after and its open role (its LED lit: live). The roles' facts (remote, full-time) are /careers'; beside the
 * console one link says how many are open (review round 15), not a status line of its own. No people are drawn, none invented. One named image (role="img"); its words are its picture.
 */
export function TeamConsole({ className, variant = "desks" }: { className?: string; variant?: "desks" | "list" }) {
  if (variant === "list") return <TeamList className={className} />;
  return (
    <ArtPanel caption={teams.caption} className={className}>
      <div role="img" aria-label={teams.label} data-team-image="" className="p-4 sm:p-6">
        <ul aria-hidden="true" className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-border bg-border sm:grid-cols-3">
          {teams.desks.map((d) => (
            <li key={d.department} data-discipline={d.department} className="flex min-w-0 flex-col gap-2 bg-bg px-3 py-3.5 sm:px-4 sm:py-5">
              {/* No number: the desks are not a sequence. Review round 21: the name in the site's one department look
                  (it was white mono capitals, Home's 18 px bold white, /careers' white mono). */}
              <span className={departmentName} data-department="">
                {d.department}
              </span>
              <span className="block flex-1 text-xs leading-snug text-balance text-muted sm:text-sm">{d.does}</span>
              <span className="flex items-center gap-1.5 font-mono text-xs text-fg/80">
                <span className="size-1.5 shrink-0 rounded-full bg-accent" />
                {teams.openRole}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ArtPanel>
  );
}

/**
 * Opt-in (`variant="list"`, Home; /about keeps the full console): the six desks as a plain list of their departments'
 * names, no card and no window chrome (review round 20: round 19's "team / six desks" card holding six chips read as
 * filler dressed as a console), so Home teases the team and /about tells it. Each name on a hairline, two columns on a
 * phone, three from sm. Review round 21: the names in the site's one department look (muted mono, regular): in the
 * display face, 18 px bold white, they read as links.
 */
function TeamList({ className }: { className?: string }) {
  return (
    <div role="img" aria-label={teams.teaser.label} data-team-image="" data-team-list="" className={className}>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-x-6 border-b border-border sm:grid-cols-3">
        {teams.desks.map((d) => (
          <li
            key={d.department}
            data-discipline={d.department}
            data-department=""
            className={`border-t border-border py-3 whitespace-nowrap ${departmentName}`}
          >
            {d.department}
          </li>
        ))}
      </ul>
    </div>
  );
}
