import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from "lucide-react";
import type { ReactNode } from "react";
import { atmosphereStream as s } from "../../content/products.ts";
import { Rack } from "../art/Art.tsx";
import { cn } from "../ui/cn.ts";
import { NoteRef } from "./NoteRef.tsx";

type Device = (typeof s.devices)[number];

/**
 * The Atmosphere hero's picture, what the product is: one game played on a TV, a laptop and a
 * phone, each screen fed by the edge GPU nearest to it. Per device, top to bottom: the edge GPU (a
 * rack in the site's line art, its serving unit lit) with its city, the short link between them
 * (frames down in the accent, input up; one length for all), the device with the game on its screen,
 * and the device's name and resolution under it. Review round 20: the link stretched so the devices
 * stood on one floor, which made the three links ~25, 100 and 220 px long; it is one length again
 * (24 px of line). Review round 21: with the tops level the phone floated ~170 px above the others' feet at 1440; the
 * columns stand on one floor (bottom-aligned), so the devices and their captions share one baseline and each edge GPU
 * hangs a link's length above its device (the racks step with the devices' heights). On a phone the rows are one
 * fixed-width group centred on the page, each device centred in its column. The cities, latencies and resolutions come from
 * `atmosphereStream` (src/content/products.ts); the caption says it is an example session. Drawn at
 * build time (SVG and CSS, no image file, no script); the lit LED blinks slowly and stops under
 * reduced motion.
 */
export function StreamScreens() {
  const byKind = (kind: Device["kind"]) => s.devices.find((d) => d.kind === kind)!;
  return (
    <figure data-stream-screens="" aria-labelledby="stream-caption" className="space-y-8 lg:space-y-5">
      {/*
        From md each device is a column hung from its edge GPU: links of one length (the latency is written on each
        screen, not drawn as a distance), the columns bottom-aligned so the devices stand on one baseline. On
        a phone each device is a row (review round 15: the stacked columns were ~900 px tall at 375): its
        edge GPU, the link across, the device, so the scene is under ~480 px.
      */}
      <ul
        className="mx-auto grid max-w-5xl grid-cols-1 gap-y-5 text-left max-md:w-fit md:grid-cols-12 md:items-end md:gap-x-6 lg:max-w-none"
        data-stream-devices=""
      >
        {/* Review round 22: on a phone the TV led (order-1), against the caption's "a laptop, a TV and a phone": the
            columns stand in the caption's order at every width. From lg the phone's column is the phone's own width at
            the grid's right edge, so the group spans the content width (its right edge stopped ~36 px short at 1440). */}
        <Column device={byKind("laptop")} className="md:col-span-4" />
        <Column device={byKind("tv")} className="md:col-span-5" />
        <Column device={byKind("phone")} className="md:col-span-3 lg:w-[78%] lg:max-w-[13.5rem] lg:justify-self-end" />
      </ul>
      <figcaption
        id="stream-caption"
        className="max-w-2xl text-sm text-pretty text-muted md:mx-auto md:text-balance md:text-center lg:mx-0 lg:max-w-none lg:text-left"
      >
        {s.caption}
        <NoteRef note="example" />
      </figcaption>
    </figure>
  );
}

function Column({ device: d, className }: { device: Device; className?: string }) {
  const Frame = d.kind === "tv" ? Tv : d.kind === "laptop" ? Laptop : Phone;
  return (
    <li
      data-device={d.kind}
      className={cn("grid grid-cols-[5.5rem_2.5rem_11rem] items-center gap-x-2 md:flex md:flex-col md:items-stretch md:gap-x-0", className)}
    >
      <Edge device={d} />
      <Link />
      <div className="flex flex-col">
        <Frame device={d} />
        <p className="mt-2 text-center font-mono text-xs text-muted md:mt-3" data-device-caption="">
          <span className="text-fg">{d.name}</span> <span className="md:mt-0.5 md:block">{d.resolution}</span>
        </p>
      </div>
    </li>
  );
}

