import { teams } from "../../content/team.ts";
import { ArtPanel } from "../art/Art.tsx";

/**
 * The team, shown on Home (its team image) and /about (round 16; not on /careers since round 17): the team's console in the site's illustration language (docs/design.md), drawn at build
 * time from src/content/team.ts. Six desks, the departments of the careers roles, each with what it
 * looks after and its open role (its LED lit: live). The roles' facts (remote, full-time) are /careers'; beside the
 * console one link says how many are open (review round 15), not a status line of its own. No people are drawn, none invented. One named image (role="img"); its words are its picture.
 */
export function TeamConsole({ className, variant = "desks" }: { className?: string; variant?: "desks" | "chips" }) {
  if (variant === "chips") return <TeamChips className={className} />;
  return (
    <ArtPanel caption={teams.caption} className={className}>
      <div role="img" aria-label={teams.label} data-team-image="" className="p-4 sm:p-6">
        <ul aria-hidden="true" className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-border bg-border sm:grid-cols-3">
          {teams.desks.map((d) => (
            <li key={d.department} data-discipline={d.department} className="flex min-w-0 flex-col gap-2 bg-bg px-3 py-3.5 sm:px-4 sm:py-5">
              {/* No number: the desks are not a sequence. */}
              <span className="font-mono text-xs font-semibold tracking-[0.06em] text-fg uppercase sm:tracking-[0.12em]">
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
 * Opt-in (`variant="chips"`, Home since review round 19; /about keeps the full console): the desks as one row of chips in
 * the same window card, each its department's name, so Home teases the team and /about tells it. The row wraps on a
 * phone and at lg; one line at 1440 (Home's section gives it the wider column).
 */
function TeamChips({ className }: { className?: string }) {
  return (
    <ArtPanel caption={teams.teaser.caption} className={className}>
      <div role="img" aria-label={teams.teaser.label} data-team-image="" data-team-chips="" className="p-4 sm:p-5">
        <ul aria-hidden="true" className="flex flex-wrap gap-1.5">
          {teams.desks.map((d) => (
            <li
              key={d.department}
              data-discipline={d.department}
              className="rounded-full border border-border bg-bg px-2.5 py-1.5 font-mono text-xs tracking-[0.06em] whitespace-nowrap text-fg uppercase"
            >
              {d.department}
            </li>
          ))}
        </ul>
      </div>
    </ArtPanel>
  );
}
