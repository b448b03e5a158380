import type { ReactNode } from "react";
import { about } from "../../content/about.ts";
import { ArtPanel, Rack } from "../art/Art.tsx";
import { BG, LIVE, MUTED, PAY, STROKE } from "../art/palette.ts";

/** A rack at a third of its size, every unit lit (a GPU server in use). */
function SmallRack({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(0.42)`}>
      <Rack units={8} live={[0, 1, 2, 3, 4, 5, 6, 7]} />
    </g>
  );
}

/** 01: a provider's rack, every unit dark: enterprise GPUs sitting idle. */
function Idle() {
  return <Rack x={20} y={6} units={8} />;
}

/** 02: three providers' racks, lit, joined on one line into one network. */
function Pooled() {
  return (
    <g>
      {[3, 55, 107].map((x) => (
        <SmallRack key={x} x={x} y={8} />
      ))}
      <path d="M28 64 V90 M80 64 V118 M132 64 V90 M28 90 H132" fill="none" stroke={LIVE} strokeOpacity="0.7" strokeWidth="1.5" />
      <circle cx="80" cy="124" r="7" fill="var(--color-bg)" stroke={LIVE} strokeWidth="1.5" />
      <circle cx="80" cy="124" r="2.5" fill={LIVE} />
    </g>
  );
}

/** 03: an agent (a terminal) paying the network: a dashed payment line to a lit rack. */
function Agent() {
  return (
    <g>
      <rect x="6.75" y="40.75" width="66.5" height="52.5" rx="6" fill="var(--color-bg)" stroke={STROKE} strokeWidth="1.5" />
      <path d="M6.75 54 H73.25" stroke={STROKE} strokeWidth="1.5" />
      {[0, 1, 2].map((k) => (
        <circle key={k} cx={14 + k * 6} cy="47.5" r="1.6" fill={MUTED} fillOpacity="0.5" />
      ))}
      <path d="M16 64 l5 4 -5 4" fill="none" stroke={LIVE} strokeWidth="1.5" />
      <path d="M26 72 H48 M16 82 H56" stroke={MUTED} strokeOpacity="0.45" strokeWidth="1.5" />
      <path d="M76 67 H100" stroke={PAY} strokeWidth="1.5" strokeDasharray="4 3" />
      <path d="M96 63 l4 4 -4 4" fill="none" stroke={PAY} strokeWidth="1.5" />
      <circle cx="88" cy="50" r="7" fill="none" stroke={PAY} strokeWidth="1.5" />
      <circle cx="88" cy="50" r="2.5" fill={PAY} />
      <SmallRack x={104} y={40} />
    </g>
  );
}

const ART: Record<(typeof about.stages.items)[number]["key"], () => ReactNode> = { idle: Idle, pooled: Pooled, agents: Agent };

/**
 * The drawing that heads one of the vision's three columns (review round 16: they were the hero's three panels,
 * which told the vision's three paragraphs a second time): idle GPUs, one network, agents paying. Decorative: the
 * column's title and paragraph say it. On a phone (review round 17) it is full width above its text, in a wider box
 * (16:9) so three of them do not fill three screens; the drawing keeps its shape, centred. From sm (review round 19:
 * the columns are as wide as their paragraphs are long) every frame is as tall as the narrowest column's would be (7:8
 * of its width, `--vision-art-height` of the row less its gaps, in container units of the vision's list), so the three
 * drawings keep one scale, each centred in its frame.
 */
export function StageArt({ stage }: { stage: (typeof about.stages.items)[number]["key"] }) {
  const Art = ART[stage];
  return (
    <svg
      viewBox="0 0 160 140"
      width="160"
      height="140"
      aria-hidden="true"
      className="h-auto w-full rounded-xl border border-border bg-surface/70 p-2 max-sm:aspect-[16/9] sm:h-[calc((100cqw-4rem)*var(--vision-art-height))] lg:h-[calc((100cqw-6rem)*var(--vision-art-height))]"
      data-stage-art={stage}
    >
      <Art />
    </svg>
  );
}

/** The network drawing's pieces, placed by one layout: racks (x, y, lit), the node's centre, the payment's line, the coin, the agent. */
type NetworkLayout = {
  viewBox: [number, number];
  /** A rack's scale (0.42 of the shared Rack on the wide drawing, 0.6 on a phone's). */
  scale: number;
  racks: { x: number; y: number; lit: boolean }[];
  /** The lit lines, the dark rack's dashed line, the payment's dashed line (to the node's bottom). */
  lit: string;
  joining: string;
  payment: string;
  node: [number, number];
  coin: [number, number];
  agent: [number, number];
};

/** From sm: racks on the left and right of the node, the agent at the bottom right (review round 16). */
const WIDE: NetworkLayout = {
  viewBox: [480, 320],
  scale: 0.42,
  racks: [
    { x: 20, y: 20, lit: true },
    { x: 20, y: 133, lit: true },
    { x: 20, y: 246, lit: false },
    { x: 410, y: 20, lit: true },
    { x: 410, y: 133, lit: true },
  ],
  lit: "M70 47 H150 V160 M70 160 H218 M410 47 H330 V160 M410 160 H262",
  joining: "M70 273 H150 V160",
  payment: "M376 268 H240 V182",
  node: [240, 160],
  coin: [300, 268],
  agent: [376, 232],
};

/**
 * On a phone (review round 19: the wide drawing, 343 px across, drew its racks 36 px wide, their units a blur): the
 * same network in a near-square box, the racks drawn at 0.6 (77 px wide on a 375 px screen), the node between them.
 */
const NARROW: NetworkLayout = {
  viewBox: [320, 300],
  scale: 0.6,
  racks: [
    { x: 16, y: 12, lit: true },
    { x: 16, y: 112, lit: true },
    { x: 16, y: 212, lit: false },
    { x: 232, y: 12, lit: true },
    { x: 232, y: 112, lit: true },
  ],
  lit: "M88 50 H124 V150 M88 150 H138 M232 50 H196 V150 M232 150 H182",
  joining: "M88 250 H124 V150",
  payment: "M220 250 H160 V172",
  node: [160, 150],
  coin: [190, 250],
  agent: [220, 214],
};

function NetworkDrawing({ layout, className, variant }: { layout: NetworkLayout; className: string; variant: string }) {
  const [w, h] = layout.viewBox;
  const [nx, ny] = layout.node;
  const [cx, cy] = layout.coin;
  const [ax, ay] = layout.agent;
  return (
    <svg
      viewBox={`0 0 ${w} ${h}`}
      width={w}
      height={h}
      aria-hidden="true"
      className={`block h-auto w-full ${className}`}
      data-network-figure={variant}
    >
      {/* Lines first, so the racks and the node sit over their ends. */}
      <g fill="none" strokeWidth="1.5">
        <path d={layout.lit} stroke={LIVE} strokeOpacity="0.7" />
        <path d={layout.joining} stroke={MUTED} strokeOpacity="0.5" strokeDasharray="4 4" />
        <path d={layout.payment} stroke={PAY} strokeDasharray="4 3" />
        <path d={`M${nx - 4} ${ny + 30} l4 -8 4 8`} stroke={PAY} />
      </g>
      {layout.racks.map((r) => (
        <g key={`${r.x},${r.y}`} transform={`translate(${r.x} ${r.y}) scale(${layout.scale})`}>
          <Rack units={8} live={r.lit ? [0, 1, 2, 3, 4, 5, 6, 7] : []} />
        </g>
      ))}
      {/* The network's one node. */}
      <rect x={nx - 21.25} y={ny - 21.25} width="42.5" height="42.5" rx="8" fill={BG} stroke={LIVE} strokeWidth="1.5" />
      <circle cx={nx} cy={ny} r="9" fill="none" stroke={LIVE} strokeWidth="1.5" />
      <circle cx={nx} cy={ny} r="3.5" fill={LIVE} />
      {/* The PING coin on the payment's way. */}
      <circle cx={cx} cy={cy} r="9" fill={BG} stroke={PAY} strokeWidth="1.5" />
      <circle cx={cx} cy={cy} r="3.5" fill={PAY} />
      {/* The agent: a terminal with a prompt. */}
      <g transform={`translate(${ax} ${ay})`}>
        <rect x="0.75" y="0.75" width="82.5" height="70.5" rx="7" fill={BG} stroke={STROKE} strokeWidth="1.5" />
        <path d="M0.75 16 H83.25" stroke={STROKE} strokeWidth="1.5" />
        {[0, 1, 2].map((k) => (
          <circle key={k} cx={10 + k * 7} cy="8.5" r="1.8" fill={MUTED} fillOpacity="0.5" />
        ))}
        <path d="M11 30 l6 5 -6 5" fill="none" stroke={LIVE} strokeWidth="1.5" />
        <path d="M23 40 H52 M11 54 H66" stroke={MUTED} strokeOpacity="0.45" strokeWidth="1.5" />
      </g>
    </svg>
  );
}

/**
 * /about's first-screen figure (review round 16): one network, drawn large in the site's line art. Providers' racks
 * on the left and right joined on lit lines to one node, one rack still dark on a dashed line (idle GPUs joining),
 * and an agent's terminal paying the node on the x402 violet's dashed line, a PING coin on its way. The vision's
 * columns below tell it in three steps; nothing is counted. Decorative: the lead beside it says it. Review round 19:
 * a phone gets the same network in a near-square box (NARROW), its racks twice as large; its caption 13 px.
 */
export function NetworkFigure() {
  const { stages } = about;
  return (
    <ArtPanel caption={stages.caption} className="shadow-none" compactCaption captionClassName="max-sm:text-[0.8125rem]">
      <NetworkDrawing layout={WIDE} className="max-sm:hidden" variant="wide" />
      <NetworkDrawing layout={NARROW} className="sm:hidden" variant="narrow" />
    </ArtPanel>
  );
}
