import { earthCluster as c } from "../../content/products.ts";
import { Rack } from "../art/Art.tsx";
import { FG, LIVE, MUTED, STROKE } from "../art/palette.ts";

/**
 * Earth's cluster topology (review round 23: after the hero the page had no picture of its own): the hero console's
 * cluster in the site's line art, drawn at build time from `earthCluster` (products.ts): the rack in its region, the
 * cluster's nodes lit in it, each node drawn out beside it as its GPUs on one NVLink bus, the nodes joined by the
 * InfiniBand fabric. Two drawings of the same data: wide from sm (the nodes side by side with the rack), tall on a
 * phone (the rack over the nodes), so the mono labels stay at 12 px or more at every width. No script; every SVG has
 * width and height; the figure is named by its label and its caption says the same in words.
 */
export function EarthCluster() {
  return (
    <figure aria-label={c.label} className="space-y-4" data-earth-cluster="">
      <div className="max-sm:hidden">
        <Drawing layout="wide" />
      </div>
      <div className="sm:hidden">
        <Drawing layout="tall" />
      </div>
      <figcaption
        className="max-w-2xl text-sm leading-relaxed text-pretty text-muted sm:mx-auto sm:text-center"
        data-earth-cluster-caption=""
      >
        <KeepTogether text={c.caption} parts={[c.region, c.links.fabric]} />
      </figcaption>
    </figure>
  );
}

/** The text with each of `parts` kept on one line (the region and the fabric broke at "eu-" and "3.2" on a phone). */
function KeepTogether({ text, parts }: { text: string; parts: string[] }) {
  const pattern = new RegExp(`(${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`);
  return (
    <>
      {text.split(pattern).map((piece, i) =>
        parts.includes(piece) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sentence: the position is the piece
          <span key={i} className="whitespace-nowrap">
            {piece}
          </span>
        ) : (
          piece
        ),
      )}
    </>
  );
}

/** Mono labels in the drawings' units (the wide one never renders under 1 px a unit, the tall one at 343 px). */
const label = { fontFamily: "var(--font-mono)", fontSize: 12 } as const;

/** GPUs per node, and the node box's height for `cols` chips a row: header, chips, the bus, its label. */
const perNode = c.nodes[0]!.gpus;
const nodeHeight = (cols: number) => 34 + Math.ceil(perNode / cols) * 28 + 2 + 26;

/** One node: its host name (and its GPUs when `count`), its GPUs as chips on the NVLink bus, the bus' name. */
function Node({ x, y, w, host, cols, count }: { x: number; y: number; w: number; host: string; cols: number; count: boolean }) {
  const rows = Math.ceil(perNode / cols);
  const gap = 6;
  const chipW = (w - 24 - gap * (cols - 1)) / cols;
  const chipH = 22;
  const bus = 34 + rows * (chipH + gap) + 2;
  return (
    <g transform={`translate(${x} ${y})`} data-cluster-node="">
      <rect
        x="0.75"
        y="0.75"
        width={w - 1.5}
        height={nodeHeight(cols) - 1.5}
        rx="6"
        fill="var(--color-bg)"
        stroke={STROKE}
        strokeWidth="1.5"
      />
      <text x="12" y="22" fill={FG} {...label}>
        {host}
      </text>
      {count && (
        <text x={w - 12} y="22" fill={MUTED} textAnchor="end" {...label}>
          {perNode}× {c.gpu}
        </text>
      )}
      {Array.from({ length: perNode }, (_, i) => {
        const cx = 12 + (i % cols) * (chipW + gap);
        const cy = 34 + Math.floor(i / cols) * (chipH + gap);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing: the position is the GPU
          <g key={i} data-cluster-gpu="">
            <rect
              x={cx + 0.75}
              y={cy + 0.75}
              width={chipW - 1.5}
              height={chipH - 1.5}
              rx="2"
              fill="none"
              stroke={FG}
              strokeOpacity="0.7"
              strokeWidth="1.5"
            />
            <line
              x1={cx + 6}
              y1={cy + chipH / 2}
              x2={cx + chipW - 6}
              y2={cy + chipH / 2}
              stroke={MUTED}
              strokeOpacity="0.35"
              strokeWidth="1.5"
            />
          </g>
        );
      })}
      {/* The NVLink bus under the chips (the accent: the links in use), its name under it. */}
      <line x1="12" y1={bus} x2={w - 12} y2={bus} stroke={LIVE} strokeOpacity="0.8" strokeWidth="1.5" data-cluster-bus="" />
      <text x="12" y={bus + 17} fill={MUTED} {...label}>
        {c.links.node}
      </text>
    </g>
  );
}

