/**
 * A post's cover: one line drawing of the post's idea, in the site's illustration language
 * (src/components/art/Art.tsx, docs/design.md "Illustration language"): one 1.5 stroke in the border
 * colour, muted detail, the accent only for what is live, the x402 violet only for a payment. Drawn
 * at build time as inline SVG (no file, no script), 300 × 170 units, the words from
 * `postArtLabels` (blog.ts) in mono at 12 units. The drawing is never wider than 344 px (23 rem less
 * its padding) and fills a phone's column (317 px at 375), so its words stay 12.7–13.8 px at every
 * width instead of growing with the box (24 px on a tablet before). None of them
 * restates a product page's table: no GPU list, no steps, no ranges, no figures.
 */
import type { CSSProperties, ReactNode } from "react";
import { type PostImage, postArtLabels } from "../../content/blog.ts";
import { Rack } from "../art/Art.tsx";
import { PingMark } from "../brand/PingMark.tsx";
import { cn } from "../ui/cn.ts";
import { BG, FG, LIVE, MUTED, PAY, STROKE } from "../art/palette.ts";

const W = 300;
const H = 170;
/** The labels' size in drawing units: 12.7 px on a 375 px phone, 13.8 px at the figure's widest. */
const LABEL_SIZE = 12;

function Label({
  x,
  y,
  children,
  anchor = "start",
  fill = MUTED,
}: {
  x: number;
  y: number;
  children: ReactNode;
  anchor?: "start" | "middle" | "end";
  fill?: string;
}) {
  return (
    <text x={x} y={y} textAnchor={anchor} fill={fill} fontSize={LABEL_SIZE} fontFamily="var(--font-mono)">
      {children}
    </text>
  );
}

/** A GPU board from the side: fins, the chip, the edge connector. `live` lights the chip. */
function GpuBoard({ x, y, w = 116, live = false }: { x: number; y: number; w?: number; live?: boolean }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="0.75" y="0.75" width={w - 1.5} height="34.5" rx="3" fill={BG} stroke={live ? LIVE : STROKE} strokeWidth="1.5" />
      {Array.from({ length: 11 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing: the position is the fin
        <line key={i} x1={10 + i * 5} y1="8" x2={10 + i * 5} y2="27" stroke={MUTED} strokeOpacity="0.35" strokeWidth="1.5" />
      ))}
      <rect
        x={w - 42}
        y="8"
        width="24"
        height="19"
        rx="2"
        fill="none"
        stroke={live ? LIVE : MUTED}
        strokeOpacity={live ? 1 : 0.5}
        strokeWidth="1.5"
      />
      <path d={`M12 36 V40 M${w - 12} 36 V40 M12 40 H${w - 12}`} fill="none" stroke={STROKE} strokeWidth="1.5" />
    </g>
  );
}

/** Post 1: an agent adding GPUs through the night, one step at a time, each step paid over x402, under its owner's limit. */
function Payment() {
  const l = postArtLabels.payment;
  const steps = [50, 100, 150, 200];
  const level = (i: number) => 128 - i * 18;
  const line = `M20 ${level(0)} ${steps.map((x, i) => `H${x} V${level(i + 1)}`).join(" ")} H290`;
  return (
    <g>
      <path d="M20 34 H290" stroke={MUTED} strokeOpacity="0.7" strokeWidth="1.5" strokeDasharray="5 4" />
      <Label x={290} y={26} anchor="end">
        {l.limit}
      </Label>
      <path d="M22 18 l5 4 -5 4" fill="none" stroke={FG} strokeOpacity="0.7" strokeWidth="1.5" />
      <Label x={32} y={26} fill={FG}>
        {l.agent}
      </Label>
      <line x1="20" y1="140" x2="290" y2="140" stroke={STROKE} strokeWidth="1.5" />
      {l.ticks.map((t, i) => (
        <g key={t}>
          <line x1={20 + i * 135} y1="140" x2={20 + i * 135} y2="145" stroke={STROKE} strokeWidth="1.5" />
          <Label x={20 + i * 135} y={158} anchor={i === 0 ? "start" : i === l.ticks.length - 1 ? "end" : "middle"}>
            {t}
          </Label>
        </g>
      ))}
      <path d={line} fill="none" stroke={LIVE} strokeWidth="1.5" strokeLinejoin="round" />
      {steps.map((x, i) => (
        <g key={x}>
          <circle cx={x} cy={level(i + 1)} r="5" fill={BG} stroke={PAY} strokeWidth="1.5" />
          <circle cx={x} cy={level(i + 1)} r="1.6" fill={PAY} />
        </g>
      ))}
      <circle cx="165" cy="106" r="5" fill={BG} stroke={PAY} strokeWidth="1.5" />
      <circle cx="165" cy="106" r="1.6" fill={PAY} />
      <Label x={176} y={110}>
        {l.coin}
      </Label>
    </g>
  );
}

