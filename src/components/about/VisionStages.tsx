import type { CSSProperties, ReactNode } from "react";
import { about } from "../../content/about.ts";
import { ArtPanel, Rack } from "../art/Art.tsx";
import { BG, LIVE, MUTED, PAY, STROKE } from "../art/palette.ts";

/*
 * Review round 20: the three drawings drew the hero's parts again (racks, the node, the terminal, the coin), split over
 * the columns. Each now has a subject of its own, in the same line style and palette, and counts nothing: a GPU card
 * under a clock, a globe of providers joined into one mesh, and the x402 exchange between an agent and a GPU.
 */

/** 01: one enterprise GPU card, its fans still and its light off, under a clock whose hours run past it (dashed). */
function Idle() {
  return (
    <g fill="none" strokeWidth="1.5" strokeLinecap="round">
      {/* The hours going by: a clock, its dial ringed by a dashed track. */}
      <circle cx="80" cy="38" r="28" stroke={MUTED} strokeOpacity="0.5" strokeDasharray="3 5" />
      <circle cx="80" cy="38" r="20" fill={BG} stroke={STROKE} />
      {Array.from({ length: 12 }, (_, k) => {
        const a = (k * Math.PI) / 6;
        return (
          <path
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing: the position is the hour
            key={k}
            d={`M${(80 + 15 * Math.sin(a)).toFixed(2)} ${(38 - 15 * Math.cos(a)).toFixed(2)} L${(80 + 17.5 * Math.sin(a)).toFixed(2)} ${(38 - 17.5 * Math.cos(a)).toFixed(2)}`}
            stroke={MUTED}
            strokeOpacity="0.6"
          />
        );
      })}
      <path d="M80 38 V27 M80 38 L88 43" stroke={MUTED} />
      {/* The card: bracket, shroud, two fans at rest, the edge connector, its status light unlit. */}
      <rect x="8.75" y="74.75" width="8.5" height="50.5" rx="1.5" fill={BG} stroke={STROKE} />
      <rect x="17.75" y="78.75" width="134.5" height="40.5" rx="6" fill={BG} stroke={STROKE} />
      {[58, 110].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="99" r="15" stroke={STROKE} />
          <circle cx={cx} cy="99" r="3" stroke={MUTED} strokeOpacity="0.6" />
          {[0, 120, 240].map((deg) => (
            <path key={deg} d={`M${cx} 96 q5 -6 1 -11`} stroke={MUTED} strokeOpacity="0.45" transform={`rotate(${deg} ${cx} 99)`} />
          ))}
        </g>
      ))}
      <circle cx="140" cy="87" r="2.25" stroke={MUTED} strokeOpacity="0.6" />
      <path d={Array.from({ length: 10 }, (_, k) => `M${40 + k * 5} 120 v5`).join(" ")} stroke={MUTED} strokeOpacity="0.5" />
    </g>
  );
}

/** 02: providers around the world (lit points on a globe), joined into one mesh: no centre, every point a neighbour's. */
function Pooled() {
  const points: [number, number][] = [
    [50, 42],
    [96, 32],
    [122, 68],
    [104, 104],
    [62, 100],
    [40, 72],
  ];
  const ring = points.map((p, k) => [p, points[(k + 1) % points.length]!] as const);
  const across: (readonly [[number, number], [number, number]])[] = [
    [points[0]!, points[2]!],
    [points[1]!, points[4]!],
    [points[5]!, points[3]!],
  ];
  return (
    <g fill="none" strokeWidth="1.5">
      <circle cx="80" cy="70" r="54" fill={BG} stroke={STROKE} />
      <g stroke={MUTED} strokeOpacity="0.35">
        <ellipse cx="80" cy="70" rx="22" ry="54" />
        <ellipse cx="80" cy="70" rx="42" ry="54" />
        <path d="M26 70 H134 M34 43 H126 M34 97 H126" />
      </g>
      {[...ring, ...across].map(([[x1, y1], [x2, y2]]) => (
        <path key={`${x1},${y1},${x2},${y2}`} d={`M${x1} ${y1} L${x2} ${y2}`} stroke={LIVE} strokeOpacity="0.55" />
      ))}
      {points.map(([x, y]) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r="4" fill={LIVE} stroke={BG} strokeWidth="2" />
      ))}
    </g>
  );
}

/**
 * 03: the x402 exchange, as a sequence between an agent (a spark in a box) and a GPU (a chip): it asks, the GPU names
 * its price (a tag, on the payment's dashed line), the agent pays (the payment's colour), and the GPU time comes back
 * (lit, to a lit chip). No words: the column's title and paragraph say it.
 */
