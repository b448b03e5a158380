/**
 * The site's illustration language: line art drawn at build time as inline SVG from our own data
 * (GPUs, racks, regions, the PING mark). One stroke weight (1.5 units), the muted border colour for
 * structure, the accent only for what is live (a lit LED, a selected unit, a path in use), no
 * gradients but the PING coin's own. No image files, no script; every SVG has width and height,
 * and is decorative (aria-hidden) beside text that says the same thing, or named with role="img".
 * See docs/design.md ("Illustration language").
 */
import { useId, type ReactNode } from "react";
import { PingMark } from "../brand/PingMark.tsx";
import { cn } from "../ui/cn.ts";

const STROKE = "var(--color-border)";
const MUTED = "var(--color-muted)";
const LIVE = "var(--color-accent)";

/** The frame every illustration sits in: a surface panel with a mono caption bar. */
export function ArtPanel({ caption, children, className }: { caption: string; children: ReactNode; className?: string }) {
  return (
    <figure className={cn("overflow-hidden rounded-card border border-border bg-surface shadow-2xl shadow-black/50", className)}>
      <figcaption className="flex items-center justify-between gap-3 border-b border-border px-5 py-3 font-mono text-xs text-muted">
        <span className="flex gap-1.5" aria-hidden="true">
          <span className="size-2 rounded-full bg-border" />
          <span className="size-2 rounded-full bg-border" />
          <span className="size-2 rounded-full bg-accent/70" />
        </span>
        <span className="min-w-0 text-right">{caption}</span>
      </figcaption>
      {children}
    </figure>
  );
}

/** A deterministic number in [0, 1) from a string and an index: the same art on every build. */
export function seeded(seed: string, i: number): number {
  let h = 2166136261 ^ i;
  for (let c = 0; c < seed.length; c++) h = Math.imul(h ^ seed.charCodeAt(c), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

/**
 * A rack seen from the front: `units` 1U servers, each with four GPU bays and a status LED; the
 * units in `live` (indices) are lit. Drawn in a 120 × (units × 14 + 16) box at (x, y).
 */
export function Rack({ x = 0, y = 0, units = 8, live = [] }: { x?: number; y?: number; units?: number; live?: readonly number[] }) {
  const h = units * 14 + 16;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="0.75" y="0.75" width="118.5" height={h - 1.5} rx="4" fill="var(--color-bg)" stroke={STROKE} strokeWidth="1.5" />
      {Array.from({ length: units }, (_, u) => {
        const on = live.includes(u);
        const uy = 8 + u * 14;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing: the position is the unit
          <g key={u}>
            <rect
              x="8"
              y={uy}
              width="104"
              height="10"
              rx="1.5"
              fill="none"
              stroke={on ? LIVE : STROKE}
              strokeWidth="1.5"
              strokeOpacity={on ? 0.9 : 1}
            />
            {[0, 1, 2, 3].map((b) => (
              <line
                key={b}
                x1={16 + b * 18}
                y1={uy + 5}
                x2={28 + b * 18}
                y2={uy + 5}
                stroke={on ? LIVE : MUTED}
                strokeOpacity={on ? 0.8 : 0.35}
                strokeWidth="1.5"
              />
            ))}
            <circle cx="104" cy={uy + 5} r="1.8" fill={on ? LIVE : MUTED} fillOpacity={on ? 1 : 0.4} />
          </g>
        );
      })}
    </g>
  );
}

/** One GPU board: the card, its two fans and the heat-sink fins; `live` draws it in the accent. */
export function GpuBoard({ x = 0, y = 0, live = false }: { x?: number; y?: number; live?: boolean }) {
  const c = live ? LIVE : STROKE;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="0.75" y="0.75" width="158.5" height="58.5" rx="6" fill="var(--color-bg)" stroke={c} strokeWidth="1.5" />
      {[40, 104].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="30" r="20" fill="none" stroke={c} strokeWidth="1.5" />
          <circle cx={cx} cy="30" r="5" fill="none" stroke={live ? LIVE : MUTED} strokeOpacity=".6" strokeWidth="1.5" />
          {[0, 60, 120, 180, 240, 300].map((a) => (
            <line
              key={a}
              x1={cx + 7 * Math.cos((a * Math.PI) / 180)}
              y1={30 + 7 * Math.sin((a * Math.PI) / 180)}
              x2={cx + 17 * Math.cos(((a + 25) * Math.PI) / 180)}
              y2={30 + 17 * Math.sin(((a + 25) * Math.PI) / 180)}
              stroke={live ? LIVE : MUTED}
              strokeOpacity=".45"
              strokeWidth="1.5"
            />
          ))}
        </g>
      ))}
      {[0, 1, 2, 3, 4].map((f) => (
        <line key={f} x1={134 + f * 4} y1="12" x2={134 + f * 4} y2="48" stroke={MUTED} strokeOpacity=".35" strokeWidth="1.5" />
      ))}
      <rect x="20" y="58" width="64" height="6" rx="1" fill="none" stroke={c} strokeWidth="1.5" />
    </g>
  );
}