/** Post 2: the same job on a virtualised GPU (through a hypervisor) and on bare metal (straight on). */
function BareMetal() {
  const l = postArtLabels["bare-metal"];
  const stack = (x: number, bare: boolean) => (
    <g>
      <rect x={x + 0.75} y="12.75" width="114.5" height="24.5" rx="4" fill={BG} stroke={bare ? LIVE : STROKE} strokeWidth="1.5" />
      <Label x={x + 58} y={29} anchor="middle" fill={bare ? LIVE : FG}>
        {l.job}
      </Label>
      {bare ? (
        <path d={`M${x + 58} 38 V102`} stroke={LIVE} strokeWidth="1.5" />
      ) : (
        <g>
          <path d={`M${x + 58} 38 V50 M${x + 58} 78 V102`} stroke={MUTED} strokeOpacity="0.6" strokeWidth="1.5" strokeDasharray="3 3" />
          <rect x={x + 0.75} y="50.75" width="114.5" height="26.5" rx="4" fill={BG} stroke={STROKE} strokeWidth="1.5" />
          {Array.from({ length: 14 }, (_, i) => (
            <line
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing: the position is the hatch line
              key={i}
              x1={x + 6 + i * 8}
              y1="76"
              x2={x + 16 + i * 8}
              y2="52"
              stroke={MUTED}
              strokeOpacity="0.25"
              strokeWidth="1.5"
              clipPath="url(#post-hv-clip)"
            />
          ))}
          <rect x={x + 19} y="56" width="78" height="16" rx="2" fill={BG} />
          <Label x={x + 58} y={68} anchor="middle">
            {l.hypervisor}
          </Label>
        </g>
      )}
      <GpuBoard x={x} y={102} w={116} live={bare} />
      <Label x={x + 58} y={162} anchor="middle" fill={bare ? FG : MUTED}>
        {bare ? l.bare : l.virtualised}
      </Label>
    </g>
  );
  return (
    <g>
      <defs>
        <clipPath id="post-hv-clip">
          <rect x="10" y="51" width="114" height="26" />
        </clipPath>
      </defs>
      {stack(10, false)}
      {stack(174, true)}
    </g>
  );
}