function Agent() {
  const arrow = (x: number, y: number, dir: 1 | -1) => `M${x - 5 * dir} ${y - 4} L${x} ${y} L${x - 5 * dir} ${y + 4}`;
  return (
    <g fill="none" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      {/* The agent. */}
      <rect x="14.75" y="6.75" width="30.5" height="30.5" rx="7" fill={BG} stroke={STROKE} />
      <path d="M30 13 Q31 21 39 22 Q31 23 30 31 Q29 23 21 22 Q29 21 30 13 Z" stroke={LIVE} />
      {/* The GPU: a chip, its pins, its die lit once it is paid. */}
      <rect x="117.75" y="9.75" width="24.5" height="24.5" rx="3.5" fill={BG} stroke={STROKE} />
      <rect x="124" y="16" width="12" height="12" rx="1.5" fill={LIVE} fillOpacity="0.35" stroke={LIVE} />
      <path
        d={[0, 1, 2]
          .flatMap((k) => [`M${123 + k * 7} 10 v-4`, `M${123 + k * 7} 34 v4`, `M118 ${15 + k * 7} h-4`, `M142 ${15 + k * 7} h4`])
          .join(" ")}
        stroke={MUTED}
        strokeOpacity="0.6"
      />
      {/* Their lifelines. */}
      <path d="M30 44 V132 M130 44 V132" stroke={MUTED} strokeOpacity="0.35" strokeDasharray="2 4" />
      {/* 1. The request. */}
      <path d={`M36 56 H124 ${arrow(124, 56, 1)}`} stroke={MUTED} />
      {/* 2. Payment required: the price, on the payment's dashed line back. */}
      <path d="M124 80 H37" stroke={PAY} strokeDasharray="4 3" />
      <path d={arrow(36, 80, -1)} stroke={PAY} />
      <path d="M68.75 73.75 H86 L92.25 80 L86 86.25 H68.75 Z" fill={BG} stroke={PAY} />
      <circle cx="85" cy="80" r="1.75" fill={PAY} stroke="none" />
      {/* 3. The agent pays. */}
      <path d={`M36 102 H124 ${arrow(124, 102, 1)}`} stroke={PAY} />
      {/* 4. The GPU time, served. */}
      <path d={`M124 124 H36 ${arrow(36, 124, -1)}`} stroke={LIVE} strokeWidth="2.5" />
    </g>
  );
}

const ART: Record<(typeof about.stages.items)[number]["key"], () => ReactNode> = { idle: Idle, pooled: Pooled, agents: Agent };

/**
 * Review round 22: the three drawings filled their frames to different edges (at 1440 the GPU card came within ~27 px of
 * its frame's left side, the globe and the exchange ~60 px). Each is now drawn at one scale (ART_SCALE, the same for
 * the three, so their lines weigh the same) about its own centre (the centre of what it draws, stroke included),
 * placed on the frame's centre: the widest, the card, keeps ~48 px to its frame's sides at 1440, the tallest, the
 * exchange, ~48 px to its top and bottom; the round globe, narrower, sits deeper.
 */
const ART_SCALE = 0.84;
/** Below sm (review round 23): the drawings at 1.0 instead of 0.84, in a 2:1 box (was 16:9). */
const PHONE_ZOOM = 1 / ART_SCALE;
const ART_CENTRE: Record<keyof typeof ART, [number, number]> = { idle: [80.5, 68], pooled: [80, 70], agents: [80, 69] };

/**
 * The drawing that heads one of the vision's three columns (review round 16: they were the hero's three panels,
 * which told the vision's three paragraphs a second time; review round 20: drawn from parts of their own, not the
 * hero's): an idle GPU card under a clock, a globe of providers in one mesh, the x402 exchange. Decorative: the
 * column's title and paragraph say it. On a phone (review round 17) it is full width above its text, in a wider box
 * (16:9) so three of them do not fill three screens; the drawing keeps its shape, centred. From sm the three columns
 * are equal (review round 20), so the frames are one size at the drawing's own 8:7 and the drawings one scale.
 */