/** The edge GPU that serves this screen: a three-unit rack, the serving unit lit, its city under it. */
function Edge({ device: d }: { device: Device }) {
  return (
    <div className="flex flex-col items-center gap-2" data-edge={d.city}>
      <svg viewBox="0 0 120 58" width="84" height="41" aria-hidden="true" className="h-auto w-14 shrink-0 overflow-visible md:w-[84px]">
        <Rack units={3} live={[1]} />
        <circle cx="104" cy="27" r="1.8" className="animate-soft-blink fill-accent" />
      </svg>
      {/* Review round 21: on a phone the 12-px mono label read as ~10 px beside the screens; there it is 13 px, the city
          14 px, each on its own line (from md one 12-px line under the rack, as before). */}
      <p className="text-center font-mono text-xs leading-tight md:whitespace-nowrap" data-edge-label="">
        <span className="tracking-[0.14em] text-muted uppercase max-md:block max-md:text-[0.8125rem]">{s.edgeLabel}</span>{" "}
        <span className="text-fg max-md:mt-0.5 max-md:block max-md:text-sm">{d.city}</span>
      </p>
    </div>
  );
}

/**
 * The link from the edge GPU down to the screen: frames stream down (accent), input goes up (muted,
 * dashed). The session's latency is written once, on the screen it reaches (`Hud`).
 */
function Link() {
  return (
    <>
      {/* Phone: across, from the edge GPU on the left to the device on the right. */}
      <div aria-hidden="true" className="flex flex-col justify-center gap-2.5 md:hidden">
        <span className="relative h-px bg-accent/60">
          <ChevronRight className="absolute top-1/2 -right-1.5 size-3.5 -translate-y-1/2 text-accent" />
        </span>
        <span className="relative h-0 border-t border-dashed border-muted/60">
          <ChevronLeft className="absolute top-[-0.5px] -left-1.5 size-3.5 -translate-y-1/2 text-muted" />
        </span>
      </div>
      <div aria-hidden="true" className="relative mx-auto hidden h-10 w-24 shrink-0 justify-center gap-3 py-2 md:flex" data-stream-link="">
        <span className="relative w-px bg-accent/60">
          <ChevronDown className="absolute -bottom-2 left-1/2 size-3.5 -translate-x-1/2 text-accent" />
        </span>
        <span className="relative w-0 border-l border-dashed border-muted/60">
          <ChevronUp className="absolute -top-2 left-[-0.5px] size-3.5 -translate-x-1/2 text-muted" />
        </span>
      </div>
    </>
  );
}

function Tv({ device }: { device: Device }) {
  return (
    <div className="md:mt-2">
      <div className="rounded-lg border-[6px] stream-bezel bg-black shadow-2xl shadow-black/60">
        <Screen device={device} className="aspect-video" />
      </div>
      <div aria-hidden="true" className="stream-stand mx-auto h-3 w-1/5" />
    </div>
  );
}

function Laptop({ device }: { device: Device }) {
  return (
    <div className="md:mt-2">
      <div className="mx-[6%] rounded-t-lg border-[5px] border-b-0 stream-bezel bg-black">
        <Screen device={device} className="aspect-[16/10]" view={LAPTOP_VIEW} />
      </div>
      <div aria-hidden="true" className="stream-frame h-2.5 rounded-b-xl" />
    </div>
  );
}

/**
 * A phone held sideways, as one plays: a 19.5:9 screen behind a thin, even bezel with round ends,
 * the camera's cut-out at the left end and the side keys on its top edge; drawn at a phone's size
 * beside the laptop (about half its width), its top on the devices' line.
 */
function Phone({ device }: { device: Device }) {
  return (
    <div className="flex justify-center md:mt-2">
      <div className="relative w-[78%] max-w-[13.5rem] lg:w-full" data-phone="">
        <span aria-hidden="true" className="stream-frame absolute -top-[3px] left-[22%] h-[3px] w-[14%] rounded-t-sm" />
        <span aria-hidden="true" className="stream-frame absolute -top-[3px] left-[40%] h-[3px] w-[8%] rounded-t-sm" />
        <div className="rounded-[0.9rem] border-[4px] stream-bezel bg-black shadow-xl shadow-black/60">
          <Screen device={device} className="aspect-[19.5/9] rounded-[0.6rem]" view={PHONE_VIEW}>
            <span aria-hidden="true" className="absolute top-1/2 left-1 z-10 h-[26%] w-1.5 -translate-y-1/2 rounded-full bg-black" />
          </Screen>
        </div>
      </div>
    </div>
  );
}