/** Post 3: a player's screen, an edge GPU close by (lit, a short path) and a far region (a long dashed one). */
function Edge() {
  const l = postArtLabels.edge;
  const player = { x: 178, y: 126 };
  /** The ground the rings stand on: the foot of the screen's stand. */
  const ground = player.y + 20;
  // Shifted left so the scene (edge rack to far rack) is centred in the frame.
  return (
    <g transform="translate(-26 0)">
      {/* The distance rings: half rings standing on the ground line at the screen's foot, whole in the
          frame (review round 14: full circles round the screen ran out of the drawing, cut at its edges). */}
      <path d={`M${player.x - 118} ${ground} H${player.x + 118}`} stroke={STROKE} strokeWidth="1.5" />
      {[34, 70, 106].map((r) => (
        <path
          key={r}
          d={`M${player.x - r} ${ground} A${r} ${r} 0 0 1 ${player.x + r} ${ground}`}
          fill="none"
          stroke={MUTED}
          strokeOpacity="0.25"
          strokeWidth="1.5"
          strokeDasharray="2 4"
        />
      ))}
      <path
        d={`M268 48 C 250 80, 222 104, ${player.x + 23} ${player.y - 10}`}
        fill="none"
        stroke={MUTED}
        strokeOpacity="0.55"
        strokeWidth="1.5"
        strokeDasharray="4 4"
      />
      <path d={`M112 104 C 130 112, 140 120, ${player.x - 24} ${player.y}`} fill="none" stroke={LIVE} strokeWidth="1.5" />
      {/* The edge rack, lit; the far rack, dark. */}
      <g transform="translate(66 72) scale(0.38)">
        <Rack units={6} live={[0, 1, 2, 3, 4, 5]} />
      </g>
      <Label x={66} y={130}>
        {l.edge}
      </Label>
      <g transform="translate(246 8) scale(0.38)">
        <Rack units={6} />
      </g>
      <Label x={238} y={30} anchor="end">
        {l.far}
      </Label>
      {/* The player's screen on its stand. */}
      <rect
        x={player.x - 23.25}
        y={player.y - 17.25}
        width="46.5"
        height="30.5"
        rx="3"
        fill={BG}
        stroke={FG}
        strokeOpacity="0.7"
        strokeWidth="1.5"
      />
      <path d={`M${player.x - 8} ${player.y - 8} l16 6 -16 6 z`} fill="none" stroke={LIVE} strokeWidth="1.5" />
      <path
        d={`M${player.x} ${player.y + 14} V${player.y + 20} M${player.x - 12} ${player.y + 20} H${player.x + 12}`}
        stroke={FG}
        strokeOpacity="0.7"
        strokeWidth="1.5"
      />
      <Label x={player.x} y={162} anchor="middle" fill={FG}>
        {l.player}
      </Label>
    </g>
  );
}

/**
 * Post 4: one provider server's day, hour by hour: its own jobs by day, network jobs in the idle hours, PING earned rising then.
 * Review round 23 (the legend crowded the bars, its two keys 12 units apart): the legend is the chart's top line, its
 * keys on the chart's two edges ("your jobs" from the first hour's left, "network jobs" ending on the last hour's right),
 * 14 units clear of the bars; "PING earned" labels the earnings line at its left, over its flat start, not under the hours.
 */
function IdleHours() {
  const l = postArtLabels["idle-hours"];
  const x0 = 18;
  const cell = 11;
  const right = x0 + 24 * cell;
  const network = (h: number) => h < 8 || h >= 19;
  let y = 150;
  const steps = Array.from({ length: 24 }, (_, h) => {
    const from = y;
    if (network(h)) y -= 3;
    return { h, from, to: y };
  });
  /** The network key's swatch: its label ends on the chart's right edge (12 mono characters at 0.6 em). */
  const networkKey = right - l.network.length * LABEL_SIZE * 0.6 - 15;
  return (
    <g>
      <g data-post-legend="">
        <rect x={x0 + 1.75} y="9" width="9" height="9" rx="1.5" fill={MUTED} fillOpacity="0.3" />
        <Label x={x0 + 17} y={18}>
          {l.own}
        </Label>
        <rect
          x={networkKey + 0.75}
          y="9.75"
          width="7.5"
          height="7.5"
          rx="1.5"
          fill={LIVE}
          fillOpacity="0.2"
          stroke={LIVE}
          strokeWidth="1.5"
        />
        <Label x={right} y={18} anchor="end">
          {l.network}
        </Label>
      </g>
      {steps.map(({ h }) => (
        <rect
          key={h}
          x={x0 + h * cell + 1.75}
          y="32.75"
          width={cell - 3.5}
          height="24.5"
          rx="1.5"
          fill={network(h) ? LIVE : MUTED}
          fillOpacity={network(h) ? 0.2 : 0.3}
          stroke={network(h) ? LIVE : "none"}
          strokeOpacity="0.8"
          strokeWidth="1.5"
          data-post-hour=""
        />
      ))}
      {l.ticks.map((t, i) => (
        <g key={t}>
          <line x1={x0 + i * 6 * cell} y1="61" x2={x0 + i * 6 * cell} y2="66" stroke={STROKE} strokeWidth="1.5" />
          <Label x={x0 + i * 6 * cell} y={78} anchor={i === 0 ? "start" : i === l.ticks.length - 1 ? "end" : "middle"}>
            {t}
          </Label>
        </g>
      ))}
      {/* Earnings over the same day: flat while the server runs its own jobs, rising in the network's hours. */}
      <line x1={x0} y1="152" x2={right} y2="152" stroke={STROKE} strokeWidth="1.5" />
      {steps.map(({ h, from, to }) => (
        <line
          key={h}
          x1={x0 + h * cell}
          y1={from}
          x2={x0 + (h + 1) * cell}
          y2={to}
          stroke={network(h) ? LIVE : MUTED}
          strokeOpacity={network(h) ? 1 : 0.5}
          strokeWidth="1.5"
        />
      ))}
      <g transform={`translate(${x0} 101)`}>
        <PingMark size={14} />
      </g>
      <Label x={x0 + 20} y={112}>
        {l.earned}
      </Label>
    </g>
  );
}

