import { careersHero } from "../../content/careers.ts";
import { ArtPanel } from "../art/Art.tsx";
import { FG, LIVE, MUTED, STROKE } from "../art/palette.ts";

/** The drawing's width for 24 hours, and one hour. */
const W = 480;
const HOUR = W / 24;
const ROW = 44;
const BAR = 16;
/** Working days side by side, a few hours apart (none named: the site names no zone); the middle one is yours. */
const DAYS = [5, 7, 9, 10, 12] as const;
const YOU = 2;
const LENGTH = 9;
/** Where every day overlaps: from the last start to the first end. */
const OVERLAP = [Math.max(...DAYS), Math.min(...DAYS) + LENGTH] as const;
const H = DAYS.length * ROW + 8;

/**
 * /careers' hero picture (review round 17: it was Home's team desks, on Home and /about too, and it listed the
 * roles the table lists): how the team works ("From the time zone you live in. Async by default, with overlap where
 * it matters."), drawn at build time in the site's line art. One day's hours across; working days side by side, yours
 * in the foreground colour; the hours where all of them meet lit in the accent (live: the team online together);
 * dashed tracks for the rest of the day, async. The hours and legend are HTML, so they stay legible on a phone.
 * One named image (role="img").
 */
export function WorkingHours({ className }: { className?: string }) {
  const { hours } = careersHero;
  const x = (h: number) => h * HOUR;
  return (
    <ArtPanel caption={hours.caption} className={className} compactCaption>
      <div role="img" aria-label={hours.label} className="space-y-3 p-4 sm:p-6" data-working-hours="">
        <div aria-hidden="true" className="relative h-4 font-mono text-xs text-muted" data-hour-ticks="">
          {hours.ticks.map((t, i) => (
            <span
              key={t}
              className="absolute top-0 -translate-x-1/2 first:translate-x-0 last:-translate-x-full"
              style={{ left: `${(i / (hours.ticks.length - 1)) * 100}%` }}
            >
              {t}
            </span>
          ))}
        </div>
        <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} aria-hidden="true" className="block h-auto w-full overflow-visible">
          {/* The hour grid: a tick each hour, a rule each six. */}
          {Array.from({ length: 25 }, (_, h) => (
            <line
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing: the position is the hour
              key={h}
              x1={x(h)}
              x2={x(h)}
              y1={0}
              y2={h % 6 ? 4 : H}
              stroke={h % 6 ? MUTED : STROKE}
              strokeOpacity={h % 6 ? 0.35 : 0.7}
              strokeWidth="1"
            />
          ))}
          {/* The overlap: the hours every day shares. */}
          <rect x={x(OVERLAP[0])} y={6} width={x(OVERLAP[1] - OVERLAP[0])} height={H - 6} fill={LIVE} fillOpacity="0.1" />
          <path
            d={`M${x(OVERLAP[0])} 6 V${H} M${x(OVERLAP[1])} 6 V${H}`}
            stroke={LIVE}
            strokeOpacity="0.7"
            strokeWidth="1.5"
            strokeDasharray="4 3"
          />
          {DAYS.map((start, k) => {
            const y = 12 + k * ROW + (ROW - BAR) / 2;
            const you = k === YOU;
            return (
              <g key={start} data-working-day={you ? "you" : "team"}>
                {/* The rest of the day: async. */}
                <path
                  d={`M0 ${y + BAR / 2} H${x(start)} M${x(start + LENGTH)} ${y + BAR / 2} H${W}`}
                  stroke={MUTED}
                  strokeOpacity="0.4"
                  strokeWidth="1.5"
                  strokeDasharray="2 5"
                />
                <rect
                  x={x(start) + 0.75}
                  y={y + 0.75}
                  width={x(LENGTH) - 1.5}
                  height={BAR - 1.5}
                  rx={(BAR - 1.5) / 2}
                  fill={you ? FG : MUTED}
                  fillOpacity={you ? 0.16 : 0.14}
                  stroke={you ? FG : MUTED}
                  strokeOpacity={you ? 0.85 : 0.55}
                  strokeWidth="1.5"
                />
                {/* The working day's part in the overlap, lit. */}
                <path
                  d={`M${x(OVERLAP[0]) + 3} ${y + BAR / 2} H${x(OVERLAP[1]) - 3}`}
                  stroke={LIVE}
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </g>
            );
          })}
        </svg>
        <ul aria-hidden="true" className="flex flex-wrap gap-x-5 gap-y-2 pt-1 font-mono text-xs text-muted" data-hours-legend="">
          <li className="flex items-center gap-2">
            <span className="h-2.5 w-5 rounded-full border border-fg/85 bg-fg/15" />
            {hours.legend.you}
          </li>
          <li className="flex items-center gap-2">
            <span className="h-2.5 w-5 rounded-full border border-muted/55 bg-muted/15" />
            {hours.legend.team}
          </li>
          <li className="flex items-center gap-2">
            <span className="h-2.5 w-3 border-x border-dashed border-accent/70 bg-accent/10" />
            {hours.legend.overlap}
          </li>
          <li className="flex items-center gap-2">
            <span className="w-5 border-t-[1.5px] border-dotted border-muted/60" />
            {hours.legend.async}
          </li>
        </ul>
      </div>
    </ArtPanel>
  );
}