/**
 * The streamed game, the same frame on every screen, in the site's line art: an isometric level (a
 * floor grid and blocks in the border colour, drawn from `LEVEL` below), the player's unit and the
 * path it has taken in the accent (what is live), inside a capture frame's corners. Over it, the
 * stream's overlay in page text: the live dot and the session's latency from its edge GPU. The
 * picture is cut to each screen's shape (`slice`) around its middle, so 16:9, 16:10 and 19.5:9 are
 * all filled edge to edge.
 */
function Screen({
  device: d,
  className,
  view = FULL_VIEW,
  children,
}: {
  device: Device;
  className?: string;
  view?: View;
  children?: ReactNode;
}) {
  const x0 = (320 - 320 * view.zoom) / 2 + view.x;
  const y0 = (180 - 180 * view.zoom) / 2 + view.y;
  return (
    <div className={cn("relative isolate overflow-hidden bg-surface", className)}>
      <svg
        viewBox={`${x0} ${y0} ${320 * view.zoom} ${180 * view.zoom}`}
        width="320"
        height="180"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        className="absolute inset-0 size-full"
        data-stream-scene=""
      >
        <g fill="none" strokeWidth="1">
          {FLOOR.map((d) => (
            <path key={d} d={d} className="stroke-muted/30" vectorEffect="non-scaling-stroke" />
          ))}
        </g>
        {BLOCKS.map((b) => (
          <g key={b.key} strokeWidth="1.25" strokeLinejoin="round" data-block="">
            <path d={b.left} className="fill-surface-2 stroke-muted/60" vectorEffect="non-scaling-stroke" />
            <path d={b.right} className="fill-border stroke-muted/60" vectorEffect="non-scaling-stroke" />
            <path d={b.top} className="fill-muted/35 stroke-muted/70" vectorEffect="non-scaling-stroke" />
          </g>
        ))}
        {/* The path taken, then the player's unit (a small lit block) and its target ring. */}
        <path d={PATH} fill="none" className="stroke-accent" strokeWidth="1.5" strokeDasharray="3 3" vectorEffect="non-scaling-stroke" />
        <path d={TARGET} fill="none" className="stroke-muted/70" strokeWidth="1.25" vectorEffect="non-scaling-stroke" />
        <path d={PLAYER.left} className="fill-accent/60" />
        <path d={PLAYER.right} className="fill-accent/80" />
        <path d={PLAYER.top} className="fill-accent" />
        {/* The capture frame's corners, on the screen where the full view has them whatever the level's view; the latency
            chip (Hud) stands in the top-right one's place. */}
        <path
          d={CORNERS}
          transform={`translate(${x0} ${y0}) scale(${view.zoom})`}
          fill="none"
          className="stroke-muted/80"
          strokeWidth="1.25"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <Hud device={d} />
      {children}
    </div>
  );
}

/** The stream's overlay: live, and the latency from this screen's edge GPU (12 px, page text). */
function Hud({ device: d }: { device: Device }) {
  return (
    <span
      className="absolute top-[6%] right-[4%] z-10 flex items-center gap-1.5 rounded-sm bg-bg/80 px-1.5 py-0.5 font-mono text-xs leading-none text-fg"
      data-stream-hud=""
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
      {s.ms(d.latencyMs)}
    </span>
  );
}

/**
 * Which part of the level a screen shows: the scene's 320 × 180 units moved by (x, y) and widened by `zoom` around its
 * middle. Review round 23: on a phone at 375 px the sliced 19.5:9 screen cut the back block's top and the latency chip
 * (12-px text, a third of that screen's width) sat over two blocks; the laptop's chip met the back block at 375. The
 * phone shows the level 1.3 times smaller, left of and under the chip's corner; the laptop's level sits 20 units left.
 * On every screen and width the whole level is inside the screen and no block under the chip (e2e).
 */