const RACK_W = 120;
/** A rack unit's link to its node, one stroke in both layouts (the accent: the links in use). */
const linkStroke = { fill: "none", stroke: LIVE, strokeOpacity: "0.7", strokeWidth: "1.5" } as const;
const RACK_H = 8 * 14 + 16;

function Drawing({ layout }: { layout: "wide" | "tall" }) {
  const wide = layout === "wide";
  const lit = c.nodes.map((_, i) => 3 + i);
  const unitY = (rackY: number, u: number) => rackY + 8 + u * 14 + 5;
  if (wide) {
    // The rack on the left under its region, the nodes stacked on the right, an elbow from each lit unit to its node,
    // the fabric a double rule between the nodes.
    const W = 580;
    const nodeW = 370;
    const nodeX = W - nodeW;
    const nodeH = nodeHeight(8);
    const gap = 56;
    const nodeY = (i: number) => i * (nodeH + gap);
    const H = nodeY(c.nodes.length - 1) + nodeH;
    const rackY = 58;
    const fabricX = nodeX + nodeW / 2;
    return (
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        aria-hidden="true"
        className="mx-auto h-auto w-full max-w-[720px]"
        data-cluster-drawing="wide"
      >
        <text x="0" y={rackY - 28} fill={FG} {...label}>
          {c.region}
        </text>
        <text x="0" y={rackY - 11} fill={MUTED} {...label}>
          {c.rackLabel}
        </text>
        <Rack x={0} y={rackY} units={8} live={lit} />
        {c.nodes.map((n, i) => (
          <path
            key={n.host}
            d={`M ${RACK_W} ${unitY(rackY, lit[i]!)} H ${RACK_W + 30 + i * 18} V ${nodeY(i) + nodeH / 2} H ${nodeX}`}
            {...linkStroke}
            data-cluster-link=""
          />
        ))}
        {c.nodes.map((n, i) => (
          <Node key={n.host} x={nodeX} y={nodeY(i)} w={nodeW} host={n.host} cols={8} count />
        ))}
        <g data-cluster-fabric="">
          <line x1={fabricX - 3} y1={nodeH} x2={fabricX - 3} y2={nodeY(1)} stroke={FG} strokeOpacity="0.7" strokeWidth="1.5" />
          <line x1={fabricX + 3} y1={nodeH} x2={fabricX + 3} y2={nodeY(1)} stroke={FG} strokeOpacity="0.7" strokeWidth="1.5" />
          <text x={fabricX + 14} y={nodeH + gap / 2 + 4} fill={MUTED} {...label}>
            {c.links.fabric}
          </text>
        </g>
      </svg>
    );
  }
  // Tall: the rack centred under its region, the nodes side by side under it (their host names only: the caption
  // says what each holds), each joined to its lit unit from the rack's near side; the fabric under the nodes.
  const W = 343;
  const nodeGap = 13;
  const nodeW = (W - nodeGap) / 2;
  const nodeH = nodeHeight(4);
  const rackX = (W - RACK_W) / 2;
  const rackY = 44;
  const nodeY = rackY + RACK_H + 32;
  const fabricY = nodeY + nodeH + 18;
  const H = fabricY + 28;
  const mid = (i: number) => i * (nodeW + nodeGap) + nodeW / 2;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} aria-hidden="true" className="h-auto w-full" data-cluster-drawing="tall">
      <text x={W / 2} y={rackY - 26} fill={FG} textAnchor="middle" {...label}>
        {c.region}
      </text>
      <text x={W / 2} y={rackY - 10} fill={MUTED} textAnchor="middle" {...label}>
        {c.rackLabel}
      </text>
      <Rack x={rackX} y={rackY} units={8} live={lit} />
      {c.nodes.map((n, i) => {
        const side = i === 0 ? rackX : rackX + RACK_W;
        return <path key={n.host} d={`M ${side} ${unitY(rackY, lit[i]!)} H ${mid(i)} V ${nodeY}`} {...linkStroke} data-cluster-link="" />;
      })}
      {c.nodes.map((n, i) => (
        <Node key={n.host} x={i * (nodeW + nodeGap)} y={nodeY} w={nodeW} host={n.host} cols={4} count={false} />
      ))}
      <g data-cluster-fabric="">
        <path
          d={`M ${mid(0)} ${nodeY + nodeH} V ${fabricY} H ${mid(1)} V ${nodeY + nodeH}`}
          fill="none"
          stroke={FG}
          strokeOpacity="0.7"
          strokeWidth="1.5"
        />
        <text x={W / 2} y={fabricY + 20} fill={MUTED} textAnchor="middle" {...label}>
          {c.links.fabric}
        </text>
      </g>
    </svg>
  );
}
