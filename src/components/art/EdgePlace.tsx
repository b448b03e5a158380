/**
 * Review round 26: the three places the edge GPUs sit (Home's "Nirvana Edge": data centres, telecom hubs, enterprise
 * sites), each a small line drawing in the illustration language (Art.tsx): 1.5-unit strokes in the border colour, the
 * muted colour for detail, the accent only for the one lit GPU unit of each place. Drawn in 64 × 48, shown at 80 × 60; decorative (the place's name
 * and line beside it say the same), drawn at build time: no script, no image file.
 */
import type { EdgePlaceKind } from "../../content/home.ts";
import { LIVE, MUTED, STROKE } from "./palette.ts";

const line = { fill: "none", stroke: STROKE, strokeWidth: 1.5, strokeLinecap: "round", strokeLinejoin: "round" } as const;

/** A 1U GPU unit seen from the front, w wide at (x, y): its outline, two bays, and its LED (lit or not). */
function Unit({ x, y, w, lit = false }: { x: number; y: number; w: number; lit?: boolean }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height="5" rx="1" {...line} stroke={lit ? LIVE : STROKE} />
      <line
        x1={x + 3}
        y1={y + 2.5}
        x2={x + w / 2 - 1}
        y2={y + 2.5}
        stroke={lit ? LIVE : MUTED}
        strokeOpacity={lit ? 0.8 : 0.35}
        strokeWidth="1.5"
      />
      <circle cx={x + w - 3} cy={y + 2.5} r="1.1" fill={lit ? LIVE : MUTED} fillOpacity={lit ? 1 : 0.4} />
    </g>
  );
}

/** Two racks of units on the floor: the data centre. */
function DataCentre() {
  return (
    <>
      {[8, 34].map((x, r) => (
        <g key={x}>
          <rect x={x} y="4" width="22" height="40" rx="2" {...line} />
          {[0, 1, 2, 3, 4].map((u) => (
            <Unit key={u} x={x + 3} y={8 + u * 7} w={16} lit={r === 1 && u === 1} />
          ))}
        </g>
      ))}
      <line x1="2" y1="44.75" x2="62" y2="44.75" {...line} stroke={MUTED} strokeOpacity="0.4" />
    </>
  );
}

/** A lattice mast with its radio arcs, and a GPU cabinet at its foot: the telecom hub. */
function Telecom() {
  return (
    <>
      <path d="M22 44 L28 8 L34 44 M24.5 30 H31.5 M26 20 H30 M24.5 30 L30 20 M31.5 30 L26 20" {...line} />
      <circle cx="28" cy="6" r="1.5" fill={MUTED} fillOpacity="0.6" />
      <path
        d="M21 3 A9 9 0 0 0 21 11 M35 3 A9 9 0 0 1 35 11 M17 0.5 A13 13 0 0 0 17 13.5 M39 0.5 A13 13 0 0 1 39 13.5"
        {...line}
        stroke={MUTED}
        strokeOpacity="0.5"
      />
      <rect x="40" y="30" width="18" height="14" rx="2" {...line} />
      <Unit x={42} y={33} w={14} lit />
      <Unit x={42} y={39} w={14} />
      <line x1="2" y1="44.75" x2="62" y2="44.75" {...line} stroke={MUTED} strokeOpacity="0.4" />
    </>
  );
}

/** An office building with its window grid, a GPU server on its own floor: the enterprise site. */
function Enterprise() {
  return (
    <>
      <rect x="10" y="6" width="32" height="38" rx="2" {...line} />
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={15 + col * 8.5}
            y={11 + row * 8}
            width="5"
            height="4"
            rx="0.5"
            fill="none"
            stroke={MUTED}
            strokeOpacity="0.45"
            strokeWidth="1.5"
          />
        )),
      )}
      <Unit x={15} y={35} w={22} lit />
      <rect x="46" y="28" width="12" height="16" rx="1.5" {...line} />
      <line x1="49" y1="33" x2="55" y2="33" stroke={MUTED} strokeOpacity="0.45" strokeWidth="1.5" strokeLinecap="round" />
      <line x1="49" y1="38" x2="55" y2="38" stroke={MUTED} strokeOpacity="0.45" strokeWidth="1.5" strokeLinecap="round" />
      <line x1="2" y1="44.75" x2="62" y2="44.75" {...line} stroke={MUTED} strokeOpacity="0.4" />
    </>
  );
}

const DRAWINGS = { datacentre: DataCentre, telecom: Telecom, enterprise: Enterprise } as const;

export function EdgePlace({ kind, className }: { kind: EdgePlaceKind; className?: string }) {
  const Drawing = DRAWINGS[kind];
  return (
    <svg viewBox="0 0 64 48" width="80" height="60" aria-hidden="true" className={className} data-edge-drawing={kind}>
      <Drawing />
    </svg>
  );
}