type View = { x: number; y: number; zoom: number };
const FULL_VIEW: View = { x: 0, y: 0, zoom: 1 };
const LAPTOP_VIEW: View = { x: 20, y: 0, zoom: 1 };
const PHONE_VIEW: View = { x: 40, y: -16, zoom: 1.3 };

/* The level in grid cells, projected isometrically at build time into the scene's 320 × 180 units. */
const CELL = 13;
const ORIGIN = { x: 160, y: 34 };
/** Grid cell (x, y) at height z (in cells) to scene units. */
const iso = (x: number, y: number, z = 0) =>
  `${(ORIGIN.x + (x - y) * CELL * 0.866).toFixed(1)} ${(ORIGIN.y + (x + y) * CELL * 0.5 - z * CELL).toFixed(1)}`;
const poly = (pts: [number, number, number][]) => `M ${pts.map(([x, y, z]) => iso(x, y, z)).join(" L ")} Z`;
const N = 10;
/** The floor: a 10 × 10 grid run two cells past every edge, so a wider or taller screen still shows floor. */
const FLOOR = Array.from({ length: N + 5 }, (_, i) => i - 2).flatMap((i) => [
  `M ${iso(i, -2)} L ${iso(i, N + 2)}`,
  `M ${iso(-2, i)} L ${iso(N + 2, i)}`,
]);
/** A block: its three visible faces (left, right, top). */
const block = (x: number, y: number, w: number, d: number, h: number) => ({
  key: `${x}:${y}`,
  /** Painter's order: farther blocks (smaller x + y) first. */
  depth: x + y,
  left: poly([
    [x, y + d, 0],
    [x + w, y + d, 0],
    [x + w, y + d, h],
    [x, y + d, h],
  ]),
  right: poly([
    [x + w, y, 0],
    [x + w, y + d, 0],
    [x + w, y + d, h],
    [x + w, y, h],
  ]),
  top: poly([
    [x, y, h],
    [x + w, y, h],
    [x + w, y + d, h],
    [x, y + d, h],
  ]),
});
/**
 * Back to front (by x + y), so nearer blocks cover farther ones. Review round 20: on the TV the tall centre block
 * (6, 3) covered the front corner of the long block to its right, and its top and foot met the blocks behind and in
 * front of it; the long block stands one cell further right and back (7, -1), the back-left one a cell left (0, 0),
 * the low front one a cell forward (8, 7); the front-left block, which covered the front of the flat block behind it,
 * stands a cell forward and half a cell lower (4, 9, height 1.5). On screen no block overlaps or touches another.
 */
const BLOCKS = [
  block(0, 0, 2, 2, 1.5),
  block(7, -1, 3, 2, 1.5),
  block(0, 5, 2, 3, 1),
  block(6, 3, 2, 2, 3),
  block(8, 7, 2, 2, 1),
  block(4, 9, 2, 2, 1.5),
].sort((a, b) => a.depth - b.depth);
const PATH = `M ${iso(-1, 3.5)} L ${iso(4.6, 3.5)} L ${iso(4.6, 5.8)}`;
const PLAYER = block(4.2, 5.4, 0.8, 0.8, 0.8);
const TARGET = `M ${iso(8.5, 2.5)} m -8 0 a 8 4 0 1 0 16 0 a 8 4 0 1 0 -16 0`;
const C = 10;
/**
 * Three corners: the top-right one is the latency chip's place (review round 26: on the laptop's and the phone's screens,
 * at 375 px and 768 px, the chip's 12 px text covered that corner and its ends showed past the chip).
 */
const CORNERS = [`M 24 ${30 + C} V 30 H ${24 + C}`, `M 24 ${150 - C} V 150 H ${24 + C}`, `M ${296 - C} 150 H 296 V ${150 - C}`].join(" ");
