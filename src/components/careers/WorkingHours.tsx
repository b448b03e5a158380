import { Fragment } from "react";
import { careersHero } from "../../content/careers.ts";
import { ArtPanel } from "../art/Art.tsx";
import { Legend } from "../art/Legend.tsx";

/** Working days side by side, a few hours apart (none named: the site names no zone); the middle one is yours. */
const DAYS = [5, 7, 9, 10, 12] as const;
const YOU = 2;
const LENGTH = 9;
/** Where every day overlaps: from the last start to the first end. */
const OVERLAP = [Math.max(...DAYS), Math.min(...DAYS) + LENGTH] as const;

/** An hour's place across the day, and an hour as the ticks write it ("05"). */
const at = (h: number) => `${(h / 24) * 100}%`;
const hh = (h: number) => String(h).padStart(2, "0");

/** The drawing's marks, shared by the rows and the legend so the key is what the chart draws. */
const MARK = {
  overlap: "border-x-[1.5px] border-dashed border-accent/70 bg-accent/10",
  async: "h-[1.5px] bg-[repeating-linear-gradient(90deg,var(--color-muted)_0_2px,transparent_2px_7px)] opacity-60",
  you: "border-[1.5px] border-fg/85 bg-fg/15",
  team: "border-[1.5px] border-muted/55 bg-muted/15",
} as const;

/**
 * /careers' hero picture (review round 17: it was Home's team desks, on Home and /about too, and it listed the
 * roles the table lists): how the team works, drawn at build time. One day's hours across; working days side by side,
 * yours in the foreground colour; the hours where all of them meet lit in the accent (the team online together); dashed
 * tracks for the rest of the day, async. One named image (role="img"), under the sentence it draws (`hours.note`).
 *
 * Review round 19: the rows were unlabelled, and the chart was one SVG scaled to its width, so at 375 px its text was
 * ~11 px and its bars 8 px. It is HTML now, a grid: each row named (whose day: "You" or "Team") with the hours it draws
 * ("05–14"), in 12 px mono; bars a fixed 16 px (20 from sm) in rows of 32 (40), whatever the width; the hours and the
 * overlap placed in percent of the day. The legend is the shared `Legend` (also Home's map's). Review round 24: the
 * labels ("Team", "05–14", the axis' 00–24) are 13 px (at 12 px mono they read as ~11 px at 375).
 */
export function WorkingHours({ className }: { className?: string }) {
  const { hours } = careersHero;
  return (
    <ArtPanel caption={hours.caption} className={className} compactCaption>
      <div className="space-y-4 p-4 sm:p-6">
        <p className="text-sm leading-relaxed text-balance text-muted" data-hours-note="">
          {hours.note}
        </p>
        <div role="img" aria-label={hours.label} className="space-y-4" data-working-hours="">
          <div
            aria-hidden="true"
            className="grid grid-cols-[auto_auto_minmax(0,1fr)] items-center gap-x-3 font-mono text-[0.8125rem] leading-5"
            data-hours-chart=""
          >
            {/* Behind the rows: the hour grid (a rule each six hours; the hourly ticks are the axis') and the hours every
                day shares. */}
            <div style={{ gridColumn: 3, gridRow: `1 / span ${DAYS.length}` }} className="relative self-stretch" data-hour-grid="">
              {[0, 6, 12, 18, 24].map((h) => (
                <span key={h} className="absolute inset-y-0 w-px -translate-x-1/2 bg-border" style={{ left: at(h) }} />
              ))}
              <span
                className={`absolute inset-y-0 ${MARK.overlap}`}
                style={{ left: at(OVERLAP[0]), width: at(OVERLAP[1] - OVERLAP[0]) }}
                data-hours-overlap=""
              />
            </div>
            {DAYS.map((start, k) => {
              const you = k === YOU;
              const row = k + 1;
              return (
                <Fragment key={start}>
                  <span style={{ gridColumn: 1, gridRow: row }} className={you ? "text-fg" : "text-muted"} data-row-label="">
                    {you ? hours.rows.you : hours.rows.team}
                  </span>
                  <span style={{ gridColumn: 2, gridRow: row }} className={you ? "text-fg" : "text-muted"} data-row-hours="">
                    {`${hh(start)}–${hh(start + LENGTH)}`}
                  </span>
                  <div style={{ gridColumn: 3, gridRow: row }} className="relative h-8 sm:h-10" data-working-day={you ? "you" : "team"}>
                    {/* The rest of the day: async. */}
                    <span className={`absolute top-1/2 left-0 -translate-y-1/2 ${MARK.async}`} style={{ width: at(start) }} />
                    <span
                      className={`absolute top-1/2 right-0 -translate-y-1/2 ${MARK.async}`}
                      style={{ width: at(24 - start - LENGTH) }}
                    />
                    <span
                      className={`absolute top-1/2 h-4 -translate-y-1/2 rounded-full sm:h-5 ${you ? MARK.you : MARK.team}`}
                      style={{ left: at(start), width: at(LENGTH) }}
                      data-working-bar=""
                    />
                    {/* The working day's part in the overlap, lit. */}
                    <span
                      className="absolute top-1/2 h-[3px] -translate-y-1/2 rounded-full bg-accent"
                      style={{ left: `calc(${at(OVERLAP[0])} + 3px)`, width: `calc(${at(OVERLAP[1] - OVERLAP[0])} - 6px)` }}
                    />
                  </div>
                </Fragment>
              );
            })}
            {/* Review round 20: the hours' labels on their own row under the chart, 8 px clear of the rows and the overlap band
                (over it, "12" stood on the band's dashed edge at 375). */}
            <div
              style={{ gridColumn: 3, gridRow: DAYS.length + 1 }}
              className="relative mt-2 h-6 border-t border-border text-muted"
              data-hour-ticks=""
            >
              {Array.from({ length: 25 }, (_, h) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing: the position is the hour
                  key={h}
                  className={`absolute top-0 w-px -translate-x-1/2 ${h % 6 ? "h-1 bg-muted/35" : "h-1.5 bg-muted/60"}`}
                  style={{ left: at(h) }}
                />
              ))}
              {hours.ticks.map((t, i) => (
                <span
                  key={t}
                  className="absolute top-2 -translate-x-1/2 first:translate-x-0 last:-translate-x-full"
                  style={{ left: `${(i / (hours.ticks.length - 1)) * 100}%` }}
                >
                  {t}
                </span>
              ))}
            </div>
          </div>
          {/* Review round 26: the key's swatches were a 12 px box and a 1.5 px line that read as 8 px marks beside 12 px
              words. Each swatch is a 14 px box now (the async track's dots drawn across its middle), its centre on the
              label's, framed as a key's box (the async one a hairline frame), and the words are the chart's 13 px (its row labels'). */}
          <Legend
            data-hours-legend=""
            className="gap-x-6 text-[0.8125rem] leading-5"
            items={[
              { swatch: `size-3.5 shrink-0 ${MARK.overlap}`, label: hours.legend.overlap },
              {
                swatch:
                  "h-3.5 w-6 shrink-0 border border-border bg-[repeating-linear-gradient(90deg,var(--color-muted)_0_2px,transparent_2px_5px)] bg-[length:100%_2px] bg-center bg-no-repeat",
                label: hours.legend.async,
              },
            ]}
          />
        </div>
      </div>
    </ArtPanel>
  );
}
