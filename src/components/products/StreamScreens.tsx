import { ChevronDown, ChevronUp } from "lucide-react";
import { atmosphereStream as s } from "../../content/products.ts";
import { Rack } from "../art/Art.tsx";
import { cn } from "../ui/cn.ts";

type Device = (typeof s.devices)[number];

/**
 * The Atmosphere hero's picture, what the product is: one game played on a TV, a laptop and a
 * phone, each screen fed by the edge GPU nearest to it. Per device, top to bottom: the edge GPU (a
 * rack in the site's line art, its serving unit lit) with its city, the short link between them
 * (frames down in the accent, input up, the session's latency on it; one length for all), the device
 * with the game on its screen, and the device's name and resolution. The link stretches so the devices stand on one
 * line and their names share a baseline. The cities, latencies and resolutions come from
 * `atmosphereStream` (src/content/products.ts); the caption says it is an example session. Drawn at
 * build time (SVG and CSS, no image file, no script); the lit LED blinks slowly and stops under
 * reduced motion.
 */
export function StreamScreens() {
  const byKind = (kind: Device["kind"]) => s.devices.find((d) => d.kind === kind)!;
  return (
    <figure data-stream-screens="" aria-labelledby="stream-caption" className="space-y-8">
      {/*
        Each device is a column hung from its edge GPU: the three edge GPUs on one line, links of one
        length (the latency is written on each, not drawn as a distance), the devices under them. On
        a phone the TV takes the width, the laptop and the phone share the row under it.
      */}
      <ul className="grid grid-cols-2 items-stretch gap-x-4 gap-y-10 text-left md:grid-cols-12 md:gap-x-6">
        <Column device={byKind("laptop")} className="order-2 md:order-1 md:col-span-4" />
        <Column device={byKind("tv")} className="order-1 col-span-2 md:order-2 md:col-span-5" />
        <Column device={byKind("phone")} className="order-3 md:col-span-3" />
      </ul>
      <figcaption id="stream-caption" className="text-sm text-balance text-muted sm:mx-auto sm:max-w-2xl">
        {s.caption}
      </figcaption>
    </figure>
  );
}

function Column({ device: d, className }: { device: Device; className?: string }) {
  const Frame = d.kind === "tv" ? Tv : d.kind === "laptop" ? Laptop : Phone;
  return (
    <li data-device={d.kind} className={cn("flex flex-col", className)}>
      <Edge device={d} />
      <Link device={d} />
      <Frame device={d} />
      <p className="mt-3 text-center font-mono text-xs text-muted">
        <span className="text-fg">{d.name}</span>
        <span className="mt-0.5 block">{d.resolution}</span>
      </p>
    </li>
  );
}

/** The edge GPU that serves this screen: a three-unit rack, the serving unit lit, its city under it. */
function Edge({ device: d }: { device: Device }) {
  return (
    <div className="flex flex-col items-center gap-2" data-edge={d.city}>
      <svg viewBox="0 0 120 58" width="84" height="41" aria-hidden="true" className="h-auto w-16 shrink-0 overflow-visible sm:w-[84px]">
        <Rack units={3} live={[1]} />
        <circle cx="104" cy="27" r="1.8" className="animate-soft-blink fill-accent" />
      </svg>
      <p className="text-center font-mono text-xs leading-tight whitespace-nowrap">
        <span className="tracking-[0.14em] text-muted uppercase">{s.edgeLabel}</span> <span className="text-fg">{d.city}</span>
      </p>
    </div>
  );
}

/**
 * The link from the edge GPU down to the screen: frames stream down (accent), input goes up (muted,
 * dashed), and the session's latency sits on it.
 */
function Link({ device: d }: { device: Device }) {
  return (
    <div aria-hidden="true" className="relative mx-auto flex min-h-16 w-24 flex-1 justify-center gap-3 py-2 sm:min-h-20">
      <span className="relative w-px bg-accent/60">
        <ChevronDown className="absolute -bottom-2 left-1/2 size-3.5 -translate-x-1/2 text-accent" />
      </span>
      <span className="relative w-0 border-l border-dashed border-muted/60">
        <ChevronUp className="absolute -top-2 left-[-0.5px] size-3.5 -translate-x-1/2 text-muted" />
      </span>
      <span className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-full border border-border bg-bg px-2 py-0.5 font-mono text-xs whitespace-nowrap text-accent">
        {s.ms(d.latencyMs)}
      </span>
    </div>
  );
}

