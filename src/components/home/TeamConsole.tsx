import { ArrowRight } from "lucide-react";
import { teams } from "../../content/team.ts";
import { ArtPanel } from "../art/Art.tsx";
import { departmentName } from "../ui/Facts.tsx";
import { SeparatedRun } from "../ui/SeparatedRun.tsx";

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
      {/* Review round 23: below sm the desks' grid filled the panel, no frame of its own. Review round 26: at every width
          (from sm it was a bordered grid inset 24 px in the bordered panel, a box inside a box): the panel's border is
          the one frame, the desks parted by its hairlines. */}
      <div role="img" aria-label={teams.label} data-team-image="">
        <ul aria-hidden="true" className="grid grid-cols-2 gap-px overflow-hidden bg-border sm:grid-cols-3" data-team-desks="">
          {teams.desks.map((d) => (
            <li key={d.department} data-discipline={d.department} className="flex min-w-0 flex-col gap-2 bg-bg px-3 py-3.5 sm:px-5 sm:py-5">
              {/* No number: the desks are not a sequence. Review round 21: the name in the site's one department look
                  (it was white mono capitals, Home's 18 px bold white, /careers' white mono). */}
              <span className={departmentName} data-department="">
                {d.department}
              </span>
              <span className="block flex-1 text-xs leading-snug text-balance text-muted sm:text-sm">{d.does}</span>
            </li>
          ))}
        </ul>
      </div>
      {/* Review round 26: the roles said once, one line and one link under the desks (each desk carried the same
          "1 open role" badge, six times); the LED is the badges' lit dot, kept once. */}
      <a
        href={teams.openRoles.href}
        className="flex min-h-11 items-center gap-2.5 border-t border-border px-3 py-2 font-mono text-[0.8125rem] text-fg/85 hover:text-fg sm:px-5"
        data-team-open-roles=""
      >
        <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-accent" />
        <span className="underline decoration-fg/30 underline-offset-4">{teams.openRoles.text}</span>
        <ArrowRight className="size-4 shrink-0 text-muted" aria-hidden="true" />
      </a>
    </ArtPanel>
  );
}

/**
 * Opt-in (`variant="list"`, Home; /about keeps the full console): the six desks as a plain list of their departments'
 * names, no card and no window chrome (review round 20: round 19's "team / six desks" card holding six chips read as
 * filler dressed as a console), so Home teases the team and /about tells it. Review round 21: the names in the site's
 * one department look (muted mono, regular). Review round 22: one inline run parted by middots, no rules (six names
 * each on a hairline, three columns, read as an empty table); a line breaks only after a middot, never inside a name.
 */
function TeamList({ className }: { className?: string }) {
  // Review round 23: at 375 lines ended on a "·" (the separator went with the name before it). Each name now carries its
  // separator before it, and the run is pulled 24 px left inside a clipping box: the separator of a line's first name
  // falls in the clipped strip, so a separator shows only between two names on one line, never at a line's end or start.
  // Review round 24: the run is the shared SeparatedRun (also /privacy's field names).
  return (
    <SeparatedRun
      role="img"
      aria-label={teams.teaser.label}
      data-team-image=""
      data-team-list=""
      className={className}
      decorative
      listClassName={`leading-7 ${departmentName}`}
      separatorClassName="text-muted/60"
      itemClassName={departmentName}
      items={teams.desks.map((d) => ({
        key: d.department,
        label: d.department,
        attrs: { "data-discipline": d.department, "data-department": "" },
      }))}
    />
  );
}
