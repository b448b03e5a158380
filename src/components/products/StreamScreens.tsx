import { atmosphereStream as s } from "../../content/products.ts";
import { cn } from "../ui/cn.ts";

type Device = (typeof s.devices)[number];

/**
 * The Atmosphere hero's picture: one game streamed to a TV, a laptop and a phone, each frame drawn
 * in CSS (no image files), each screen showing the same line-art scene (a racing circuit seen from
 * above) with its edge region and latency from src/content/products.ts. The cars drive slowly; they
 * stop under reduced motion.
 */
export function StreamScreens() {
  const byKind = (kind: Device["kind"]) => s.devices.find((d) => d.kind === kind)!;
  return (
    <figure data-stream-screens="" aria-labelledby="stream-caption" className="space-y-6">
      <ul className="grid grid-cols-2 items-end gap-x-4 gap-y-8 md:grid-cols-12 md:gap-x-6">
        <li className="order-2 md:order-1 md:col-span-4">
          <Laptop device={byKind("laptop")} />
        </li>
        <li className="order-1 col-span-2 md:order-2 md:col-span-5">
          <Tv device={byKind("tv")} />
        </li>
        <li className="order-3 md:col-span-3">
          <Phone device={byKind("phone")} />
        </li>
      </ul>
      <figcaption id="stream-caption" className="text-sm text-pretty text-muted sm:mx-auto sm:max-w-2xl sm:text-balance">
        {s.caption}
      </figcaption>
    </figure>
  );
}

function Label({ device: d }: { device: Device }) {
  return (
    <p className="mt-3 text-center font-mono text-xs text-muted">
      {/* The device, then its city and latency kept together: a wrap never leaves "17 ms" alone. On a
          phone the device's name has its own line, so no "·" is left at a line's end. */}
      <span className="block text-fg sm:inline">{d.name}</span>
      <span className="hidden sm:inline"> · </span>
      <span className="whitespace-nowrap">
        {d.city} · <span className="text-accent">{s.ms(d.latencyMs)}</span>
      </span>
      <span className="mt-0.5 block">{d.resolution}</span>
    </p>
  );
}

function Tv({ device }: { device: Device }) {
  return (
    <div data-device="tv">
      <div className="rounded-lg border-[6px] stream-bezel bg-black shadow-2xl shadow-black/60">
        <Screen device={device} className="aspect-video" />
      </div>
      <div aria-hidden="true" className="stream-stand mx-auto h-3 w-1/5" />
      <Label device={device} />
    </div>
  );
}

function Laptop({ device }: { device: Device }) {
  return (
    <div data-device="laptop">
      <div className="mx-[6%] rounded-t-lg border-[5px] border-b-0 stream-bezel bg-black">
        <Screen device={device} className="aspect-[16/10]" />
      </div>
      <div aria-hidden="true" className="stream-frame h-2.5 rounded-b-xl" />
      <Label device={device} />
    </div>
  );
}

function Phone({ device }: { device: Device }) {
  return (
    <div data-device="phone">
      <div className="relative rounded-[1rem] border-[5px] border-l-[9px] stream-bezel bg-black">
        <Screen device={device} className="aspect-[19.5/9] rounded-[0.55rem]" />
      </div>
      <Label device={device} />
    </div>
  );
}

/** The circuit of the streamed game, in the scene's 320 × 180 units (the cars follow it by CSS offset-path). */
const TRACK = "M 70 34 H 228 C 292 34, 298 146, 236 146 H 184 C 152 146, 150 110, 118 110 H 84 C 26 110, 22 34, 70 34 Z";
/** Seconds per lap (the animation's duration in global.css). */
const LAP_S = 13.2;
/** A car on the circuit at `share` of the lap: its place when still, and its animation's phase. */
const car = (share: number) => ({
  offsetPath: `path("${TRACK}")`,
  offsetRotate: "0deg",
  offsetDistance: `${share * 100}%`,
  animationDelay: `${(-share * LAP_S).toFixed(2)}s`,
});

/**
 * The streamed game, drawn in the site's line art (docs/design.md): a racing circuit seen from
 * above on a dotted ground, the track in the border colour with a dashed centre line, two rival
 * cars in grey and the player's car in the accent (what is live), each driving the circuit
 * slowly; every screen shows the same scene with nothing written over it (no label small enough to fit
 * a phone's screen is legible): its city, latency and resolution are said once, in the caption under
 * the device, and that the session is an example, in the figure's caption.
 */
function Screen({ device: d, className }: { device: Device; className?: string }) {
  const dots = `stream-dots-${d.kind}`;
  return (
    <div aria-hidden="true" className={cn("relative isolate overflow-hidden bg-bg", className)}>
      <svg viewBox="0 0 320 180" width="320" height="180" aria-hidden="true" className="absolute inset-0 size-full" data-stream-scene="">
        <defs>
          <pattern id={dots} width="8" height="8" patternUnits="userSpaceOnUse">
            <circle cx="1" cy="1" r="0.8" className="fill-muted/25" />
          </pattern>
        </defs>
        <rect width="320" height="180" fill={`url(#${dots})`} />
        <path d={TRACK} fill="none" className="stroke-border" strokeWidth="16" strokeLinejoin="round" />
        <path d={TRACK} fill="none" className="stroke-surface-2" strokeWidth="12" strokeLinejoin="round" />
        <path d={TRACK} fill="none" className="stroke-muted/40" strokeWidth="1" strokeDasharray="4 5" />
        <path d="M 150 28 V 40" className="stroke-fg/70" strokeWidth="2" strokeDasharray="2 2" />
        {/* Each car starts where its place on the lap is (offset-distance, also the still under reduced motion). */}
        <circle r="3.2" className="animate-stream-lap fill-muted" style={car(0.68)} />
        <circle r="3.2" className="animate-stream-lap fill-muted" style={car(0.34)} />
        <g className="animate-stream-lap" style={car(0.5)}>
          <circle r="7" fill="none" className="stroke-accent/40" strokeWidth="1.5" />
          <circle r="3.6" className="fill-accent" />
        </g>
      </svg>
    </div>
  );
}
