import { atmosphereStream as s } from "../../content/products.ts";
import { cn } from "../ui/cn.ts";

type Device = (typeof s.devices)[number];

/**
 * The Atmosphere hero's picture: one game streamed to a TV, a laptop and a phone, each frame drawn
 * in CSS (no image files), each screen showing the same scene with its edge region and latency
 * from src/content/products.ts. The scene's floor scrolls slowly; it stops under reduced motion.
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
      <figcaption id="stream-caption" className="mx-auto max-w-2xl text-sm text-muted">
        {s.lead}
      </figcaption>
    </figure>
  );
}

function Label({ device: d }: { device: Device }) {
  return (
    <p className="mt-3 text-center font-mono text-xs text-muted">
      {/* The device, then its city and latency kept together: a wrap never leaves "17 ms" alone. */}
      <span className="text-fg">{d.name}</span> ·{" "}
      <span className="whitespace-nowrap">
        {d.city} · <span className="text-accent">{s.ms(d.latencyMs)}</span>
      </span>
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

/** The streamed game: a dusk sky, a striped sun, a ridge, and a neon floor grid scrolling towards the player. */
function Screen({ device: d, className }: { device: Device; className?: string }) {
  const hud = d.kind === "tv" ? "text-[10px] sm:text-xs" : "text-[8px] sm:text-[9px]";
  return (
    <div aria-hidden="true" className={cn("stream-sky relative isolate overflow-hidden", className)}>
      <span className="stream-sun absolute top-[16%] left-[37%] aspect-square w-[26%] rounded-full" />
      <span className="stream-ridge absolute inset-x-0 top-[44%] h-[16%]" />
      <span className="stream-ground absolute inset-x-0 bottom-0 h-[42%] overflow-hidden">
        <span className="stream-plane absolute -inset-x-full bottom-0 h-[300%] overflow-hidden">
          <span className="stream-grid animate-grid-scroll absolute inset-x-0 -top-6 bottom-0" />
        </span>
      </span>
      <span
        className={cn(
          hud,
          "absolute top-[6%] left-[4%] flex items-center gap-1.5 rounded bg-black/60 px-1.5 py-0.5 font-mono leading-none text-fg",
        )}
      >
        <span className="animate-soft-blink size-[0.6em] rounded-full bg-danger" />
        {s.live} · {s.ms(d.latencyMs)}
      </span>
      <span className={cn(hud, "absolute right-[4%] bottom-[6%] rounded bg-black/60 px-1.5 py-0.5 font-mono leading-none text-muted")}>
        {d.resolution}
      </span>
    </div>
  );
}
