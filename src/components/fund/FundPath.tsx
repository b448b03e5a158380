import { fundPage } from "../../content/fund.ts";
import { ArtPanel, Rack, Tile } from "../art/Art.tsx";
import { PingMark } from "../brand/PingMark.tsx";
import { FG, LIVE, MUTED, PAY } from "../art/palette.ts";

const W = 480;
/** The drawing only: its words are HTML under it (review round 17), so they keep the site's label size at every width. */
const H = 200;

/**
 * /ecosystem-fund's first-screen picture, in the site's illustration language (docs/design.md
 * "Illustration language"): a grant's path. The PING coin (the fund) with its ping's echo, a dashed
 * violet line (a payment, x402's colour) to your project, and a lit line (compute in use, the accent)
 * from the project to the network's GPUs, a rack with its units lit. Inline SVG drawn at build time
 * (no file, no script), one 1.5 stroke, named by role="img"; its words are `fundPage.path`.
 *
 * Review round 17: the words were SVG text, so they scaled with the drawing: 19 px mono at 1440 (the site's labels are
 * 12-13 px), about 11-12 px on a phone. Now the words are HTML under the drawing, set as the site's axis labels (mono,
 * 12 px, 13 px from sm), each centred under its part.
 *
 * Review round 18: the drawing floated unframed in the hero's right half, 520 × 200 px with 150 px of nothing above and
 * below it, where Home, /about and /careers frame theirs. Now it sits in the same titled window card (`ArtPanel`, its
 * caption the picture's name, `fundPage.path.caption`), fills its column, and is drawn taller (200 units, not 150: a
 * larger coin, the project's editor and the rack as tall as the coin's echo), so the card balances the title block.
 */
export function FundPath() {
  const { path } = fundPage;
  const coin = { x: 80, y: 100 };
  const tile = { x: 186, y: 24, w: 128, h: 152 };
  const rack = { x: 360, y: 22, units: 10 };
  const mid = tile.y + tile.h / 2;
  /** The words, each centred under its part (in % of the drawing's width). */
  const labels = [
    { x: coin.x, text: path.fund, className: "text-muted" },
    { x: tile.x + tile.w / 2, text: path.project, className: "text-fg" },
    { x: rack.x + 60, text: path.compute, className: "text-muted" },
  ];
  return (
    <ArtPanel caption={path.caption} className="shadow-none">
      <div className="px-4 pt-6 pb-4 sm:px-8 sm:pt-9 sm:pb-7" data-fund-path-figure="">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          width={W}
          height={H}
          role="img"
          aria-label={path.alt}
          data-fund-path=""
          className="block h-auto w-full"
        >
          {/* The coin's echo: the mark's own rings, carried out into the picture. */}
          {[62, 78].map((r, i) => (
            <circle
              key={r}
              cx={coin.x}
              cy={coin.y}
              r={r}
              fill="none"
              stroke={MUTED}
              strokeOpacity={i === 0 ? 0.3 : 0.16}
              strokeWidth="1.5"
              strokeDasharray="2 5"
            />
          ))}
          <g transform={`translate(${coin.x - 50} ${coin.y - 50})`}>
            <PingMark size={100} />
          </g>
          {/* The grant: paid in PING, a dashed violet line into the project. */}
          <path d={`M${coin.x + 54} ${mid} H${tile.x - 6}`} stroke={PAY} strokeWidth="1.5" strokeDasharray="5 4" />
          <path d={`M${tile.x - 12} ${mid - 5} l6 5 -6 5`} fill="none" stroke={PAY} strokeWidth="1.5" />
          {/* Your project: a code editor's lines under a prompt. */}
          <Tile x={tile.x} y={tile.y} w={tile.w} h={tile.h} rx={8} />
          <path d={`M${tile.x + 16} ${tile.y + 20} l7 6 -7 6`} fill="none" stroke={FG} strokeOpacity="0.8" strokeWidth="1.5" />
          <path d={`M${tile.x + 30} ${tile.y + 32} H${tile.x + 52}`} stroke={FG} strokeOpacity="0.8" strokeWidth="1.5" />
          {[
            [16, 94],
            [28, 108],
            [28, 78],
            [16, 100],
            [28, 66],
            [28, 96],
            [16, 58],
            [16, 86],
          ].map(([indent, end], i) => (
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing: the position is the line
              key={i}
              d={`M${tile.x + indent!} ${tile.y + 50 + i * 12} H${tile.x + end!}`}
              stroke={MUTED}
              strokeOpacity="0.45"
              strokeWidth="1.5"
            />
          ))}
          {/* Compute in use: a lit line from the project to the network's GPUs. */}
          <path d={`M${tile.x + tile.w} ${mid} H${rack.x - 2}`} stroke={LIVE} strokeWidth="1.5" />
          <circle cx={tile.x + tile.w} cy={mid} r="3" fill={LIVE} />
          <Rack x={rack.x} y={rack.y} units={rack.units} live={Array.from({ length: rack.units }, (_, u) => u)} />
        </svg>
        {/* The words (the picture's name says them to a screen reader). */}
        <div aria-hidden="true" className="relative mt-3 h-5 sm:mt-4">
          {labels.map((l) => (
            <span
              key={l.text}
              className={`absolute top-0 -translate-x-1/2 font-mono text-xs leading-5 whitespace-nowrap sm:text-[0.8125rem] ${l.className}`}
              style={{ left: `${((l.x / W) * 100).toFixed(2)}%` }}
              data-fund-path-label=""
            >
              {l.text}
            </span>
          ))}
        </div>
      </div>
    </ArtPanel>
  );
}
