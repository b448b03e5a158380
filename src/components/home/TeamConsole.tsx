import { team } from "../../content/home.ts";
import { ArtPanel } from "../art/Art.tsx";

const { image } = team;

/**
 * The team image, in the site's illustration language (docs/design.md), drawn at build time from
 * src/content: the team's operations console. Its six desks are the team's disciplines (the
 * departments of the careers page's roles), each with what it looks after, over the team's one
 * status line. No people are drawn, none invented; no network figures (those live in the stats
 * band and on /nirvana-atmosphere). One named image (role="img"); its words are its picture.
 */
export function TeamConsole() {
  return (
    <ArtPanel caption={image.caption}>
      <div role="img" aria-label={image.label} data-team-image="" className="space-y-4 p-4 sm:p-6">
        <ol aria-hidden="true" className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-border bg-border sm:grid-cols-3">
          {image.disciplines.map((d, i) => (
            <li key={d.department} data-discipline={d.department} className="min-w-0 space-y-2 bg-bg px-3 py-3.5 sm:px-4 sm:py-5">
              <span className="flex items-center justify-between gap-2 font-mono text-xs text-muted">
                <span className="font-semibold tracking-[0.06em] text-fg uppercase sm:tracking-[0.12em]">{d.department}</span>
                <span className="max-sm:hidden">{String(i + 1).padStart(2, "0")}</span>
              </span>
              <span className="block text-xs leading-snug text-muted sm:text-sm">{d.does}</span>
            </li>
          ))}
        </ol>
        <p aria-hidden="true" className="flex items-center justify-between gap-3 font-mono text-xs text-muted">
          <span className="inline-flex items-center gap-2">
            <span className="size-2 rounded-full bg-success" />
            {image.remote}
          </span>
          <span>{image.desks(image.disciplines.length)}</span>
        </p>
      </div>
    </ArtPanel>
  );
}
