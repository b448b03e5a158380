import type { ReactNode } from "react";
import { about } from "../../content/about.ts";
import { Rack } from "../art/Art.tsx";

const STROKE = "var(--color-border)";
const MUTED = "var(--color-muted)";
const LIVE = "var(--color-accent)";
const PAY = "var(--color-accent-2)";

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
 * /about's first-screen figure: the lead's idea in three drawings, in the site's line art (racks,
 * the accent for what is live, the x402 violet for the payment): idle enterprise GPUs, the same
 * GPUs pooled into one network, an AI agent paying for its own time. Each drawing is decorative;
 * its words are page text (≥ 12 px) under it. No figures, nothing counted.
 */
export function VisionStages() {
  const { stages } = about;
  return (
    <figure className="space-y-5" data-vision-stages="">
      <figcaption className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{stages.caption}</figcaption>
      <ol className="grid grid-cols-1 gap-y-5 sm:grid-cols-3 sm:gap-x-6">
        {stages.items.map((st, i) => {
          const Art = ART[st.key];
          return (
            <li
              key={st.key}
              className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-x-5 border-b border-border pb-5 sm:grid-cols-1 sm:content-start sm:items-start sm:gap-y-4"
            >
              <svg
                viewBox="0 0 160 140"
                width="160"
                height="140"
                aria-hidden="true"
                className="h-auto w-full rounded-xl border border-border bg-surface/70 p-2 sm:p-3"
              >
                <Art />
              </svg>
              <p className="space-y-1">
                <span className="block font-mono text-xs text-muted">{String(i + 1).padStart(2, "0")}</span>
                <span className="block font-display text-base font-semibold text-fg">{st.title}</span>
                <span className="block text-sm leading-snug text-pretty text-muted">{st.text}</span>
              </p>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