/** Racks in a row, one per entry, each with its label and figure under it (the network by region, say). */
export function RackRow({
  racks,
  label,
}: {
  racks: readonly { name: string; value: string; units: number; live: number }[];
  label: string;
}) {
  const w = racks.length * 136;
  const h = 8 * 14 + 16 + 44;
  return (
    <svg viewBox={`0 0 ${w} ${h}`} width={w} height={h} role="img" aria-label={label} className="h-auto w-full">
      {racks.map((r, i) => (
        <g key={r.name}>
          <Rack x={i * 136 + 8} units={8} live={Array.from({ length: r.live }, (_, k) => 7 - k)} />
          <text x={i * 136 + 68} y={h - 24} textAnchor="middle" fontFamily="var(--font-mono)" fontSize="11" fill="var(--color-fg)">
            {r.name}
          </text>
          <text x={i * 136 + 68} y={h - 8} textAnchor="middle" fontFamily="var(--font-mono)" fontSize="11" fill={MUTED}>
            {r.value}
          </text>
        </g>
      ))}
    </svg>
  );
}

/**
 * A post's cover, drawn from its title (the seed): a floor of racks, some lit, and one path between
 * two of them. Same seed, same picture; no two posts share one.
 */
export function CoverArt({ seed, className }: { seed: string; className?: string }) {
  const cols = 6;
  const lit = new Set(Array.from({ length: 3 }, (_, i) => Math.floor(seeded(seed, i) * cols)));
  const from = Math.floor(seeded(seed, 7) * cols);
  const to = (from + 2 + Math.floor(seeded(seed, 8) * (cols - 3))) % cols;
  const x = (i: number) => 16 + i * 96;
  const dots = `dots${useId()}`;
  return (
    <svg viewBox="0 0 600 240" width="600" height="240" aria-hidden="true" className={cn("h-auto w-full", className)}>
      <defs>
        <pattern id={dots} width="16" height="16" patternUnits="userSpaceOnUse">
          <circle cx="1" cy="1" r="1" fill={MUTED} fillOpacity=".25" />
        </pattern>
      </defs>
      <rect width="600" height="240" fill={`url(#${dots})`} />
      {Array.from({ length: cols }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing: the position is the rack
        <g key={i} transform={`translate(${x(i)} 64) scale(.62)`}>
          <Rack units={6} live={lit.has(i) ? [0, 2, 3] : []} />
        </g>
      ))}
      <path
        d={`M${x(from) + 37} 60 C ${x(from) + 37} 14, ${x(to) + 37} 14, ${x(to) + 37} 60`}
        fill="none"
        stroke={LIVE}
        strokeWidth="1.5"
        strokeDasharray="4 5"
      />
      <circle cx={x(from) + 37} cy="60" r="3" fill={LIVE} />
      <circle cx={x(to) + 37} cy="60" r="3" fill={LIVE} />
    </svg>
  );
}

/** The PING mark at the centre of its network: two orbits with a node per entry (the fund's or the ecosystem's categories). */
export function PingOrbit({ nodes, label }: { nodes: readonly string[]; label: string }) {
  const size = 320;
  const c = size / 2;
  return (
    <div className="relative mx-auto aspect-square w-full max-w-80" role="img" aria-label={label}>
      <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} aria-hidden="true" className="absolute inset-0 size-full">
        <circle cx={c} cy={c} r="78" fill="none" stroke={STROKE} strokeWidth="1.5" />
        <circle cx={c} cy={c} r="140" fill="none" stroke={STROKE} strokeWidth="1.5" strokeDasharray="3 6" />
        {nodes.map((n, i) => {
          const a = (i / nodes.length) * Math.PI * 2 - Math.PI / 2;
          const r = 140;
          return (
            <g key={n}>
              <line x1={c} y1={c} x2={c + r * Math.cos(a)} y2={c + r * Math.sin(a)} stroke={STROKE} strokeWidth="1" />
              <circle cx={c + r * Math.cos(a)} cy={c + r * Math.sin(a)} r="5" fill="var(--color-bg)" stroke={LIVE} strokeWidth="1.5" />
            </g>
          );
        })}
      </svg>
      <span className="absolute inset-0 grid place-items-center">
        <PingMark size={88} />
      </span>
      {nodes.map((n, i) => {
        const a = (i / nodes.length) * Math.PI * 2 - Math.PI / 2;
        const r = 140;
        const left = ((c + r * Math.cos(a)) / size) * 100;
        const top = ((c + r * Math.sin(a)) / size) * 100;
        return (
          <span
            key={n}
            aria-hidden="true"
            className="absolute -translate-x-1/2 translate-y-2 rounded-md bg-bg/90 px-1.5 py-0.5 font-mono text-[11px] whitespace-nowrap text-muted"
            style={{ left: `${left}%`, top: `${top}%` }}
          >
            {n}
          </span>
        );
      })}
    </div>
  );
}
