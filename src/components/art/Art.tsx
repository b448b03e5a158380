/**
 * The site's illustration language: line art drawn at build time as inline SVG from our own data
 * (GPUs, racks, regions, the PING mark). One stroke weight (1.5 units), the muted border colour for
 * structure, the accent only for what is live (a lit LED, a selected unit, a path in use), no
 * gradients but the PING coin's own. No image files, no script; every SVG has width and height,
 * and is decorative (aria-hidden) beside text that says the same thing, or named with role="img".
 * See docs/design.md ("Illustration language").
 */
import type { ReactNode } from "react";
import { cn } from "../ui/cn.ts";
import { BG, FG, LIVE, MUTED, STROKE } from "./palette.ts";

/**
 * The frame every illustration sits in: a surface panel with a mono caption bar. Review round 20: a plain framed figure,
 * its caption on the bar's left edge and no window dots. The panel framed seven different things (Home's and /about's
 * team, /about's hero, /careers' chart, /contact's e-mail flow, /ecosystem-fund's grant path), none of them a console:
 * a window's chrome around a drawing was decoration. `windowDots` (opt-in) keeps the chrome (three dots, the caption
 * on the right) for a real terminal (/x402-integration's 402 answer, under the command that gets it); the site's
 * other consoles (Home's network status, Earth's console) draw their own bar with `WindowDots`.
 * `compactCaption` (opt-in, review round 17: /about's caption left "buy" alone on its last line at 375 px): a caption
 * that wraps is balanced; with `windowDots`, below sm the dots are hidden so the caption has the bar's whole width.
 * `captionId` (opt-in, review round 18: /contact's "After you send" is a section whose title is its panel's caption):
 * the caption is the section's h2, with that id, looking the same: the base layer sets headings in the display face,
 * tracked -0.02em and balanced, so the h2 takes the caption's mono face and plain tracking back (review round 19:
 * /contact's read in sans).
 */
export function ArtPanel({
  caption,
  children,
  className,
  compactCaption = false,
  captionId,
  captionClassName,
  windowDots = false,
}: {
  caption: string;
  children: ReactNode;
  className?: string;
  compactCaption?: boolean;
  captionId?: string;
  /** Opt-in (review round 19, /about's hero on a phone: its caption at 13 px): classes added to the caption bar. */
  captionClassName?: string;
  /** Opt-in (review round 20): a real terminal's window chrome, the three dots left of a right-aligned caption. */
  windowDots?: boolean;
}) {
  const Caption = captionId ? "h2" : "span";
  return (
    <figure
      className={cn("overflow-hidden rounded-card border border-border bg-surface shadow-2xl shadow-black/50", className)}
      data-art-panel={windowDots ? "window" : "figure"}
    >
      <figcaption
        className={cn(
          "flex items-center gap-3 border-b border-border px-5 py-3 font-mono text-xs text-muted",
          windowDots && "justify-between",
          captionClassName,
        )}
      >
        {windowDots && (
          <span className={cn("flex gap-1.5", compactCaption && "max-sm:hidden")} aria-hidden="true" data-art-dots="">
            <span className="size-2 rounded-full bg-border" />
            <span className="size-2 rounded-full bg-border" />
            <span className="size-2 rounded-full bg-accent/70" />
          </span>
        )}
        <Caption
          id={captionId}
          className={cn(
            "min-w-0",
            windowDots && "text-right",
            captionId && "font-mono tracking-normal [text-wrap:wrap]",
            compactCaption && "text-balance",
            compactCaption && windowDots && "max-sm:flex-1 max-sm:text-left",
          )}
        >
          {caption}
        </Caption>
      </figcaption>
      {children}
    </figure>
  );
}

/**
 * An outlined box of the drawings (an envelope, a desk, a project's editor): the stroke drawn inside the box at (x, y),
 * w × h, so boxes of one size line up whatever their stroke; the text colour at 70 % over the page's background.
 */
export function Tile({ x, y, w, h, rx = 6 }: { x: number; y: number; w: number; h: number; rx?: number }) {
  return (
    <rect x={x + 0.75} y={y + 0.75} width={w - 1.5} height={h - 1.5} rx={rx} fill={BG} stroke={FG} strokeOpacity="0.7" strokeWidth="1.5" />
  );
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