/** Post 5: the PING coin paying out to three kinds of project, each a glyph. */
function Fund() {
  const l = postArtLabels.fund;
  const tiles = [18, 110, 202];
  const glyphs = [
    // AI and ML: a small network of nodes.
    <g key="ai" stroke={MUTED} strokeWidth="1.5" fill={BG}>
      <path d="M26 16 L54 8 M26 16 L54 24 M26 32 L54 8 M26 32 L54 24" strokeOpacity="0.6" />
      <circle cx="26" cy="16" r="4" />
      <circle cx="26" cy="32" r="4" />
      <circle cx="54" cy="8" r="4" />
      <circle cx="54" cy="24" r="4" />
    </g>,
    // Gaming: a game pad.
    <g key="game" stroke={MUTED} strokeWidth="1.5" fill="none">
      <path d="M22 10 H58 a10 10 0 0 1 10 10 v4 a10 10 0 0 1 -17 7 l-4 -4 H33 l-4 4 a10 10 0 0 1 -17 -7 v-4 a10 10 0 0 1 10 -10 z" />
      <path d="M24 16 v8 M20 20 h8" />
      <circle cx="52" cy="18" r="1.8" fill={MUTED} />
      <circle cx="58" cy="22" r="1.8" fill={MUTED} />
    </g>,
    // Infrastructure and DeFi (review round 23: three empty squares read as nothing): a server of two units, each with its
    // LED and drive slot, linked to a stack of coins (the liquidity DeFi builds on), in the glyphs' line language.
    <g key="infra" stroke={MUTED} strokeWidth="1.5" fill="none" data-post-glyph="infra">
      <rect x="14.75" y="6.75" width="24.5" height="26.5" rx="2.5" fill={BG} />
      <path d="M15 20 H39" />
      <circle cx="20" cy="13.5" r="1.6" fill={MUTED} stroke="none" />
      <circle cx="20" cy="26.5" r="1.6" fill={MUTED} stroke="none" />
      <path d="M25 13.5 H34 M25 26.5 H34" strokeOpacity="0.6" />
      <path d="M40 20 H46" strokeOpacity="0.6" strokeDasharray="2 2" />
      <path d="M48 14 V28 a9 3.5 0 0 0 18 0 V14" fill={BG} />
      <path d="M48 21 a9 3.5 0 0 0 18 0" strokeOpacity="0.6" />
      <ellipse cx="57" cy="14" rx="9" ry="3.5" fill={BG} />
    </g>,
  ];
  return (
    <g>
      <path
        d="M150 44 V66 M58 66 H242 M58 66 V90 M150 66 V90 M242 66 V90"
        fill="none"
        stroke={PAY}
        strokeOpacity="0.8"
        strokeWidth="1.5"
        strokeDasharray="4 3"
      />
      <g transform="translate(134 10)">
        <PingMark size={32} />
      </g>
      {tiles.map((x, i) => (
        <g key={x}>
          <rect x={x + 0.75} y="90.75" width="78.5" height="48.5" rx="6" fill={BG} stroke={STROKE} strokeWidth="1.5" />
          <g transform={`translate(${x - 2} ${98})`}>{glyphs[i]}</g>
          <Label x={x + 40} y={160} anchor="middle">
            {l.areas[i]}
          </Label>
        </g>
      ))}
    </g>
  );
}

