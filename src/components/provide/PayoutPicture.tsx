import { providePage } from "../../content/provide.ts";
import { ArtPanel, Tile } from "../art/Art.tsx";
import { FG, LIVE, MUTED, PAY, STROKE } from "../art/palette.ts";
import { PingMark } from "../brand/PingMark.tsx";

const W = 480;
/** The drawing only: its words are HTML under it (as /ecosystem-fund's FundPath), 12 px at every width. */
const H = 132;
/** The four parts' centres: the middles of four equal columns, so each word (a column of the grid under it) is centred. */
const CX = [60, 180, 300, 420] as const;
const MID = 66;

/**
 * Review round 22: at 1440 the payouts band's heading stood alone over ~520 × 300 px of nothing while its four steps ran
 * down the right column. This is that column's picture, in the site's illustration language (docs/design.md): a payout
 * drawn left to right as the steps tell it, GPU board (the job running: its LED lit) → hourly meter → the PING coin →
 * a block on Sui (the last of a short chain, the one just added). A lit line (compute in use, the accent) from the board to
 * the meter, a dashed violet line (a payment, as FundPath's grant) from the coin to the chain. No figures, no hashes, no
 * amounts; its labels are the steps' numbers. Inline SVG at build time, no script, named by role="img". At every width
 * (review round 23: below lg it stands between the band's heading and its steps).
 */
export function PayoutPicture({ className }: { className?: string }) {
  const { earnings } = providePage;
  const [gpu, meter, coin, chain] = CX;
  return (
    <ArtPanel caption={earnings.figure.caption} className={`shadow-none ${className ?? ""}`}>
      {/* Review round 23: shown at every width (it was from lg only); on a phone its padding is tighter so the drawing keeps
          ~300 px of the 343-px panel. Its labels are HTML, 12 px at every width. */}
      <div className="px-4 pt-4 pb-3 sm:px-6 sm:pt-5 sm:pb-4" data-payout-picture="">
        <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={earnings.figure.alt} className="block h-auto w-full">
          {/* 01: a GPU board serving a job: its fan, its pins at the foot, its status LED lit. */}
          <Tile x={gpu - 44} y={MID - 34} w={88} h={62} rx={6} />
          <circle cx={gpu - 12} cy={MID - 3} r="17" fill="none" stroke={STROKE} strokeWidth="1.5" />
          {[0, 60, 120].map((a) => (
            <path
              key={a}
              d={`M${gpu - 12} ${MID - 3} l0 -14`}
              transform={`rotate(${a + 20} ${gpu - 12} ${MID - 3})`}
              stroke={MUTED}
              strokeOpacity="0.5"
              strokeWidth="1.5"
            />
          ))}
          <rect x={gpu + 14} y={MID - 20} width="18" height="18" rx="2" fill="none" stroke={STROKE} strokeWidth="1.5" />
          <circle cx={gpu + 23} cy={MID + 13} r="2.4" fill={LIVE} />
          {[0, 1, 2, 3, 4, 5, 6].map((i) => (
            <path key={i} d={`M${gpu - 30 + i * 10} ${MID + 28} v7`} stroke={MUTED} strokeOpacity="0.45" strokeWidth="1.5" />
          ))}
          {/* The hour served, metered: a lit line from the board into the meter. */}
          <path d={`M${gpu + 44} ${MID} H${meter - 36}`} stroke={LIVE} strokeWidth="1.5" />
          <circle cx={gpu + 44} cy={MID} r="3" fill={LIVE} />
          {/* 02: the meter, a dial of twelve ticks (an hour) and its hand. */}
          <circle cx={meter} cy={MID} r="34" fill="var(--color-bg)" stroke={FG} strokeOpacity="0.7" strokeWidth="1.5" />
          {Array.from({ length: 12 }, (_, i) => (
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing: the position is the tick
              key={i}
              d={`M${meter} ${MID - 28} v${i % 3 === 0 ? 7 : 4}`}
              transform={`rotate(${i * 30} ${meter} ${MID})`}
              stroke={MUTED}
              strokeOpacity={i % 3 === 0 ? 0.8 : 0.45}
              strokeWidth="1.5"
            />
          ))}
          <path d={`M${meter} ${MID} L${meter + 13} ${MID - 13}`} stroke={FG} strokeOpacity="0.8" strokeWidth="1.5" strokeLinecap="round" />
          <circle cx={meter} cy={MID} r="2.6" fill={FG} fillOpacity="0.8" />
          {/* Metered, then settled: a plain line to the coin. */}
          <path d={`M${meter + 36} ${MID} H${coin - 40}`} stroke={STROKE} strokeWidth="1.5" />
          <path d={`M${coin - 46} ${MID - 5} l6 5 -6 5`} fill="none" stroke={STROKE} strokeWidth="1.5" />
          {/* 03: the PING coin with its echo (the mark's own rings, carried out). */}
          <circle cx={coin} cy={MID} r="44" fill="none" stroke={MUTED} strokeOpacity="0.25" strokeWidth="1.5" strokeDasharray="2 5" />
          <g transform={`translate(${coin - 32} ${MID - 32})`}>
            <PingMark size={64} />
          </g>
          {/* The payout, paid: a dashed violet line onto the chain. */}
          <path d={`M${coin + 46} ${MID} H${chain - 40}`} stroke={PAY} strokeWidth="1.5" strokeDasharray="5 4" />
          <path d={`M${chain - 46} ${MID - 5} l6 5 -6 5`} fill="none" stroke={PAY} strokeWidth="1.5" />
          {/* 04: a Sui transaction: a short chain of blocks, the newest (the payout's) outlined in the payment's violet. */}
          {[-1, 0, 1].map((row) => {
            const y = MID + row * 30 - 11;
            const newest = row === 0;
            return (
              <g key={row}>
                <rect
                  x={chain - 34}
                  y={y}
                  width="68"
                  height="22"
                  rx="3"
                  fill="var(--color-bg)"
                  stroke={newest ? PAY : STROKE}
                  strokeWidth="1.5"
                />
                <path
                  d={`M${chain - 26} ${y + 11} H${chain + (newest ? 14 : 6)}`}
                  stroke={newest ? PAY : MUTED}
                  strokeOpacity={newest ? 0.9 : 0.4}
                  strokeWidth="1.5"
                />
                <circle cx={chain + 24} cy={y + 11} r="2" fill={newest ? PAY : MUTED} fillOpacity={newest ? 1 : 0.4} />
              </g>
            );
          })}
          {[-1, 0].map((row) => (
            <path key={row} d={`M${chain} ${MID + row * 30 + 11} v8`} stroke={STROKE} strokeWidth="1.5" />
          ))}
        </svg>
        {/* Each part's number, centred under it: the key to the steps beside the picture, whose titles it no longer repeats
            (review round 22's reviewer read the titles twice side by side). The picture's name says them to a screen reader. */}
        <ol
          aria-hidden="true"
          className="mt-3 grid grid-cols-4 gap-2 text-center font-mono text-xs leading-5 text-muted"
          data-payout-picture-labels=""
        >
          {earnings.flow.map((f, i) => (
            <li key={f.label} className="text-balance" data-payout-picture-label="">
              <span className="block text-fg">{String(i + 1).padStart(2, "0")}</span>
            </li>
          ))}
        </ol>
      </div>
    </ArtPanel>
  );
}