export function StageArt({ stage }: { stage: (typeof about.stages.items)[number]["key"] }) {
  const Art = ART[stage];
  return (
    <svg
      viewBox="0 0 160 140"
      width="160"
      height="140"
      aria-hidden="true"
      className="h-auto w-full rounded-xl border border-border bg-surface/70 p-2 max-sm:aspect-[2/1]"
      data-stage-art={stage}
    >
      {/* Review round 23: on a phone the 16:9 box stood ~35 px clear of each drawing above and below. The box is 2:1
          (~20 px shorter) and the three drawings one step larger (PHONE_ZOOM about the frame's centre, one scale for
          the three, so their lines still weigh the same): the tallest, the exchange, keeps ~16 px to its frame. */}
      <g
        className="max-sm:[transform-origin:80px_70px] max-sm:[transform:scale(var(--stage-zoom))]"
        style={{ "--stage-zoom": PHONE_ZOOM } as CSSProperties}
      >
        <g
          transform={`translate(80 70) scale(${ART_SCALE}) translate(${-ART_CENTRE[stage][0]} ${-ART_CENTRE[stage][1]})`}
          data-stage-drawing=""
        >
          <Art />
        </g>
      </g>
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
  /**
   * Review round 26: where each part's name stands, in drawing units: `x` the anchor (`align` its side of the words),
   * `y` the words' top (`from: "bottom"`: their bottom), `wrap` a width to wrap at. Every name in free space beside its
   * part, clear of the lines.
   */
  labels: Record<keyof typeof about.stages.labels | "providersRight", NetworkLabel>;
};

type NetworkLabel = { x: number; y: number; align: "start" | "middle" | "end"; from?: "top" | "bottom"; wrap?: number };

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
  labels: {
    providers: { x: 20, y: 80, align: "start" },
    providersRight: { x: 460, y: 80, align: "end" },
    idle: { x: 78, y: 267, align: "start", from: "bottom" },
    network: { x: 240, y: 132, align: "middle", from: "bottom" },
    agent: { x: 459, y: 226, align: "end", from: "bottom" },
    payment: { x: 250, y: 282, align: "start" },
  },
};

/**
 * On a phone (review round 19: the wide drawing, 343 px across, drew its racks 36 px wide, their units a blur): the
 * same network in a near-square box, the racks drawn at 0.6 (77 px wide on a 375 px screen), the node between them.
 */
const NARROW: NetworkLayout = {
  // Review round 26: the rows 8 units further apart and the box 28 units taller, for the parts' names between them.
  viewBox: [320, 328],
  scale: 0.6,
  racks: [
    { x: 16, y: 12, lit: true },
    { x: 16, y: 120, lit: true },
    { x: 16, y: 228, lit: false },
    { x: 232, y: 12, lit: true },
    { x: 232, y: 120, lit: true },
  ],
  lit: "M88 50 H124 V158 M88 158 H138 M232 50 H196 V158 M232 158 H182",
  joining: "M88 266 H124 V158",
  payment: "M220 266 H160 V180",
  node: [160, 158],
  coin: [190, 266],
  agent: [220, 230],
  labels: {
    providers: { x: 16, y: 96, align: "start" },
    providersRight: { x: 304, y: 96, align: "end" },
    idle: { x: 16, y: 310, align: "start" },
    // Between the two lit lines down to the node (72 units): two lines, "one" over "network".
    network: { x: 160, y: 131, align: "middle", from: "bottom", wrap: 64 },
    agent: { x: 304, y: 225, align: "end", from: "bottom" },
    payment: { x: 208, y: 281, align: "end" },
  },
};

function NetworkDrawing({ layout, className, variant }: { layout: NetworkLayout; className: string; variant: string }) {
  const [w, h] = layout.viewBox;
  const [nx, ny] = layout.node;
  const [cx, cy] = layout.coin;
  const [ax, ay] = layout.agent;
  const names = about.stages.labels;
  return (
    <div className={`relative ${className}`} data-network-drawing={variant}>
      <svg viewBox={`0 0 ${w} ${h}`} width={w} height={h} aria-hidden="true" className="block h-auto w-full" data-network-figure={variant}>
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
      {/* Review round 26: the parts' names, in the site's drawing labels (mono, 13 px, muted; the node's in the text
          colour), set as HTML over the drawing so they stay 13 px whatever its scale. Decorative, as the drawing: the
          lead beside it says it. */}
      {(Object.keys(layout.labels) as (keyof NetworkLayout["labels"])[]).map((key) => {
        const l = layout.labels[key];
        const text = key === "providersRight" ? names.providers : names[key];
        const shiftX = { start: "0", middle: "-50%", end: "-100%" }[l.align];
        const style: CSSProperties = {
          left: `${(l.x / w) * 100}%`,
          top: `${(l.y / h) * 100}%`,
          transform: `translate(${shiftX}, ${l.from === "bottom" ? "-100%" : "0"})`,
          textAlign: l.align === "middle" ? "center" : l.align === "end" ? "right" : "left",
          ...(l.wrap ? { width: `${(l.wrap / w) * 100}%` } : { whiteSpace: "nowrap" }),
        };
        return (
          <span
            key={key}
            aria-hidden="true"
            className={`absolute font-mono text-[0.8125rem] leading-4 ${key === "network" ? "text-fg" : "text-muted"}`}
            style={style}
            data-network-label={key}
          >
            {text}
          </span>
        );
      })}
    </div>
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