/** Post 6: a job, the scheduler weighing it, and three providers' GPUs: eight free ones of one provider lit. */
function Scheduler() {
  const l = postArtLabels.scheduler;
  const groups = [150, 200, 250];
  const cell = 8;
  const gap = 3;
  // Busy GPUs per provider (row * 4 + column), and the eight the job gets (provider 2, rows 2-3).
  const busy = [
    [0, 1, 2, 5, 6, 9, 10, 11, 13, 14],
    [0, 1, 2, 3],
    [1, 2, 4, 7, 8, 12, 15],
  ];
  const chosen = (g: number, i: number) => g === 1 && i >= 8;
  return (
    <g>
      <rect x="10.75" y="54.75" width="58.5" height="44.5" rx="5" fill={BG} stroke={FG} strokeOpacity="0.7" strokeWidth="1.5" />
      <Label x={20} y={72} fill={FG}>
        {l.job}
      </Label>
      <path d="M20 84 H58 M20 92 H46" stroke={MUTED} strokeOpacity="0.35" strokeWidth="1.5" />
      <path d="M70 77 H90" stroke={MUTED} strokeWidth="1.5" />
      <path d="M86 73 l4 4 -4 4" fill="none" stroke={MUTED} strokeWidth="1.5" />
      <circle cx="108" cy="77" r="17.25" fill={BG} stroke={STROKE} strokeWidth="1.5" />
      <circle cx="108" cy="77" r="9" fill="none" stroke={MUTED} strokeOpacity="0.5" strokeWidth="1.5" />
      <circle cx="108" cy="77" r="3" fill={LIVE} />
      <Label x={108} y={112} anchor="middle">
        {l.scheduler}
      </Label>
      <path d="M124 70 C 134 56, 140 46, 148 46" fill="none" stroke={MUTED} strokeOpacity="0.5" strokeWidth="1.5" strokeDasharray="3 3" />
      <path d="M125 79 C 150 84, 176 78, 198 78" fill="none" stroke={LIVE} strokeWidth="1.5" />
      <path d="M124 84 C 160 112, 226 116, 248 90" fill="none" stroke={MUTED} strokeOpacity="0.5" strokeWidth="1.5" strokeDasharray="3 3" />
      {groups.map((gx, g) => (
        <g key={gx} transform={`translate(${gx} ${g === 1 ? 46 : g === 0 ? 26 : 62})`}>
          {Array.from({ length: 16 }, (_, i) => {
            const on = chosen(g, i);
            const taken = busy[g]!.includes(i);
            return (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing: the position is the GPU
                key={i}
                x={(i % 4) * (cell + gap) + 0.75}
                y={Math.floor(i / 4) * (cell + gap) + 0.75}
                width={cell - 1.5}
                height={cell - 1.5}
                rx="1"
                fill={on ? LIVE : taken ? MUTED : "none"}
                fillOpacity={on ? 0.35 : taken ? 0.35 : 0}
                stroke={on ? LIVE : STROKE}
                strokeWidth="1.5"
              />
            );
          })}
        </g>
      ))}
      <Label x={W / 2} y={158} anchor="middle">
        {l.weighs}
      </Label>
    </g>
  );
}

const ART: Record<PostImage["art"], () => ReactNode> = {
  payment: Payment,
  "bare-metal": BareMetal,
  edge: Edge,
  "idle-hours": IdleHours,
  fund: Fund,
  scheduler: Scheduler,
};

/**
 * The cover: the drawing on a plain surface, ruled, its caption (named like a path) under it in mono,
 * named by its alt text. No window frame (review round 14: six windows in a row read as one template;
 * the window's dots are for real terminals and apps).
 */
export function PostCover({ image, className, style }: { image: PostImage; className?: string; style?: CSSProperties }) {
  const Art = ART[image.art];
  return (
    // The figure keeps the drawing's width at every width (it stood 700 px wide on a tablet, its words 24 px; from lg
    // its column is as wide: review round 15, a wider frame left the drawing ending short of its right edge).
    <figure
      className={cn("w-full max-w-[23rem] overflow-hidden rounded-card border border-border bg-surface", className)}
      style={style}
      data-post-cover=""
    >
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="img"
        aria-label={image.alt}
        data-post-figure=""
        data-post-art={image.art}
        className="mx-auto block h-auto w-full max-w-[23rem] px-3 py-4"
      >
        <Art />
      </svg>
      <figcaption className="border-t border-border px-5 py-3 font-mono text-xs text-muted">{image.caption}</figcaption>
    </figure>
  );
}