function Tv({ device }: { device: Device }) {
  return (
    <div className="mt-2">
      <div className="rounded-lg border-[6px] stream-bezel bg-black shadow-2xl shadow-black/60">
        <Screen device={device} className="aspect-video" />
      </div>
      <div aria-hidden="true" className="stream-stand mx-auto h-3 w-1/5" />
    </div>
  );
}

function Laptop({ device }: { device: Device }) {
  return (
    <div className="mt-2">
      <div className="mx-[6%] rounded-t-lg border-[5px] border-b-0 stream-bezel bg-black">
        <Screen device={device} className="aspect-[16/10]" />
      </div>
      <div aria-hidden="true" className="stream-frame h-2.5 rounded-b-xl" />
    </div>
  );
}

function Phone({ device }: { device: Device }) {
  return (
    <div className="mt-2">
      <div className="relative rounded-[1rem] border-[5px] border-l-[9px] stream-bezel bg-black">
        <Screen device={device} className="aspect-[19.5/9] rounded-[0.55rem]" />
      </div>
    </div>
  );
}

/**
 * The streamed game, the same frame on every screen, in the site's line art: a side-on level (ground
 * steps, two ledges, a goal flag) in the border colour, and the player (accent, what is live)
 * mid-jump on a dashed arc. Nothing written over it: each screen's city, latency and resolution are
 * said once, around the device.
 */
function Screen({ device: d, className }: { device: Device; className?: string }) {
  const dots = `stream-dots-${d.kind}`;
  return (
    <div aria-hidden="true" className={cn("relative isolate overflow-hidden bg-bg", className)}>
      <svg
        viewBox="0 0 320 180"
        width="320"
        height="180"
        aria-hidden="true"
        className="absolute inset-0 size-full overflow-hidden"
        data-stream-scene=""
      >
        <defs>
          <pattern id={dots} width="8" height="8" patternUnits="userSpaceOnUse">
            <circle cx="1" cy="1" r="0.8" className="fill-muted/20" />
          </pattern>
        </defs>
        {/* The dot grid and the ground run past the 16:9 frame on every side, so a screen of another shape (the
            laptop's 16:10, the phone's 19.5:9) is filled edge to edge by the same scene, centred, not pillar-boxed. */}
        <rect x="-80" y="-40" width="480" height="260" fill={`url(#${dots})`} />
        {/* Ground in steps, filled below its line. */}
        <path d={GROUND} className="fill-surface-2 stroke-border" strokeWidth="2" strokeLinejoin="round" />
        {/* Two ledges. */}
        <rect x="112" y="92" width="52" height="8" rx="2" className="fill-surface-2 stroke-border" strokeWidth="2" />
        <rect x="206" y="66" width="46" height="8" rx="2" className="fill-surface-2 stroke-border" strokeWidth="2" />
        {/* Coins over the ledges, in the muted colour. */}
        {[
          [126, 78],
          [138, 78],
          [150, 78],
          [222, 52],
          [236, 52],
        ].map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="3" fill="none" className="stroke-muted/70" strokeWidth="1.5" />
        ))}
        {/* The goal flag. */}
        <path d="M 288 118 V 78" className="stroke-muted" strokeWidth="2" />
        <path d="M 288 78 L 304 84 L 288 90 Z" className="fill-muted/60" />
        {/* The player's jump: from the ground onto the first ledge. */}
        <path d="M 52 128 Q 78 60 104 70" fill="none" className="stroke-accent/50" strokeWidth="1.5" strokeDasharray="3 4" />
        <rect x="100" y="62" width="12" height="14" rx="3" className="fill-accent" />
        <rect x="106" y="66" width="3" height="3" rx="1" className="fill-bg" />
      </svg>
    </div>
  );
}

/** The level's ground line in the scene's 320 × 180 units, run out past both sides and closed below the frame. */
const GROUND = "M -84 140 H 86 V 128 H 180 V 140 H 258 V 118 H 404 V 224 H -84 Z";
