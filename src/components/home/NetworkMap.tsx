import { networkMap } from "../../content/network.ts";
import { cn } from "../ui/cn.ts";
import { worldMap } from "./world-map.ts";

/**
 * The world with one point per country of presence and a few paid jobs in flight, rendered at
 * build time to inline SVG (see world-map.ts), in layers of one size: the land (one path filled
 * with a dot pattern), the points (the named image), two sets of arcs that take turns fading in and
 * out, and a ring pulsing at each arc's ends. Only whole layers and the rings move, by opacity and
 * transform, which the browser composites without repainting the map (animating the arcs' dashes
 * kept a throttled phone's main thread busy 75 % of the time). Every animation stops under
 * prefers-reduced-motion.
 */
export function NetworkMap({ className }: { className?: string }) {
  const map = worldMap();
  const hubs = [...new Set(map.arcs.flatMap((a) => [a.from, a.to]))];
  const byIso = new Map(map.points.map((p) => [p.iso2, p]));
  // Review round 26: the frame is centred on the land that shows (`shown`), not on its whole box (two specks at its ends),
  // so the map stands in the middle of the console (it sat ~34 units right): the view moves by that much, the specks
  // past an edge are clipped.
  const shift = Math.round((map.shown[0] + map.shown[1] - map.width) / 2);
  const viewBox = `${shift} 0 ${map.width} ${map.height}`;
  const layer = { viewBox, width: map.width, height: map.height };
  const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(2)}%`;
  return (
    <div className={cn("relative", className)}>
      <svg {...layer} aria-hidden="true" data-network-land="" className="block h-auto w-full">
        <defs>
          <pattern id="map-dots" width="4" height="4" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.1" className="fill-muted/45" />
          </pattern>
        </defs>
        <path d={map.land} fill="url(#map-dots)" />
      </svg>
      {[0, 1].map((turn) => (
        <svg
          key={turn}
          {...layer}
          aria-hidden="true"
          data-map-arcs=""
          className="animate-arc-fade absolute inset-0 h-full w-full fill-none stroke-accent-2/80 will-change-[opacity]"
          style={turn ? { animationDelay: "-4s" } : undefined}
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeDasharray="6 6"
        >
          {map.arcs
            .filter((_, i) => i % 2 === turn)
            .map((a) => (
              <path key={`${a.from}-${a.to}`} d={a.d} data-map-arc="" />
            ))}
        </svg>
      ))}
      <svg {...layer} role="img" aria-label={networkMap.label} data-network-map="" className="absolute inset-0 h-full w-full">
        <g className="fill-accent stroke-bg" strokeWidth="1" data-map-points="">
          {map.points.map((p) => (
            <circle key={p.iso2} cx={p.x} cy={p.y} r="3.2" />
          ))}
        </g>
      </svg>
      {hubs.map((iso, i) => {
        const p = byIso.get(iso)!;
        return (
          <span
            key={iso}
            aria-hidden="true"
            data-map-pulse=""
            className="animate-map-pulse absolute -mt-[3px] -ml-[3px] size-[6px] rounded-full bg-accent will-change-[transform,opacity]"
            style={{ left: pct(p.x - shift, map.width), top: pct(p.y, map.height), animationDelay: `${i * 0.6}s` }}
          />
        );
      })}
    </div>
  );
}
